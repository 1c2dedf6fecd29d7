/** One-time tokens (`one_time_tokens`): the hashed links and codes of confirmation, recovery, e-mail change and OTP. */
import { nowIso } from "./client";

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
