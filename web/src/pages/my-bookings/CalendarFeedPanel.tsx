import { useId, useState } from "react";
import type { CalendarFeedResponse } from "../../../../domain/api/availability";
import { formatDate } from "../../../../domain/date-range";
import { errorText } from "../../components/form/FormError";
import { LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { call } from "../../lib/api";
import { queryClient, useAppMutation, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { FEED_KEY } from "./bookings-data";

/** The secret address, shown once after it is made (the server keeps only its hash), with a copy button. */
function NewAddress({ url }: { url: string }) {
  const id = useId();
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast("Calendar address copied.", "success");
    } catch {
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.select();
      toast("Select the address and copy it.", "error");
    }
  };
  return (
    <div className="space-y-2 rounded-2xl border border-brand-700 bg-brand-50 p-4 dark:border-brand-200 dark:bg-stone-800">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900 dark:text-white">
        Your private calendar address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-white"
        />
        <Button size="inline" onClick={() => void copy()}>
          Copy address
        </Button>
      </div>
      <p className="text-sm text-stone-700 dark:text-stone-200">
        Copy it now: we show it only this once. Anyone who has it can see your trips, so keep it to yourself.
      </p>
    </div>
  );
}

/**
 * The host's private calendar feed (GET/POST/DELETE /api/me/calendar-feed): confirmed trips in Google Calendar,
 * Apple Calendar or any app that subscribes to an .ics address. Making a new address revokes the old one.
 */
export function CalendarFeedPanel() {
  const { toast } = useToast();
  const [shown, setShown] = useState<string | null>(null);
  const [asking, setAsking] = useState<"reset" | "off" | null>(null);
  const feed = useAppQuery({
    queryKey: FEED_KEY,
    queryFn: ({ signal }) => call("GET /api/me/calendar-feed", { signal }),
  });
  const settle = (data: CalendarFeedResponse) => {
    queryClient.setQueryData(FEED_KEY, { ...data, url: null });
    setShown(data.url);
    setAsking(null);
  };
  const make = useAppMutation({
    mutationFn: () => call("POST /api/me/calendar-feed"),
    onSuccess: settle,
    onError: (err) => toast(errorText(err), "error"),
  });
  const off = useAppMutation({
    mutationFn: () => call("DELETE /api/me/calendar-feed"),
    onSuccess: (data: CalendarFeedResponse) => {
      settle(data);
      toast("Your calendar feed is off. The old address no longer works.", "success");
    },
    onError: (err) => toast(errorText(err), "error"),
  });

  return (
    <section
      aria-labelledby="feed-heading"
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10"
    >
      <div className="space-y-1">
        <h2 id="feed-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          Calendar feed
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          See your booked trips in Google Calendar, Apple Calendar or Outlook: subscribe to your private address (in
          Google Calendar: Other calendars, then From URL; on an iPhone or a Mac: Add Subscribed Calendar). Calendar
          apps check it every few hours.
        </p>
      </div>
      {feed.isPending ? (
        <div
          role="status"
          aria-busy="true"
          className="h-10 w-56 animate-shimmer rounded-full bg-stone-200 dark:bg-stone-800"
        >
          <span className="sr-only">Loading your calendar feed…</span>
        </div>
      ) : feed.isError ? (
        <LoadError title="We couldn't load your calendar feed." error={feed.error} onRetry={() => feed.refetch()} />
      ) : (
        <>
          {shown && <NewAddress url={shown} />}
          {feed.data.active ? (
            <>
              {!shown && (
                <p className="text-sm text-stone-700 dark:text-stone-200">
                  Your feed is on{feed.data.created_at ? ` (address made ${formatDate(feed.data.created_at)})` : ""}.
                  Lost the address? Make a new one; the old one stops working.
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setAsking("reset")}>
                  Make a new address
                </Button>
                <Button variant="danger-outline" size="sm" onClick={() => setAsking("off")}>
                  Turn off the feed
                </Button>
              </div>
            </>
          ) : (
            <Button
              size="sm"
              busy={make.isPending}
              busyLabel="Making your address…"
              onClick={() => make.mutate(undefined)}
            >
              Create calendar address
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={asking === "reset"}
        title="Make a new calendar address?"
        confirmLabel="Make a new address"
        busy={make.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => make.mutate(undefined)}
      >
        The address you have now stops working: calendars subscribed to it stop showing your trips until you add the new
        one.
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "off"}
        title="Turn off your calendar feed?"
        confirmLabel="Turn off"
        danger
        busy={off.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => off.mutate(undefined)}
      >
        The address stops working and calendars subscribed to it stop showing your trips. You can make a new one at any
        time.
      </ConfirmDialog>
    </section>
  );
}
