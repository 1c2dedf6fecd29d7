import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppBindings } from "../env";
import { csrfCheck } from "../middleware/csrf";
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorResponse } from "./errors";
import { AUTH_BODY_LIMIT_BYTES } from "./input";
import { AuthConfigError } from "./keys";
import { adminRoutes } from "./routes-admin";
import { codeRoutes } from "./routes-codes";
import { factorRoutes } from "./routes-factors";
import { identityRoutes } from "./routes-identities";
import { signInRoutes } from "./routes-signin";
import { userRoutes } from "./routes-user";

/**
 * `/auth/v1`: our own auth service, speaking Supabase Auth's (GoTrue's) wire format so `@supabase/auth-js` works
 * against it unchanged (decision 007). The web app uses the same endpoints with the cookie transport.
 */
export const authApp = new Hono<AppBindings>();

authApp.use(async (c, next) => {
  await next();
  c.header(API_VERSION_HEADER, API_VERSION);
  c.header("Cache-Control", c.res.headers.get("Cache-Control") ?? "no-store");
});
authApp.use(
  bodyLimit({
    maxSize: AUTH_BODY_LIMIT_BYTES,
    onError: (c) => authErrorResponse(c, new AuthError(413, "request_too_large", "Request body is too large")),
  }),
);
authApp.use(csrfCheck((c, message) => authErrorResponse(c, new AuthError(403, "csrf_failed", message))));

authApp.route("/", signInRoutes);
authApp.route("/", codeRoutes);
authApp.route("/", userRoutes);
authApp.route("/", factorRoutes);
authApp.route("/", identityRoutes);
authApp.route("/", adminRoutes);
authApp.all("/sso", (c) => authErrorResponse(c, new AuthError(404, "sso_provider_not_found", "SSO is not enabled")));
authApp.all("*", (c) => authErrorResponse(c, new AuthError(404, "not_found", "Not found")));

authApp.onError((err, c) => {
  if (err instanceof AuthError) return authErrorResponse(c, err);
  if (err instanceof AuthConfigError) console.error(JSON.stringify({ job: "auth", error: err.message }));
  else
    console.error(JSON.stringify({ request_id: c.get("requestId"), error: String(err), stack: (err as Error).stack }));
  return authErrorResponse(c, new AuthError(500, "unexpected_failure", "An unexpected error occurred"));
});
