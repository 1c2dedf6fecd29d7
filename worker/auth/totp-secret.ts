/**
 * Authenticator (TOTP) secrets at rest (decision 050). The server must read a secret to check a code, so it cannot
 * be hashed; it is sealed with AES-256-GCM under a key kept outside D1, the `MFA_SECRET_KEYS` secret:
 * comma-separated `id:key` pairs (the key 32 random bytes in base64url), newest first. The newest seals, any listed
 * one opens (rotation). The factor's id is the additional data, so a sealed secret copied onto another factor row
 * does not open. Stored form: `enc1.<key id>.<iv>.<ciphertext>`; a value without that prefix is a secret stored in
 * clear before sealing existed (base32 has no dot), read as is and sealed on its next use or by the nightly run.
 */
import { factorsToReseal, resealFactorSecret } from "../db/mfa";
import type { Env } from "../env";
import { base64url, fromBase64url } from "./crypto";

const PREFIX = "enc1";
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

interface Ring {
  newest: string;
  keys: Map<string, CryptoKey>;
}

const rings = new Map<string, Promise<Ring>>();

/** The configured keys, or an error naming what is wrong with the setting (never its value). */
async function buildRing(setting: string): Promise<Ring> {
  const keys = new Map<string, CryptoKey>();
  let newest = "";
  for (const entry of setting.split(",")) {
    const pair = entry.trim();
    if (!pair) continue;
    const colon = pair.indexOf(":");
    const id = pair.slice(0, colon);
    if (colon < 1 || !KEY_ID.test(id)) throw new Error("MFA_SECRET_KEYS: each entry is id:key with a short id");
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = fromBase64url(pair.slice(colon + 1));
    } catch {
      throw new Error(`MFA_SECRET_KEYS: the key of ${id} is not base64url`);
    }
    if (bytes.length !== 32) throw new Error(`MFA_SECRET_KEYS: the key of ${id} is not 32 bytes`);
    keys.set(id, await crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["encrypt", "decrypt"]));
    newest ||= id;
  }
  if (!newest) throw new Error("MFA_SECRET_KEYS is not set");
  return { newest, keys };
}

function ring(env: Pick<Env, "MFA_SECRET_KEYS">): Promise<Ring> {
  const setting = env.MFA_SECRET_KEYS?.trim() ?? "";
  let found = rings.get(setting);
  if (!found) {
    found = buildRing(setting);
    found.catch(() => rings.delete(setting));
    rings.set(setting, found);
  }
  return found;
}

/** Whether sealing is configured: enrolment needs it. */
export function canSeal(env: Pick<Env, "MFA_SECRET_KEYS">): boolean {
  return Boolean(env.MFA_SECRET_KEYS?.trim());
}

const additionalData = (factorId: string) => new TextEncoder().encode(`mfa_factors:${factorId}`);

/** The stored form of a factor's secret, sealed under the newest key. */
export async function sealTotpSecret(
  env: Pick<Env, "MFA_SECRET_KEYS">,
  factorId: string,
  secret: string,
): Promise<string> {
  const { newest, keys } = await ring(env);
  const key = keys.get(newest) as CryptoKey;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(factorId) },
    key,
    new TextEncoder().encode(secret),
  );
  return [PREFIX, newest, base64url(iv), base64url(new Uint8Array(sealed))].join(".");
}

/**
 * A factor's secret from its stored form; null when it cannot be opened (its key is no longer listed, or the value
 * was altered or belongs to another factor), which the caller treats as a wrong code and logs.
 */
export async function openTotpSecret(
  env: Pick<Env, "MFA_SECRET_KEYS">,
  factorId: string,
  stored: string,
): Promise<string | null> {
  if (!stored.startsWith(`${PREFIX}.`)) return stored;
  const [, id, iv, data] = stored.split(".");
  if (!id || !iv || !data) return null;
  try {
    const key = (await ring(env)).keys.get(id);
    if (!key) return null;
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64url(iv), additionalData: additionalData(factorId) },
      key,
      fromBase64url(data),
    );
    return new TextDecoder().decode(opened);
  } catch {
    return null;
  }
}

/** The stored-form prefix of secrets sealed under the newest key; null when sealing is not configured. */
export async function newestSealPrefix(env: Pick<Env, "MFA_SECRET_KEYS">): Promise<string | null> {
  if (!canSeal(env)) return null;
  return `${PREFIX}.${(await ring(env)).newest}.`;
}

/** After a code passed: a secret in clear or under an older key is sealed again under the newest. */
export async function resealAfterUse(
  env: Pick<Env, "MFA_SECRET_KEYS" | "DB">,
  factorId: string,
  stored: string,
  secret: string,
): Promise<void> {
  const prefix = await newestSealPrefix(env);
  if (!prefix || stored.startsWith(prefix)) return;
  try {
    await resealFactorSecret(env.DB, factorId, stored, await sealTotpSecret(env, factorId, secret));
  } catch (err) {
    // The code passed; the nightly run seals it instead.
    console.error(JSON.stringify({ error: "mfa_secret_reseal_failed", factor_id: factorId, detail: String(err) }));
  }
}

/**
 * The nightly run's part (a rotation's second step, and secrets stored before sealing): up to `limit` factors in clear
 * or under an older listed key are sealed under the newest. One that still cannot be opened (altered, or moved to
 * another row) is left as it is and counted; one under a dropped key is not picked at all.
 */
export async function resealTotpSecrets(env: Pick<Env, "MFA_SECRET_KEYS" | "DB">, limit = 500) {
  if (!canSeal(env)) return { mfaSecretsResealed: 0, mfaSecretsUnreadable: 0 };
  const { newest, keys } = await ring(env);
  const older = [...keys.keys()].filter((id) => id !== newest).map((id) => `${PREFIX}.${id}.`);
  let resealed = 0;
  let unreadable = 0;
  for (const row of await factorsToReseal(env.DB, `${PREFIX}.`, older, limit)) {
    if (!row.secret) continue;
    const secret = await openTotpSecret(env, row.id, row.secret);
    if (secret === null) {
      unreadable++;
      continue;
    }
    if (await resealFactorSecret(env.DB, row.id, row.secret, await sealTotpSecret(env, row.id, secret))) resealed++;
  }
  return { mfaSecretsResealed: resealed, mfaSecretsUnreadable: unreadable };
}
