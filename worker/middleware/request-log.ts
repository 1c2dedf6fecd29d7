import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "../env";

/** One structured log line per request, tagged with the request id that is also sent back to the client. */
export const requestLog: MiddlewareHandler<AppBindings> = async (c, next) => {
  const started = Date.now();
  await next();
  const url = new URL(c.req.url);
  console.log(
    JSON.stringify({
      request_id: c.get("requestId"),
      method: c.req.method,
      path: url.pathname,
      status: c.res.status,
      ms: Date.now() - started,
    }),
  );
};
