import { and, eq, isNull, sql } from "drizzle-orm";
import type { Aal } from "../../domain/vocabulary";
import type { Principal } from "../principal";
import { getDb, nowIso } from "./client";
import { profiles, sessions, users } from "./schema";

/**
 * The principal of a verified access token: its session still exists, its user is not deleted, with the admin
 * flag (profiles.is_admin). One D1 read; null when the session was revoked or the account erased.
 */
export async function sessionPrincipal(d1: D1Database, sessionId: string, userId: string): Promise<Principal | null> {
  const [row] = await getDb(d1)
    .select({ aal: sessions.aal, email: users.email, isAdmin: sql<number>`coalesce(${profiles.is_admin}, 0)` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(profiles, eq(profiles.user_id, sessions.user_id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(users.deleted_at)))
    .limit(1);
  return row ? { userId, sessionId, aal: row.aal, email: row.email, isAdmin: row.isAdmin === 1 } : null;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: Aal;
  factor_id: string | null;
  amr: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  updated_at: string;
  refreshed_at: string | null;
}

/**
 * Starts a session row, unless the user is banned at this moment or deleted (then null): the ban check and the insert are one
 * statement, so a ban that lands between them cannot be missed.
 */
export async function insertSession(
  d1: D1Database,
  s: {
    userId: string;
    aal: Aal;
    amr: { method: string; timestamp: number }[];
    userAgent: string | null;
    ip: string | null;
  },
): Promise<SessionRow | null> {
  const now = nowIso();
  const row: SessionRow = {
    id: crypto.randomUUID(),
    user_id: s.userId,
    aal: s.aal,
    factor_id: null,
    amr: JSON.stringify(s.amr),
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: now,
    updated_at: now,
    refreshed_at: null,
  };
  const res = await d1
    .prepare(
      `INSERT INTO sessions (id, user_id, aal, amr, user_agent, ip, created_at, updated_at)
       SELECT ?1, id, ?2, ?3, ?4, ?5, ?6, ?6 FROM users
       WHERE id = ?7 AND deleted_at IS NULL AND (banned_until IS NULL OR banned_until <= ?6)`,
    )
    .bind(row.id, row.aal, row.amr, row.user_agent, row.ip, now, row.user_id)
    .run();
  return res.meta.changes === 1 ? row : null;
}

export function sessionById(d1: D1Database, id: string): Promise<SessionRow | null> {
  return d1.prepare("SELECT * FROM sessions WHERE id = ?").bind(id).first<SessionRow>();
}

export function sessionsOfUser(d1: D1Database, userId: string): Promise<SessionRow[]> {
  return d1
    .prepare("SELECT * FROM sessions WHERE user_id = ? ORDER BY coalesce(refreshed_at, created_at) DESC")
    .bind(userId)
    .all<SessionRow>()
    .then((r) => r.results);
}

/** Raises a session to aal2 after a verified second factor, recording the method. */
export async function raiseSession(
  d1: D1Database,
  sessionId: string,
  factorId: string,
  amr: { method: string; timestamp: number }[],
): Promise<void> {
  await d1
    .prepare("UPDATE sessions SET aal = 'aal2', factor_id = ?, amr = ?, updated_at = ? WHERE id = ?")
    .bind(factorId, JSON.stringify(amr), nowIso(), sessionId)
    .run();
}

export async function deleteSessions(
  d1: D1Database,
  userId: string,
  scope: "local" | "global" | "others",
  sessionId: string,
): Promise<void> {
  if (scope === "local") {
    await d1.prepare("DELETE FROM sessions WHERE id = ? AND user_id = ?").bind(sessionId, userId).run();
  } else if (scope === "global") {
    await d1.prepare("DELETE FROM sessions WHERE user_id = ?").bind(userId).run();
  } else {
    await d1.prepare("DELETE FROM sessions WHERE user_id = ? AND id <> ?").bind(userId, sessionId).run();
  }
}

export function touchSession(d1: D1Database, sessionId: string): D1PreparedStatement {
  const now = nowIso();
  return d1.prepare("UPDATE sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?").bind(now, now, sessionId);
}
