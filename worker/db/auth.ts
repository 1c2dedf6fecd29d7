/**
 * Storage of the auth service (worker/auth/): users, identities, sessions, refresh tokens, one-time tokens and
 * PKCE flow states. Knows nothing of HTTP. Timestamps are ISO-8601 UTC text.
 */

import type { Aal } from "../../domain/vocabulary";
import { nowIso } from "./client";

export interface UserRow {
  id: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  email_change: string | null;
  email_change_confirmed: "current" | "new" | null;
  raw_user_meta_data: string;
  raw_app_meta_data: string;
  role: string;
  banned_until: string | null;
  last_sign_in_at: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

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

export interface RefreshTokenRow {
  id: string;
  token_hash: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: number;
  created_at: string;
  updated_at: string;
}

// ───────────────────────────── users ─────────────────────────────

export function userById(d1: D1Database, id: string): Promise<UserRow | null> {
  return d1.prepare("SELECT * FROM users WHERE id = ? AND deleted_at IS NULL").bind(id).first<UserRow>();
}

export function userByEmail(d1: D1Database, email: string): Promise<UserRow | null> {
  return d1.prepare("SELECT * FROM users WHERE email = ? AND deleted_at IS NULL").bind(email).first<UserRow>();
}

export function userByPhone(d1: D1Database, phone: string): Promise<UserRow | null> {
  return d1.prepare("SELECT * FROM users WHERE phone = ? AND deleted_at IS NULL").bind(phone).first<UserRow>();
}

/** The user who asked to move their account to this address (an e-mail change waiting for confirmation). */
export function userByPendingEmail(d1: D1Database, email: string): Promise<UserRow | null> {
  return d1.prepare("SELECT * FROM users WHERE email_change = ? AND deleted_at IS NULL").bind(email).first<UserRow>();
}

/** The user with their identities and factors, in one round trip. */
export async function userWithRelations(
  d1: D1Database,
  id: string,
): Promise<{ user: UserRow; identities: IdentityRow[]; factors: FactorRow[] } | null> {
  const [u, i, f] = await d1.batch([
    d1.prepare("SELECT * FROM users WHERE id = ? AND deleted_at IS NULL").bind(id),
    d1.prepare("SELECT * FROM identities WHERE user_id = ? ORDER BY created_at").bind(id),
    d1.prepare("SELECT * FROM mfa_factors WHERE user_id = ? ORDER BY created_at").bind(id),
  ]);
  const user = (u?.results[0] as UserRow | undefined) ?? null;
  if (!user) return null;
  return { user, identities: (i?.results ?? []) as IdentityRow[], factors: (f?.results ?? []) as FactorRow[] };
}

export interface NewUser {
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  metadata: Record<string, unknown>;
  provider: string;
  /** set when the address is already proven (identity-provider sign-in with a verified e-mail) */
  emailConfirmedAt?: string | null;
  phoneConfirmedAt?: string | null;
}

/**
 * Creates a user with their first identity (e-mail, phone or a provider's subject). Returns null when the e-mail
 * or phone is already taken (the unique index decides, so two concurrent sign-ups cannot both win).
 */
export async function insertUser(
  d1: D1Database,
  u: NewUser,
  identity: { provider: string; providerId?: string; data?: Record<string, unknown> },
): Promise<string | null> {
  const id = crypto.randomUUID();
  const now = nowIso();
  const identityData = {
    sub: identity.providerId ?? id,
    ...(u.email ? { email: u.email } : {}),
    ...(u.phone ? { phone: u.phone } : {}),
    email_verified: Boolean(u.emailConfirmedAt),
    phone_verified: Boolean(u.phoneConfirmedAt),
    ...identity.data,
  };
  try {
    await d1.batch([
      d1
        .prepare(
          `INSERT INTO users (id, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
             raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          id,
          u.email,
          u.phone,
          u.passwordHash,
          u.emailConfirmedAt ?? null,
          u.phoneConfirmedAt ?? null,
          JSON.stringify(u.metadata),
          JSON.stringify({ provider: u.provider, providers: [u.provider] }),
          now,
          now,
        ),
      d1
        .prepare(
          `INSERT INTO identities (id, user_id, provider, provider_id, identity_data, email, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          crypto.randomUUID(),
          id,
          identity.provider,
          identity.providerId ?? id,
          JSON.stringify(identityData),
          u.email,
          now,
          now,
        ),
    ]);
  } catch (err) {
    if (String(err).includes("UNIQUE")) return null;
    throw err;
  }
  return id;
}

export async function updateUser(
  d1: D1Database,
  id: string,
  fields: Partial<
    Pick<
      UserRow,
      | "email"
      | "phone"
      | "encrypted_password"
      | "email_confirmed_at"
      | "phone_confirmed_at"
      | "confirmation_sent_at"
      | "email_change"
      | "email_change_confirmed"
      | "raw_user_meta_data"
      | "raw_app_meta_data"
      | "last_sign_in_at"
      | "banned_until"
    >
  >,
): Promise<void> {
  const keys = Object.keys(fields) as (keyof typeof fields)[];
  if (keys.length === 0) return;
  const sets = keys.map((k) => `${k} = ?`).join(", ");
  await d1
    .prepare(`UPDATE users SET ${sets}, updated_at = ? WHERE id = ?`)
    .bind(...keys.map((k) => fields[k] ?? null), nowIso(), id)
    .run();
}

/** Marks the e-mail identity verified too, so identities tell the truth after a confirmation. */
export async function confirmEmail(d1: D1Database, userId: string): Promise<void> {
  const now = nowIso();
  await d1.batch([
    d1
      .prepare("UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, ?), updated_at = ? WHERE id = ?")
      .bind(now, now, userId),
    d1
      .prepare(
        `UPDATE identities SET identity_data = json_set(identity_data, '$.email_verified', json('true')), updated_at = ?
         WHERE user_id = ? AND provider = 'email'`,
      )
      .bind(now, userId),
  ]);
}

/** A confirmed e-mail change: the new address becomes the account's and its e-mail identity's, confirmed. */
export async function changeEmail(d1: D1Database, userId: string, email: string): Promise<void> {
  const now = nowIso();
  await d1.batch([
    d1
      .prepare(
        "UPDATE users SET email = ?, email_change = NULL, email_change_confirmed = NULL, email_confirmed_at = coalesce(email_confirmed_at, ?), updated_at = ? WHERE id = ?",
      )
      .bind(email, now, now, userId),
    d1
      .prepare(
        `UPDATE identities SET email = ?1, identity_data = json_set(identity_data, '$.email', ?1, '$.email_verified', json('true')),
           updated_at = ?2 WHERE user_id = ?3 AND provider = 'email'`,
      )
      .bind(email, now, userId),
  ]);
}

export async function confirmPhone(d1: D1Database, userId: string): Promise<void> {
  const now = nowIso();
  await d1
    .prepare("UPDATE users SET phone_confirmed_at = coalesce(phone_confirmed_at, ?), updated_at = ? WHERE id = ?")
    .bind(now, now, userId)
    .run();
}

// ───────────────────────────── identities ─────────────────────────────

export function identityByProvider(d1: D1Database, provider: string, providerId: string): Promise<IdentityRow | null> {
  return d1
    .prepare("SELECT * FROM identities WHERE provider = ? AND provider_id = ?")
    .bind(provider, providerId)
    .first<IdentityRow>();
}

/** A sign-in through an existing provider identity: its time and the provider's latest claims. */
export async function recordIdentitySignIn(d1: D1Database, identityId: string, data: Record<string, unknown>) {
  await d1
    .prepare("UPDATE identities SET last_sign_in_at = ?, identity_data = ? WHERE id = ?")
    .bind(nowIso(), JSON.stringify(data), identityId)
    .run();
}

export async function insertIdentity(
  d1: D1Database,
  userId: string,
  provider: string,
  providerId: string,
  data: Record<string, unknown>,
  email: string | null,
): Promise<void> {
  const now = nowIso();
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO identities (id, user_id, provider, provider_id, identity_data, email, last_sign_in_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(crypto.randomUUID(), userId, provider, providerId, JSON.stringify(data), email, now, now, now),
    providersUpdate(d1, userId),
  ]);
}

/**
 * Before a proven identity (a provider's verified e-mail) joins an account whose e-mail nobody has confirmed: what
 * the account holds was set by someone who never proved the address (pre-account takeover: an attacker signs up
 * with the victim's address and a password of their own). As GoTrue does (RemoveUnconfirmedIdentities), the
 * password, the identities and the user metadata go, and the metadata becomes the new identity's.
 */
export async function clearUnconfirmedAccount(
  d1: D1Database,
  userId: string,
  provider: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  await d1.batch([
    d1.prepare("DELETE FROM identities WHERE user_id = ?").bind(userId),
    d1
      .prepare(
        `UPDATE users SET encrypted_password = NULL, raw_user_meta_data = ?,
           raw_app_meta_data = json_set(raw_app_meta_data, '$.provider', ?), updated_at = ?
         WHERE id = ? AND email_confirmed_at IS NULL`,
      )
      .bind(JSON.stringify(metadata), provider, nowIso(), userId),
  ]);
}

/** Keeps app_metadata.providers equal to the user's identities. */
export function providersUpdate(d1: D1Database, userId: string): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE users SET raw_app_meta_data = json_set(raw_app_meta_data, '$.providers',
         (SELECT json_group_array(provider) FROM (SELECT DISTINCT provider FROM identities WHERE user_id = ?1 ORDER BY created_at)))
       WHERE id = ?1`,
    )
    .bind(userId);
}

// ───────────────────────────── sessions and refresh tokens ─────────────────────────────

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

export function refreshTokenByHash(d1: D1Database, hash: string): Promise<RefreshTokenRow | null> {
  return d1.prepare("SELECT * FROM refresh_tokens WHERE token_hash = ?").bind(hash).first<RefreshTokenRow>();
}

/** The session's newest unrevoked token. */
export function activeRefreshToken(d1: D1Database, sessionId: string): Promise<RefreshTokenRow | null> {
  return d1
    .prepare("SELECT * FROM refresh_tokens WHERE session_id = ? AND revoked = 0 ORDER BY created_at DESC LIMIT 1")
    .bind(sessionId)
    .first<RefreshTokenRow>();
}

export function insertRefreshToken(
  d1: D1Database,
  t: { id: string; hash: string; userId: string; sessionId: string; parent: string | null },
): D1PreparedStatement {
  const now = nowIso();
  return d1
    .prepare(
      `INSERT INTO refresh_tokens (id, token_hash, user_id, session_id, parent, revoked, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
    )
    .bind(t.id, t.hash, t.userId, t.sessionId, t.parent, now, now);
}

/** Revokes a token only if it is still active: the UPDATE's change count tells which of two racing refreshes won. */
export function revokeRefreshToken(d1: D1Database, id: string): D1PreparedStatement {
  return d1
    .prepare("UPDATE refresh_tokens SET revoked = 1, updated_at = ? WHERE id = ? AND revoked = 0")
    .bind(nowIso(), id);
}

export function touchSession(d1: D1Database, sessionId: string): D1PreparedStatement {
  const now = nowIso();
  return d1.prepare("UPDATE sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?").bind(now, now, sessionId);
}

// ───────────────────────────── one-time tokens ─────────────────────────────

export type OneTimeTokenType =
  | "confirmation"
  | "recovery"
  | "email_change_new"
  | "email_change_current"
  | "magiclink"
  | "reauthentication"
  | "phone_confirmation"
  | "phone_change";

export interface OneTimeTokenRow {
  id: string;
  user_id: string | null;
  token_type: OneTimeTokenType;
  token_hash: string;
  relates_to: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Replaces the user's outstanding tokens of this type (a new e-mail makes the previous link and code stale). */
export async function replaceOneTimeTokens(
  d1: D1Database,
  userId: string,
  type: OneTimeTokenType,
  hashes: string[],
  relatesTo: string,
  ttlSeconds: number,
): Promise<void> {
  const now = Date.now();
  await d1.batch([
    d1.prepare("DELETE FROM one_time_tokens WHERE user_id = ? AND token_type = ?").bind(userId, type),
    ...hashes.map((hash) =>
      d1
        .prepare(
          `INSERT INTO one_time_tokens (id, user_id, token_type, token_hash, relates_to, expires_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(crypto.randomUUID(), userId, type, hash, relatesTo, nowIso(now + ttlSeconds * 1000), nowIso(now)),
    ),
  ]);
}

/** An unused, unexpired token with this hash among the given types. */
export function findOneTimeToken(
  d1: D1Database,
  hash: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | null> {
  return d1
    .prepare(
      `SELECT * FROM one_time_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
         AND token_type IN (${types.map(() => "?").join(", ")}) LIMIT 1`,
    )
    .bind(hash, nowIso(), ...types)
    .first<OneTimeTokenRow>();
}

/**
 * Consumes the token: deletes it and its siblings (the link and the code of one message), only if it is still there,
 * so a link clicked twice at once signs in once. True when this call consumed it.
 */
export async function consumeOneTimeToken(d1: D1Database, token: OneTimeTokenRow): Promise<boolean> {
  const res = await d1.prepare("DELETE FROM one_time_tokens WHERE id = ?").bind(token.id).run();
  if (res.meta.changes !== 1) return false;
  await d1
    .prepare("DELETE FROM one_time_tokens WHERE user_id = ? AND token_type = ?")
    .bind(token.user_id, token.token_type)
    .run();
  return true;
}

// ───────────────────────────── PKCE ─────────────────────────────

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge: string;
  code_challenge_method: string;
  provider_type: string;
  authentication_method: string;
  expires_at: string;
}

export async function insertFlowState(
  d1: D1Database,
  f: Omit<FlowStateRow, "id" | "expires_at">,
  ttlSeconds = 600,
): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO flow_states (id, user_id, auth_code, code_challenge, code_challenge_method, provider_type,
         authentication_method, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      crypto.randomUUID(),
      f.user_id,
      f.auth_code,
      f.code_challenge,
      f.code_challenge_method,
      f.provider_type,
      f.authentication_method,
      nowIso(Date.now() + ttlSeconds * 1000),
    )
    .run();
}

/** Takes the flow state for an auth code (single use). */
export async function takeFlowState(d1: D1Database, authCode: string): Promise<FlowStateRow | null> {
  const row = await d1
    .prepare("DELETE FROM flow_states WHERE auth_code = ? AND expires_at > ? RETURNING *")
    .bind(authCode, nowIso())
    .first<FlowStateRow>();
  return row ?? null;
}
