/**
 * Two-step sign-in with an authenticator app (TOTP, worker/auth/routes-factors.ts): who still owes a code, and the
 * words the web app shows around it.
 */
import type { AuthUser } from "./api/auth";
import type { Aal } from "./vocabulary";

/** The person's authenticator, if they have set one up (the web app offers one; the API allows up to ten). */
export const verifiedFactor = (user: AuthUser | null) =>
  user?.factors.find((f) => f.factor_type === "totp" && f.status === "verified") ?? null;

/** A session that has not used the account's authenticator yet: it opens nothing until the code is entered. */
export const secondFactorDue = (user: AuthUser | null, aal: Aal | null) =>
  verifiedFactor(user) !== null && aal !== "aal2";

/** What a code looks like: six digits (spaces, as some apps show "123 456", are dropped). */
export const normalizeCode = (text: string) => text.replace(/\s+/g, "");
export const isCodeShaped = (code: string) => /^\d{6}$/.test(code);

export const SECOND_FACTOR_TEXT = {
  promptTitle: "Two-step sign-in",
  promptBody: "Open your authenticator app and enter the 6-digit code it shows for Untrodden.",
  codeLabel: "6-digit code",
  verify: "Verify",
  verifying: "Verifying…",
  useAnotherAccount: "Log out",
  codeShape: "Enter the 6 digits your authenticator app shows",
  wrongCode: "That code did not work. Enter the code your app shows now.",
  tooManyTries: "Too many tries. Wait a few minutes, then try again.",
  failed: "Could not check the code. Check your connection and try again.",
  enrolled: "Two-step sign-in is on",
  removed: "Two-step sign-in is off",
} as const;

/** The Sign-in & Security page (/security). */
export const SECURITY_PATH = "/security";
