/**
 * The counters of fixed-window rate limits (`rate_limits`). The rules, windows and stored-key format are
 * worker/services/rate-limit.ts's; this file only counts.
 */
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "./client";
import { rate_limits } from "./schema";

/**
 * Adds one hit to the window's counter (creating it at 1) and returns the new count, in one statement, so
 * concurrent requests in different isolates never both read the same count.
 */
export async function countHit(d1: D1Database, key: string, windowStart: number): Promise<number> {
  const [row] = await getDb(d1)
    .insert(rate_limits)
    .values({ key, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rate_limits.key, rate_limits.window_start],
      set: { count: sql`${rate_limits.count} + 1` },
    })
    .returning({ count: rate_limits.count });
  return row?.count ?? 1;
}

/** The window's count so far (0 when nothing was counted in it). */
export async function hitsSoFar(d1: D1Database, key: string, windowStart: number): Promise<number> {
  const [row] = await getDb(d1)
    .select({ count: rate_limits.count })
    .from(rate_limits)
    .where(and(eq(rate_limits.key, key), eq(rate_limits.window_start, windowStart)));
  return row?.count ?? 0;
}

/**
 * Deletes the windows that ended by `nowSeconds` and returns how many went. The stored key starts with the window
 * length, which CAST reads as the integer prefix, so each row's end is known without a column for it.
 */
export async function deleteEndedWindows(d1: D1Database, nowSeconds: number): Promise<number> {
  const gone = await getDb(d1)
    .delete(rate_limits)
    .where(sql`${rate_limits.window_start} + CAST(${rate_limits.key} AS INTEGER) <= ${nowSeconds}`)
    .returning({ key: rate_limits.key });
  return gone.length;
}

/** Deletes every window of the given stored keys (an admin restoring someone's sign-in), answering the keys gone. */
export const deleteRateLimitKeys = (d1: D1Database, storedKeys: readonly string[]): D1PreparedStatement =>
  d1
    .prepare("DELETE FROM rate_limits WHERE key IN (SELECT value FROM json_each(?1)) RETURNING key")
    .bind(JSON.stringify(storedKeys));
