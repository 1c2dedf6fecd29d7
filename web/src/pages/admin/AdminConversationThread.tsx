import type { ReactNode } from "react";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useAppInfiniteQuery } from "../../lib/query";
import { HISTORY_PAGE } from "../../realtime/room";

/**
 * A conversation's history as admins read it (GET /api/conversations/:id/messages, audit-logged by the server): the
 * newest page first, earlier pages loaded upward. `messages` are oldest first.
 */
function useConversationHistory(conversationId: string) {
  const query = useAppInfiniteQuery({
    queryKey: [PERSONAL_QUERY_KEY, "admin-messages", conversationId],
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

/** A message as the admin thread shows it: from the history, or from the support chat's room client. */
export interface ShownMessage {
  key: string;
  senderId: string | null;
  body: string;
  attachments: string[];
  createdAt: string | null;
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

interface ThreadLook {
  label: string;
  /** Who wrote it. */
  sender: (m: ShownMessage) => string;
  /** On the right: the support line's own, or a direct conversation's host. */
  mine: (m: ShownMessage) => boolean;
  empty: string;
  /** Rendered below the last message (a failed send's Send again). */
  children?: ReactNode;
}

/**
 * The messages of a conversation, oldest at the top, with "Show earlier messages" above them while there are
 * more; a skeleton until the first page is in, an error with Try again when it failed.
 */
export function ThreadView({
  label,
  sender,
  mine,
  empty,
  children,
  messages,
  loading,
  loadError,
  older,
}: ThreadLook & {
  messages: ShownMessage[];
  loading: boolean;
  /** The first page failed (and nothing is shown): what failed and how to try again. */
  loadError: { error?: unknown; retry: () => void } | null;
  older: { more: boolean; loading: boolean; load: () => void; error?: unknown };
}) {
  if (loading) return <ThreadSkeleton />;
  if (loadError && messages.length === 0)
    return <LoadError title="We couldn't load the messages." error={loadError.error} onRetry={loadError.retry} />;
  return (
    <div className="flex flex-col gap-3">
      {older.more && (
        <div className="flex justify-center">
          <Button variant="secondary" size="sm" busy={older.loading} busyLabel="Loading…" onClick={older.load}>
            Show earlier messages
          </Button>
        </div>
      )}
      {older.error !== undefined && (
        <LoadError
          variant="compact"
          title="We couldn't load earlier messages."
          error={older.error}
          onRetry={older.load}
        />
      )}
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
          {empty}
        </p>
      ) : (
        <ol aria-label={label} className="flex flex-col gap-3">
          {messages.map((m) => {
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
                      : m.createdAt && messageTime(m.createdAt)}
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

/** A conversation's messages as an admin reads them (the history over HTTP; no socket, nothing to write). */
export function ConversationThread({ conversationId, ...look }: ThreadLook & { conversationId: string }) {
  const { query, messages } = useConversationHistory(conversationId);
  return (
    <ThreadView
      {...look}
      messages={messages.map((m) => ({
        key: m.id,
        senderId: m.sender_id,
        body: m.body,
        attachments: m.attachments,
        createdAt: m.created_at,
      }))}
      loading={query.isPending}
      loadError={query.isError ? { error: query.error, retry: () => void query.refetch() } : null}
      older={{
        more: query.hasNextPage,
        loading: query.isFetchingNextPage,
        load: () => void query.fetchNextPage(),
        error: query.isFetchNextPageError ? query.error : undefined,
      }}
    />
  );
}
