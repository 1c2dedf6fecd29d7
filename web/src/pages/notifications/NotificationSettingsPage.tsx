import { useEffect, useState } from "react";
import type { KindSettings, NotificationSettingsResponse } from "../../../../domain/api/notifications";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_INFO,
  type NotificationChannel,
  SETTINGS_UPDATE_FAILED,
} from "../../../../domain/notifications";
import { pageTitle } from "../../../../domain/titles";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { useSignedIn } from "../../auth/useSignedIn";
import { CARD } from "../../components/form/Field";
import { LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { PushPanel } from "./PushPanel";

export const SETTINGS_KEY = [PERSONAL_QUERY_KEY, "notification-settings"] as const;
export const SETTINGS_SAVED = "Notification settings saved";

const CHANNEL_LABEL: Record<NotificationChannel, string> = { in_app: "In-app", email: "E-mail", push: "Push" };

const SHELL = "mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10";
const BAR = "animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800";

function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading your notification settings…" className="space-y-6">
      <div aria-hidden="true" className={`h-72 ${BAR}`} />
      <div aria-hidden="true" className={`h-40 ${BAR}`} />
    </div>
  );
}

/** The kinds × channels table: a checkbox per cell, each named "Bookings: E-mail". */
function ChannelTable({
  kinds,
  onChange,
}: {
  kinds: KindSettings[];
  onChange: (kind: KindSettings["kind"], channel: NotificationChannel, on: boolean) => void;
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Channels for each kind of notification</caption>
      <thead>
        <tr className="border-b border-stone-200 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:border-stone-800 dark:text-stone-300">
          <th scope="col" className="py-2 pr-2">
            Notification
          </th>
          {NOTIFICATION_CHANNELS.map((ch) => (
            <th key={ch} scope="col" className="w-14 px-1 py-2 text-center sm:w-24">
              {CHANNEL_LABEL[ch]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
        {kinds.map((k) => {
          const info = NOTIFICATION_KIND_INFO[k.kind];
          return (
            <tr key={k.kind}>
              <th scope="row" className="py-3 pr-2 align-top font-normal">
                <span className="block font-semibold text-stone-900 dark:text-white">{info.label}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-300">{info.description}</span>
              </th>
              {NOTIFICATION_CHANNELS.map((ch) => (
                <td key={ch} className="px-1 py-3 text-center align-top">
                  <input
                    type="checkbox"
                    checked={k[ch]}
                    onChange={(e) => onChange(k.kind, ch, e.target.checked)}
                    aria-label={`${info.label}: ${CHANNEL_LABEL[ch]}`}
                    className="mt-1 size-5 cursor-pointer accent-brand-700"
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function SettingsForm({ saved }: { saved: NotificationSettingsResponse }) {
  const { toast } = useToast();
  const [kinds, setKinds] = useState(saved.kinds);
  const [marketing, setMarketing] = useState(saved.marketing);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setKinds(saved.kinds);
    setMarketing(saved.marketing);
  }, [saved]);

  const change = (kind: KindSettings["kind"], channel: NotificationChannel, on: boolean) =>
    setKinds((all) => all.map((k) => (k.kind === kind ? { ...k, [channel]: on } : k)));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const body = {
        kinds: Object.fromEntries(kinds.map(({ kind, in_app, email, push }) => [kind, { in_app, email, push }])),
        marketing,
      };
      const next = await call("PUT /api/notification-settings", { body });
      queryClient.setQueryData(SETTINGS_KEY, next);
      toast(SETTINGS_SAVED, "success");
    } catch {
      toast(SETTINGS_UPDATE_FAILED, "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={save} className="space-y-6" aria-label="Notification settings">
      <section aria-labelledby="channels-heading" className={CARD}>
        <h2 id="channels-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          What you hear about, and where
        </h2>
        <p className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-300">
          In-app notifications show under the bell; e-mails go to your account's address; pushes go to the device you
          enabled them on.
        </p>
        <ChannelTable kinds={kinds} onChange={change} />
      </section>
      <section aria-labelledby="marketing-heading" className={CARD}>
        <h2 id="marketing-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          News from Untrodden
        </h2>
        <label className="mt-3 flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={marketing}
            onChange={(e) => setMarketing(e.target.checked)}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span className="text-stone-800 dark:text-stone-200">
            Send me e-mails about new destinations, hosts and seasonal trips. At most a few a month; every one has an
            unsubscribe link.
          </span>
        </label>
      </section>
      <div className="flex justify-end">
        <Button type="submit" busy={busy} busyLabel="Saving…">
          Save settings
        </Button>
      </div>
    </form>
  );
}

function Settings() {
  const query = useAppQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => call("GET /api/notification-settings", { signal }),
    staleTime: 0,
  });
  if (query.isPending) return <SettingsSkeleton />;
  if (query.isError)
    return (
      <LoadError
        title="Your notification settings could not be loaded"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  const saved = query.data as NotificationSettingsResponse;
  return (
    <>
      <SettingsForm saved={saved} />
      <PushPanel device={saved.pushDevice} onChanged={() => void query.refetch()} />
    </>
  );
}

/**
 * /notification-settings (spec §2, reached from the account menus): each kind of notification on or off per
 * channel (in-app, e-mail, push), push on this browser, and consent to marketing e-mail. Saved together; the §8
 * toast "Failed to update settings" when the save fails.
 */
export function Component() {
  usePageTitle(pageTitle("Notification settings"));
  const auth = useSignedIn();
  return (
    <div className={SHELL}>
      <header className="space-y-1">
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
          Notification settings
        </h1>
        <p className="text-stone-600 dark:text-stone-300">
          Choose how we tell you about bookings, messages and your account.
        </p>
      </header>
      {auth ? <Settings /> : <SettingsSkeleton />}
    </div>
  );
}
