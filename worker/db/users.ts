/** Accounts (`users`): reading them by id or address, creating one with its first identity, and changing them. */
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { getDb, isUniqueViolation, nowIso } from "./client";
import type { IdentityRow } from "./identities";
import type { FactorRow } from "./mfa";
import { identities, mfa_factors, users } from "./schema";

export type UserRow = typeof users.$inferSelect;

/** The account (not deleted) that `match` finds, or null. */
async function liveUser(d1: D1Database, match: SQL): Promise<UserRow | null> {
  const [row] = await getDb(d1)
    .select()
    .from(users)
    .where(and(match, isNull(users.deleted_at)))
    .limit(1);
  return row ?? null;
}

export const userById = (d1: D1Database, id: string) => liveUser(d1, eq(users.id, id));

export const userByEmail = (d1: D1Database, email: string) => liveUser(d1, eq(users.email, email));

export const userByPhone = (d1: D1Database, phone: string) => liveUser(d1, eq(users.phone, phone));

/** The user who asked to move their account to this address (an e-mail change waiting for confirmation). */
export const userByPendingEmail = (d1: D1Database, email: string) => liveUser(d1, eq(users.email_change, email));

export interface UserWithRelations {
  user: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
}

/** The user with their identities and factors, in one round trip. */
export async function userWithRelations(d1: D1Database, id: string): Promise<UserWithRelations | null> {
  const db = getDb(d1);
  const [found, ids, factors] = await db.batch([
    db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deleted_at))),
    db.select().from(identities).where(eq(identities.user_id, id)).orderBy(asc(identities.created_at)),
    db.select().from(mfa_factors).where(eq(mfa_factors.user_id, id)).orderBy(asc(mfa_factors.created_at)),
  ]);
  const user = found[0];
  return user ? { user, identities: ids, factors } : null;
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
  const db = getDb(d1);
  const id = crypto.randomUUID();
  const now = nowIso();
  try {
    await db.batch([
      db.insert(users).values({
        id,
        email: u.email,
        phone: u.phone,
        encrypted_password: u.passwordHash,
        email_confirmed_at: u.emailConfirmedAt ?? null,
        phone_confirmed_at: u.phoneConfirmedAt ?? null,
        raw_user_meta_data: u.metadata,
        raw_app_meta_data: { provider: u.provider, providers: [u.provider] },
        created_at: now,
        updated_at: now,
      }),
      db.insert(identities).values({
        id: crypto.randomUUID(),
        user_id: id,
        provider: identity.provider,
        provider_id: identity.providerId ?? id,
        identity_data: {
          sub: identity.providerId ?? id,
          ...(u.email ? { email: u.email } : {}),
          ...(u.phone ? { phone: u.phone } : {}),
          email_verified: Boolean(u.emailConfirmedAt),
          phone_verified: Boolean(u.phoneConfirmedAt),
          ...identity.data,
        },
        email: u.email,
        created_at: now,
        updated_at: now,
      }),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return id;
}

export type UserChange = Partial<
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
>;

export async function updateUser(d1: D1Database, id: string, fields: UserChange): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await getDb(d1)
    .update(users)
    .set({ ...fields, updated_at: nowIso() })
    .where(eq(users.id, id));
}

/** The user's e-mail identity marked verified (identity_data as GoTrue keeps it), with its new address on a change. */
const verifyEmailIdentity = (d1: D1Database, userId: string, now: string, email?: string) =>
  getDb(d1)
    .update(identities)
    .set({
      ...(email ? { email } : {}),
      identity_data: email
        ? sql`json_set(${identities.identity_data}, '$.email', ${email}, '$.email_verified', json('true'))`
        : sql`json_set(${identities.identity_data}, '$.email_verified', json('true'))`,
      updated_at: now,
    })
    .where(and(eq(identities.user_id, userId), eq(identities.provider, "email")));

/** Marks the e-mail identity verified too, so identities tell the truth after a confirmation. */
export async function confirmEmail(d1: D1Database, userId: string): Promise<void> {
  const db = getDb(d1);
  const now = nowIso();
  await db.batch([
    db
      .update(users)
      .set({ email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, ${now})`, updated_at: now })
      .where(eq(users.id, userId)),
    verifyEmailIdentity(d1, userId, now),
  ]);
}

/** A confirmed e-mail change: the new address becomes the account's and its e-mail identity's, confirmed. */
export async function changeEmail(d1: D1Database, userId: string, email: string): Promise<void> {
  const db = getDb(d1);
  const now = nowIso();
  await db.batch([
    db
      .update(users)
      .set({
        email,
        email_change: null,
        email_change_confirmed: null,
        email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, ${now})`,
        updated_at: now,
      })
      .where(eq(users.id, userId)),
    verifyEmailIdentity(d1, userId, now, email),
  ]);
}

export async function confirmPhone(d1: D1Database, userId: string): Promise<void> {
  const now = nowIso();
  await getDb(d1)
    .update(users)
    .set({ phone_confirmed_at: sql`coalesce(${users.phone_confirmed_at}, ${now})`, updated_at: now })
    .where(eq(users.id, userId));
}

/** Stamps the account's last_sign_in_at (a query to run in the sign-in's batch). */
export const lastSignInUpdate = (d1: D1Database, userId: string) =>
  getDb(d1).update(users).set({ last_sign_in_at: nowIso() }).where(eq(users.id, userId));
