/**
 * Unlinking a sign-in identity from a user (worker/auth/routes-identities.ts). Knows nothing of HTTP.
 */
import { auditStatement } from "./audit";
import { type IdentityRow, providersUpdate, type UserRow } from "./auth";
import { nowIso } from "./client";

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
