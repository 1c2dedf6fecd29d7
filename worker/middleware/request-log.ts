import type { Context, MiddlewareHandler } from "hono";
import type { AppBindings, LogNotes } from "../env";

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

/** Adds to what this request's log line says: the account it was for, the error it answered, a sign-in. */
export function noteForLog(c: Context, notes: LogNotes): void {
  const ctx = c as Context<AppBindings>;
  ctx.set("logNotes", { ...ctx.get("logNotes"), ...notes });
}

/**
 * One structured log line per request, tagged with the request id that is also sent back to the client. It carries
 * the account the request was for when one was known (signed in, or the account a failed sign-in tried) and the error
 * code answered, so authentication decisions and refusals can be traced without logging any credential.
 */
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
      ...c.get("logNotes"),
    }),
  );
};
