import type { Context, MiddlewareHandler } from "hono";
import { verifyAccessToken } from "../auth/jwt";
import { accessTokenOf } from "../auth/transport";
import type { AppBindings } from "../env";
import { ApiError, errorJson } from "../errors";
import { siteOrigin } from "../site-origin";

/** Who may call an /api route. Every route declares one with `allow()`; the server checks it (ARCHITECTURE "Auth"). */
export type Access = "public" | "signed-in" | "admin";

export interface Principal {
  userId: string;
  sessionId: string;
  aal: "aal1" | "aal2";
  email: string | null;
  isAdmin: boolean;
}

type Ctx = Context<AppBindings>;

/**
 * The caller behind the request's token (Bearer header or session cookie), or null: no token, a token that fails
 * verification or has expired, a revoked session or a deleted user. One D1 read (session, user and admin flag).
 */
export async function resolvePrincipal(c: Ctx): Promise<Principal | null> {
  const cached = c.get("principal");
  if (cached !== undefined) return cached;
  let result: Principal | null = null;
  const found = accessTokenOf(c);
  if (found) {
    const verified = await verifyAccessToken(c.env, siteOrigin(c.env), found.token);
    if (verified.ok) {
      const row = await c.env.DB.prepare(
        `SELECT s.aal, u.email, coalesce(p.is_admin, 0) AS is_admin
           FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN profiles p ON p.user_id = s.user_id
          WHERE s.id = ? AND s.user_id = ? AND u.deleted_at IS NULL`,
      )
        .bind(verified.claims.session_id, verified.claims.sub)
        .first<{ aal: "aal1" | "aal2"; email: string | null; is_admin: number }>();
      if (row) {
        result = {
          userId: verified.claims.sub,
          sessionId: verified.claims.session_id,
          aal: row.aal,
          email: row.email,
          isAdmin: row.is_admin === 1,
        };
      }
    }
  }
  c.set("principal", result);
  return result;
}

/**
 * Declares and enforces who may call the route. Runs before validation, so a caller without the right learns
 * nothing about the payload: guests get 401, signed-in non-admins on admin routes 403.
 */
export function allow(access: Access): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    c.set("access", access);
    if (access === "public") return next();
    const who = await resolvePrincipal(c);
    if (!who) return errorJson(c, 401, "unauthorized", "Please log in to continue");
    if (access === "admin" && !who.isAdmin) return errorJson(c, 403, "forbidden", "Only admins can do this");
    return next();
  };
}

/** The signed-in caller of a route declared `allow("signed-in")` or `allow("admin")`. */
export function principal(c: Ctx): Principal {
  const who = c.get("principal");
  if (!who) throw new ApiError(401, "unauthorized", "Please log in to continue");
  return who;
}

/**
 * Every /api response must come from a route that declared its access rule; one that did not is a bug, answered
 * 500 so tests catch it (the body never reaches a caller who should not see it).
 */
export const requireAccessRule: MiddlewareHandler<AppBindings> = async (c, next) => {
  await next();
  if (c.get("access") === undefined && c.res.status !== 404) {
    console.error(JSON.stringify({ error: "route_without_access_rule", path: new URL(c.req.url).pathname }));
    c.res = errorJson(c, 500, "route_without_access_rule", "This route does not declare who may call it");
  }
};
