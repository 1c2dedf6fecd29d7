import { PUSH_TOKEN_REFRESH_DAYS } from "../../domain/notifications";
import { RETENTION_DAYS } from "../../domain/retention";
import { CHALLENGE_TTL_SECONDS } from "../auth/routes-factors";
import { resealTotpSecrets } from "../auth/totp-secret";
import { SESSION_IDLE_SECONDS } from "../auth/transport";
import { deleteExpiredAuthRows } from "../db/auth-expiry";
import { deactivatePushTokensBefore } from "../db/push-tokens";
import { applyRetentionRows } from "../db/retention";
import type { Env } from "../env";
import { deleteExpiredRateLimits } from "../services/rate-limit";

const DAY_MS = 86_400_000;

/** Push tokens not refreshed for 30 days stop receiving pushes until the device registers again. */
export async function markStalePushTokens(env: Env, now: Date) {
  const cutoff = new Date(now.getTime() - PUSH_TOKEN_REFRESH_DAYS * DAY_MS).toISOString();
  return { stalePushTokens: await deactivatePushTokensBefore(env.DB, cutoff, now.toISOString()) };
}

/**
 * Expired one-time tokens, PKCE flow states, finished rate-limit windows and sessions idle longer than a refresh
 * token lives (their refresh tokens go with them) are deleted.
 */
export async function expireAuthLeftovers(env: Env, now: Date) {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000).toISOString();
  const deleted = await deleteExpiredAuthRows(env.DB, now.toISOString(), idleCutoff);
  return { ...deleted, rateLimitWindows: await deleteExpiredRateLimits(env.DB, now) };
}

/** What is kept about people past its use goes when its retention period ends (worker/db/retention.ts). */
export async function applyRetention(env: Env, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return applyRetentionRows(env.DB, {
    outbox: daysAgo(RETENTION_DAYS.outbox),
    clientAddress: daysAgo(RETENTION_DAYS.clientAddress),
    audit: daysAgo(RETENTION_DAYS.audit),
    challenges: new Date(now.getTime() - CHALLENGE_TTL_SECONDS * 1000).toISOString(),
  });
}

/** Authenticator secrets in clear or under an older key are sealed under the newest (worker/auth/totp-secret.ts). */
export function resealMfaSecrets(env: Env) {
  return resealTotpSecrets(env);
}
