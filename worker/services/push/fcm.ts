/**
 * Native push through FCM HTTP v1 (issue 18 item 6) for tokens from the native shell (platforms android and ios).
 * The FCM_SERVICE_ACCOUNT secret is the Firebase service account's JSON; a JWT signed with its key (RS256, jose) is
 * exchanged at its token_uri for an OAuth access token, kept in `service_tokens` (name "fcm"). The token-refresh
 * cron renews it when under 10 minutes are left; a send renews it when it is missing, expired or refused (401).
 * The fetcher and the FCM base URL are parameters, so tests run against a fake token endpoint and FCM.
 */
import { importPKCS8, SignJWT } from "jose";
import { PUSH_CHANNELS, type PushChannelId } from "../../../domain/notifications";
import { nowIso } from "../../db/client";
import { dropServiceToken, saveServiceToken, serviceToken } from "../../db/service-tokens";
import type { Env } from "../../env";
import type { PushMessage, PushResult, PushSender, PushTarget } from "./types";

export const FCM_BASE_URL = "https://fcm.googleapis.com";
export const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
/** The `service_tokens` row of FCM's access token. */
export const FCM_TOKEN_NAME = "fcm";
/** The cron renews the access token when less than this is left. */
export const FCM_REFRESH_MARGIN_MS = 10 * 60_000;
/** A send renews it when less than this is left (it must outlive the request). */
const SEND_MARGIN_MS = 60_000;
/** The signed assertion's lifetime (Google accepts at most one hour). */
const ASSERTION_SECONDS = 3600;

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

/** The service account from the FCM_SERVICE_ACCOUNT secret, or why it cannot be used. */
export function parseServiceAccount(json: string): ServiceAccount | { problem: string } {
  let value: Partial<Record<keyof ServiceAccount, unknown>>;
  try {
    value = JSON.parse(json) as typeof value;
  } catch {
    return { problem: "FCM_SERVICE_ACCOUNT is not JSON (paste the service account's key file)" };
  }
  for (const field of ["project_id", "client_email", "private_key", "token_uri"] as const)
    if (typeof value[field] !== "string" || value[field] === "")
      return { problem: `FCM_SERVICE_ACCOUNT has no ${field}` };
  const account = value as ServiceAccount;
  if (!/^[a-z0-9-]+$/i.test(account.project_id)) return { problem: "FCM_SERVICE_ACCOUNT's project_id is not valid" };
  if (!account.token_uri.startsWith("https://")) return { problem: "FCM_SERVICE_ACCOUNT's token_uri must be https" };
  return account;
}

export interface FcmOptions {
  db: D1Database;
  fetcher?: typeof fetch;
  baseUrl?: string;
  now?: () => Date;
}

class TokenExchangeError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Signs the service account's assertion and exchanges it for an access token, which is saved. */
async function exchangeToken(account: ServiceAccount, db: D1Database, fetcher: typeof fetch, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const assertion = await new SignJWT({ scope: FCM_SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(account.client_email)
    .setAudience(account.token_uri)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ASSERTION_SECONDS)
    .sign(await importPKCS8(account.private_key, "RS256"));
  let response: Response;
  try {
    response = await fetcher(account.token_uri, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString(),
    });
  } catch (err) {
    throw new TokenExchangeError(`FCM token endpoint unreachable: ${String(err)}`, true);
  }
  const text = await response.text();
  if (!response.ok)
    throw new TokenExchangeError(
      `FCM token exchange ${response.status}: ${text.slice(0, 200)}`,
      response.status === 429 || response.status >= 500,
    );
  const answer = JSON.parse(text) as { access_token?: string; expires_in?: number };
  if (!answer.access_token || typeof answer.expires_in !== "number")
    throw new TokenExchangeError("FCM token endpoint answered without an access token", true);
  const expiresAt = nowIso(now.getTime() + answer.expires_in * 1000);
  await saveServiceToken(db, FCM_TOKEN_NAME, answer.access_token, expiresAt);
  return { token: answer.access_token, expiresAt };
}

/** The cached access token if it has more than `marginMs` left, else a new one. */
export async function fcmAccessToken(
  account: ServiceAccount,
  options: FcmOptions & { marginMs?: number; force?: boolean },
): Promise<string> {
  const now = options.now?.() ?? new Date();
  if (!options.force) {
    const cached = await serviceToken(options.db, FCM_TOKEN_NAME);
    if (cached && Date.parse(cached.expires_at) - now.getTime() > (options.marginMs ?? SEND_MARGIN_MS))
      return cached.token;
  }
  return (await exchangeToken(account, options.db, options.fetcher ?? fetch, now)).token;
}

/** The token-refresh cron's job: renews FCM's access token when less than 10 minutes are left. */
export async function refreshFcmAccessToken(
  env: Pick<Env, "DB" | "FCM_SERVICE_ACCOUNT">,
  now: Date,
  fetcher: typeof fetch = fetch,
): Promise<{ fcm: "not configured" | "fresh" | "refreshed" } | { fcm: "failed"; error: string }> {
  if (!env.FCM_SERVICE_ACCOUNT) return { fcm: "not configured" };
  const account = parseServiceAccount(env.FCM_SERVICE_ACCOUNT);
  if ("problem" in account) return { fcm: "failed", error: account.problem };
  const cached = await serviceToken(env.DB, FCM_TOKEN_NAME);
  if (cached && Date.parse(cached.expires_at) - now.getTime() > FCM_REFRESH_MARGIN_MS) return { fcm: "fresh" };
  try {
    await exchangeToken(account, env.DB, fetcher, now);
    return { fcm: "refreshed" };
  } catch (err) {
    return { fcm: "failed", error: String(err instanceof Error ? err.message : err) };
  }
}

const HIGH: ReadonlySet<PushChannelId> = new Set(["messages", "bookings"]);

/** The messages:send body for one device (§3 data as a string map, §9 channel, the tag collapsing a burst). */
export function fcmMessage(token: string, message: PushMessage) {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(message.data)) if (typeof value === "string") data[key] = value;
  const channel = message.channel in PUSH_CHANNELS ? message.channel : "general";
  const high = HIGH.has(channel);
  const tag = message.tag ?? undefined;
  return {
    message: {
      token,
      notification: { title: message.title, body: message.body },
      data,
      android: { priority: high ? "high" : "normal", notification: { channel_id: channel, ...(tag ? { tag } : {}) } },
      apns: {
        headers: { "apns-priority": high ? "10" : "5", ...(tag ? { "apns-collapse-id": tag.slice(0, 64) } : {}) },
        payload: { aps: { sound: "default" } },
      },
    },
  };
}

interface FcmError {
  error?: {
    code?: number;
    status?: string;
    message?: string;
    details?: { "@type"?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** Sorts FCM's answer: UNREGISTERED or an invalid token is gone (the outbox deactivates it); 429/5xx try later. */
export function fcmResult(status: number, text: string): PushResult {
  if (status >= 200 && status < 300) return { ok: true };
  let body: FcmError = {};
  try {
    body = JSON.parse(text) as FcmError;
  } catch {
    // not JSON: the status alone decides
  }
  const details = body.error?.details ?? [];
  const code = details.find((d) => d.errorCode)?.errorCode ?? body.error?.status ?? "";
  const error = `FCM ${status}${code ? ` ${code}` : ""}: ${(body.error?.message ?? text).slice(0, 200)}`;
  const aboutToken =
    /registration token|message\.token/i.test(body.error?.message ?? "") ||
    details.some((d) => d.fieldViolations?.some((v) => v.field === "message.token"));
  if (code === "UNREGISTERED" || (status === 400 && code === "INVALID_ARGUMENT" && aboutToken))
    return { ok: false, error, retryable: false, gone: true };
  if (status === 429 || status >= 500) return { ok: false, error, retryable: true, gone: false };
  return { ok: false, error, retryable: false, gone: false };
}

export function fcmSender(account: ServiceAccount, options: FcmOptions): PushSender {
  const fetcher = options.fetcher ?? fetch;
  const url = `${options.baseUrl ?? FCM_BASE_URL}/v1/projects/${account.project_id}/messages:send`;
  const post = (accessToken: string, body: string) =>
    fetcher(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
      body,
    });
  return {
    name: "fcm",
    async send(target: PushTarget, message: PushMessage): Promise<PushResult> {
      const body = JSON.stringify(fcmMessage(target.token, message));
      try {
        let response = await post(await fcmAccessToken(account, options), body);
        if (response.status === 401) {
          // The provider no longer takes the cached token: fetch a new one and try once more.
          await response.body?.cancel();
          await dropServiceToken(options.db, FCM_TOKEN_NAME);
          response = await post(await fcmAccessToken(account, { ...options, force: true }), body);
        }
        return fcmResult(response.status, await response.text());
      } catch (err) {
        if (err instanceof TokenExchangeError)
          return { ok: false, error: err.message, retryable: err.retryable, gone: false };
        return { ok: false, error: `FCM unreachable: ${String(err)}`, retryable: true, gone: false };
      }
    },
  };
}
