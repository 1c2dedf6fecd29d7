/**
 * Prints MFA_SECRET_KEYS with one new AES-256 key for sealing authenticator secrets (worker/auth/totp-secret.ts).
 *   npm run -s mfa:keys                                a new setting
 *   npm run -s mfa:keys -- --prepend '<current value>'  rotate: the new key seals, the old ones still open
 * Runs in Node and in the worker tests (no Buffer).
 * Production: `npm run -s mfa:keys | npx wrangler secret put MFA_SECRET_KEYS`.
 */

export function newMfaKey(): string {
  const id = `${new Date().toISOString().slice(0, 10).replaceAll("-", "")}-${crypto.randomUUID().slice(0, 6)}`;
  const key = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
  return `${id}:${key.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--prepend");
  const current = at > 0 ? (process.argv[at + 1] ?? "").trim() : "";
  process.stdout.write(`${[newMfaKey(), current].filter(Boolean).join(",")}\n`);
}
