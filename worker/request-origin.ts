/**
 * Where a request came from — the client's address and browser — kept for the length of the request (and the work
 * it leaves to waitUntil) so that every audit_log row it writes records it (worker/db/audit.ts), however deep in a
 * service the row is made. Crons run outside any request and record none (decision 029).
 * Imports nothing of the worker's environment: the seed scripts (Node) reach it through worker/db/audit.ts.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** A user agent is kept to this many characters (like a session's). */
export const USER_AGENT_MAX = 300;
const NONE: RequestOrigin = { ip: null, userAgent: null };
const store = new AsyncLocalStorage<RequestOrigin>();

/** The request's origin from its headers: Cloudflare's client address, else the first X-Forwarded-For hop. */
export function originOf(headers: Headers): RequestOrigin {
  const forwarded = headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  const ip = headers.get("CF-Connecting-IP")?.trim() || forwarded || null;
  const userAgent = headers.get("User-Agent")?.trim().slice(0, USER_AGENT_MAX) || null;
  return { ip: ip ? ip.slice(0, 64) : null, userAgent };
}

/** The origin of the request being handled; both null outside a request (a cron) or inside `withoutOrigin`. */
export const currentOrigin = (): RequestOrigin => store.getStore() ?? NONE;

/** Runs `work` as the system rather than the request it is called from (cron jobs started by a dev route). */
export const withoutOrigin = <T>(work: () => T): T => store.run(NONE, work);

/** The middleware that opens a request's origin for everything after it. */
export const requestOrigin: MiddlewareHandler = (c, next) => store.run(originOf(c.req.raw.headers), next);
