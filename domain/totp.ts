/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 30-second steps, 6 digits — what every
 * authenticator app uses by default. WebCrypto only, so it runs in workerd, browsers and Node alike.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one still accepted (clock drift between the phone and the server). */
export const TOTP_DRIFT_STEPS = 1;
/** 160-bit secrets, the size RFC 4226 recommends for HMAC-SHA1. */
export const TOTP_SECRET_BYTES = 20;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding (the form authenticator apps and otpauth:// URIs use). */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET[(buffer >>> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * Decodes base32 leniently as people type it (case, spaces, hyphens and padding ignored); null when a character
 * is outside the alphabet.
 */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  const out = new Uint8Array(Math.floor((clean.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >>> bits) & 255;
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

/** A fresh random secret: 160 bits, base32 (32 characters). */
export function generateTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
}

/** The time step a moment falls in (Unix seconds / 30, rounded down). */
export function totpStep(nowSeconds: number): number {
  return Math.floor(nowSeconds / TOTP_PERIOD_SECONDS);
}

async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits: number): Promise<string> {
  const message = new Uint8Array(8);
  // The counter is a 64-bit big-endian integer; steps stay far below 2^53.
  new DataView(message.buffer).setUint32(0, Math.floor(counter / 2 ** 32));
  new DataView(message.buffer).setUint32(4, counter >>> 0);
  const hmacKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * The code for one time step. `digits` is 6 for everything the product does; the RFC's 8-digit test vectors
 * need the parameter.
 */
export async function totpCode(secretBase32: string, step: number, digits = TOTP_DIGITS): Promise<string> {
  const key = base32Decode(secretBase32);
  if (!key || key.length === 0) throw new Error("TOTP secret is not valid base32");
  if (!Number.isSafeInteger(step) || step < 0) throw new Error("TOTP step must be a non-negative integer");
  return hotp(key, step, digits);
}

/** Constant-time comparison of two equal-length digit strings. */
function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type TotpVerification = { ok: true; step: number } | { ok: false };

/**
 * Checks a code typed by the user against the steps around `nowSeconds` (±1 step of drift). A step at or before
 * `lastUsedStep` is refused, so each code works once and an older code never works after a newer one did; the
 * caller stores the returned step as the factor's new `lastUsedStep`. Spaces in the typed code are ignored.
 */
export async function verifyTotp(
  secretBase32: string,
  code: string,
  nowSeconds: number,
  lastUsedStep: number | null,
): Promise<TotpVerification> {
  const typed = code.replace(/\s/g, "");
  if (!/^\d+$/.test(typed) || typed.length !== TOTP_DIGITS) return { ok: false };
  const key = base32Decode(secretBase32);
  if (!key || key.length === 0) return { ok: false };
  const current = totpStep(nowSeconds);
  let matched: number | null = null;
  // Every candidate is computed, so the time taken does not tell which step matched.
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    if (step < 0) continue;
    const expected = await hotp(key, step, TOTP_DIGITS);
    if (sameCode(expected, typed) && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched === null ? { ok: false } : { ok: true, step: matched };
}

/**
 * The otpauth:// URI an authenticator app scans (as a QR code) to add the factor:
 * `otpauth://totp/<issuer>:<account>?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`.
 */
export function totpUri({ secret, issuer, account }: { secret: string; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: secret.toUpperCase().replace(/[\s=-]/g, ""),
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, "%20")}`;
}
