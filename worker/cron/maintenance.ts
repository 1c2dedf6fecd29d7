import { and, eq, lt, sql } from "drizzle-orm";
import { SESSION_IDLE_SECONDS } from "../auth/transport";
import { getDb } from "../db/client";
import { flow_states, one_time_tokens, push_tokens, sessions } from "../db/schema";
import type { Env } from "../env";
import { deleteExpiredRateLimits } from "../services/rate-limit";

const DAY_MS = 86_400_000;
/** Spec §9: push tokens older than 30 days need refreshing. */
export const PUSH_TOKEN_REFRESH_DAYS = 30;

/** Push tokens not refreshed for 30 days stop receiving pushes until the device registers again. */
export async function markStalePushTokens(env: Env, now: Date) {
  const cutoff = new Date(now.getTime() - PUSH_TOKEN_REFRESH_DAYS * DAY_MS).toISOString();
  const rows = await getDb(env.DB)
    .update(push_tokens)
    .set({ active: false, updated_at: now.toISOString() })
    .where(and(eq(push_tokens.active, true), lt(push_tokens.updated_at, cutoff)))
    .returning({ id: push_tokens.id });
  return { stalePushTokens: rows.length };
}

/**
 * Expired one-time tokens, PKCE flow states, finished rate-limit windows and sessions idle longer than a refresh
 * token lives (their refresh tokens go with them) are deleted.
 */
export async function expireAuthLeftovers(env: Env, now: Date) {
  const db = getDb(env.DB);
  const iso = now.toISOString();
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000).toISOString();
  const [tokens, flows, idle] = await db.batch([
    db.delete(one_time_tokens).where(lt(one_time_tokens.expires_at, iso)).returning({ id: one_time_tokens.id }),
    db.delete(flow_states).where(lt(flow_states.expires_at, iso)).returning({ id: flow_states.id }),
    db
      .delete(sessions)
      .where(lt(sql`coalesce(${sessions.refreshed_at}, ${sessions.created_at})`, idleCutoff))
      .returning({ id: sessions.id }),
  ]);
  const limits = await deleteExpiredRateLimits(env.DB, now);
  return {
    oneTimeTokens: tokens.length,
    flowStates: flows.length,
    idleSessions: idle.length,
    rateLimitWindows: limits,
  };
}

/**
 * Bookings whose deposit was not paid by its due time expire, and the group-tour seats they held are
 * released, in one batch so seats and statuses never disagree.
 */
export async function expireUnpaidBookings(env: Env, now: Date) {
  const iso = now.toISOString();
  const overdue = "status = 'awaiting_deposit' AND deposit_due_at IS NOT NULL AND deposit_due_at < ?1";
  const [, expired] = await env.DB.batch([
    env.DB.prepare(
      `UPDATE group_tour_departures SET seats_booked = max(0, seats_booked - (
         SELECT coalesce(sum(party_size), 0) FROM bookings
         WHERE departure_id = group_tour_departures.id AND ${overdue}))
       WHERE id IN (SELECT departure_id FROM bookings WHERE departure_id IS NOT NULL AND ${overdue})`,
    ).bind(iso),
    env.DB.prepare(`UPDATE bookings SET status = 'expired', updated_at = ?1 WHERE ${overdue}`).bind(iso),
  ]);
  return { expiredBookings: expired?.meta.changes ?? 0 };
}
