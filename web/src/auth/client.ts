import type { AuthUser } from "../../../domain/api/auth";
import type { Contact } from "../../../domain/credentials";
import { authPathReturningTo } from "../../../domain/return-path";
import type { Aal } from "../../../domain/vocabulary";
import { appFetch } from "../lib/transport";
import { pendingReturnPath } from "./return-path";

/**
 * The web app's client of /auth/v1 over the cookie transport: every call says `X-Session-Transport: cookie` and
 * sends the same-origin cookies, the server keeps the tokens in HttpOnly cookies, and the app only ever sees the
 * session's expiry and user. Errors come in GoTrue's shape (`code`, `msg`).
 */

/** A session as the cookie transport describes it: no tokens, only when it expires and whose it is. */
export interface CookieSession {
  token_type: "bearer";
  expires_in: number;
  /** Seconds since the epoch. */
  expires_at: number;
  user: AuthUser;
  /** The session's assurance level (aal2 once an authenticator code was entered); absent from GET /user. */
  aal?: Aal;
}

/** POST /factors: a new, not yet verified authenticator, with its secret to scan (qr_code is `<svg>` markup). */
export interface TotpEnrollment {
  id: string;
  type: "totp";
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

export type OtpType = "email" | "recovery" | "signup" | "sms" | "email_change";
export type SignOutScope = "local" | "global" | "others";

/** A refused or failed auth call: the HTTP status (0 when the network failed), GoTrue's error code and message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }

  /** Worth retrying: the network failed or the server did (5xx); a 4xx answer will not change. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/** Reads GoTrue's error body (`code`/`error_code` and `msg`/`message`/`error_description`, or our `error` object). */
export async function authErrorFrom(res: Response): Promise<AuthError> {
  type Body = {
    code?: unknown;
    error_code?: unknown;
    msg?: unknown;
    message?: unknown;
    error_description?: unknown;
    error?: unknown;
  };
  const body = (await res.json().catch(() => null)) as Body | null;
  const nested = typeof body?.error === "object" && body.error !== null ? (body.error as Body) : null;
  const text = (...values: unknown[]) => values.find((v): v is string => typeof v === "string" && v !== "");
  const code =
    text(body?.error_code, body?.code, nested?.code, typeof body?.error === "string" ? body.error : undefined) ??
    `http_${res.status}`;
  const message = text(body?.msg, body?.message, body?.error_description, nested?.message) ?? res.statusText;
  return new AuthError(res.status, code, message || "Request failed");
}

async function call<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await appFetch(`/auth/v1${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "X-Session-Transport": "cookie",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new AuthError(0, "network_error", err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) throw await authErrorFrom(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The page the e-mail links come back to (spec §7: sign-up → origin + /auth, recovery → origin + /reset-password). */
function redirectTo(path: string): string {
  return `?redirect_to=${encodeURIComponent(`${window.location.origin}${path}`)}`;
}

/** /auth, carrying the page a guest came from, so the confirmation link brings them back to it (issue 14). */
function authReturn(): string {
  const back = pendingReturnPath(window.location.search);
  return back ? authPathReturningTo(back) : "/auth";
}

function isSession(value: unknown): value is CookieSession {
  return typeof value === "object" && value !== null && "expires_at" in value && "user" in value;
}

/** Sign-up answers the user (the e-mail still needs confirming) or, when confirmation is off, a session. */
export type SignUpResult = { user: AuthUser; session: CookieSession | null };

export const authClient = {
  signInWithPassword: (contact: Contact, password: string) =>
    call<CookieSession>("POST", "/token?grant_type=password", { ...contact, password }),

  async signUp(contact: Contact, password: string, data?: Record<string, unknown>): Promise<SignUpResult> {
    const body = await call<AuthUser | CookieSession>("POST", `/signup${redirectTo(authReturn())}`, {
      ...contact,
      password,
      ...(data ? { data } : {}),
    });
    return isSession(body) ? { user: body.user, session: body } : { user: body, session: null };
  },

  /** E-mails a 6-digit code (spec §7 POST /otp); creates the account on first use. */
  signInWithOtp: (email: string) => call<unknown>("POST", "/otp", { email, create_user: true }),

  verifyOtp: (params: { type: OtpType; token: string } & Contact) => call<CookieSession>("POST", "/verify", params),

  resendSignup: (contact: Contact) =>
    call<unknown>("POST", `/resend${redirectTo(authReturn())}`, {
      type: "email" in contact ? "signup" : "sms",
      ...contact,
    }),

  resetPasswordForEmail: (email: string) =>
    call<unknown>("POST", `/recover${redirectTo("/reset-password")}`, { email }),

  updateUser: (attributes: { password?: string; email?: string; data?: Record<string, unknown> }) =>
    call<AuthUser>("PUT", "/user", attributes),

  getUser: () => call<AuthUser>("GET", "/user"),

  /** Rotates the refresh token held in the cookie (empty body: the cookie carries it). */
  refresh: () => call<CookieSession>("POST", "/token?grant_type=refresh_token", {}),

  signOut: (scope: SignOutScope = "local") => call<void>("POST", `/logout?scope=${scope}`),

  /** Starts setting up an authenticator app; it counts once a first code is verified. */
  enrollTotp: (friendlyName: string) =>
    call<TotpEnrollment>("POST", "/factors", { factor_type: "totp", friendly_name: friendlyName }),

  /** Checks a code against the factor (a challenge, then its verification): the session comes back at aal2. */
  async verifyTotp(factorId: string, code: string): Promise<CookieSession> {
    const path = `/factors/${encodeURIComponent(factorId)}`;
    const challenge = await call<{ id: string }>("POST", `${path}/challenge`, {});
    return call<CookieSession>("POST", `${path}/verify`, { challenge_id: challenge.id, code });
  },

  /** Removes an authenticator (a verified one only from an aal2 session). */
  unenroll: (factorId: string) => call<{ id: string }>("DELETE", `/factors/${encodeURIComponent(factorId)}`),

  /** An admin removes a person's authenticator (GoTrue's admin API; audited, the person is e-mailed). */
  adminRemoveFactor: (userId: string, factorId: string) =>
    call<unknown>("DELETE", `/admin/users/${encodeURIComponent(userId)}/factors/${encodeURIComponent(factorId)}`),

  signInWithIdToken: (provider: "google" | "apple", token: string, nonce?: string) =>
    call<CookieSession>("POST", "/token?grant_type=id_token", {
      provider,
      id_token: token,
      ...(nonce ? { nonce } : {}),
    }),
};

export type AuthClient = typeof authClient;

/** Spec §8: signing out when the server no longer knows the session is not an error. */
export function isSessionMissing(err: unknown): boolean {
  return (
    err instanceof AuthError &&
    (err.code === "session_not_found" || err.code === "refresh_token_not_found" || err.code === "no_authorization")
  );
}
