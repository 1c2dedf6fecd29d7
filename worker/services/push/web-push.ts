/**
 * Web Push from the worker (issue 18 item 5), with WebCrypto only:
 * - the message is encrypted per RFC 8291 (`aes128gcm`, the RFC 8188 content coding with one record): ECDH P-256
 *   between a fresh key pair and the browser's `p256dh` key, HKDF-SHA-256 with the subscription's `auth` secret,
 *   AES-128-GCM. `encryptAes128gcm` takes the ephemeral key pair and salt, so tests reproduce the RFC's Appendix A
 *   vector byte for byte; `decryptAes128gcm` is the browser's side (tests and the fake push service use it).
 * - the request is signed per RFC 8292 (VAPID): `Authorization: vapid t=<ES256 JWT>, k=<public key>`, the JWT's
 *   audience the push service's origin, expiring in 12 hours (at most 24 are allowed), its subject VAPID_SUBJECT.
 * docs/decisions/025-push.md says why this is our own code rather than a library.
 */
import { base64url, SignJWT } from "jose";
import { isPushServiceEndpoint } from "../../../domain/api/notifications";
import type { PushMessage, PushResult, PushSender, PushTarget } from "./types";

/** RFC 8188 record size we announce; one record holds the whole message. */
export const RECORD_SIZE = 4096;
/** Push services accept bodies up to 4096 bytes: header (86) + plaintext + delimiter (1) + tag (16). */
export const MAX_PLAINTEXT = RECORD_SIZE - 86 - 1 - 16;
/** How long the VAPID JWT is valid (RFC 8292 allows at most 24 hours). */
export const VAPID_JWT_SECONDS = 12 * 60 * 60;
/** How long a push service keeps a message for an offline browser. */
export const WEB_PUSH_TTL_SECONDS = 24 * 60 * 60;

const enc = new TextEncoder();

/** ECDH's parameters: WebCrypto names the peer key `public` (workers-types spell it `$public`). */
const ecdh = (peer: CryptoKey) => ({ name: "ECDH", public: peer }) as unknown as SubtleCryptoDeriveKeyAlgorithm;

/** A copy backed by a plain ArrayBuffer (what WebCrypto's typings ask for). */
const bytes = (u: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(u);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function hkdf(ikm: Uint8Array, salt: Uint8Array, info: Uint8Array, length: number) {
  const key = await crypto.subtle.importKey("raw", bytes(ikm), "HKDF", false, ["deriveBits"]);
  const params = { name: "HKDF", hash: "SHA-256", salt: bytes(salt), info: bytes(info) };
  return new Uint8Array(await crypto.subtle.deriveBits(params, key, length * 8));
}

/** A P-256 public key from its uncompressed point (65 bytes: 0x04 || x || y). */
export function importP256Public(raw: Uint8Array): Promise<CryptoKey> {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("A P-256 public key is a 65-byte uncompressed point");
  return crypto.subtle.importKey("raw", bytes(raw), { name: "ECDH", namedCurve: "P-256" }, true, []);
}

/** A P-256 private key from its scalar `d` and its public point, for ECDH or ECDSA. */
export function importP256Private(d: Uint8Array, publicRaw: Uint8Array, use: "ECDH" | "ECDSA"): Promise<CryptoKey> {
  if (d.length !== 32) throw new Error("A P-256 private key is 32 bytes");
  if (publicRaw.length !== 65 || publicRaw[0] !== 4) throw new Error("A P-256 public key is 65 bytes");
  const jwk: JsonWebKey = {
    kty: "EC",
    crv: "P-256",
    d: base64url.encode(d),
    x: base64url.encode(publicRaw.slice(1, 33)),
    y: base64url.encode(publicRaw.slice(33, 65)),
  };
  return crypto.subtle.importKey(
    "jwk",
    jwk,
    { name: use, namedCurve: "P-256" },
    false,
    use === "ECDH" ? ["deriveBits"] : ["sign"],
  );
}

/** RFC 8291 §3.4: the content-encryption key and nonce for one message. */
async function messageKeys(
  ecdhSecret: Uint8Array,
  authSecret: Uint8Array,
  uaPublic: Uint8Array,
  asPublic: Uint8Array,
  salt: Uint8Array,
) {
  const keyInfo = concat(enc.encode("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(ecdhSecret, authSecret, keyInfo, 32);
  const cek = await hkdf(ikm, salt, enc.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(ikm, salt, enc.encode("Content-Encoding: nonce\0"), 12);
  return { cek, nonce };
}

export interface EncryptInput {
  plaintext: Uint8Array;
  /** The subscription's `p256dh` key (65 bytes) and `auth` secret (16 bytes). */
  uaPublic: Uint8Array;
  authSecret: Uint8Array;
  /** The application server's ephemeral ECDH key pair (a fresh one per message) and its public point. */
  asKeys: { privateKey: CryptoKey; publicRaw: Uint8Array };
  /** 16 random bytes, fresh per message. */
  salt: Uint8Array;
  recordSize?: number;
}

/** The `aes128gcm` body: header (salt, record size, key id = the server's public key) and one sealed record. */
export async function encryptAes128gcm(input: EncryptInput): Promise<Uint8Array<ArrayBuffer>> {
  const { plaintext, uaPublic, authSecret, asKeys, salt, recordSize = RECORD_SIZE } = input;
  if (authSecret.length !== 16) throw new Error("The auth secret is 16 bytes");
  if (salt.length !== 16) throw new Error("The salt is 16 bytes");
  if (plaintext.length > recordSize - 17) throw new Error("The message does not fit one record");
  const uaKey = await importP256Public(uaPublic);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdh(uaKey), asKeys.privateKey, 256));
  const { cek, nonce } = await messageKeys(ecdhSecret, authSecret, uaPublic, asKeys.publicRaw, salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  // The last (and only) record ends with the delimiter 0x02 and no padding.
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, concat(plaintext, new Uint8Array([2]))),
  );
  const header = new Uint8Array(21 + asKeys.publicRaw.length);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, recordSize);
  header[20] = asKeys.publicRaw.length;
  header.set(asKeys.publicRaw, 21);
  return concat(header, sealed);
}

/** The browser's side: opens an `aes128gcm` body with the subscription's private key and auth secret. */
export async function decryptAes128gcm(
  body: Uint8Array,
  ua: { privateKey: CryptoKey; publicRaw: Uint8Array; authSecret: Uint8Array },
): Promise<Uint8Array> {
  const salt = body.slice(0, 16);
  const idLength = body[20] ?? 0;
  const asPublic = body.slice(21, 21 + idLength);
  const record = body.slice(21 + idLength);
  const asKey = await importP256Public(asPublic);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdh(asKey), ua.privateKey, 256));
  const { cek, nonce } = await messageKeys(ecdhSecret, ua.authSecret, ua.publicRaw, asPublic, salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("Not the last record of an aes128gcm body");
  return padded.slice(0, end);
}

/** Encrypts for a subscription with a fresh ephemeral key pair and salt (what every real send does). */
export async function encryptForSubscription(
  plaintext: Uint8Array,
  keys: { p256dh: string; auth: string },
): Promise<Uint8Array<ArrayBuffer>> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return encryptAes128gcm({
    plaintext,
    uaPublic: base64url.decode(keys.p256dh),
    authSecret: base64url.decode(keys.auth),
    asKeys: { privateKey: pair.privateKey, publicRaw },
    salt: crypto.getRandomValues(new Uint8Array(16)),
  });
}

// ── VAPID (RFC 8292) ──

export interface VapidConfig {
  /** base64url of the uncompressed P-256 point (what browsers take as applicationServerKey). */
  publicKey: string;
  /** base64url of the private scalar d (32 bytes); `npm run vapid:keys` prints both. */
  privateKey: string;
  /** A mailto: or https: URL the push service can reach the sender at. */
  subject: string;
}

/** Why a VAPID configuration cannot be used, or null when it can. */
export function vapidConfigProblem(config: VapidConfig): string | null {
  let subject: URL;
  try {
    subject = new URL(config.subject);
  } catch {
    return "VAPID_SUBJECT must be a mailto: or https: URL";
  }
  if (subject.protocol !== "mailto:" && subject.protocol !== "https:")
    return "VAPID_SUBJECT must be a mailto: or https: URL";
  if (subject.protocol === "mailto:" && !/^[^@\s]+@[^@\s]+$/.test(subject.pathname))
    return "VAPID_SUBJECT's mailto: needs an e-mail address";
  try {
    if (base64url.decode(config.publicKey).length !== 65) return "VAPID_PUBLIC_KEY must be a 65-byte P-256 point";
    if (base64url.decode(config.privateKey).length !== 32) return "VAPID_PRIVATE_KEY must be a 32-byte P-256 scalar";
  } catch {
    return "VAPID keys must be base64url";
  }
  return null;
}

/** The Authorization header value for a push service endpoint. */
export async function vapidAuthorization(config: VapidConfig, endpoint: string, now = new Date()): Promise<string> {
  const key = await importP256Private(base64url.decode(config.privateKey), base64url.decode(config.publicKey), "ECDSA");
  const iat = Math.floor(now.getTime() / 1000);
  const jwt = await new SignJWT({ sub: config.subject })
    .setProtectedHeader({ typ: "JWT", alg: "ES256" })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(iat + VAPID_JWT_SECONDS)
    .sign(key);
  return `vapid t=${jwt}, k=${config.publicKey}`;
}

// ── the sender ──

/** A push_tokens.token of platform `web`: the browser's PushSubscription JSON. */
export interface WebSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function parseSubscription(token: string): WebSubscription | null {
  try {
    const s = JSON.parse(token) as Partial<WebSubscription>;
    if (typeof s.endpoint !== "string" || typeof s.keys?.p256dh !== "string" || typeof s.keys.auth !== "string")
      return null;
    // Rows stored before registration checked the host are refused here too: no post to any other address.
    if (!isPushServiceEndpoint(s.endpoint)) return null;
    return { endpoint: s.endpoint, keys: { p256dh: s.keys.p256dh, auth: s.keys.auth } };
  } catch {
    return null;
  }
}

/** The `Topic` header (RFC 8030 §5.4: at most 32 base64url characters) for a tag: itself or its digest. */
export async function topicOf(tag: string): Promise<string> {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(tag)) return tag;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", enc.encode(tag)));
  return base64url.encode(digest).slice(0, 32);
}

/** What the service worker (web/public/sw.js) receives: the notification to show and its §3 data. */
export function webPushPayload(message: PushMessage): string {
  return JSON.stringify({
    title: message.title,
    body: message.body,
    tag: message.tag ?? undefined,
    channel: message.channel,
    data: message.data,
  });
}

/** Sorts a push service's answer: 201/200 sent; 404/410 the subscription is gone; 429/5xx try later. */
export function webPushResult(status: number, detail: string): PushResult {
  if (status === 201 || status === 200) return { ok: true };
  const error = `Web Push ${status}${detail ? `: ${detail.slice(0, 200)}` : ""}`;
  if (status === 404 || status === 410) return { ok: false, error, retryable: false, gone: true };
  if (status === 429 || status >= 500) return { ok: false, error, retryable: true, gone: false };
  return { ok: false, error, retryable: false, gone: false };
}

export function webPushSender(config: VapidConfig, fetcher: typeof fetch = fetch): PushSender {
  return {
    name: "web-push",
    async send(target: PushTarget, message: PushMessage): Promise<PushResult> {
      const problem = vapidConfigProblem(config);
      if (problem) return { ok: false, error: problem, retryable: false, gone: false };
      const subscription = parseSubscription(target.token);
      if (!subscription)
        return { ok: false, error: "The stored Web Push subscription is not valid", retryable: false, gone: true };
      const plaintext = enc.encode(webPushPayload(message));
      if (plaintext.length > MAX_PLAINTEXT)
        return { ok: false, error: "The push is too large for Web Push", retryable: false, gone: false };
      let body: Uint8Array<ArrayBuffer>;
      try {
        body = await encryptForSubscription(plaintext, subscription.keys);
      } catch (err) {
        return {
          ok: false,
          error: `The subscription's keys are not usable: ${String(err)}`,
          retryable: false,
          gone: true,
        };
      }
      const headers: Record<string, string> = {
        Authorization: await vapidAuthorization(config, subscription.endpoint),
        TTL: String(WEB_PUSH_TTL_SECONDS),
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        Urgency: message.channel === "general" ? "normal" : "high",
      };
      if (message.tag) headers.Topic = await topicOf(message.tag);
      let response: Response;
      try {
        response = await fetcher(subscription.endpoint, { method: "POST", headers, body });
      } catch (err) {
        return { ok: false, error: `Web Push unreachable: ${String(err)}`, retryable: true, gone: false };
      }
      const detail = response.ok ? "" : await response.text().catch(() => "");
      if (response.ok) await response.body?.cancel();
      return webPushResult(response.status, detail);
    },
  };
}
