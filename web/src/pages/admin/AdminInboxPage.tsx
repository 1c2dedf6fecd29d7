import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import {
  CONTACT_STATUSES,
  CONTACT_TOPIC_LABEL,
  type ContactMessage,
  type ContactStatus,
} from "../../../../domain/api/contact";
import { BRAND } from "../../../../domain/brand";
import { formatDate } from "../../../../domain/date-range";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { errorText } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button, buttonClass } from "../../components/ui/Button";
import { CountedLabel, Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { ApiRequestError, call } from "../../lib/api";
import { queryClient, useAppInfiniteQuery, useAppMutation } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { ListSkeleton, ShowMore } from "./AdminConversationParts";
import { AdminPage } from "./kit/AdminPage";

const QUERY_KEY = [PERSONAL_QUERY_KEY, "admin-inbox"] as const;

const TAB_LABEL: Record<ContactStatus, string> = { open: "Open", resolved: "Resolved" };
const EMPTY: Record<ContactStatus, string> = {
  open: "No messages are waiting. New ones from the contact form appear here.",
  resolved: "No resolved messages yet.",
};

const isStatus = (v: string | null): v is ContactStatus => CONTACT_STATUSES.includes(v as ContactStatus);

/** A reply in the admin's own mail program, addressed and titled, quoting the message. */
function replyLink(m: ContactMessage): string {
  const subject = `Re: your message to ${BRAND.name} (${CONTACT_TOPIC_LABEL[m.topic]})`;
  const quoted = m.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Hello ${m.name},\n\n\n\n${quoted}`;
  return `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function MessageCard({
  message: m,
  busy,
  onResolve,
}: {
  message: ContactMessage;
  busy: boolean;
  onResolve: () => void;
}) {
  const headingId = `contact-${m.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="font-display text-lg font-semibold text-stone-900 dark:text-white">
              {m.name}
            </h3>
            <p className="text-sm break-all text-stone-600 dark:text-stone-300">
              {m.email}
              {m.user_id ? " · signed in" : ""}
            </p>
          </div>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            <span className="mr-2 rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800 dark:bg-stone-800 dark:text-brand-200">
              {CONTACT_TOPIC_LABEL[m.topic]}
            </span>
            <time dateTime={m.created_at}>{formatDate(m.created_at)}</time>
          </p>
        </div>
        <p className="leading-relaxed break-words whitespace-pre-line text-stone-800 dark:text-stone-100">
          {m.message}
        </p>
        {m.status === "resolved" && (
          <p className="text-sm text-stone-600 dark:text-stone-300">
            Resolved{m.resolved_by ? ` by ${m.resolved_by.name}` : ""}
            {m.resolved_at ? ` on ${formatDate(m.resolved_at)}` : ""}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4 dark:border-stone-800">
          <a href={replyLink(m)} className={buttonClass({ variant: "secondary", size: "sm" })}>
            Reply by e-mail<span className="sr-only"> to {m.name}</span>
          </a>
          {m.status === "open" && (
            <Button size="sm" onClick={onResolve} busy={busy} busyLabel="Resolving…">
              Resolve<span className="sr-only"> the message from {m.name}</span>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

function Inbox() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: ContactStatus = isStatus(raw) ? raw : "open";
  const { toast } = useToast();
  const list = useAppInfiniteQuery({
    queryKey: [...QUERY_KEY, status],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/admin/contact-messages", { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  const fetchedCounts = list.data?.pages[0]?.counts ?? null;
  const [counts, setCounts] = useState(fetchedCounts);
  useEffect(() => {
    if (fetchedCounts) setCounts(fetchedCounts);
  }, [fetchedCounts]);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const resolve = useAppMutation({
    mutationFn: (m: ContactMessage) => call("POST /api/admin/contact-messages/:id/resolve", { params: { id: m.id } }),
    onSuccess: (_answer, m) => {
      toast(`The message from ${m.name} is resolved.`, "success");
      void refresh();
    },
    onError: (err) => {
      toast(errorText(err), "error");
      if (err instanceof ApiRequestError && err.status === 404) void refresh();
    },
  });

  return (
    <>
      <Tabs
        name="inbox"
        label="Messages by status"
        tabs={CONTACT_STATUSES.map((s) => ({
          id: s,
          label: <CountedLabel label={TAB_LABEL[s]} count={counts?.[s]} />,
        }))}
        selected={status}
        onSelect={(s) => setParams(s === "open" ? {} : { status: s }, { replace: true })}
      />
      <div {...tabPanelProps("inbox", status)} className="mt-6">
        {list.isPending ? (
          <ListSkeleton label="Loading messages…" count={3} height="h-40" />
        ) : list.isError && items.length === 0 ? (
          <LoadError title="We couldn't load the messages." error={list.error} onRetry={() => list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState>{EMPTY[status]}</EmptyState>
        ) : (
          <>
            <ul className="space-y-4">
              {items.map((m) => (
                <MessageCard
                  key={m.id}
                  message={m}
                  busy={resolve.isPending && resolve.variables?.id === m.id}
                  onResolve={() => resolve.mutate(m)}
                />
              ))}
            </ul>
            <ShowMore query={list} label="Show more messages" />
          </>
        )}
      </div>
    </>
  );
}

/** /admin/inbox (admins only): what people wrote through the contact form; reply by e-mail, then resolve. */
export function Component() {
  return (
    <AdminPage
      title="Inbox"
      width="medium"
      description={
        <>
          Messages from the contact form, also e-mailed to {BRAND.supportEmail}. Reply by e-mail, then mark the message
          resolved so other admins know it is handled.
        </>
      }
    >
      <Inbox />
    </AdminPage>
  );
}
