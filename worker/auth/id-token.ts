import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";
import type { Env } from "../env";
import { sha256Hex } from "./crypto";

/** The identity providers whose id tokens we accept, with their real issuers and key sets as defaults. */
export type IdProvider = "google" | "apple";

interface ProviderConfig {
  clientIds: string[];
  issuers: string[];
  jwksUrl: string;
}

function providerConfig(env: Env, provider: IdProvider): ProviderConfig | null {
  const ids = (provider === "google" ? env.GOOGLE_CLIENT_ID : env.APPLE_CLIENT_ID) ?? "";
  const clientIds = ids
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (clientIds.length === 0) return null;
  if (provider === "google") {
    return {
      clientIds,
      issuers: env.GOOGLE_ISSUER ? [env.GOOGLE_ISSUER] : ["https://accounts.google.com", "accounts.google.com"],
      jwksUrl: env.GOOGLE_JWKS_URL || "https://www.googleapis.com/oauth2/v3/certs",
    };
  }
  return {
    clientIds,
    issuers: [env.APPLE_ISSUER || "https://appleid.apple.com"],
    jwksUrl: env.APPLE_JWKS_URL || "https://appleid.apple.com/auth/keys",
  };
}

// Key sets are cached per isolate by URL (jose refetches on an unknown kid, with a cooldown).
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 600_000, timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  claims: JWTPayload;
}

export class IdTokenError extends Error {
  constructor(
    readonly code: "provider_disabled" | "bad_id_token" | "bad_nonce",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Verifies a provider's id token against its published key set: signature (RS256/ES256 only), issuer, audience
 * (our client id), expiry, and the nonce when one was used (the token carries the SHA-256 of the raw nonce the
 * caller sends, as Apple's and Google's SDKs are given the hashed nonce).
 */
export async function verifyIdToken(
  env: Env,
  provider: IdProvider,
  idToken: string,
  nonce: string | undefined,
): Promise<VerifiedIdentity> {
  const config = providerConfig(env, provider);
  if (!config) throw new IdTokenError("provider_disabled", `Unsupported provider: ${provider} is not enabled`);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(config.jwksUrl), {
      issuer: config.issuers,
      audience: config.clientIds,
      algorithms: ["RS256", "ES256"],
      clockTolerance: 30,
    }));
  } catch (err) {
    const reason =
      err instanceof errors.JWTExpired
        ? "token is expired"
        : err instanceof errors.JWTClaimValidationFailed
          ? `${err.claim} claim is invalid`
          : "signature could not be verified";
    throw new IdTokenError("bad_id_token", `Bad ID token: ${reason}`);
  }
  if (typeof payload.sub !== "string" || payload.sub === "")
    throw new IdTokenError("bad_id_token", "Bad ID token: no subject");
  const tokenNonce = typeof payload.nonce === "string" ? payload.nonce : undefined;
  if (nonce !== undefined || tokenNonce !== undefined) {
    if (!nonce || !tokenNonce)
      throw new IdTokenError("bad_nonce", "Passed nonce and nonce in id_token should either both exist or not.");
    // Only the hash counts (GoTrue's rule): the token carries SHA-256(nonce), the caller proves it knows the nonce.
    // Accepting the claim itself would let anyone replay a captured token by echoing its nonce claim back.
    if (tokenNonce !== (await sha256Hex(nonce))) {
      throw new IdTokenError("bad_nonce", "Nonces mismatch");
    }
  }
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : null;
  const verifiedClaim = payload.email_verified;
  return {
    subject: payload.sub,
    email,
    emailVerified: verifiedClaim === true || verifiedClaim === "true",
    name: typeof payload.name === "string" ? payload.name : null,
    claims: payload,
  };
}
