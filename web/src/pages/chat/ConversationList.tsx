import { useEffect, useState } from "react";
import { Link } from "react-router";
import { activityLabel } from "../../../../domain/activity";
import type { ConversationSummary, ConversationsResponse } from "../../../../domain/api/conversations";
import { Avatar } from "../../components/Avatar";
import { SearchIcon, ShieldCheckIcon } from "../../components/icons";
import { LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { queryClient, useAppInfiniteQuery } from "../../lib/query";
import { listTime } from "./chat-format";

export const conversationsKey = (q: string) => ["conversations", q] as const;

/** Refreshes every loaded conversation list (a message arrived or was read somewhere). */
export const refreshConversations = () => queryClient.invalidateQueries({ queryKey: ["conversations"] });

/** The other side's name: support conversations are "Support" whoever answers. */
export const otherName = (c: ConversationSummary) => (c.kind === "support" ? "Support" : c.counterparty.name);

export function chatHref(id: string, q: string): string {
  const params = new URLSearchParams({ conversation: id });
  if (q) params.set("q", q);
  return `/chat?${params}`;
}

function Row({ c, me, selected, q }: { c: ConversationSummary; me: string; selected: boolean; q: string }) {
  const name = otherName(c);
  const support = c.kind === "support";
  const last = c.last_message;
  const preview = last ? `${last.sender_id === me ? "You: " : ""}${last.body_preview || "Photo"}` : "No messages yet";
  return (
    <li>
      <Link
        to={chatHref(c.id, q)}
        aria-current={selected ? "page" : undefined}
        className={`flex items-start gap-3 rounded-2xl px-3 py-3 ${
          selected ? "bg-brand-50 dark:bg-stone-800" : "hover:bg-stone-100 dark:hover:bg-stone-900"
        }`}
      >
        <Avatar src={support ? null : c.counterparty.profile_photo_url} name={name} size={48} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-stone-900 dark:text-white">{name}</span>
            {c.last_message_at && (
              <span className="shrink-0 text-xs text-stone-600 dark:text-stone-300">{listTime(c.last_message_at)}</span>
            )}
          </span>
          <span className="flex flex-wrap items-center gap-x-2 text-xs text-stone-600 dark:text-stone-300">
            {!support && c.counterparty.verified && (
              <span className="flex items-center gap-0.5 font-semibold text-brand-700 dark:text-brand-200">
                <ShieldCheckIcon width={12} height={12} /> Verified
              </span>
            )}
            {!support && !c.counterparty.deleted && <span>{activityLabel(c.counterparty.last_seen_at)}</span>}
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span
              className={`truncate text-sm ${
                c.unread > 0 ? "font-semibold text-stone-900 dark:text-white" : "text-stone-600 dark:text-stone-300"
              }`}
            >
              {preview}
            </span>
            {c.unread > 0 && (
              <span className="shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                {c.unread}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-1 px-1" data-testid="conversations-skeleton">
      {skeletonKeys(6).map((k) => (
        <li key={k} className="flex items-center gap-3 px-3 py-3">
          <span className="size-12 shrink-0 animate-pulse rounded-full bg-stone-200 dark:bg-stone-800" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-1/2 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
            <span className="block h-3 w-3/4 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The person's conversations, newest first (the API's order), with the search by name (`?q`). A hub frame about a
 * new message or a read refreshes it (the page does that), so it stays live.
 */
export function ConversationList({
  me,
  selected,
  q,
  onSearch,
}: {
  me: string;
  selected: string | null;
  q: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  // The address follows the box a moment after typing stops.
  useEffect(() => {
    if (text.trim() === q) return;
    const t = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text, q, onSearch]);

  const query = useAppInfiniteQuery({
    queryKey: conversationsKey(q),
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/conversations", {
        query: { limit: 30, ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam as string } : {}) },
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last: ConversationsResponse) => last.next_cursor ?? undefined,
    staleTime: 10_000,
  });
  const conversations = query.data?.pages.flatMap((p) => (p as ConversationsResponse).conversations) ?? [];

  return (
    <section aria-labelledby="conversations-heading" className="flex min-h-0 flex-1 flex-col">
      <div className="space-y-3 px-4 pt-4 pb-2">
        <h1 id="conversations-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
          Messages
        </h1>
        <search>
          <label className="relative block">
            <span className="sr-only">Search conversations by name</span>
            <SearchIcon
              width={16}
              height={16}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
            />
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search by name"
              maxLength={100}
              className="w-full rounded-full border border-stone-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-stone-500 dark:border-stone-700 dark:bg-stone-900"
            />
          </label>
        </search>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-1 pb-4">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError && conversations.length === 0 ? (
          <LoadError
            variant="compact"
            title="We couldn't load your conversations"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : conversations.length === 0 ? (
          <div className="m-3 rounded-2xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600 dark:border-stone-700 dark:text-stone-300">
            {q ? (
              <p>No conversations with someone named “{q}”.</p>
            ) : (
              <div className="space-y-3">
                <p className="font-semibold text-stone-900 dark:text-white">No conversations yet</p>
                <p>Message a host from their profile or a listing to start planning your trip.</p>
                <p className="flex justify-center gap-3">
                  <Link to="/hosts" className="font-semibold text-brand-700 underline dark:text-brand-200">
                    Find hosts
                  </Link>
                  <Link to="/listings" className="font-semibold text-brand-700 underline dark:text-brand-200">
                    Browse listings
                  </Link>
                </p>
              </div>
            )}
          </div>
        ) : (
          <>
            <ul aria-label="Conversations" className="space-y-0.5">
              {conversations.map((c) => (
                <Row key={c.id} c={c} me={me} selected={c.id === selected} q={q} />
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="flex justify-center p-3">
                <Button
                  variant="secondary"
                  size="sm"
                  busy={query.isFetchingNextPage}
                  busyLabel="Loading…"
                  onClick={() => query.fetchNextPage()}
                >
                  Load more conversations
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
