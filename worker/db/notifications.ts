/** Queries on `notifications`: the in-app notices a person sees (written with the change that caused them). */
import { and, count, eq, isNull } from "drizzle-orm";
import { getDb, nowIso, statement } from "./client";
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
