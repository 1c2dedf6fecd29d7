import type { Context } from "hono";
import { BRAND } from "../../domain/brand";
import type { AppBindings } from "../env";
import { siteOrigin } from "../site-origin";

/**
 * The native app's own sign-in callback (`untrodden://auth/callback`, optionally with a query): always admitted,
 * so the app's e-mail links come back to it (web/src/native/auth-callback.ts). Nothing else on the scheme is.
 */
export const APP_AUTH_CALLBACK = `${BRAND.appScheme}://auth/callback`;

function isAppCallback(wanted: string): boolean {
  return (wanted === APP_AUTH_CALLBACK || wanted.startsWith(`${APP_AUTH_CALLBACK}?`)) && !wanted.includes("#");
}

/**
 * Where an e-mail link may send its reader: the site itself, the native app's callback, or a prefix listed in
 * AUTH_REDIRECT_URLS (comma separated, e.g. another app's `travel.untrodden.app://`). Anything else falls back to
 * the site's own page, so a link can never be turned into an open redirect.
 */
export function safeRedirect(c: Context<AppBindings>, wanted: string | undefined | null, fallbackPath: string): string {
  const origin = siteOrigin(c.env);
  const fallback = `${origin}${fallbackPath}`;
  if (!wanted) return fallback;
  if (URL.canParse(wanted)) {
    const url = new URL(wanted);
    if (url.origin === origin || url.origin === new URL(c.req.url).origin) return url.toString();
    if (isAppCallback(wanted)) return wanted;
  }
  const allowed = (c.env.AUTH_REDIRECT_URLS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return URL.canParse(wanted) && allowed.some((prefix) => listedUnder(prefix, wanted)) ? wanted : fallback;
}

/**
 * Whether `wanted` is under a listed prefix, at a boundary: `https://app.example` admits `https://app.example/x`
 * but not `https://app.example.evil.test`; a prefix ending in `/`, `:` or `?` (a scheme like `travel.untrodden.app://`)
 * admits anything after it.
 */
function listedUnder(prefix: string, wanted: string): boolean {
  if (!wanted.startsWith(prefix)) return false;
  const next = wanted.slice(prefix.length);
  return next === "" || /[/:?#]$/.test(prefix) || /^[/?#]/.test(next);
}

/** True when the redirect stays on this site (the web app: the session goes in cookies, not in the URL). */
export function isSameSite(c: Context<AppBindings>, target: string): boolean {
  if (!URL.canParse(target)) return false;
  const origin = new URL(target).origin;
  return origin === siteOrigin(c.env) || origin === new URL(c.req.url).origin;
}
