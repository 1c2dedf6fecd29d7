import { cors } from "hono/cors";
import type { Env } from "../env";

/** The native shell's WebView origins (Capacitor on iOS and Android). */
export const NATIVE_ORIGINS = ["capacitor://localhost", "ionic://localhost", "https://localhost", "http://localhost"];

/**
 * Cross-origin calls to /auth/v1 and /api come from the native shell (and any origin in CORS_ORIGINS). They use
 * Bearer tokens, never cookies: credentials are not allowed cross-origin, so a foreign page cannot ride a session.
 */
export const apiCors = cors({
  origin: (origin, c) => {
    const extra = ((c.env as Env).CORS_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    return NATIVE_ORIGINS.includes(origin) || extra.includes(origin) ? origin : null;
  },
  allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
  allowHeaders: ["Authorization", "Content-Type", "apikey", "X-Client-Info", "X-Supabase-Api-Version"],
  exposeHeaders: ["X-Total-Count", "Link", "Retry-After", "X-Supabase-Api-Version", "X-Request-Id"],
  credentials: false,
  maxAge: 600,
});
