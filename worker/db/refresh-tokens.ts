/** Refresh tokens (`refresh_tokens`): stored hashed, rotated on every use, chained by parent for reuse detection. */
import { nowIso } from "./client";

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
