/** Housekeeping of the auth tables: what has run out is deleted, in one batch. */
import { lt, sql } from "drizzle-orm";
import { getDb } from "./client";
import { flow_states, one_time_tokens, sessions } from "./schema";

/**
 * Deletes one-time tokens and PKCE flow states that expired before `now`, and sessions last active before
 * `idleCutoff` (their refresh tokens go with them, by cascade). Returns how many of each went.
 */
export async function deleteExpiredAuthRows(d1: D1Database, now: string, idleCutoff: string) {
  const db = getDb(d1);
  const [tokens, flows, idle] = await db.batch([
    db.delete(one_time_tokens).where(lt(one_time_tokens.expires_at, now)).returning({ id: one_time_tokens.id }),
    db.delete(flow_states).where(lt(flow_states.expires_at, now)).returning({ id: flow_states.id }),
    db
      .delete(sessions)
      .where(lt(sql`coalesce(${sessions.refreshed_at}, ${sessions.created_at})`, idleCutoff))
      .returning({ id: sessions.id }),
  ]);
  return { oneTimeTokens: tokens.length, flowStates: flows.length, idleSessions: idle.length };
}
