import { useEffect } from "react";
import type { NotificationItem, NotificationsResponse } from "../../../../domain/api/notifications";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { call } from "../../lib/api";
import { queryClient, useAppInfiniteQuery } from "../../lib/query";
import { onHubFrame } from "../../realtime/unread";
import { setNoticeCount } from "../../realtime/unread-dot";

/** The person's notifications (dropped with the rest of their data on sign-out). */
const ROOT = [PERSONAL_QUERY_KEY, "notifications"] as const;
const listKey = (limit: number) => [...ROOT, limit] as const;

type Pages = { pages: NotificationsResponse[]; pageParams: unknown[] };

/** Re-reads the lists (a notification arrived, or another tab read some). */
const refresh = () => queryClient.invalidateQueries({ queryKey: ROOT });

/** Marks items read in every cached list at once (before the server answers). */
function markCached(read: (n: NotificationItem) => boolean): void {
  queryClient.setQueriesData<Pages>({ queryKey: ROOT }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            notifications: p.notifications.map((n) => (read(n) ? { ...n, read: true } : n)),
          })),
        }
      : data,
  );
}

/** The person's notifications, newest first, `limit` at a time; kept current by the hub's frames. */
export function useNotifications(limit: number) {
  const query = useAppInfiniteQuery({
    queryKey: listKey(limit),
    queryFn: async ({ pageParam, signal }) => {
      const page = await call("GET /api/notifications", {
        query: { limit, ...(pageParam ? { cursor: pageParam as string } : {}) },
        signal,
      });
      // The bell agrees with the list just read (the hub may not have said anything yet).
      setNoticeCount(page.unread);
      return page;
    },
    initialPageParam: "",
    getNextPageParam: (last: NotificationsResponse) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  useEffect(
    () =>
      onHubFrame((frame) => {
        if (frame.type === "notification" || frame.type === "notices") void refresh();
      }),
    [],
  );
  const pages = (query.data?.pages ?? []) as NotificationsResponse[];
  return { query, notifications: pages.flatMap((p) => p.notifications) };
}

/** Marks one notification read (as it is opened); the bell shows the server's count. Failures change nothing. */
export function markRead(id: string): void {
  markCached((n) => n.id === id);
  void call("POST /api/notifications/read", { body: { ids: [id] } })
    .then((r) => setNoticeCount(r.unread))
    .catch(() => refresh());
}

/** Marks all of the person's notifications read; throws when the server refused (the caller says so). */
export async function markAllRead(): Promise<void> {
  const r = await call("POST /api/notifications/read", { body: { all: true } });
  markCached(() => true);
  setNoticeCount(r.unread);
}
