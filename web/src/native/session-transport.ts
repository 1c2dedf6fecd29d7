/**
 * The native shell's session transport (issue 20; docs/decisions/034-native-session.md). The WebView's own origin
 * (https://localhost, capacitor://localhost) is not the server: every API and auth call goes to the API origin with
 * `Authorization: Bearer`, never with cookies, and the tokens live in the device's secure storage. The rest of the
 * app keeps calling the same paths (web/src/lib/transport.ts): this module turns them into native calls.
 *
 * - Auth answers that carry tokens (sign-in, refresh, code exchange) are stored, and the tokens are taken out of
 *   the answer: the app sees what the web app sees (user, expiry).
 * - A refresh sends `{ refresh_token }` from storage; the rotated pair replaces it.
 * - A sign-out (or the server saying the session is gone) clears them.
 * - `/media/…` paths in answers are made absolute to the API origin (the WebView has no /media), and turned back
 *   into paths in what the app sends: whole values, and images and links inside article HTML and markdown
 *   (`src="/media/…"`, `](/media/…)`). Text that merely mentions a path is left alone.
 * - E-mail links ask to come back to the app (`untrodden://auth/callback`), with a PKCE challenge whose verifier
 *   waits in secure storage for the callback (./auth-callback.ts).
 */
import { BRAND } from "../../../domain/brand";
import type { Transport } from "../lib/transport";
import type { SecureStoragePlugin } from "./plugins";

/** The session's tokens as kept in secure storage (one JSON value). */
export interface StoredTokens {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
}

export const TOKENS_KEY = `${BRAND.storagePrefix}.session`;
export const PKCE_VERIFIER_KEY = `${BRAND.storagePrefix}.pkce-verifier`;

/** Where e-mail links and identity-provider redirects come back to in the app (the deep-link router's target). */
export const AUTH_CALLBACK_URL = `${BRAND.appScheme}://auth/callback`;

/** Auth error codes that mean the server no longer knows the session: signing out then only cleans up. */
const SESSION_GONE = new Set(["session_not_found", "refresh_token_not_found", "no_authorization"]);

/** The e-mail sending calls whose links come back to the app, with a PKCE challenge. */
const LINK_SENDING = /^\/auth\/v1\/(signup|otp|recover|resend)$/;

function parseTokens(value: string | null): StoredTokens | null {
  if (!value) return null;
  try {
    const t = JSON.parse(value) as Partial<StoredTokens>;
    return typeof t.access_token === "string" && typeof t.refresh_token === "string" && typeof t.expires_at === "number"
      ? { access_token: t.access_token, refresh_token: t.refresh_token, expires_at: t.expires_at }
      : null;
  } catch {
    return null;
  }
}

/**
 * The session's assurance level, read from the access token's claims: the app is told it as the web app's cookie
 * transport tells it (`aal` beside the user), since the tokens never reach the app. Null when unreadable.
 */
export function aalOf(accessToken: string): "aal1" | "aal2" | null {
  try {
    const part = accessToken.split(".")[1] ?? "";
    const claims = JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as { aal?: unknown };
    return claims.aal === "aal1" || claims.aal === "aal2" ? claims.aal : null;
  } catch {
    return null;
  }
}

/** What precedes a media path inside article HTML or markdown: an image or link target. */
const EMBEDDED_LEAD = String.raw`(\]\(|\b(?:src|href)=")`;
const EMBEDDED_MEDIA = new RegExp(`${EMBEDDED_LEAD}/media/`, "g");

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every string in a JSON value, mapped (objects and arrays copied). */
function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === "string") return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A PKCE verifier (43 characters) and its S256 challenge. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

export interface NativeTransportOptions {
  /** The server, e.g. https://untrodden.travel (VITE_API_ORIGIN in the native build). */
  apiOrigin: string;
  storage: SecureStoragePlugin;
  /** The WebView's own origin, whose e-mail-link targets are sent back to the app instead. */
  appOrigin?: string;
  fetch?: typeof fetch;
  createSocket?: (url: string, protocols?: string[]) => WebSocket;
}

export interface NativeTransport extends Transport {
  /** Reads the stored tokens (before the first render). */
  restore(): Promise<StoredTokens | null>;
  tokens(): StoredTokens | null;
  /** Stores a session's tokens (a callback's fragment, an answer). */
  save(tokens: StoredTokens): Promise<void>;
  clear(): Promise<void>;
}

export function createNativeTransport(options: NativeTransportOptions): NativeTransport {
  const apiOrigin = options.apiOrigin.replace(/\/+$/, "");
  const { storage } = options;
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const createSocket = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  const appOrigin = options.appOrigin ?? (typeof window === "undefined" ? "" : window.location.origin);
  const mediaPrefix = `${apiOrigin}/media/`;
  let current: StoredTokens | null = null;
  /** The refresh in flight, if any. */
  let refreshing: Promise<void> | null = null;
  /** Storage writes in order, so a sign-out's clear never lands before an earlier save. */
  let writes: Promise<void> = Promise.resolve();
  const write = (fn: () => Promise<void>) => {
    writes = writes.then(fn, fn);
    return writes;
  };

  const url = (path: string) => (path.startsWith("/") && !path.startsWith("//") ? `${apiOrigin}${path}` : path);
  const embeddedAbsolute = new RegExp(`${EMBEDDED_LEAD}${escapeRegExp(apiOrigin)}/media/`, "g");
  const toServer = (value: unknown) =>
    mapStrings(value, (s) =>
      s.startsWith(mediaPrefix) ? s.slice(apiOrigin.length) : s.replace(embeddedAbsolute, "$1/media/"),
    );
  const answer = (value: unknown) =>
    mapStrings(value, (s) =>
      s.startsWith("/media/") ? `${apiOrigin}${s}` : s.replace(EMBEDDED_MEDIA, `$1${apiOrigin}/media/`),
    );

  const transport: NativeTransport = {
    url,
    answer,
    request: toServer,
    headers: (): Record<string, string> => (current ? { Authorization: `Bearer ${current.access_token}` } : {}),
    tokens: () => current,

    async restore() {
      current = parseTokens(await storage.get(TOKENS_KEY).catch(() => null));
      return current;
    },
    save(tokens) {
      current = tokens;
      return write(() => storage.set(TOKENS_KEY, JSON.stringify(tokens)));
    },
    clear() {
      current = null;
      return write(async () => {
        await storage.remove(TOKENS_KEY);
        await storage.remove(PKCE_VERIFIER_KEY);
      });
    },

    socket(socketUrl) {
      // Browsers cannot set headers on a WebSocket: the token travels as the second subprotocol (the worker answers
      // `bearer`, worker/auth/transport.ts).
      return createSocket(socketUrl, current ? ["bearer", current.access_token] : undefined);
    },

    async fetch(input, init) {
      const target = new URL(url(input), apiOrigin);
      const ours = target.origin === apiOrigin;
      const path = target.pathname;
      const refresh = path === "/auth/v1/token" && target.searchParams.get("grant_type") === "refresh_token";
      // A call made while the tokens rotate (the app back from the background) waits for the new access token.
      if (ours && !refresh && refreshing) await refreshing;
      const headers = new Headers(init.headers);
      headers.delete("X-Session-Transport");
      if (ours && current && !headers.has("Authorization"))
        headers.set("Authorization", `Bearer ${current.access_token}`);
      let body = init.body;
      const json = typeof body === "string" && headers.get("Content-Type")?.includes("application/json");
      if (ours && json) {
        let value = toServer(JSON.parse(body as string)) as Record<string, unknown>;
        if (refresh && current) value = { ...value, refresh_token: current.refresh_token };
        if (LINK_SENDING.test(path)) {
          const redirect = target.searchParams.get("redirect_to");
          if (redirect?.startsWith(`${appOrigin}/`)) {
            const next = redirect.slice(appOrigin.length);
            target.searchParams.set("redirect_to", `${AUTH_CALLBACK_URL}?next=${encodeURIComponent(next)}`);
          }
          if (path !== "/auth/v1/resend" && value && typeof value === "object" && !Array.isArray(value)) {
            const { verifier, challenge } = await pkcePair();
            await write(() => storage.set(PKCE_VERIFIER_KEY, verifier));
            value = { ...value, code_challenge: challenge, code_challenge_method: "s256" };
          }
        }
        body = JSON.stringify(value);
      }
      const answered = doFetch(target.toString(), { ...init, headers, body, credentials: "omit" }).then((res) =>
        ours ? respond(path, res) : res,
      );
      if (refresh) {
        const settled = answered.then(
          () => undefined,
          () => undefined,
        );
        refreshing = settled;
        void settled.then(() => {
          if (refreshing === settled) refreshing = null;
        });
      }
      return answered;
    },
  };

  async function respond(path: string, res: Response): Promise<Response> {
    const isAuth = path.startsWith("/auth/v1/");
    if (path === "/auth/v1/logout" && res.ok) await transport.clear();
    if (!res.headers.get("Content-Type")?.includes("application/json")) return res;
    const text = await res.text();
    let value: unknown = null;
    try {
      value = text ? JSON.parse(text) : null;
    } catch {
      return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
    }
    if (isAuth && value && typeof value === "object") {
      const v = value as Record<string, unknown>;
      if (res.ok && typeof v.access_token === "string" && typeof v.refresh_token === "string") {
        const expiresAt = typeof v.expires_at === "number" ? v.expires_at : 0;
        await transport.save({ access_token: v.access_token, refresh_token: v.refresh_token, expires_at: expiresAt });
        const { access_token: _a, refresh_token: _r, ...rest } = v;
        const aal = aalOf(v.access_token);
        value = aal ? { ...rest, aal } : rest;
      }
      const code = v.error_code ?? v.code;
      if (path === "/auth/v1/logout" && !res.ok && typeof code === "string" && SESSION_GONE.has(code))
        await transport.clear();
    }
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.delete("Content-Encoding");
    return new Response(JSON.stringify(answer(value)), { status: res.status, statusText: res.statusText, headers });
  }

  return transport;
}
