import type { Context, MiddlewareHandler } from "hono";
import type { Access } from "../../domain/vocabulary";
import { verifyAccessToken } from "../auth/jwt";
import { accessTokenOf } from "../auth/transport";
import { sessionPrincipal } from "../db/sessions";
import type { AppBindings } from "../env";
import { ApiError, errorJson } from "../errors";
import type { Principal } from "../principal";
import { siteOrigin } from "../site-origin";
import { noteForLog } from "./request-log";

type Ctx = Context<AppBindings>;

export const SECOND_FACTOR_DUE = "Enter the code from your authenticator app to finish signing in";

/**
 * The caller behind the request's token (Bearer header or session cookie), or null: no token, a token that fails
 * verification or has expired, a revoked session or a deleted user, or a session whose authenticator code is still
 * due (aal1 while the person has a verified factor). One D1 read (session, user, admin flag and factor).
 */
export async function resolvePrincipal(c: Ctx): Promise<Principal | null> {
  const cached = c.get("principal");
  if (cached !== undefined) return cached;
  let result: Principal | null = null;
  const found = accessTokenOf(c);
  if (found) {
    const verified = await verifyAccessToken(c.env, siteOrigin(c.env), found.token);
    if (verified.ok) {
      result = await sessionPrincipal(c.env.DB, verified.claims.session_id, verified.claims.sub);
    }
  }
  if (result) noteForLog(c, { user_id: result.userId });
  if (result?.secondFactorDue) {
    // The password (or code, or Google) alone opens nothing while the account's authenticator waits: a guest.
    c.set("secondFactorDue", true);
    result = null;
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
    if (!who) {
      if (c.get("secondFactorDue")) return errorJson(c, 403, "mfa_required", SECOND_FACTOR_DUE);
      return errorJson(c, 401, "unauthorized", "Please log in to continue");
    }
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
