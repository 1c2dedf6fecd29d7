/**
 * POST /dev/cron — local runs only (DEV_MAILBOX = "on", like /dev/mailbox): runs a cron trigger's jobs as if it
 * were a given moment (`{ "cron": "*\/10 * * * *", "at": "2027-05-09T00:00:00Z" }`), so end-to-end tests can let
 * a trip end without waiting for it. With `"bookings": [ids]` only the booking clocks run, for those bookings
 * alone, so a test moves its own trips and not those of the tests running beside it on the same server. With
 * DEV_MAILBOX off, or a public PUBLIC_ORIGIN (devToolsOn), the path is unknown like any other (404). `"articles": [ids]` likewise publishes only those scheduled
 * articles whose time has come. The jobs run as the system, as a real cron would: their audit rows record no origin.
 */
import { Hono } from "hono";
import { runScheduled } from "../cron";
import { publishScheduledArticles } from "../cron/blog";
import { runBookingClocks } from "../cron/bookings";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { withoutOrigin } from "../request-origin";
import { devToolsOn } from "../site-origin";

const clock = new Hono<AppBindings>().post("/", async (c) => {
  if (!devToolsOn(c.env)) return errorJson(c, 404, "not_found", "Not found");
  const body = (await c.req.json().catch(() => null)) as {
    cron?: unknown;
    at?: unknown;
    bookings?: unknown;
    articles?: unknown;
  } | null;
  const at = typeof body?.at === "string" ? new Date(body.at) : new Date();
  const only = body?.bookings;
  if (Array.isArray(only) && only.every((id) => typeof id === "string") && !Number.isNaN(at.getTime())) {
    const result = await runBookingClocks(c.env, at, only);
    return c.json({ ran: "bookings", at: at.toISOString(), result });
  }
  const articles = body?.articles;
  if (Array.isArray(articles) && articles.every((id) => typeof id === "string") && !Number.isNaN(at.getTime())) {
    const result = await publishScheduledArticles(c.env, at, articles);
    return c.json({ ran: "articles", at: at.toISOString(), result });
  }
  if (typeof body?.cron !== "string" || Number.isNaN(at.getTime()))
    return errorJson(c, 400, "invalid_request", 'Send { "cron": "<a cron of wrangler.toml>", "at": "<ISO time>" }');
  await runScheduled(body.cron, c.env, at);
  return c.json({ ran: body.cron, at: at.toISOString() });
});

export const devClockRoutes = new Hono<AppBindings>().use((_c, next) => withoutOrigin(next)).route("/", clock);
