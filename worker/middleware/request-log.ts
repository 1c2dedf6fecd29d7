import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "../env";

/**
 * Paths whose segment is itself a credential (a calendar feed's secret address): logged with the secret replaced, so
 * whoever reads the logs cannot subscribe to a host's trips. Secrets in a query (e-mail links, unsubscribe tokens)
 * never reach the log, which records the path only.
 */
const SECRET_PATHS: [RegExp, string][] = [[/^\/calendar\/[^/]+\.ics$/, "/calendar/[secret].ics"]];

function loggedPath(pathname: string): string {
  for (const [pattern, replacement] of SECRET_PATHS) if (pattern.test(pathname)) return replacement;
  return pathname;
}

/** One structured log line per request, tagged with the request id that is also sent back to the client. */
export const requestLog: MiddlewareHandler<AppBindings> = async (c, next) => {
  const started = Date.now();
  await next();
  const url = new URL(c.req.url);
  console.log(
    JSON.stringify({
      request_id: c.get("requestId"),
      method: c.req.method,
      path: loggedPath(url.pathname),
      status: c.res.status,
      ms: Date.now() - started,
    }),
  );
};
