import { decodeProtectedHeader, errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { Aal } from "../../domain/vocabulary";
import type { Env } from "../env";
import { JWT_ALG, keyRing } from "./keys";

/** Access tokens live at most an hour (the limit); clients refresh before expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AccessClaims extends JWTPayload {
  sub: string;
  session_id: string;
  aal: Aal;
  amr: { method: string; timestamp: number }[];
  email: string;
  phone: string;
  role: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

export const issuerOf = (origin: string) => `${origin}/auth/v1`;

export async function signAccessToken(
  env: Pick<Env, "AUTH_JWT_KEYS">,
  origin: string,
  claims: Omit<AccessClaims, "iss" | "aud" | "exp" | "iat">,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const ring = await keyRing(env);
  const expiresAt = nowSeconds + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: JWT_ALG, kid: ring.signing.kid, typ: "JWT" })
    .setIssuer(issuerOf(origin))
    .setAudience("authenticated")
    .setIssuedAt(nowSeconds)
    .setExpirationTime(expiresAt)
    .sign(ring.signing.key);
  return { token, expiresAt };
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

/**
 * Verifies signature (ES256 only: `alg: none` and HMAC tokens fail), kid, issuer, audience and expiry.
 */
export async function verifyAccessToken(
  env: Pick<Env, "AUTH_JWT_KEYS">,
  origin: string,
  token: string,
): Promise<VerifyResult> {
  const ring = await keyRing(env);
  try {
    const { kid } = decodeProtectedHeader(token);
    const key = kid ? ring.verifying.get(kid) : undefined;
    if (!key) return { ok: false, reason: "invalid" };
    const { payload } = await jwtVerify(token, key, {
      algorithms: [JWT_ALG],
      issuer: issuerOf(origin),
      audience: "authenticated",
    });
    if (typeof payload.sub !== "string" || typeof payload.session_id !== "string")
      return { ok: false, reason: "invalid" };
    return { ok: true, claims: payload as AccessClaims };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
