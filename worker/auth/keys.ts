import { type CryptoKey, exportJWK, importJWK, type JWK } from "jose";
import type { Env } from "../env";

/**
 * The access-token signing keys (ES256). AUTH_JWT_KEYS is a secret holding a JSON array of private JWKs, newest
 * first, each with a `kid`: the first signs, all verify, so a key can be rotated in by prepending a new one and
 * retired later (`npm run auth:keys` prints a new key; see README "Deploying").
 */
export interface KeyRing {
  signing: { kid: string; key: CryptoKey };
  verifying: Map<string, CryptoKey>;
  /** Public halves, published at /auth/v1/.well-known/jwks.json. */
  publicJwks: JWK[];
  /** Raw secret material of the newest key (refresh tokens are derived from it, see refresh-tokens.ts). */
  secret: Uint8Array<ArrayBuffer>;
}

export const JWT_ALG = "ES256";

let cached: { source: string; ring: Promise<KeyRing> } | null = null;

export class AuthConfigError extends Error {}

export function keyRing(env: Pick<Env, "AUTH_JWT_KEYS">): Promise<KeyRing> {
  const source = env.AUTH_JWT_KEYS ?? "";
  if (cached?.source !== source) cached = { source, ring: loadKeys(source) };
  return cached.ring;
}

async function loadKeys(source: string): Promise<KeyRing> {
  let jwks: JWK[];
  try {
    jwks = JSON.parse(source) as JWK[];
  } catch {
    throw new AuthConfigError("AUTH_JWT_KEYS is missing or not JSON (run `npm run auth:keys`)");
  }
  if (!Array.isArray(jwks) || jwks.length === 0) throw new AuthConfigError("AUTH_JWT_KEYS holds no key");
  const verifying = new Map<string, CryptoKey>();
  const publicJwks: JWK[] = [];
  let signing: KeyRing["signing"] | null = null;
  for (const jwk of jwks) {
    if (!jwk.kid || jwk.kty !== "EC" || jwk.crv !== "P-256" || !jwk.d) {
      throw new AuthConfigError("AUTH_JWT_KEYS: every key must be a private P-256 JWK with a kid");
    }
    const key = (await importJWK({ ...jwk, alg: JWT_ALG }, JWT_ALG)) as CryptoKey;
    const { d: _private, ...pub } = jwk;
    const publicKey = (await importJWK({ ...pub, alg: JWT_ALG }, JWT_ALG)) as CryptoKey;
    signing ??= { kid: jwk.kid, key };
    verifying.set(jwk.kid, publicKey);
    publicJwks.push({ ...(await exportJWK(publicKey)), kid: jwk.kid, alg: JWT_ALG, use: "sig", key_ops: ["verify"] });
  }
  const first = jwks[0]?.d ?? "";
  const secret = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`refresh:${first}`)));
  if (!signing) throw new AuthConfigError("AUTH_JWT_KEYS holds no key");
  return { signing, verifying, publicJwks, secret };
}
