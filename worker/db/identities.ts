/**
 * Sign-in identities (`identities`: e-mail, phone, or a provider's subject such as google or apple): finding,
 * linking and unlinking them, and keeping the user's app_metadata.providers in step. Knows nothing of HTTP.
 */
import { auditStatement } from "./audit";
import { nowIso } from "./client";
import type { UserRow } from "./users";

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

export type UnlinkUserFields = Partial<
  Pick<UserRow, "email" | "email_confirmed_at" | "phone" | "phone_confirmed_at" | "encrypted_password">
>;

export class EmailConflictError extends Error {}

/**
 * Deletes the identity and, in the same transaction, updates the user's contact fields and password as the caller
 * decided, re-derives app_metadata.providers (and .provider when it named the removed provider), and audits it.
 * Throws EmailConflictError when the e-mail the user falls back to belongs to another account.
 */
export async function unlinkIdentity(
  d1: D1Database,
  user: UserRow,
  identity: IdentityRow,
  fields: UnlinkUserFields,
  fallbackProvider: string,
): Promise<void> {
  const keys = Object.keys(fields) as (keyof UnlinkUserFields)[];
  const now = nowIso();
  const statements: D1PreparedStatement[] = [
    d1.prepare("DELETE FROM identities WHERE id = ? AND user_id = ?").bind(identity.id, user.id),
  ];
  if (keys.length > 0) {
    statements.push(
      d1
        .prepare(`UPDATE users SET ${keys.map((k) => `${k} = ?`).join(", ")}, updated_at = ? WHERE id = ?`)
        .bind(...keys.map((k) => fields[k] ?? null), now, user.id),
    );
  }
  statements.push(
    providersUpdate(d1, user.id),
    d1
      .prepare(
        `UPDATE users SET raw_app_meta_data = json_set(raw_app_meta_data, '$.provider', ?)
         WHERE id = ? AND json_extract(raw_app_meta_data, '$.provider') = ?`,
      )
      .bind(fallbackProvider, user.id, identity.provider),
    auditStatement(d1, {
      actorId: user.id,
      action: "identity.unlink",
      entityType: "user",
      entityId: user.id,
      details: { identity_id: identity.id, provider: identity.provider },
    }),
  );
  try {
    await d1.batch(statements);
  } catch (err) {
    if (String(err).includes("UNIQUE")) throw new EmailConflictError("email conflict");
    throw err;
  }
}
