/**
 * Fixed-window rate limits counted in D1 (`rate_limits`: key, window_start, count). A hit is one atomic
 * statement (insert the window's row or add one to it, returning the new count), so concurrent requests in
 * different isolates never both slip under the limit.
 *
 * A window is [window_start, window_start + windowSeconds), window_start a multiple of windowSeconds in Unix
 * seconds. The stored key is prefixed with the window length (`300:signin:ip:203.0.113.7`), so the same caller
 * key under two rules never shares a counter, and the cleanup knows each row's end without a column for it.
 */
import { countHit, deleteEndedWindows, hitsSoFar } from "../db/rate-limits";
import type { Env } from "../env";
import { ipLimitFactor } from "../site-origin";

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * A limit counted per IP address, scaled by AUTH_IP_LIMIT_FACTOR on a local site (`ipLimitFactor`): the end-to-end
 * server and the load bench send every browser's requests from 127.0.0.1.
 */
export function perIpRule(
  rule: RateLimitRule,
  env: Pick<Env, "AUTH_IP_LIMIT_FACTOR" | "PUBLIC_ORIGIN">,
): RateLimitRule {
  const factor = ipLimitFactor(env);
  return factor > 1 ? { ...rule, limit: Math.floor(rule.limit * factor) } : rule;
}

export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfter: number };

function check(rule: RateLimitRule) {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`rate limit must be >= 1: ${rule.limit}`);
  if (!Number.isInteger(rule.windowSeconds) || rule.windowSeconds < 1) {
    throw new Error(`rate-limit window must be a positive number of seconds: ${rule.windowSeconds}`);
  }
}

/** The key a counter of `key` under `rule` is stored with (prefixed with the window length). */
export const storedRateLimitKey = (key: string, rule: RateLimitRule) => `${rule.windowSeconds}:${key}`;

function windowOf(key: string, rule: RateLimitRule, now: Date) {
  check(rule);
  const seconds = now.getTime() / 1000;
  const start = Math.floor(seconds / rule.windowSeconds) * rule.windowSeconds;
  return {
    storedKey: storedRateLimitKey(key, rule),
    start,
    /** Whole seconds until the window ends (at least 1), the Retry-After value. */
    retryAfter: Math.max(1, Math.ceil(start + rule.windowSeconds - seconds)),
  };
}

/**
 * Counts one hit against `key` under `rule` and says whether it is within the limit. A refused hit still
 * counts (the window's count only grows), so hammering does not help.
 */
export async function hitRateLimit(
  db: D1Database,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const w = windowOf(key, rule, now);
  const count = await countHit(db, w.storedKey, w.start);
  return count <= rule.limit ? { ok: true, remaining: rule.limit - count } : { ok: false, retryAfter: w.retryAfter };
}

/**
 * Whether one more hit would be allowed, without counting one: for limits counted only on failure (failed
 * sign-ins per account), checked before the password is verified.
 */
export async function peekRateLimit(
  db: D1Database,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const w = windowOf(key, rule, now);
  const count = await hitsSoFar(db, w.storedKey, w.start);
  return count < rule.limit ? { ok: true, remaining: rule.limit - count } : { ok: false, retryAfter: w.retryAfter };
}

/** Deletes the windows that have ended (for the cron); returns how many rows went. */
export async function deleteExpiredRateLimits(db: D1Database, now: Date = new Date()): Promise<number> {
  return deleteEndedWindows(db, Math.floor(now.getTime() / 1000));
}
