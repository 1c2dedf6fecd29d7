/** Refresh tokens (`refresh_tokens`): stored hashed, rotated on every use, chained by parent for reuse detection. */
import { and, desc, eq } from "drizzle-orm";
import { getDb, nowIso, statement } from "./client";
import { refresh_tokens } from "./schema";
import { touchSession } from "./sessions";
import { lastSignInUpdate } from "./users";

export type RefreshTokenRow = typeof refresh_tokens.$inferSelect;

export async function refreshTokenByHash(d1: D1Database, hash: string): Promise<RefreshTokenRow | null> {
  const [row] = await getDb(d1).select().from(refresh_tokens).where(eq(refresh_tokens.token_hash, hash)).limit(1);
  return row ?? null;
}

/** The session's newest unrevoked token. */
export async function activeRefreshToken(d1: D1Database, sessionId: string): Promise<RefreshTokenRow | null> {
  const [row] = await getDb(d1)
    .select()
    .from(refresh_tokens)
    .where(and(eq(refresh_tokens.session_id, sessionId), eq(refresh_tokens.revoked, false)))
    .orderBy(desc(refresh_tokens.created_at))
    .limit(1);
  return row ?? null;
}

/** A new session's first refresh token (`id`, stored as `hash`) and the user's last_sign_in_at, in one batch. */
export async function recordSignIn(
  d1: D1Database,
  t: { id: string; hash: string; userId: string; sessionId: string },
): Promise<void> {
  const db = getDb(d1);
  const now = nowIso();
  await db.batch([
    db.insert(refresh_tokens).values({
      id: t.id,
      token_hash: t.hash,
      user_id: t.userId,
      session_id: t.sessionId,
      parent: null,
      revoked: false,
      created_at: now,
      updated_at: now,
    }),
    lastSignInUpdate(d1, t.userId),
  ]);
}

/**
 * Rotates `row`: revokes it and inserts its child (`next`) in one transaction, only while it is still active, so of
 * two refreshes racing with the same token exactly one gets a child. True when this call rotated it.
 */
export async function rotateRefreshToken(
  d1: D1Database,
  row: RefreshTokenRow,
  next: { id: string; hash: string },
): Promise<boolean> {
  const db = getDb(d1);
  const now = nowIso();
  // A raw D1 batch: drizzle's cannot hold the conditional insert, whose changes() is the revoke's.
  const [revoked] = await d1.batch([
    statement(
      d1,
      db
        .update(refresh_tokens)
        .set({ revoked: true, updated_at: now })
        .where(and(eq(refresh_tokens.id, row.id), eq(refresh_tokens.revoked, false))),
    ),
    d1
      .prepare(
        `INSERT INTO refresh_tokens (id, token_hash, user_id, session_id, parent, revoked, created_at, updated_at)
         SELECT ?, ?, ?, ?, ?, 0, ?, ? WHERE changes() = 1`,
      )
      .bind(next.id, next.hash, row.user_id, row.session_id, row.id, now, now),
    statement(d1, touchSession(d1, row.session_id)),
  ]);
  return revoked?.meta.changes === 1;
}
