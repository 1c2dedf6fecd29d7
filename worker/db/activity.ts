/** When each person was last seen and whether they are online (`user_activity`, spec `upsert_user_activity`). */
import { getDb, nowIso } from "./client";
import { user_activity } from "./schema";

/** The person was seen now, online or going offline. */
export async function upsertActivity(d1: D1Database, userId: string, isOnline: boolean): Promise<void> {
  const now = nowIso();
  const seen = { last_seen_at: now, is_online: isOnline, updated_at: now };
  await getDb(d1)
    .insert(user_activity)
    .values({ user_id: userId, ...seen })
    .onConflictDoUpdate({ target: user_activity.user_id, set: seen });
}
