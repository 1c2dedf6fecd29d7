import type { Context, MiddlewareHandler } from "hono";
import { hasSessionCookie, wantsCookies } from "../auth/transport";
import type { AppBindings } from "../env";
import { siteOrigin } from "../site-origin";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Routes whose only permission is a signed token in the URL and that never read the session: a cross-site post
 * gains nothing from the cookie, and RFC 8058 one-click unsubscribes come from mail clients on other origins.
 */
const TOKEN_ONLY = new Set(["/api/unsubscribe"]);

/**
 * CSRF defence for cookie sessions: a mutating request that carries the session cookie (or asks for one) without
 * an Authorization header must come from this site's own pages: its Origin is the site's origin, or, when a
 * browser sends no Origin, Sec-Fetch-Site says same-origin. Bearer requests carry no ambient credential and pass.
 */
export function csrfCheck(
  refuse: (c: Context<AppBindings>, message: string) => Response,
): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || c.req.header("Authorization")) return next();
    if (TOKEN_ONLY.has(c.req.path)) return next();
    if (!hasSessionCookie(c) && !wantsCookies(c)) return next();
    const origin = c.req.header("Origin");
    const allowed = new Set([siteOrigin(c.env), new URL(c.req.url).origin]);
    const ok = origin ? allowed.has(origin) : c.req.header("Sec-Fetch-Site") === "same-origin";
    if (!ok) return refuse(c, "Cross-site request refused: the Origin of this request is not this site");
    return next();
  };
}
