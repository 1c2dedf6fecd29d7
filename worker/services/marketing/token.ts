/**
 * The token of an unsubscribe link: who (user id) and which campaign, with an HMAC-SHA256 over both, so it works
 * without signing in and cannot be made for anyone else (docs/decisions/027-marketing.md). The MAC key is derived
 * with HKDF from a server secret: UNSUBSCRIBE_SECRET when set (comma-separated, newest first), else the access-token
 * signing keys (AUTH_JWT_KEYS). The first secret signs; every one verifies, so a rotation does not break links already
 * mailed while the old secret is still listed.
 */
import type { Env } from "../../env";

const INFO = new TextEncoder().encode("untrodden marketing unsubscribe v1");
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface UnsubscribeClaim {
  userId: string;
  campaignId: string;
}

let cached: { source: string; keys: Promise<CryptoKey[]> } | null = null;

/** The raw secrets, signing one first. */
function secrets(env: Pick<Env, "AUTH_JWT_KEYS" | "UNSUBSCRIBE_SECRET">): string[] {
  const list: string[] = [];
  // Comma-separated, newest first: a rotation lists the new secret before the old one until old links may lapse.
  for (const secret of (env.UNSUBSCRIBE_SECRET ?? "").split(",")) if (secret.trim()) list.push(secret.trim());
  try {
    const jwks = JSON.parse(env.AUTH_JWT_KEYS ?? "[]") as { d?: string }[];
    if (Array.isArray(jwks)) for (const jwk of jwks) if (typeof jwk?.d === "string" && jwk.d) list.push(jwk.d);
  } catch {
    // Not JSON: the auth service reports it; without another secret no link can be made.
  }
  return list;
}

async function deriveKey(secret: string): Promise<CryptoKey> {
  const ikm = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: INFO },
    ikm,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign", "verify"],
  );
}

function keys(env: Pick<Env, "AUTH_JWT_KEYS" | "UNSUBSCRIBE_SECRET">): Promise<CryptoKey[]> {
  const list = secrets(env);
  const source = list.join("\n");
  if (cached?.source !== source) cached = { source, keys: Promise.all(list.map(deriveKey)) };
  return cached.keys;
}

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromB64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

const message = (c: UnsubscribeClaim) => new TextEncoder().encode(`${c.userId}.${c.campaignId}`);

/** `userId.campaignId.mac`; throws when no server secret is configured. */
export async function unsubscribeToken(
  env: Pick<Env, "AUTH_JWT_KEYS" | "UNSUBSCRIBE_SECRET">,
  claim: UnsubscribeClaim,
): Promise<string> {
  if (!ID.test(claim.userId) || !ID.test(claim.campaignId)) throw new Error("Unsubscribe tokens take plain ids");
  const [key] = await keys(env);
  if (!key) throw new Error("No secret for unsubscribe links: set AUTH_JWT_KEYS (or UNSUBSCRIBE_SECRET)");
  const mac = await crypto.subtle.sign("HMAC", key, message(claim));
  return `${claim.userId}.${claim.campaignId}.${b64url(mac)}`;
}

/** The claim of a genuine token, else null (malformed, forged, or made with a secret no longer configured). */
export async function verifyUnsubscribeToken(
  env: Pick<Env, "AUTH_JWT_KEYS" | "UNSUBSCRIBE_SECRET">,
  token: string,
): Promise<UnsubscribeClaim | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [userId = "", campaignId = "", macText = ""] = parts;
  if (!ID.test(userId) || !ID.test(campaignId)) return null;
  const mac = fromB64url(macText);
  if (mac?.length !== 32) return null;
  const claim = { userId, campaignId };
  for (const key of await keys(env)) {
    // crypto.subtle.verify compares in constant time.
    if (await crypto.subtle.verify("HMAC", key, mac, message(claim))) return claim;
  }
  return null;
}
