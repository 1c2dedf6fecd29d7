import { useSearchParams } from "react-router";
import {
  CRON_GROUP_INFO,
  CRON_GROUPS,
  type CronGroup,
  OUTBOX_STATUSES,
  type OutboxEntry,
  type OutboxKind,
  type OutboxStatusName,
} from "../../../../domain/api/admin-push";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { errorText } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { CountedLabel, Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { call } from "../../lib/api";
import { queryClient, useAppMutation, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { ListSkeleton } from "./AdminConversationParts";
import { AdminPage } from "./kit/AdminPage";

const QUERY_KEY = [PERSONAL_QUERY_KEY, "admin-outbox"] as const;
const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10";
const H2 = "font-display text-xl font-semibold text-stone-900 dark:text-white";

const STATUS_LABEL: Record<OutboxStatusName, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };
const STATUS_TONE: Record<OutboxStatusName, string> = {
  queued: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  sent: "bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-brand-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};
const KIND_LABEL: Record<OutboxKind, string> = { email: "E-mail", push: "Push" };

type Filter = "all" | OutboxStatusName;
const FILTERS: Filter[] = ["all", ...OUTBOX_STATUSES];
const isFilter = (v: string | null): v is Filter => FILTERS.includes(v as Filter);

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

const refreshOutbox = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

function TestSends() {
  const { toast } = useToast();
  const done = (what: string) => (answer: { entry: OutboxEntry }) => {
    const e = answer.entry;
    if (e.status === "sent") toast(`${what} sent to ${e.to ?? "you"}.`, "success");
    else if (e.status === "queued") toast(`${what} queued: ${e.error ?? "it goes out on the next try"}.`, "info");
    else toast(`${what} failed: ${e.error ?? "no reason given"}.`, "error");
    void refreshOutbox();
  };
  const email = useAppMutation({
    mutationFn: () => call("POST /api/admin/testing/email", {}),
    onSuccess: done("Test e-mail"),
    onError: (err) => toast(errorText(err), "error"),
  });
  const push = useAppMutation({
    mutationFn: () => call("POST /api/admin/testing/push", {}),
    onSuccess: done("Test push"),
    onError: (err) => toast(errorText(err), "error"),
  });
  return (
    <section aria-labelledby="tests-heading" className={CARD}>
      <h2 id="tests-heading" className={H2}>
        Send a test to yourself
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
        Both go through the outbox like any other message, so a failure shows below with the provider's reason.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => email.mutate(undefined)} busy={email.isPending} busyLabel="Sending…">
          Send a test e-mail
        </Button>
        <Button variant="secondary" onClick={() => push.mutate(undefined)} busy={push.isPending} busyLabel="Sending…">
          Send a test push
        </Button>
      </div>
    </section>
  );
}

function CronJobs() {
  const { toast } = useToast();
  const run = useAppMutation({
    mutationFn: (group: CronGroup) => call("POST /api/admin/testing/cron", { body: { group } }),
    onSuccess: (answer) => {
      const seconds = (Date.parse(answer.finished_at) - Date.parse(answer.started_at)) / 1000;
      toast(`${CRON_GROUP_INFO[answer.group].label} finished in ${seconds.toFixed(1)} s.`, "success");
      void refreshOutbox();
    },
    onError: (err) => toast(errorText(err), "error"),
  });
  return (
    <section aria-labelledby="cron-heading" className={CARD}>
      <h2 id="cron-heading" className={H2}>
        Run a scheduled job now
      </h2>
      <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
        {CRON_GROUPS.map((g) => (
          <li key={g} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 flex-1 basis-64">
              <p className="font-semibold text-stone-900 dark:text-white">{CRON_GROUP_INFO[g].label}</p>
              <p className="text-sm text-stone-600 dark:text-stone-300">{CRON_GROUP_INFO[g].description}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => run.mutate(g)}
              busy={run.isPending && run.variables === g}
              busyLabel="Running…"
              disabled={run.isPending}
            >
              Run now<span className="sr-only"> {CRON_GROUP_INFO[g].label}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryRow({ e, onRetry, retrying }: { e: OutboxEntry; onRetry: () => void; retrying: boolean }) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-medium break-words text-stone-900 dark:text-white">{e.subject}</p>
          <p className="text-sm break-all text-stone-600 dark:text-stone-300">
            {e.to ?? "A deleted account"} · {when(e.created_at)} · {e.attempts}{" "}
            {e.attempts === 1 ? "attempt" : "attempts"}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONE[e.status]}`}>
          {STATUS_LABEL[e.status]}
        </span>
      </div>
      {e.error && (
        <p className="mt-1 text-sm break-words text-red-800 dark:text-red-300">
          <span className="font-semibold">Error:</span> {e.error}
        </p>
      )}
      {e.status === "failed" && (
        <div className="mt-2">
          <Button size="sm" variant="secondary" onClick={onRetry} busy={retrying} busyLabel="Queuing…">
            Retry<span className="sr-only"> {e.subject}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

const EMPTY: Record<Filter, string> = {
  all: "Nothing has gone through this outbox yet.",
  queued: "Nothing is waiting to go out.",
  sent: "Nothing sent yet.",
  failed: "No failed messages: the dead letter is empty.",
};

function Outbox() {
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const filter: Filter = isFilter(raw) ? raw : "all";
  const list = useAppQuery({
    queryKey: [...QUERY_KEY, filter],
    queryFn: ({ signal }) =>
      call("GET /api/admin/testing/outbox", { query: filter === "all" ? {} : { status: filter }, signal }),
    staleTime: 0,
  });
  const retry = useAppMutation({
    mutationFn: (e: OutboxEntry) =>
      call("POST /api/admin/testing/outbox/:kind/:id/retry", { params: { kind: e.kind, id: e.id } }),
    onSuccess: (_answer, e) => {
      toast(`“${e.subject}” is queued again.`, "success");
      void refreshOutbox();
    },
    onError: (err) => {
      toast(errorText(err), "error");
      void refreshOutbox();
    },
  });
  const failed = list.data ? list.data.failed.email + list.data.failed.push : undefined;
  return (
    <section aria-labelledby="outbox-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-heading" className={H2}>
          Outbox
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => list.refetch()}
          busy={list.isFetching}
          busyLabel="Refreshing…"
        >
          Refresh
        </Button>
      </div>
      <div className="mt-4">
        <Tabs
          name="outbox"
          label="Outbox rows by status"
          tabs={FILTERS.map((f) => ({
            id: f,
            label:
              f === "failed" ? <CountedLabel label="Failed" count={failed} /> : f === "all" ? "All" : STATUS_LABEL[f],
          }))}
          selected={filter}
          onSelect={(f) => setParams(f === "all" ? {} : { status: f }, { replace: true })}
        />
      </div>
      <div {...tabPanelProps("outbox", filter)} className="mt-4 grid gap-6 lg:grid-cols-2">
        {list.isPending ? (
          <ListSkeleton label="Loading the outbox…" count={2} height="h-40" />
        ) : list.isError ? (
          <LoadError title="We couldn't load the outbox." error={list.error} onRetry={() => list.refetch()} />
        ) : (
          (["email", "push"] as const).map((kind) => (
            <section key={kind} aria-labelledby={`outbox-${kind}`} className={CARD}>
              <h3 id={`outbox-${kind}`} className="font-semibold text-stone-900 dark:text-white">
                {KIND_LABEL[kind]}
              </h3>
              {list.data[kind].length === 0 ? (
                <div className="mt-3">
                  <EmptyState>{EMPTY[filter]}</EmptyState>
                </div>
              ) : (
                <ul className="divide-y divide-stone-200 dark:divide-stone-800">
                  {list.data[kind].map((e) => (
                    <EntryRow
                      key={e.id}
                      e={e}
                      onRetry={() => retry.mutate(e)}
                      retrying={retry.isPending && retry.variables?.id === e.id}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))
        )}
      </div>
    </section>
  );
}

/** /admin/testing (spec §2; issue 18 item 8): test sends, scheduled jobs on demand, the outboxes and their dead letter. */
export function Component() {
  return (
    <AdminPage
      title="Testing"
      width="medium"
      description={
        <>
          Check that e-mail and push reach you, run a scheduled job without waiting for it, and see what the outboxes
          sent, what waits, and what failed for good.
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <TestSends />
        <CronJobs />
      </div>
      <Outbox />
    </AdminPage>
  );
}
