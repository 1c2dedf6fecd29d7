import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BAD_UNSUBSCRIBE_LINK, type UnsubscribeState } from "../../../../domain/api/unsubscribe";
import { BRAND } from "../../../../domain/brand";
import { pageTitle } from "../../../../domain/titles";
import { errorText, FormError } from "../../components/form/FormError";
import { LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { ApiRequestError, call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200";
const CARD =
  "mx-auto w-full max-w-xl space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-8 dark:bg-stone-900 dark:ring-white/10";

const isBadLink = (err: unknown) => err instanceof ApiRequestError && err.status === 400;

function BadLink() {
  return (
    <section role="alert" className={CARD}>
      <h1 className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl dark:text-white">
        This link doesn't work
      </h1>
      <p className="text-stone-700 dark:text-stone-200">{BAD_UNSUBSCRIBE_LINK}</p>
      <Link to="/notification-settings" className={LINK}>
        Notification settings
      </Link>
    </section>
  );
}

function Unsubscribe({ token, initial }: { token: string; initial: UnsubscribeState }) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const change = async (key: "POST /api/unsubscribe" | "POST /api/unsubscribe/undo") => {
    setBusy(true);
    setProblem(null);
    try {
      setState(await call(key, { query: { token } }));
    } catch (err) {
      if (isBadLink(err)) setBad(true);
      else setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  if (bad) return <BadLink />;
  if (state.subscribed)
    return (
      <section aria-labelledby="unsubscribe-heading" className={CARD}>
        <h1
          id="unsubscribe-heading"
          className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl dark:text-white"
        >
          Unsubscribe from {BRAND.name}'s news?
        </h1>
        <p className="text-stone-700 dark:text-stone-200">
          We'll stop sending news of destinations and trips to <strong className="break-all">{state.email}</strong>.
          E-mails about your account, bookings and messages keep coming.
        </p>
        <FormError message={problem} />
        <Button size="md" busy={busy} busyLabel="Unsubscribing…" onClick={() => void change("POST /api/unsubscribe")}>
          Unsubscribe
        </Button>
      </section>
    );
  return (
    <section aria-labelledby="unsubscribe-heading" className={CARD}>
      <h1
        id="unsubscribe-heading"
        className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl dark:text-white"
      >
        You are unsubscribed
      </h1>
      <p role="status" className="text-stone-700 dark:text-stone-200">
        <strong className="break-all">{state.email}</strong> gets no more marketing e-mail from {BRAND.name}. E-mails
        about your account, bookings and messages still arrive.
      </p>
      <p className="text-stone-700 dark:text-stone-200">
        Choose what else we tell you about in your{" "}
        <Link to="/notification-settings" className={LINK}>
          notification settings
        </Link>
        .
      </p>
      <FormError message={problem} />
      <Button
        variant="secondary"
        size="md"
        busy={busy}
        busyLabel="Subscribing…"
        onClick={() => void change("POST /api/unsubscribe/undo")}
      >
        Subscribe again
      </Button>
    </section>
  );
}

/**
 * /unsubscribe?token=… (public, no sign-in): the page a marketing e-mail's unsubscribe link opens. It says which
 * address the link is for (masked) and unsubscribes only when the person confirms (a link scanner that follows
 * every link in a message must not unsubscribe anyone).
 */
export function Component() {
  usePageTitle(pageTitle("Unsubscribe"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const query = useAppQuery({
    queryKey: ["unsubscribe", token],
    queryFn: ({ signal }) => call("GET /api/unsubscribe", { query: { token }, signal }),
    enabled: token !== "",
    staleTime: 0,
    retry: (failures: number, err: unknown) => !isBadLink(err) && failures < 2,
  });
  return (
    <div className="px-4 py-10 sm:py-16">
      {token === "" || (query.isError && isBadLink(query.error)) ? (
        <BadLink />
      ) : query.isPending ? (
        <div role="status" aria-busy="true" className={`${CARD} h-56 animate-pulse`}>
          <span className="sr-only">Checking the link…</span>
        </div>
      ) : query.isError ? (
        <LoadError title="We couldn't check the link." error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Unsubscribe token={token} initial={query.data} />
      )}
    </div>
  );
}
