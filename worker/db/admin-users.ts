/**
 * Storage side of the admin user API (worker/auth/routes-admin.ts): listing, creating, changing and deleting users
 * with their audit rows in the same transaction. Knows nothing of HTTP.
 */
import { type AuditEntry, auditStatement } from "./audit";
import { nowIso } from "./client";
import { type IdentityRow, providersUpdate } from "./identities";
import type { FactorRow } from "./mfa";
import type { UserRow, UserWithRelations } from "./users";

export async function isAdmin(d1: D1Database, userId: string): Promise<boolean> {
  const row = await d1
    .prepare("SELECT is_admin FROM profiles WHERE user_id = ?")
    .bind(userId)
    .first<{ is_admin: number }>();
  return row?.is_admin === 1;
}

/** `%` and `_` in a search term match themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * One page of users (newest first, deleted users left out) with their identities and factors, and the total count,
 * in two round trips. `filter` matches part of the e-mail, phone or full name.
 */
export async function listUsers(
  d1: D1Database,
  { page, perPage, filter }: { page: number; perPage: number; filter: string },
): Promise<{ users: UserWithRelations[]; total: number }> {
  const where = filter
    ? `WHERE deleted_at IS NULL AND (email LIKE ?1 ESCAPE '\\' OR phone LIKE ?1 ESCAPE '\\'
         OR json_extract(raw_user_meta_data, '$.full_name') LIKE ?1 ESCAPE '\\')`
    : "WHERE deleted_at IS NULL";
  const args = filter ? [likePattern(filter)] : [];
  const [countResult, pageResult] = await d1.batch([
    d1.prepare(`SELECT count(*) AS n FROM users ${where}`).bind(...args),
    d1
      .prepare(
        `SELECT * FROM users ${where} ORDER BY created_at DESC, id DESC LIMIT ?${args.length + 1} OFFSET ?${args.length + 2}`,
      )
      .bind(...args, perPage, (page - 1) * perPage),
  ]);
  const total = (countResult?.results[0] as { n: number } | undefined)?.n ?? 0;
  const users = (pageResult?.results ?? []) as UserRow[];
  if (users.length === 0) return { users: [], total };
  const ids = JSON.stringify(users.map((u) => u.id));
  const [identities, factors] = await d1.batch([
    d1
      .prepare("SELECT * FROM identities WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY created_at")
      .bind(ids),
    d1
      .prepare("SELECT * FROM mfa_factors WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY created_at")
      .bind(ids),
  ]);
  const byUser = <T extends { user_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row]);
    return map;
  };
  const identityMap = byUser((identities?.results ?? []) as IdentityRow[]);
  const factorMap = byUser((factors?.results ?? []) as FactorRow[]);
  return {
    users: users.map((user) => ({
      user,
      identities: identityMap.get(user.id) ?? [],
      factors: factorMap.get(user.id) ?? [],
    })),
    total,
  };
}

export class DuplicateError extends Error {}

const identityInsert = (
  d1: D1Database,
  userId: string,
  provider: "email" | "phone",
  data: Record<string, unknown>,
  email: string | null,
) => {
  const now = nowIso();
  return d1
    .prepare(
      `INSERT INTO identities (id, user_id, provider, provider_id, identity_data, email, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(crypto.randomUUID(), userId, provider, userId, JSON.stringify(data), email, now, now);
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
 * Creates a user with an e-mail and/or phone identity and the audit row, in one transaction. Throws DuplicateError
 * when the id, e-mail or phone is taken (the unique indexes decide).
 */
export async function createUser(d1: D1Database, u: NewAdminUser, audit: AuditEntry): Promise<void> {
  const now = nowIso();
  const providers = [...(u.email ? ["email"] : []), ...(u.phone ? ["phone"] : [])];
  const appMeta = { ...u.appMetadata, provider: providers[0], providers };
  const statements = [
    d1
      .prepare(
        `INSERT INTO users (id, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
           raw_user_meta_data, raw_app_meta_data, banned_until, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        u.id,
        u.email,
        u.phone,
        u.passwordHash,
        u.email && u.emailConfirmed ? now : null,
        u.phone && u.phoneConfirmed ? now : null,
        JSON.stringify(u.userMetadata),
        JSON.stringify(appMeta),
        u.bannedUntil,
        now,
        now,
      ),
  ];
  if (u.email) {
    statements.push(
      identityInsert(
        d1,
        u.id,
        "email",
        { sub: u.id, email: u.email, email_verified: u.emailConfirmed, phone_verified: false },
        u.email,
      ),
    );
  }
  if (u.phone) {
    statements.push(
      identityInsert(
        d1,
        u.id,
        "phone",
        { sub: u.id, phone: u.phone, email_verified: false, phone_verified: u.phoneConfirmed },
        null,
      ),
    );
  }
  statements.push(auditStatement(d1, audit));
  try {
    await d1.batch(statements);
  } catch (err) {
    if (String(err).includes("UNIQUE") || String(err).includes("PRIMARY KEY")) throw new DuplicateError(String(err));
    throw err;
  }
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
 * Applies an admin's change to a user and writes the audit row, in one transaction: contact fields with their
 * identities (created when the user had none of that kind), password, confirmations, metadata, ban, and the end of
 * the user's sessions when asked. Throws DuplicateError when the new e-mail or phone belongs to someone else.
 */
export async function changeUser(
  d1: D1Database,
  current: UserWithRelations,
  change: AdminUserChange,
  audit: AuditEntry,
): Promise<void> {
  const { user, identities } = current;
  const now = nowIso();
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    values.push(value);
  };
  const statements: D1PreparedStatement[] = [];

  if (change.email !== undefined && change.email !== user.email) {
    set("email", change.email);
    set("email_change", null);
    const identity = identities.find((i) => i.provider === "email");
    const verified = Boolean(change.emailConfirm);
    if (identity) {
      statements.push(
        d1
          .prepare(
            `UPDATE identities SET email = ?1, identity_data = json_set(identity_data, '$.email', ?1, '$.email_verified', json(?2)),
               updated_at = ?3 WHERE id = ?4`,
          )
          .bind(change.email, verified ? "true" : "false", now, identity.id),
      );
    } else {
      statements.push(
        identityInsert(
          d1,
          user.id,
          "email",
          { sub: user.id, email: change.email, email_verified: verified, phone_verified: false },
          change.email,
        ),
      );
    }
  }
  if (change.phone !== undefined && change.phone !== user.phone) {
    set("phone", change.phone);
    const identity = identities.find((i) => i.provider === "phone");
    const verified = Boolean(change.phoneConfirm);
    if (identity) {
      statements.push(
        d1
          .prepare(
            `UPDATE identities SET identity_data = json_set(identity_data, '$.phone', ?1, '$.phone_verified', json(?2)),
               updated_at = ?3 WHERE id = ?4`,
          )
          .bind(change.phone, verified ? "true" : "false", now, identity.id),
      );
    } else {
      statements.push(
        identityInsert(
          d1,
          user.id,
          "phone",
          { sub: user.id, phone: change.phone, email_verified: false, phone_verified: verified },
          null,
        ),
      );
    }
  }
  if (change.passwordHash !== undefined) set("encrypted_password", change.passwordHash);
  if (change.emailConfirm) {
    sets.push("email_confirmed_at = coalesce(email_confirmed_at, ?)");
    values.push(now);
    statements.push(
      d1
        .prepare(
          `UPDATE identities SET identity_data = json_set(identity_data, '$.email_verified', json('true')), updated_at = ?
           WHERE user_id = ? AND provider = 'email'`,
        )
        .bind(now, user.id),
    );
  }
  if (change.phoneConfirm) {
    sets.push("phone_confirmed_at = coalesce(phone_confirmed_at, ?)");
    values.push(now);
  }
  if (change.userMetadata)
    set("raw_user_meta_data", JSON.stringify(mergeMetadata(parse(user.raw_user_meta_data), change.userMetadata)));
  if (change.appMetadata)
    set("raw_app_meta_data", JSON.stringify(mergeMetadata(parse(user.raw_app_meta_data), change.appMetadata)));
  if (change.bannedUntil !== undefined) set("banned_until", change.bannedUntil);

  const batch: D1PreparedStatement[] = [];
  if (sets.length > 0) {
    batch.push(
      d1.prepare(`UPDATE users SET ${sets.join(", ")}, updated_at = ? WHERE id = ?`).bind(...values, now, user.id),
    );
  }
  batch.push(...statements, providersUpdate(d1, user.id));
  if (change.endSessions) batch.push(d1.prepare("DELETE FROM sessions WHERE user_id = ?").bind(user.id));
  batch.push(auditStatement(d1, audit));
  try {
    await d1.batch(batch);
  } catch (err) {
    if (String(err).includes("UNIQUE")) throw new DuplicateError(String(err));
    throw err;
  }
}

function parse(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
