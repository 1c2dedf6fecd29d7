import { MESSAGES } from "./messages";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordLength } from "./password-policy";

/**
 * Client-side checks of the sign-in, sign-up and code forms (spec §5). The server checks again and has the last word
 * (it also refuses the most common passwords, with its own message: the list stays out of the web bundle).
 */

export const OTP_LENGTH = 6;

export type ContactMethod = "email" | "phone";
export type Contact = { email: string } | { phone: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a country code and up to 15 digits in all. */
const PHONE = /^\+[1-9]\d{6,14}$/;

/** A phone number as typed ("+7 (701) 123-45-67") in E.164 form ("+77011234567"); a leading 00 counts as "+". */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/[\s().-]/g, "");
  return digits.startsWith("00") ? `+${digits.slice(2)}` : digits;
}

/** The e-mail or phone a form holds, trimmed and normalized; null when the field is empty. */
export function contactFrom(method: ContactMethod, raw: string): Contact | null {
  const value = raw.trim();
  if (!value) return null;
  return method === "email" ? { email: value } : { phone: normalizePhone(value) };
}

/** The first problem with an e-mail or phone that is present, or null. */
export function contactError(contact: Contact): string | null {
  if ("email" in contact) return EMAIL.test(contact.email) ? null : MESSAGES.invalidEmail;
  return PHONE.test(contact.phone) ? null : MESSAGES.invalidPhone;
}

/** A new password's length rule (8 to 128 characters as the server counts them, no composition rules). */
export function newPasswordError(password: string): string | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/**
 * Sign-in (`newPassword` false) and sign-up (true): spec §5 wants an e-mail or a phone and a password, then the
 * contact must be well-formed and, for a new account, the password long enough.
 */
export function credentialsError(contact: Contact | null, password: string, newPassword: boolean): string | null {
  if (!contact || !password) return MESSAGES.emailOrPhoneAndPassword;
  return contactError(contact) ?? (newPassword ? newPasswordError(password) : null);
}

/** The one-time-code form's e-mail (spec §5: "You must provide either an email or phone number."). */
export function codeRequestError(contact: Contact | null): string | null {
  return contact ? contactError(contact) : MESSAGES.emailOrPhone;
}

/** A 6-digit code as typed or pasted ("123 456") → "123456"; null unless exactly six digits remain. */
export function otpFrom(raw: string): string | null {
  const digits = raw.replace(/\s/g, "");
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(digits) ? digits : null;
}
