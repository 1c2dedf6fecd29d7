/**
 * What a password must be (issue 5, after NIST SP 800-63B): 8 to 128 characters, no composition rules, and not
 * one of the most common passwords (case-insensitive; the list is shipped in the repo, see
 * scripts/common-passwords.ts). Characters are counted as Unicode code points, so "pässwörd" is 8.
 *
 * The reasons are GoTrue's `weak_password.reasons` values, so the auth service can answer 422 `weak_password`
 * with them unchanged: "length", "pwned" (a known, common password) and "characters" (here: control characters
 * or broken Unicode, which could not be typed again reliably).
 */
import { COMMON_PASSWORDS } from "./data/common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = "length" | "pwned" | "characters";

export type PasswordCheck = { ok: true } | { ok: false; reasons: PasswordProblem[]; message: string };

export const PASSWORD_MESSAGES = {
  tooShort: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password should be at most ${PASSWORD_MAX_LENGTH} characters.`,
  pwned: "This password is too common. Choose a less common password.",
  characters: "Password can't contain line breaks, tabs or other control characters.",
} as const;

// Control characters (C0, DEL, C1) and lone UTF-16 surrogates (with the u flag a well-formed pair is one code
// point above U+FFFF, so only a surrogate without its other half matches the range).
const FORBIDDEN = /[\p{Cc}\uD800-\uDFFF]/u;

let commonSet: Set<string> | null = null;

/** The common-password list as a Set, built on first use (about 18 000 short strings). */
function commonPasswords(): Set<string> {
  commonSet ??= new Set(COMMON_PASSWORDS.split("\n"));
  return commonSet;
}

/** Whether the password is on the shipped list of common passwords, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The number of characters as the policy counts them (Unicode code points). */
export function passwordLength(password: string): number {
  let n = 0;
  for (const _ of password) n++;
  return n;
}

/**
 * Checks a new password (sign-up, reset, change). Every problem found is listed; `message` is what to show the
 * person, one sentence per problem.
 */
export function checkPassword(password: string): PasswordCheck {
  const reasons: PasswordProblem[] = [];
  const messages: string[] = [];
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) {
    reasons.push("length");
    messages.push(PASSWORD_MESSAGES.tooShort);
  } else if (length > PASSWORD_MAX_LENGTH) {
    reasons.push("length");
    messages.push(PASSWORD_MESSAGES.tooLong);
  }
  if (FORBIDDEN.test(password)) {
    reasons.push("characters");
    messages.push(PASSWORD_MESSAGES.characters);
  }
  if (reasons.length === 0 && isCommonPassword(password)) {
    reasons.push("pwned");
    messages.push(PASSWORD_MESSAGES.pwned);
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons, message: messages.join(" ") };
}
