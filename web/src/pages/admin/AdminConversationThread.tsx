import type { ReactNode } from "react";
import type { ConversationMessage } from "../../../../domain/api/conversations";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useAppInfiniteQuery } from "../../lib/query";

/** Messages one history page loads. */
const HISTORY_PAGE = 50;

export const historyKey = (conversationId: string) => [PERSONAL_QUERY_KEY, "admin-messages", conversationId] as const;

/**
 * A conversation's history as admins read it (GET /api/conversations/:id/messages, audit-logged by the server): the
 * newest page first, earlier pages loaded upward. `messages` are oldest first.
 */
export function useConversationHistory(conversationId: string) {
  const query = useAppInfiniteQuery({
    queryKey: historyKey(conversationId),
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/conversations/:id/messages", {
        params: { id: conversationId },
        query: { before: pageParam, limit: HISTORY_PAGE },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: 0,
  });
  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((p) => p.messages);
  return { query, messages };
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** "22 Nov 2026, 14:05 UTC": admins compare times across people, so the thread shows UTC. */
export const messageTime = (iso: string) => `${timeFormat.format(new Date(iso))} UTC`;

export interface ThreadMessage extends Pick<ConversationMessage, "seq" | "sender_id" | "body" | "attachments"> {
  key: string;
  created_at: string | null;
  /** A message of the admin's still on its way (or refused: `failed`). */
  pending?: "sending" | "failed";
}

function ThreadSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-3 p-4">
      <span className="sr-only">Loading messages…</span>
      {skeletonKeys(4).map((k, i) => (
        <div
          key={k}
          className={`h-14 w-2/3 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800 ${i % 2 ? "ml-auto" : ""}`}
        />
      ))}
    </div>
  );
}

/**
 * The messages of a conversation, oldest at the top, with "Show earlier messages" above them while there are
 * more. `mine(message)` puts a message on the right (the support line's own, or a direct conversation's host);
 * `sender(message)` names who wrote it. `after` is rendered below the last message (a failed send's retry).
 */
export function ConversationThread({
  conversationId,
  label,
  sender,
  mine,
  extra = [],
  empty,
  children,
}: {
  conversationId: string;
  label: string;
  sender: (m: ThreadMessage) => string;
  mine: (m: ThreadMessage) => boolean;
  /** Messages the page knows besides the history (live ones, the admin's pending ones), in order. */
  extra?: ThreadMessage[];
  empty: string;
  children?: ReactNode;
}) {
  const { query, messages } = useConversationHistory(conversationId);
  if (query.isPending) return <ThreadSkeleton />;
  if (query.isError && messages.length === 0)
    return <LoadError title="We couldn't load the messages." error={query.error} onRetry={() => query.refetch()} />;
  const latest = messages.at(-1)?.seq ?? 0;
  const shown: ThreadMessage[] = [
    ...messages.map((m) => ({ ...m, key: m.id })),
    ...extra.filter((m) => m.pending || m.seq > latest),
  ];
  return (
    <div className="flex flex-col gap-3">
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            busy={query.isFetchingNextPage}
            busyLabel="Loading…"
            onClick={() => void query.fetchNextPage()}
          >
            Show earlier messages
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <LoadError
          variant="compact"
          title="We couldn't load earlier messages."
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
          {empty}
        </p>
      ) : (
        <ol aria-label={label} className="flex flex-col gap-3">
          {shown.map((m) => {
            const right = mine(m);
            return (
              <li key={m.key} className={`flex flex-col ${right ? "items-end" : "items-start"}`}>
                <div
                  className={`max-w-[85%] rounded-2xl px-4 py-2.5 sm:max-w-[75%] ${
                    right
                      ? "bg-brand-700 text-white"
                      : "bg-stone-100 text-stone-900 dark:bg-stone-800 dark:text-stone-100"
                  }`}
                >
                  <p className="text-xs font-semibold opacity-90">{sender(m)}</p>
                  {m.body && <p className="whitespace-pre-wrap break-words">{m.body}</p>}
                  {m.attachments.length > 0 && (
                    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos">
                      {m.attachments.map((url) => (
                        <li key={url}>
                          <a href={url} target="_blank" rel="noreferrer" className="block">
                            <img src={url} alt="Attached" className="h-24 w-24 rounded-lg object-cover" />
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">
                  {m.pending === "sending"
                    ? "Sending…"
                    : m.pending === "failed"
                      ? "Not sent"
                      : m.created_at && messageTime(m.created_at)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {children}
    </div>
  );
}
