/** One-time tokens (`one_time_tokens`): the hashed links and codes of confirmation, recovery, e-mail change and OTP. */
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { OneTimeTokenType } from "../../domain/vocabulary";
import { getDb, nowIso } from "./client";
import { one_time_tokens } from "./schema";

export type OneTimeTokenRow = typeof one_time_tokens.$inferSelect;

/** Replaces the user's outstanding tokens of this type (a new e-mail makes the previous link and code stale). */
export async function replaceOneTimeTokens(
  d1: D1Database,
  userId: string,
  type: OneTimeTokenType,
  hashes: string[],
  relatesTo: string,
  ttlSeconds: number,
): Promise<void> {
  const db = getDb(d1);
  const now = Date.now();
  await db.batch([
    db.delete(one_time_tokens).where(and(eq(one_time_tokens.user_id, userId), eq(one_time_tokens.token_type, type))),
    ...hashes.map((hash) =>
      db.insert(one_time_tokens).values({
        id: crypto.randomUUID(),
        user_id: userId,
        token_type: type,
        token_hash: hash,
        relates_to: relatesTo,
        expires_at: nowIso(now + ttlSeconds * 1000),
        created_at: nowIso(now),
      }),
    ),
  ]);
}

/** An unused, unexpired token with this hash among the given types. */
export async function findOneTimeToken(
  d1: D1Database,
  hash: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | null> {
  const [row] = await getDb(d1)
    .select()
    .from(one_time_tokens)
    .where(
      and(
        eq(one_time_tokens.token_hash, hash),
        isNull(one_time_tokens.used_at),
        gt(one_time_tokens.expires_at, nowIso()),
        inArray(one_time_tokens.token_type, types),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Consumes the token: deletes it and its siblings (the link and the code of one message), only if it is still there,
 * so a link clicked twice at once signs in once. True when this call consumed it.
 */
export async function consumeOneTimeToken(d1: D1Database, token: OneTimeTokenRow): Promise<boolean> {
  const db = getDb(d1);
  const taken = await db
    .delete(one_time_tokens)
    .where(eq(one_time_tokens.id, token.id))
    .returning({ id: one_time_tokens.id });
  if (taken.length !== 1) return false;
  if (token.user_id)
    await db
      .delete(one_time_tokens)
      .where(and(eq(one_time_tokens.user_id, token.user_id), eq(one_time_tokens.token_type, token.token_type)));
  return true;
}
