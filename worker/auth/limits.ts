import type { Context } from "hono";
import type { AppBindings } from "../env";
import { hitRateLimit, peekRateLimit, perIpRule, storedRateLimitKey } from "../services/rate-limit";
import { rateLimited } from "./errors";

/** The auth service's rate limits (issue 5): fixed windows counted in D1. */
export const LIMITS = {
  /** per IP */
  signIn: { limit: 30, windowSeconds: 300 },
  /** per IP */
  signUp: { limit: 30, windowSeconds: 300 },
  /** failed password sign-ins per account */
  failedSignIn: { limit: 100, windowSeconds: 3600 },
  /** e-mails (confirmation, code, recovery, change, reauthentication) per address */
  emailSend: { limit: 6, windowSeconds: 3600 },
  /** text messages per phone number */
  smsSend: { limit: 6, windowSeconds: 3600 },
  /** one-time code checks per address or phone */
  otpVerify: { limit: 10, windowSeconds: 600 },
  /** second-factor code checks per factor */
  mfaVerify: { limit: 10, windowSeconds: 600 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** Limits counted per IP address (`perIpRule`: scaled on the end-to-end server, where every browser is 127.0.0.1). */
const PER_IP: ReadonlySet<LimitName> = new Set(["signIn", "signUp"]);

function ruleFor(c: Context<AppBindings>, name: LimitName) {
  return PER_IP.has(name) ? perIpRule(LIMITS[name], c.env) : LIMITS[name];
}

export function clientIp(c: Context<AppBindings>): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

/** Counts one attempt; over the limit → 429 with Retry-After. */
export async function enforce(c: Context<AppBindings>, name: LimitName, subject: string): Promise<void> {
  const result = await hitRateLimit(c.env.DB, `${name}:${subject}`, ruleFor(c, name));
  if (!result.ok)
    throw rateLimited(name === "emailSend" ? "email" : name === "smsSend" ? "sms" : "request", result.retryAfter);
}

/** Refuses when the limit is already used up, without counting (failed sign-ins are counted only on failure). */
export async function ensureUnder(c: Context<AppBindings>, name: LimitName, subject: string): Promise<void> {
  const result = await peekRateLimit(c.env.DB, `${name}:${subject}`, ruleFor(c, name));
  if (!result.ok) throw rateLimited("request", result.retryAfter);
}

/**
 * The stored keys of every per-person counter that can lock someone out of signing in: failed passwords, code
 * checks, e-mails and text messages sent, second-factor checks (restore-user-auth in /debug-index clears them).
 * The per-IP limits are nobody's own and stay.
 */
export function personalLimitKeys(
  person: { id: string; email: string | null; phone: string | null },
  factorIds: readonly string[],
): string[] {
  const keys: [LimitName, string][] = [
    ["failedSignIn", person.id],
    ["otpVerify", `user:${person.id}`],
    ["otpVerify", `reauthentication:${person.id}`],
  ];
  if (person.email) keys.push(["emailSend", person.email], ["otpVerify", person.email]);
  if (person.phone) keys.push(["smsSend", person.phone], ["otpVerify", person.phone]);
  for (const id of factorIds) keys.push(["mfaVerify", id]);
  return keys.map(([name, subject]) => storedRateLimitKey(`${name}:${subject}`, LIMITS[name]));
}
