/** Accounts (`users`): reading them by id or address, creating one with its first identity, and changing them. */
import { nowIso } from "./client";
import type { IdentityRow } from "./identities";
import type { FactorRow } from "./mfa";

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

export interface UserWithRelations {
  user: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
}

/** The user with their identities and factors, in one round trip. */
export async function userWithRelations(d1: D1Database, id: string): Promise<UserWithRelations | null> {
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
