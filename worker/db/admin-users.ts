/**
 * Storage side of the admin user API (worker/auth/routes-admin.ts): listing, creating, changing and deleting users
 * with their audit rows in the same transaction. Knows nothing of HTTP.
 */
import { and, asc, count, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { done, type Outcome, refused } from "../../domain/outcome";
import { SUPPORT_USER_ID } from "../../domain/vocabulary";
import { type AuditEntry, auditInsert } from "./audit";
import { getDb, isUniqueViolation, nowIso } from "./client";
import { type IdentityRow, providersUpdate } from "./identities";
import type { FactorRow } from "./mfa";
import { identities, mfa_factors, profiles, sessions, users } from "./schema";
import type { UserChange, UserWithRelations } from "./users";

export async function isAdmin(d1: D1Database, userId: string): Promise<boolean> {
  const [row] = await getDb(d1)
    .select({ is_admin: profiles.is_admin })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
    .limit(1);
  return row?.is_admin === true;
}

/** `%` and `_` in a search term match themselves. */
/**
 * One page of users (newest first, deleted users left out) with their identities and factors, and the total count,
 * in two round trips. `filter` matches part of the e-mail, phone or full name.
 */
export async function listUsers(
  d1: D1Database,
  { page, perPage, filter }: { page: number; perPage: number; filter: string },
): Promise<{ users: UserWithRelations[]; total: number }> {
  const db = getDb(d1);
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a pasted e-mail can be longer.
  const like = (column: SQL) => sql`instr(lower(${column}), ${filter.toLowerCase()}) > 0`;
  const where = and(
    isNull(users.deleted_at),
    // the support line's system user is nobody an admin manages
    ne(users.id, SUPPORT_USER_ID),
    filter
      ? or(
          like(sql`${users.email}`),
          like(sql`${users.phone}`),
          like(sql`json_extract(${users.raw_user_meta_data}, '$.full_name')`),
        )
      : undefined,
  );
  const [[counted], rows] = await db.batch([
    db.select({ n: count() }).from(users).where(where),
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const total = counted?.n ?? 0;
  if (rows.length === 0) return { users: [], total };
  // One bound JSON list however long the page is (D1 binds at most 100 parameters).
  const ids = JSON.stringify(rows.map((u) => u.id));
  const [identityRows, factorRows] = await db.batch([
    db
      .select()
      .from(identities)
      .where(sql`${identities.user_id} IN (SELECT value FROM json_each(${ids}))`)
      .orderBy(asc(identities.created_at)),
    db
      .select()
      .from(mfa_factors)
      .where(sql`${mfa_factors.user_id} IN (SELECT value FROM json_each(${ids}))`)
      .orderBy(asc(mfa_factors.created_at)),
  ]);
  const byUser = <T extends { user_id: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of list) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row]);
    return map;
  };
  const identityMap = byUser<IdentityRow>(identityRows);
  const factorMap = byUser<FactorRow>(factorRows);
  return {
    users: rows.map((user) => ({
      user,
      identities: identityMap.get(user.id) ?? [],
      factors: factorMap.get(user.id) ?? [],
    })),
    total,
  };
}

/** A new e-mail or phone identity for `value`, with identity_data as GoTrue keeps it. */
const identityInsert = (
  d1: D1Database,
  userId: string,
  provider: "email" | "phone",
  value: string,
  verified: boolean,
) => {
  const now = nowIso();
  return getDb(d1)
    .insert(identities)
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      provider,
      provider_id: userId,
      identity_data: {
        sub: userId,
        [provider]: value,
        email_verified: provider === "email" && verified,
        phone_verified: provider === "phone" && verified,
      },
      email: provider === "email" ? value : null,
      created_at: now,
      updated_at: now,
    });
};

export interface NewAdminUser {
  id: string;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  bannedUntil: string | null;
}

/**
 * Creates a user with an e-mail and/or phone identity and the audit row, in one transaction. Refused ("taken"),
 * with nothing written, when the id, e-mail or phone belongs to someone (the unique indexes decide).
 */
export async function createUser(d1: D1Database, u: NewAdminUser, audit: AuditEntry): Promise<Outcome<void, "taken">> {
  const db = getDb(d1);
  const now = nowIso();
  const providers = [...(u.email ? ["email"] : []), ...(u.phone ? ["phone"] : [])];
  const contacts = [
    ...(u.email ? [identityInsert(d1, u.id, "email", u.email, u.emailConfirmed)] : []),
    ...(u.phone ? [identityInsert(d1, u.id, "phone", u.phone, u.phoneConfirmed)] : []),
  ];
  try {
    await db.batch([
      db.insert(users).values({
        id: u.id,
        email: u.email,
        phone: u.phone,
        encrypted_password: u.passwordHash,
        email_confirmed_at: u.email && u.emailConfirmed ? now : null,
        phone_confirmed_at: u.phone && u.phoneConfirmed ? now : null,
        raw_user_meta_data: u.userMetadata,
        raw_app_meta_data: { ...u.appMetadata, provider: providers[0], providers },
        banned_until: u.bannedUntil,
        created_at: now,
        updated_at: now,
      }),
      ...contacts,
      auditInsert(d1, audit),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) return refused("taken");
    throw err;
  }
  return done();
}

export interface AdminUserChange {
  email?: string;
  phone?: string;
  passwordHash?: string;
  emailConfirm?: boolean;
  phoneConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** undefined: unchanged; null: lifted */
  bannedUntil?: string | null;
  /** end every session of the user (password changed, banned) */
  endSessions: boolean;
}

/** Merges a metadata patch the way GoTrue does: a key set to null is removed. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current, ...patch };
  for (const [k, v] of Object.entries(patch)) if (v === null) delete merged[k];
  return merged;
}

/**
 * The user's e-mail or phone identity after an admin gave them a new address: its address and whether it is verified
 * set in identity_data (json() keeps the flag a JSON boolean), or a new identity when they had none of that kind.
 */
function contactIdentityWrite(
  d1: D1Database,
  current: UserWithRelations,
  provider: "email" | "phone",
  value: string,
  verified: boolean,
  now: string,
) {
  const identity = current.identities.find((i) => i.provider === provider);
  if (!identity) return identityInsert(d1, current.user.id, provider, value, verified);
  return getDb(d1)
    .update(identities)
    .set({
      ...(provider === "email" ? { email: value } : {}),
      identity_data: sql`json_set(${identities.identity_data}, ${`$.${provider}`}, ${value},
        ${`$.${provider}_verified`}, json(${verified ? "true" : "false"}))`,
      updated_at: now,
    })
    .where(eq(identities.id, identity.id));
}

/**
 * Applies an admin's change to a user and writes the audit row, in one transaction: contact fields with their
 * identities (created when the user had none of that kind), password, confirmations, metadata, ban, and the end of
 * the user's sessions when asked. Refused ("taken"), with nothing written, when the new e-mail or phone belongs to
 * someone else.
 */
export async function changeUser(
  d1: D1Database,
  current: UserWithRelations,
  change: AdminUserChange,
  audit: AuditEntry,
): Promise<Outcome<void, "taken">> {
  const db = getDb(d1);
  const { user } = current;
  const now = nowIso();
  const set: Omit<UserChange, "email_confirmed_at" | "phone_confirmed_at"> & {
    email_confirmed_at?: SQL;
    phone_confirmed_at?: SQL;
  } = {};
  const identityWrites = [];

  if (change.email !== undefined && change.email !== user.email) {
    set.email = change.email;
    set.email_change = null;
    identityWrites.push(contactIdentityWrite(d1, current, "email", change.email, Boolean(change.emailConfirm), now));
  }
  if (change.phone !== undefined && change.phone !== user.phone) {
    set.phone = change.phone;
    identityWrites.push(contactIdentityWrite(d1, current, "phone", change.phone, Boolean(change.phoneConfirm), now));
  }
  if (change.passwordHash !== undefined) set.encrypted_password = change.passwordHash;
  if (change.emailConfirm) {
    set.email_confirmed_at = sql`coalesce(${users.email_confirmed_at}, ${now})`;
    identityWrites.push(
      db
        .update(identities)
        .set({
          identity_data: sql`json_set(${identities.identity_data}, '$.email_verified', json('true'))`,
          updated_at: now,
        })
        .where(and(eq(identities.user_id, user.id), eq(identities.provider, "email"))),
    );
  }
  if (change.phoneConfirm) set.phone_confirmed_at = sql`coalesce(${users.phone_confirmed_at}, ${now})`;
  if (change.userMetadata) set.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, change.userMetadata);
  if (change.appMetadata) set.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, change.appMetadata);
  if (change.bannedUntil !== undefined) {
    set.banned_until = change.bannedUntil;
    // Lifting the ban lifts a console suspension too, or the console would still call the person suspended.
    if (change.bannedUntil === null)
      Object.assign(set, { suspended_at: null, suspended_by: null, suspension_reason: null });
  }

  const userWrite =
    Object.keys(set).length > 0
      ? [
          db
            .update(users)
            .set({ ...set, updated_at: now })
            .where(eq(users.id, user.id)),
        ]
      : [];
  const endSessions = change.endSessions ? [db.delete(sessions).where(eq(sessions.user_id, user.id))] : [];
  try {
    await db.batch([
      auditInsert(d1, audit),
      ...userWrite,
      ...identityWrites,
      providersUpdate(d1, user.id),
      ...endSessions,
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) return refused("taken");
    throw err;
  }
  return done();
}
