/**
 * Prints a new Web Push VAPID key pair (RFC 8292) for worker/services/push/web-push.ts, as .dev.vars lines:
 *   VAPID_PUBLIC_KEY   the uncompressed P-256 point, base64url (browsers take it as applicationServerKey)
 *   VAPID_PRIVATE_KEY  the private scalar d, base64url (a secret)
 * Production: `npx wrangler secret put VAPID_PRIVATE_KEY` (paste the value), the same for VAPID_PUBLIC_KEY, and set
 * VAPID_SUBJECT to a mailto: or https: URL. A new pair makes every browser subscribe again: keep the one you have.
 */
import { base64url } from "jose";

export async function newVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const { d } = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  if (!d) throw new Error("The private key did not export");
  return { publicKey: base64url.encode(publicRaw), privateKey: d };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { publicKey, privateKey } = await newVapidKeys();
  process.stdout.write(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`);
}
