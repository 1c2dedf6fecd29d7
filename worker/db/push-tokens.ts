/** Queries on `push_tokens`: the devices a person receives pushes on. */
import { and, desc, eq, lt } from "drizzle-orm";
import { getDb, isUniqueViolation, nowIso } from "./client";
import { push_tokens } from "./schema";

/** Active tokens last refreshed before `cutoff` (ISO time) stop receiving pushes; returns how many. */
export async function deactivatePushTokensBefore(d1: D1Database, cutoff: string, now: string): Promise<number> {
  const rows = await getDb(d1)
    .update(push_tokens)
    .set({ active: false, updated_at: now })
    .where(and(eq(push_tokens.active, true), lt(push_tokens.updated_at, cutoff)))
    .returning({ id: push_tokens.id });
  return rows.length;
}

export interface StoredPushToken {
  platform: "android" | "ios" | "web";
  active: boolean;
  updated_at: string;
}

/**
 * Spec §7: the person's device token. Inserted; when the person already has their one row (the unique conflict on
 * user_id, Postgres' 23505, D1's "UNIQUE constraint failed"), that row is updated instead. Either way it is active
 * and refreshed now.
 */
export async function registerPushToken(
  d1: D1Database,
  userId: string,
  token: string,
  platform: StoredPushToken["platform"],
): Promise<StoredPushToken> {
  const db = getDb(d1);
  const now = nowIso();
  try {
    await db.insert(push_tokens).values({
      id: crypto.randomUUID(),
      user_id: userId,
      token,
      platform,
      active: true,
      created_at: now,
      updated_at: now,
    });
  } catch (err) {
    if (!isUniqueViolation(err, "push_tokens.user_id")) throw err;
    await db
      .update(push_tokens)
      .set({ token, platform, active: true, updated_at: now })
      .where(eq(push_tokens.user_id, userId));
  }
  return { platform, active: true, updated_at: now };
}

/** Spec §7: delete by user_id (sign-out; the person turned push off). Whether there was one. */
export async function deletePushToken(d1: D1Database, userId: string): Promise<boolean> {
  const rows = await getDb(d1)
    .delete(push_tokens)
    .where(eq(push_tokens.user_id, userId))
    .returning({ id: push_tokens.id });
  return rows.length > 0;
}

/** The person's device token row, if any (the settings page shows whether this browser is the one). */
export async function pushTokenOf(d1: D1Database, userId: string) {
  const [row] = await getDb(d1)
    .select({
      token: push_tokens.token,
      platform: push_tokens.platform,
      active: push_tokens.active,
      updated_at: push_tokens.updated_at,
    })
    .from(push_tokens)
    .where(eq(push_tokens.user_id, userId))
    .orderBy(desc(push_tokens.updated_at))
    .limit(1);
  return row ?? null;
}

/** The person's device (§3: at most one push_tokens row per user), if it is active. */
export async function activePushToken(
  d1: D1Database,
  userId: string,
): Promise<{ id: string; token: string; platform: "android" | "ios" | "web" } | null> {
  const [row] = await getDb(d1)
    .select({ id: push_tokens.id, token: push_tokens.token, platform: push_tokens.platform })
    .from(push_tokens)
    .where(and(eq(push_tokens.user_id, userId), eq(push_tokens.active, true)))
    .limit(1);
  return row ?? null;
}

/** A token the provider no longer knows (404/410, UNREGISTERED) stops receiving pushes. */
export async function deactivatePushToken(d1: D1Database, tokenId: string): Promise<void> {
  await getDb(d1).update(push_tokens).set({ active: false, updated_at: nowIso() }).where(eq(push_tokens.id, tokenId));
}

/** An expired browser subscription (404/410) is removed: the browser has to subscribe again anyway. */
export async function removePushToken(d1: D1Database, tokenId: string): Promise<void> {
  await getDb(d1).delete(push_tokens).where(eq(push_tokens.id, tokenId));
}
