import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { BRAND } from "../../domain/brand";

/**
 * The two ways a session travels. Bearer (auth-js, the native shell): tokens in the JSON body, then the
 * Authorization header. Cookie (the web app, which asks with `X-Session-Transport: cookie`): tokens only in
 * HttpOnly cookies, so a script injected into a page cannot read them; the body carries the user and expiry.
 */
export const TRANSPORT_HEADER = "X-Session-Transport";

/** How long an idle session lasts: the refresh cookie's lifetime and the server's idle limit agree. */
export const SESSION_IDLE_SECONDS = 30 * 24 * 3600;

export function wantsCookies(c: Context): boolean {
  return c.req.header(TRANSPORT_HEADER)?.toLowerCase() === "cookie";
}

function secureOrigin(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:";
}

/** `__Host-` names (Secure, no Domain, Path=/) on https; plain names on http://localhost during development. */
export function cookieNames(c: Context): { access: string; refresh: string } {
  const prefix = secureOrigin(c) ? "__Host-" : "";
  return { access: `${prefix}${BRAND.storagePrefix}-access`, refresh: `${prefix}${BRAND.storagePrefix}-refresh` };
}

export function setSessionCookies(c: Context, accessToken: string, expiresIn: number, refreshToken: string): void {
  const names = cookieNames(c);
  const base = { httpOnly: true, secure: true, sameSite: "Lax" as const, path: "/" };
  setCookie(c, names.access, accessToken, { ...base, maxAge: expiresIn });
  setCookie(c, names.refresh, refreshToken, { ...base, maxAge: SESSION_IDLE_SECONDS });
}

export function clearSessionCookies(c: Context): void {
  const names = cookieNames(c);
  deleteCookie(c, names.access, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  deleteCookie(c, names.refresh, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

export function hasSessionCookie(c: Context): boolean {
  const names = cookieNames(c);
  return Boolean(getCookie(c, names.access) || getCookie(c, names.refresh));
}

/** The WebSocket subprotocol that says the next one is an access token; the 101 answer names it back. */
export const SOCKET_BEARER_PROTOCOL = "bearer";

/**
 * A WebSocket upgrade's Bearer token. Browsers cannot set headers on a WebSocket, so the native shell offers the
 * subprotocols `bearer, <access token>` (`new WebSocket(url, ["bearer", token])`). Undefined when the upgrade does
 * not offer `bearer` first; "" when it offers it without a token.
 */
export function socketBearerOf(c: Context): string | undefined {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") return undefined;
  const offered = (c.req.header("Sec-WebSocket-Protocol") ?? "").split(",").map((p) => p.trim());
  if (offered[0] !== SOCKET_BEARER_PROTOCOL) return undefined;
  return offered.length === 2 ? (offered[1] ?? "") : "";
}

/**
 * The access token of a request: the Authorization header first, then a WebSocket's bearer subprotocol, else the
 * session cookie.
 */
export function accessTokenOf(c: Context): { token: string; via: "bearer" | "cookie" } | null {
  const header = c.req.header("Authorization");
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    return m?.[1] ? { token: m[1], via: "bearer" } : null;
  }
  const socket = socketBearerOf(c);
  if (socket !== undefined) return socket ? { token: socket, via: "bearer" } : null;
  const cookie = getCookie(c, cookieNames(c).access);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

export function refreshCookieOf(c: Context): string | null {
  return getCookie(c, cookieNames(c).refresh) ?? null;
}
