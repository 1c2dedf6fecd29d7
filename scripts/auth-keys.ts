/**
 * Prints a JSON array with one new ES256 signing key for AUTH_JWT_KEYS (worker/auth/keys.ts).
 *   npm run -s auth:keys                              a new key set
 *   npm run -s auth:keys -- --prepend '<current json>' rotate: the new key signs, the old ones still verify
 * Production: `npm run -s auth:keys | npx wrangler secret put AUTH_JWT_KEYS`.
 */
import { exportJWK, generateKeyPair } from "jose";

export async function newSigningKey() {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = `${new Date().toISOString().slice(0, 10)}-${crypto.randomUUID().slice(0, 8)}`;
  return { ...jwk, kid, alg: "ES256" };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--prepend");
  const current = at > 0 ? (JSON.parse(process.argv[at + 1] ?? "[]") as unknown[]) : [];
  process.stdout.write(`${JSON.stringify([await newSigningKey(), ...current])}\n`);
}
