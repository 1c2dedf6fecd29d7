import type { ReactNode } from "react";
import { Link } from "react-router";
import type {
  AdminConversationResponse,
  AdminConversationRow,
  AdminParticipant,
  AdminReport,
} from "../../../../domain/api/admin-conversations";
import { REPORT_REASON_LABEL } from "../../../../domain/conversations";
import { listingPath } from "../../../../domain/listing-slug";
import { pageTitle } from "../../../../domain/titles";
import { KIND_OF_ROUTE } from "../../../../domain/vocabulary";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { errorText } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppInfiniteQuery, useAppMutation } from "../../lib/query";
import { useToast } from "../../lib/toast";
import {
  AdminConversationDetail,
  Badge,
  ListAndDetail,
  ListSkeleton,
  roleLabel,
  SearchForm,
  ShowMore,
  useListAndDetail,
} from "./AdminConversationParts";
import { ConversationThread, messageTime } from "./AdminConversationThread";

const LIST_KEY = [PERSONAL_QUERY_KEY, "admin-conversations"] as const;
const oneKey = (id: string) => [PERSONAL_QUERY_KEY, "admin-conversation", id] as const;

const ROW_LINK =
  "block rounded-2xl border border-stone-200 p-4 hover:border-brand-600 hover:bg-brand-50/50 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 dark:border-stone-800 dark:hover:bg-stone-900 dark:aria-[current=true]:bg-stone-900";

function ConversationRowLink({ row, selected, href }: { row: AdminConversationRow; selected: boolean; href: string }) {
  return (
    <Link to={href} aria-current={selected ? "true" : undefined} className={ROW_LINK}>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-stone-900 dark:text-white">
          {row.traveler.name} <span aria-hidden="true">↔</span>
          <span className="sr-only"> and </span> {row.host.name}
        </span>
        {row.open_reports > 0 && (
          <Badge tone="red">{row.open_reports === 1 ? "1 open report" : `${row.open_reports} open reports`}</Badge>
        )}
      </span>
      <span className="mt-1 block truncate text-sm text-stone-600 dark:text-stone-300">
        {row.last_message?.body_preview ?? "No messages yet"}
      </span>
      <span className="mt-1 block text-xs text-stone-600 dark:text-stone-300">
        {row.message_count === 1 ? "1 message" : `${row.message_count} messages`}
        {row.kind === "support" && " · Support conversation"}
        {" · "}
        {messageTime(row.last_message_at ?? row.created_at)}
      </span>
    </Link>
  );
}

function Participant({ title, p }: { title: string; p: AdminParticipant }) {
  return (
    <div className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
      <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">{title}</h3>
      <p className="mt-1 font-semibold text-stone-900 dark:text-white">{p.name}</p>
      {p.email && <p className="text-sm break-all text-stone-700 dark:text-stone-200">{p.email}</p>}
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{roleLabel(p)}</p>
    </div>
  );
}

function ReportCard({ report, conversationId }: { report: AdminReport; conversationId: string }) {
  const { toast } = useToast();
  const resolve = useAppMutation({
    mutationFn: () =>
      call("POST /api/admin/conversations/:id/reports/:reportId/resolve", {
        params: { id: conversationId, reportId: report.id },
      }),
    onSuccess: () => {
      toast("The report is resolved.", "success");
      void queryClient.invalidateQueries({ queryKey: oneKey(conversationId) });
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
    onError: (err) => toast(errorText(err), "error"),
  });
  const open = report.status === "open";
  return (
    <li className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900 dark:text-white">{REPORT_REASON_LABEL[report.reason]}</p>
        <Badge tone={open ? "red" : "stone"}>{open ? "Open" : "Resolved"}</Badge>
      </div>
      {report.details && (
        <p className="mt-2 whitespace-pre-wrap text-stone-800 dark:text-stone-100">{report.details}</p>
      )}
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
        Reported by {report.reporter?.name ?? "a deleted user"} on {messageTime(report.created_at)}
      </p>
      {!open && report.resolved_at && (
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Resolved by {report.resolved_by?.name ?? "an admin"} on {messageTime(report.resolved_at)}
        </p>
      )}
      {open && (
        <Button
          className="mt-3"
          size="sm"
          busy={resolve.isPending}
          busyLabel="Resolving…"
          onClick={() => resolve.mutate()}
        >
          Resolve
        </Button>
      )}
    </li>
  );
}

/** One conversation: its people, the listing, the reports (Resolve) and its messages, read-only. */
function ConversationDetail({ id, backHref }: { id: string; backHref: string }) {
  return (
    <AdminConversationDetail id={id} queryKey={oneKey(id)} backHref={backHref} staleTime={0}>
      {(data, back) => <ConversationDetailShown data={data} back={back} />}
    </AdminConversationDetail>
  );
}

function ConversationDetailShown({ data, back }: { data: AdminConversationResponse; back: ReactNode }) {
  const { conversation: c, listing, reports } = data;
  const names = new Map([
    [c.traveler.user_id, c.traveler.name],
    [c.host.user_id, c.host.name],
  ]);
  const listingKind = listing ? KIND_OF_ROUTE[listing.type] : null;
  return (
    <section aria-labelledby="conversation-heading" className="space-y-6">
      {back}
      <h2 id="conversation-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
        {c.traveler.name} and {c.host.name}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Participant title={c.kind === "support" ? "Person" : "Traveler"} p={c.traveler} />
        <Participant title={c.kind === "support" ? "Other side" : "Host"} p={c.host} />
      </div>
      {listing && listingKind && (
        <p className="text-stone-700 dark:text-stone-200">
          Started from{" "}
          <Link
            className="font-semibold text-brand-700 underline dark:text-brand-200"
            to={listingPath(listingKind, listing)}
          >
            {listing.title}
          </Link>
        </p>
      )}
      {c.blocked_by && (
        <p className="text-stone-700 dark:text-stone-200">
          Blocked by {names.get(c.blocked_by) ?? "a participant"}: no new messages either way.
        </p>
      )}
      <section aria-labelledby="reports-heading">
        <h3 id="reports-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          Reports
        </h3>
        {reports.length === 0 ? (
          <p className="mt-2 text-stone-600 dark:text-stone-300">Nobody has reported this conversation.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {reports.map((r) => (
              <ReportCard key={r.id} report={r} conversationId={c.id} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="messages-heading">
        <h3 id="messages-heading" className="mb-3 font-display text-xl font-semibold text-stone-900 dark:text-white">
          Messages
        </h3>
        <ConversationThread
          conversationId={c.id}
          label="Messages"
          empty="No messages yet."
          sender={(m) =>
            m.senderId === null
              ? "Deleted user"
              : (names.get(m.senderId) ?? (c.kind === "support" ? "Support" : "Someone else"))
          }
          mine={(m) => m.senderId !== c.traveler.user_id}
        />
      </section>
    </section>
  );
}

/** The searchable list, reported conversations first, a page at a time. */
function ConversationList({
  q,
  selected,
  hrefOf,
}: {
  q: string;
  selected: string | null;
  hrefOf: (id: string) => string;
}) {
  const list = useAppInfiniteQuery({
    queryKey: [...LIST_KEY, q],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/admin/conversations", { query: { q: q || undefined, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <ListSkeleton label="Loading conversations…" />;
  if (list.isError && items.length === 0)
    return <LoadError title="We couldn't load the conversations." error={list.error} onRetry={() => list.refetch()} />;
  if (items.length === 0)
    return <EmptyState>{q ? `No conversation has a person matching “${q}”.` : "No conversations yet."}</EmptyState>;
  return (
    <>
      <ul aria-label="Conversations" className="space-y-3">
        {items.map((row) => (
          <li key={row.id}>
            <ConversationRowLink row={row} selected={row.id === selected} href={hrefOf(row.id)} />
          </li>
        ))}
      </ul>
      <ShowMore query={list} label="Show more conversations" />
    </>
  );
}

/**
 * /admin/conversations (admins only): search conversations by a participant's name or e-mail, reported ones first;
 * open one to see its people, reports (Resolve) and messages, read-only. `?q=` is the search, `?c=` the open one.
 */
export function Component() {
  usePageTitle(pageTitle("Conversations"));
  const { q, selected, href, search } = useListAndDetail();
  return (
    <ListAndDetail
      title="Conversations"
      intro="Reported conversations come first. Opening one records that you read it."
      selected={selected}
      list={
        <>
          <SearchForm label="Search by a person's name or e-mail" value={q} onSearch={search} />
          <ConversationList q={q} selected={selected} hrefOf={href} />
        </>
      }
      detail={selected && <ConversationDetail key={selected} id={selected} backHref={href(null)} />}
      none="Choose a conversation to read it and its reports."
    />
  );
}
