/**
 * Storage of second factors (TOTP) and their challenges for the auth service (worker/auth/routes-factors.ts and the
 * admin API). Knows nothing of HTTP. Timestamps are ISO-8601 UTC text.
 */
import { type AuditEntry, auditStatement } from "./audit";
import { nowIso } from "./client";

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
  phone: string | null;
  last_used_step: number | null;
  created_at: string;
  updated_at: string;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  ip_address: string | null;
  verified_at: string | null;
  created_at: string;
}

/** A factor only if it belongs to this user: another user's factor is as good as absent. */
export function ownedFactor(d1: D1Database, userId: string, factorId: string): Promise<FactorRow | null> {
  return d1.prepare("SELECT * FROM mfa_factors WHERE id = ? AND user_id = ?").bind(factorId, userId).first<FactorRow>();
}

export function factorsOfUser(d1: D1Database, userId: string): Promise<FactorRow[]> {
  return d1
    .prepare("SELECT * FROM mfa_factors WHERE user_id = ? ORDER BY created_at, id")
    .bind(userId)
    .all<FactorRow>()
    .then((r) => r.results);
}

/**
 * Adds an unverified TOTP factor, replacing the user's unverified factors of the same friendly name (an enrolment
 * that was started and abandoned), in one transaction.
 */
export async function insertTotpFactor(
  d1: D1Database,
  f: { userId: string; friendlyName: string | null; secret: string },
): Promise<FactorRow> {
  const now = nowIso();
  const row: FactorRow = {
    id: crypto.randomUUID(),
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
  await d1.batch([
    d1
      .prepare(
        "DELETE FROM mfa_factors WHERE user_id = ? AND status = 'unverified' AND coalesce(friendly_name, '') = ?",
      )
      .bind(f.userId, f.friendlyName ?? ""),
    d1
      .prepare(
        `INSERT INTO mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
         VALUES (?, ?, ?, 'totp', 'unverified', ?, ?, ?)`,
      )
      .bind(row.id, row.user_id, row.friendly_name, row.secret, now, now),
  ]);
  return row;
}

/** A new challenge for the factor; the factor's challenges that have run out are removed on the way. */
export async function insertChallenge(
  d1: D1Database,
  factorId: string,
  ip: string | null,
  expiredBefore: string,
): Promise<ChallengeRow> {
  const row: ChallengeRow = {
    id: crypto.randomUUID(),
    factor_id: factorId,
    ip_address: ip,
    verified_at: null,
    created_at: nowIso(),
  };
  await d1.batch([
    d1.prepare("DELETE FROM mfa_challenges WHERE factor_id = ? AND created_at < ?").bind(factorId, expiredBefore),
    d1
      .prepare("INSERT INTO mfa_challenges (id, factor_id, ip_address, created_at) VALUES (?, ?, ?, ?)")
      .bind(row.id, row.factor_id, row.ip_address, row.created_at),
  ]);
  return row;
}

export function challengeOf(d1: D1Database, factorId: string, challengeId: string): Promise<ChallengeRow | null> {
  return d1
    .prepare("SELECT * FROM mfa_challenges WHERE id = ? AND factor_id = ?")
    .bind(challengeId, factorId)
    .first<ChallengeRow>();
}

export async function deleteChallenge(d1: D1Database, challengeId: string): Promise<void> {
  await d1.prepare("DELETE FROM mfa_challenges WHERE id = ?").bind(challengeId).run();
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
  const now = nowIso();
  const [factor, challenge] = await d1.batch([
    d1
      .prepare(
        `UPDATE mfa_factors SET last_used_step = ?1, status = 'verified', updated_at = ?2
         WHERE id = ?3 AND (last_used_step IS NULL OR last_used_step < ?1)`,
      )
      .bind(step, now, factorId),
    d1
      .prepare("UPDATE mfa_challenges SET verified_at = ? WHERE id = ? AND verified_at IS NULL AND changes() = 1")
      .bind(now, challengeId),
  ]);
  return factor?.meta.changes === 1 && challenge?.meta.changes === 1;
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
  await d1.batch([
    d1
      .prepare(
        "DELETE FROM mfa_factors WHERE user_id = ? AND id <> ? AND status = 'unverified' AND factor_type = 'totp'",
      )
      .bind(userId, factorId),
    d1.prepare("DELETE FROM sessions WHERE user_id = ? AND id <> ? AND aal = 'aal1'").bind(userId, sessionId),
  ]);
}

/**
 * Deletes a factor (its challenges go with it) and brings the sessions it raised back to aal1, removing the
 * factor's method from their amr; with an audit entry when an admin does it, all in one transaction.
 */
export async function deleteFactor(d1: D1Database, factor: FactorRow, audit?: AuditEntry): Promise<void> {
  const now = nowIso();
  await d1.batch([
    d1
      .prepare(
        `UPDATE sessions SET aal = 'aal1', factor_id = NULL, updated_at = ?,
           amr = coalesce((SELECT json_group_array(json(value)) FROM json_each(sessions.amr)
                            WHERE json_extract(value, '$.method') <> ?), '[]')
         WHERE factor_id = ?`,
      )
      .bind(now, factor.factor_type, factor.id),
    d1.prepare("DELETE FROM mfa_factors WHERE id = ?").bind(factor.id),
    ...(audit ? [auditStatement(d1, audit)] : []),
  ]);
}
