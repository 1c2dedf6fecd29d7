/**
 * Queries on `notifications`: the in-app notices a person sees (written with the change that caused them), the
 * centre's pages of them, read marks and the bell's count.
 */
import { and, count, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { NotificationItem } from "../../domain/api/notifications";
import { getDb, nowIso, statement } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { notifications } from "./schema";

export interface NotificationInsert {
  userId: string;
  kind: string;
  title: string;
  body: string;
  /** A same-site path the notice opens, and whatever else its kind carries. */
  data: Record<string, unknown> & { deepLink: string };
  /** Given when the caller also pushes the notice live under the same id and time. */
  id?: string;
  createdAt?: string;
}

/** The notice as a statement for the batch of the change it tells about. */
export function notificationStatement(d1: D1Database, n: NotificationInsert): D1PreparedStatement {
  return statement(
    d1,
    getDb(d1)
      .insert(notifications)
      .values({
        id: n.id ?? crypto.randomUUID(),
        user_id: n.userId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        data: n.data,
        created_at: n.createdAt ?? nowIso(),
      }),
  );
}

/** The person's unread in-app notifications: the bell's count. */
export async function unreadNotificationCount(d1: D1Database, userId: string): Promise<number> {
  const [row] = await getDb(d1)
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

/** The path a notice opens: its `deepLink`, else the notification centre itself. */
function linkOf(data: Record<string, unknown> | null): string {
  const link = data?.deepLink;
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//") ? link : "/notifications";
}

/** `userId`'s notifications, newest first (keyset on created_at, id). */
export async function notificationsPage(
  d1: D1Database,
  userId: string,
  page: { cursor?: string; limit: number },
): Promise<{ notifications: NotificationItem[]; next_cursor: string | null }> {
  const mine = eq(notifications.user_id, userId);
  let where = mine;
  if (page.cursor) {
    const [at, id] = decodeCursor(page.cursor, ["string", "string"]);
    where = and(
      mine,
      or(lt(notifications.created_at, at), and(eq(notifications.created_at, at), lt(notifications.id, id))),
    ) as typeof mine;
  }
  const rows = await getDb(d1)
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    notifications: shown.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: linkOf(r.data),
      read: r.read_at !== null,
      createdAt: r.created_at,
    })),
    next_cursor: more && last ? encodeCursor([last.created_at, last.id]) : null,
  };
}

/**
 * Marks `userId`'s unread notifications read: those of `ids` (ids of other people's rows match nothing), or all of
 * them. Returns how many changed.
 */
export async function markNotificationsRead(
  d1: D1Database,
  userId: string,
  which: { ids: string[] } | { all: true },
): Promise<number> {
  const unread = and(eq(notifications.user_id, userId), isNull(notifications.read_at));
  const rows = await getDb(d1)
    .update(notifications)
    .set({ read_at: nowIso() })
    .where("ids" in which ? and(unread, inArray(notifications.id, which.ids)) : unread)
    .returning({ id: notifications.id });
  return rows.length;
}
