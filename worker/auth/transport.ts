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

/** The access token of a request: the Authorization header first, else the session cookie. */
export function accessTokenOf(c: Context): { token: string; via: "bearer" | "cookie" } | null {
  const header = c.req.header("Authorization");
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    return m?.[1] ? { token: m[1], via: "bearer" } : null;
  }
  const cookie = getCookie(c, cookieNames(c).access);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

export function refreshCookieOf(c: Context): string | null {
  return getCookie(c, cookieNames(c).refresh) ?? null;
}
