import { and, eq, isNull, sql } from "drizzle-orm";
import type { Principal } from "../principal";
import { getDb } from "./client";
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
