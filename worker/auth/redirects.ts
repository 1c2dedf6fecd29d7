import type { Context } from "hono";
import type { AppBindings } from "../env";
import { siteOrigin } from "../site-origin";

/**
 * Where an e-mail link may send its reader: the site itself, or a prefix listed in AUTH_REDIRECT_URLS (comma
 * separated, e.g. the native app's `travel.untrodden.app://`). Anything else falls back to the site's own page,
 * so a link can never be turned into an open redirect.
 */
export function safeRedirect(c: Context<AppBindings>, wanted: string | undefined | null, fallbackPath: string): string {
  const origin = siteOrigin(c.env);
  const fallback = `${origin}${fallbackPath}`;
  if (!wanted) return fallback;
  if (URL.canParse(wanted)) {
    const url = new URL(wanted);
    if (url.origin === origin || url.origin === new URL(c.req.url).origin) return url.toString();
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
