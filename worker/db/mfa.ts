/**
 * Storage of second factors (TOTP) and their challenges for the auth service (worker/auth/routes-factors.ts and the
 * admin API). Knows nothing of HTTP. Timestamps are ISO-8601 UTC text.
 */
import { and, asc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { type AuditEntry, auditInsert } from "./audit";
import { getDb, nowIso } from "./client";
import { mfa_challenges, mfa_factors, sessions } from "./schema";

export type FactorRow = typeof mfa_factors.$inferSelect;
export type ChallengeRow = typeof mfa_challenges.$inferSelect;

/** A factor only if it belongs to this user: another user's factor is as good as absent. */
export async function ownedFactor(d1: D1Database, userId: string, factorId: string): Promise<FactorRow | null> {
  const [row] = await getDb(d1)
    .select()
    .from(mfa_factors)
    .where(and(eq(mfa_factors.id, factorId), eq(mfa_factors.user_id, userId)))
    .limit(1);
  return row ?? null;
}

export function factorsOfUser(d1: D1Database, userId: string): Promise<FactorRow[]> {
  return getDb(d1)
    .select()
    .from(mfa_factors)
    .where(eq(mfa_factors.user_id, userId))
    .orderBy(asc(mfa_factors.created_at), asc(mfa_factors.id));
}

/**
 * Adds an unverified TOTP factor, replacing the user's unverified factors of the same friendly name (an enrolment
 * that was started and abandoned), in one transaction.
 */
export async function insertTotpFactor(
  d1: D1Database,
  f: { id: string; userId: string; friendlyName: string | null; secret: string },
): Promise<FactorRow> {
  const db = getDb(d1);
  const now = nowIso();
  const row: FactorRow = {
    id: f.id,
    user_id: f.userId,
    friendly_name: f.friendlyName,
    factor_type: "totp",
    status: "unverified",
    secret: f.secret,
    phone: null,
    last_used_step: null,
    created_at: now,
    updated_at: now,
  };
  await db.batch([
    db
      .delete(mfa_factors)
      .where(
        and(
          eq(mfa_factors.user_id, f.userId),
          eq(mfa_factors.status, "unverified"),
          eq(sql`coalesce(${mfa_factors.friendly_name}, '')`, f.friendlyName ?? ""),
        ),
      ),
    db.insert(mfa_factors).values(row),
  ]);
  return row;
}

/** Replaces a factor's stored secret if it is still `from` (a second writer wins nothing twice); false if not. */
export async function resealFactorSecret(d1: D1Database, id: string, from: string, to: string): Promise<boolean> {
  const changed = await getDb(d1)
    .update(mfa_factors)
    .set({ secret: to })
    .where(and(eq(mfa_factors.id, id), eq(mfa_factors.secret, from)))
    .returning({ id: mfa_factors.id });
  return changed.length > 0;
}

/**
 * Up to `limit` factors to seal again under the newest key: secrets stored in clear (no `clearPrefix`), and secrets
 * sealed under one of the older keys still listed (`olderPrefixes`). Secrets under a key no longer listed cannot be
 * opened and are not picked, so they never crowd the readable ones out of a run.
 */
export function factorsToReseal(
  d1: D1Database,
  clearPrefix: string,
  olderPrefixes: string[],
  limit: number,
): Promise<{ id: string; secret: string | null }[]> {
  const head = (prefix: string) => sql`substr(${mfa_factors.secret}, 1, ${prefix.length}) = ${prefix}`;
  return getDb(d1)
    .select({ id: mfa_factors.id, secret: mfa_factors.secret })
    .from(mfa_factors)
    .where(and(sql`${mfa_factors.secret} IS NOT NULL`, or(sql`NOT (${head(clearPrefix)})`, ...olderPrefixes.map(head))))
    .limit(limit);
}

/** A new challenge for the factor; the factor's challenges that have run out are removed on the way. */
export async function insertChallenge(
  d1: D1Database,
  factorId: string,
  ip: string | null,
  expiredBefore: string,
): Promise<ChallengeRow> {
  const db = getDb(d1);
  const row: ChallengeRow = {
    id: crypto.randomUUID(),
    factor_id: factorId,
    ip_address: ip,
    verified_at: null,
    created_at: nowIso(),
  };
  await db.batch([
    db
      .delete(mfa_challenges)
      .where(and(eq(mfa_challenges.factor_id, factorId), lt(mfa_challenges.created_at, expiredBefore))),
    db.insert(mfa_challenges).values(row),
  ]);
  return row;
}

export async function challengeOf(d1: D1Database, factorId: string, challengeId: string): Promise<ChallengeRow | null> {
  const [row] = await getDb(d1)
    .select()
    .from(mfa_challenges)
    .where(and(eq(mfa_challenges.id, challengeId), eq(mfa_challenges.factor_id, factorId)))
    .limit(1);
  return row ?? null;
}

export async function deleteChallenge(d1: D1Database, challengeId: string): Promise<void> {
  await getDb(d1).delete(mfa_challenges).where(eq(mfa_challenges.id, challengeId));
}

/**
 * Records a successful verification in one transaction, only if nobody got there first: the factor's last used
 * step moves forward (so the code cannot work again, even in a concurrent request) and the factor is verified; the
 * challenge is marked used. False when either guard did not hold.
 */
export async function consumeVerification(
  d1: D1Database,
  factorId: string,
  challengeId: string,
  step: number,
): Promise<boolean> {
  const db = getDb(d1);
  const now = nowIso();
  const [factor, challenge] = await db.batch([
    db
      .update(mfa_factors)
      .set({ last_used_step: step, status: "verified", updated_at: now })
      .where(
        and(eq(mfa_factors.id, factorId), or(isNull(mfa_factors.last_used_step), lt(mfa_factors.last_used_step, step))),
      ),
    // changes() is the factor update's: the challenge is used only when that guard held.
    db
      .update(mfa_challenges)
      .set({ verified_at: now })
      .where(and(eq(mfa_challenges.id, challengeId), isNull(mfa_challenges.verified_at), sql`changes() = 1`)),
  ]);
  return factor.meta.changes === 1 && challenge.meta.changes === 1;
}

/**
 * After a factor is verified (GoTrue's behaviour): the user's other unverified TOTP factors are dropped, and the
 * user's other sessions still at aal1 end, so a session that never passed the second factor cannot linger.
 */
export async function afterFactorVerified(
  d1: D1Database,
  userId: string,
  factorId: string,
  sessionId: string,
): Promise<void> {
  const db = getDb(d1);
  await db.batch([
    db
      .delete(mfa_factors)
      .where(
        and(
          eq(mfa_factors.user_id, userId),
          ne(mfa_factors.id, factorId),
          eq(mfa_factors.status, "unverified"),
          eq(mfa_factors.factor_type, "totp"),
        ),
      ),
    db.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, sessionId), eq(sessions.aal, "aal1"))),
  ]);
}

/**
 * Deletes a factor (its challenges go with it) and brings the sessions it raised back to aal1, removing the
 * factor's method from their amr; with an audit entry when an admin does it, all in one transaction.
 */
export async function deleteFactor(d1: D1Database, factor: FactorRow, audit?: AuditEntry): Promise<void> {
  const db = getDb(d1);
  await db.batch([
    db
      .update(sessions)
      .set({
        aal: "aal1",
        factor_id: null,
        updated_at: nowIso(),
        amr: sql`coalesce((SELECT json_group_array(json(value)) FROM json_each(${sessions.amr})
          WHERE json_extract(value, '$.method') <> ${factor.factor_type}), '[]')`,
      })
      .where(eq(sessions.factor_id, factor.id)),
    db.delete(mfa_factors).where(eq(mfa_factors.id, factor.id)),
    ...(audit ? [auditInsert(d1, audit)] : []),
  ]);
}
