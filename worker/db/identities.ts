/**
 * Sign-in identities (`identities`: e-mail, phone, or a provider's subject such as google or apple): finding,
 * linking and unlinking them, and keeping the user's app_metadata.providers in step. Knows nothing of HTTP.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { done, type Outcome, refused } from "../../domain/outcome";
import { auditInsert } from "./audit";
import { getDb, isUniqueViolation, nowIso } from "./client";
import { identities, users } from "./schema";
import type { UserRow } from "./users";

export type IdentityRow = typeof identities.$inferSelect;

export async function identityByProvider(
  d1: D1Database,
  provider: string,
  providerId: string,
): Promise<IdentityRow | null> {
  const [row] = await getDb(d1)
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.provider_id, providerId)))
    .limit(1);
  return row ?? null;
}

/** A sign-in through an existing provider identity: its time and the provider's latest claims. */
export async function recordIdentitySignIn(d1: D1Database, identityId: string, data: Record<string, unknown>) {
  await getDb(d1)
    .update(identities)
    .set({ last_sign_in_at: nowIso(), identity_data: data })
    .where(eq(identities.id, identityId));
}

export async function insertIdentity(
  d1: D1Database,
  userId: string,
  provider: string,
  providerId: string,
  data: Record<string, unknown>,
  email: string | null,
): Promise<void> {
  const db = getDb(d1);
  const now = nowIso();
  await db.batch([
    db.insert(identities).values({
      id: crypto.randomUUID(),
      user_id: userId,
      provider,
      provider_id: providerId,
      identity_data: data,
      email,
      last_sign_in_at: now,
      created_at: now,
      updated_at: now,
    }),
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
  const db = getDb(d1);
  await db.batch([
    db.delete(identities).where(eq(identities.user_id, userId)),
    db
      .update(users)
      .set({
        encrypted_password: null,
        raw_user_meta_data: metadata,
        raw_app_meta_data: sql`json_set(${users.raw_app_meta_data}, '$.provider', ${provider})`,
        updated_at: nowIso(),
      })
      .where(and(eq(users.id, userId), isNull(users.email_confirmed_at))),
  ]);
}

/** Keeps app_metadata.providers equal to the user's identities (a query for the change's batch). */
export function providersUpdate(d1: D1Database, userId: string) {
  return getDb(d1)
    .update(users)
    .set({
      raw_app_meta_data: sql`json_set(${users.raw_app_meta_data}, '$.providers', (SELECT json_group_array(provider)
        FROM (SELECT DISTINCT provider FROM identities WHERE user_id = ${userId} ORDER BY created_at)))`,
    })
    .where(eq(users.id, userId));
}

export type UnlinkUserFields = Partial<
  Pick<UserRow, "email" | "email_confirmed_at" | "phone" | "phone_confirmed_at" | "encrypted_password">
>;

/**
 * Deletes the identity and, in the same transaction, updates the user's contact fields and password as the caller
 * decided, re-derives app_metadata.providers (and .provider when it named the removed provider), and audits it.
 * Refused ("email_taken"), with nothing written, when the e-mail the user falls back to belongs to another account.
 */
export async function unlinkIdentity(
  d1: D1Database,
  user: UserRow,
  identity: IdentityRow,
  fields: UnlinkUserFields,
  fallbackProvider: string,
): Promise<Outcome<void, "email_taken">> {
  const db = getDb(d1);
  const contact =
    Object.keys(fields).length > 0
      ? [
          db
            .update(users)
            .set({ ...fields, updated_at: nowIso() })
            .where(eq(users.id, user.id)),
        ]
      : [];
  try {
    await db.batch([
      db.delete(identities).where(and(eq(identities.id, identity.id), eq(identities.user_id, user.id))),
      ...contact,
      providersUpdate(d1, user.id),
      db
        .update(users)
        .set({ raw_app_meta_data: sql`json_set(${users.raw_app_meta_data}, '$.provider', ${fallbackProvider})` })
        .where(
          and(
            eq(users.id, user.id),
            sql`json_extract(${users.raw_app_meta_data}, '$.provider') = ${identity.provider}`,
          ),
        ),
      auditInsert(d1, {
        actorId: user.id,
        action: "identity.unlink",
        entityType: "user",
        entityId: user.id,
        details: { identity_id: identity.id, provider: identity.provider },
      }),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) return refused("email_taken");
    throw err;
  }
  return done();
}
