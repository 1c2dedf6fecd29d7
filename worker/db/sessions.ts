/** Sessions (`sessions`): one per sign-in on a device, raised to aal2 by a second factor, ended by sign-out. */
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Aal } from "../../domain/vocabulary";
import type { Principal } from "../principal";
import { getDb, nowIso } from "./client";
import { profiles, sessions, users } from "./schema";

/**
 * An admin's session ends this long after its sign-in, however busy it is (ASVS 3.3.2, level 2): the console's
 * powers need a fresh proof of who is at the keyboard twice a day. Other sessions end only when idle for 30 days.
 */
export const ADMIN_SESSION_MAX_SECONDS = 12 * 3600;

/** The session began more than ADMIN_SESSION_MAX_SECONDS ago (whether that ends it depends on who holds it). */
export const pastAdminLifetime = (createdAt: string, now = Date.now()): boolean =>
  now - Date.parse(createdAt) > ADMIN_SESSION_MAX_SECONDS * 1000;

/**
 * The principal of a verified access token: its session still exists, its user is not deleted, with the admin
 * flag (profiles.is_admin) and whether a verified authenticator still waits for its code. One D1 read; null when
 * the session was revoked, the account erased, or the session is an admin's older than ADMIN_SESSION_MAX_SECONDS.
 */
export async function sessionPrincipal(d1: D1Database, sessionId: string, userId: string): Promise<Principal | null> {
  const [row] = await getDb(d1)
    .select({
      aal: sessions.aal,
      email: users.email,
      isAdmin: sql<number>`coalesce(${profiles.is_admin}, 0)`,
      createdAt: sessions.created_at,
      hasFactor: sql<number>`exists (select 1 from mfa_factors f where f.user_id = ${sessions.user_id} and f.status = 'verified')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(profiles, eq(profiles.user_id, sessions.user_id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(users.deleted_at)))
    .limit(1);
  if (!row || (row.isAdmin === 1 && pastAdminLifetime(row.createdAt))) return null;
  return {
    userId,
    sessionId,
    aal: row.aal,
    email: row.email,
    isAdmin: row.isAdmin === 1,
    secondFactorDue: row.aal === "aal1" && row.hasFactor === 1,
    endsAt:
      row.isAdmin === 1 ? new Date(Date.parse(row.createdAt) + ADMIN_SESSION_MAX_SECONDS * 1000).toISOString() : null,
  };
}

export type SessionRow = typeof sessions.$inferSelect;
export type Amr = SessionRow["amr"];

/**
 * Starts a session row, unless the user is banned at this moment or deleted (then null): the ban check and the
 * insert are one statement, so a ban that lands between them cannot be missed.
 */
export async function insertSession(
  d1: D1Database,
  s: { userId: string; aal: Aal; amr: Amr; userAgent: string | null; ip: string | null },
): Promise<SessionRow | null> {
  const now = nowIso();
  const row: SessionRow = {
    id: crypto.randomUUID(),
    user_id: s.userId,
    aal: s.aal,
    factor_id: null,
    amr: s.amr,
    user_agent: s.userAgent,
    ip: s.ip,
    not_after: null,
    refreshed_at: null,
    created_at: now,
    updated_at: now,
  };
  const res = await d1
    .prepare(
      `INSERT INTO sessions (id, user_id, aal, amr, user_agent, ip, created_at, updated_at)
       SELECT ?1, id, ?2, ?3, ?4, ?5, ?6, ?6 FROM users
       WHERE id = ?7 AND deleted_at IS NULL AND (banned_until IS NULL OR banned_until <= ?6)`,
    )
    .bind(row.id, row.aal, JSON.stringify(row.amr), row.user_agent, row.ip, now, row.user_id)
    .run();
  return res.meta.changes === 1 ? row : null;
}

export async function sessionById(d1: D1Database, id: string): Promise<SessionRow | null> {
  const [row] = await getDb(d1).select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row ?? null;
}

/** The user's sessions, most recently active first. */
export function sessionsOfUser(d1: D1Database, userId: string): Promise<SessionRow[]> {
  return getDb(d1)
    .select()
    .from(sessions)
    .where(eq(sessions.user_id, userId))
    .orderBy(desc(sql`coalesce(${sessions.refreshed_at}, ${sessions.created_at})`));
}

/** Raises a session to aal2 after a verified second factor, recording the method. */
export async function raiseSession(d1: D1Database, sessionId: string, factorId: string, amr: Amr): Promise<void> {
  await getDb(d1)
    .update(sessions)
    .set({ aal: "aal2", factor_id: factorId, amr, updated_at: nowIso() })
    .where(eq(sessions.id, sessionId));
}

/** Ends the session `sessionId` ("local"), every session of the user ("global"), or all but that one ("others"). */
export async function deleteSessions(
  d1: D1Database,
  userId: string,
  scope: "local" | "global" | "others",
  sessionId: string,
): Promise<void> {
  const mine = eq(sessions.user_id, userId);
  const which =
    scope === "local"
      ? and(mine, eq(sessions.id, sessionId))
      : scope === "global"
        ? mine
        : and(mine, ne(sessions.id, sessionId));
  await getDb(d1).delete(sessions).where(which);
}

/** Stamps the session's last refresh (a query for the refresh's batch). */
export function touchSession(d1: D1Database, sessionId: string) {
  const now = nowIso();
  return getDb(d1).update(sessions).set({ refreshed_at: now, updated_at: now }).where(eq(sessions.id, sessionId));
}
