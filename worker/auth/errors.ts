import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ACCOUNT_SUSPENDED_MESSAGE } from "../../domain/account-suspension";
import { noteForLog } from "../middleware/request-log";

/** GoTrue's API version: auth-js reads `code` as the error code when a response carries it. */
export const API_VERSION_HEADER = "X-Supabase-Api-Version";
export const API_VERSION = "2024-01-01";

/**
 * An auth error on the wire. GoTrue's shape (`code`, `msg`), which `@supabase/auth-js` parses, plus the app's one
 * error shape (`error: { code, message }`) so every other client reads auth errors like any API error.
 */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function authErrorResponse(c: Context, err: AuthError): Response {
  noteForLog(c, { error: err.code });
  c.header(API_VERSION_HEADER, API_VERSION);
  for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  return c.json(
    {
      code: err.code,
      error_code: err.code,
      msg: err.message,
      message: err.message,
      ...err.extra,
      error: { code: err.code, message: err.message },
    },
    err.status,
  );
}

/**
 * A banned account's refusal (GoTrue's user_banned). An admin's suspension (/admin/travelers) says so and how to
 * reach support; another ban (the admin API's ban_duration) keeps GoTrue's words.
 */
export const userBanned = (suspended: boolean) =>
  new AuthError(400, "user_banned", suspended ? ACCOUNT_SUSPENDED_MESSAGE : "User is banned");

export const invalidCredentials = () => new AuthError(400, "invalid_credentials", "Invalid login credentials");
export const validationFailed = (message: string) => new AuthError(400, "validation_failed", message);
export const noAuthorization = () =>
  new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token or session cookie");
export const badJwt = (message = "invalid JWT: unable to parse or verify signature") =>
  new AuthError(403, "bad_jwt", message);
export const sessionNotFound = () =>
  new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
export const otpExpired = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

export function rateLimited(kind: "request" | "email" | "sms", retryAfter: number): AuthError {
  const code =
    kind === "email"
      ? "over_email_send_rate_limit"
      : kind === "sms"
        ? "over_sms_send_rate_limit"
        : "over_request_rate_limit";
  const message =
    kind === "request"
      ? "Too many requests. Please try again later."
      : `For security purposes, you can only request this after ${retryAfter} seconds.`;
  return new AuthError(429, code, message, {}, { "Retry-After": String(retryAfter) });
}
