import { Hono } from "hono";
import { sha256Hex } from "../auth/crypto";
import { feedTrips } from "../db/calendar-feeds";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { calendarFeed } from "../services/calendar-feed";
import { siteOrigin } from "../site-origin";

const DAY_MS = 86_400_000;

/**
 * GET /calendar/:token.ics: a host's booked trips for their calendar app. The secret token is the only
 * permission (calendar apps send no session); an unknown or revoked one is 404.
 */
export const calendarRoutes = new Hono<AppBindings>()
  .get("/:file{[A-Za-z0-9_-]{20,100}\\.ics}", async (c) => {
    const token = c.req.param("file").replace(/\.ics$/, "");
    const since = new Date(Date.now() - 90 * DAY_MS).toISOString().slice(0, 10);
    const trips = await feedTrips(c.env.DB, await sha256Hex(token), since);
    if (!trips) return errorJson(c, 404, "not_found", "There is no such calendar");
    const origin = siteOrigin(c.env);
    return new Response(calendarFeed(trips, origin, new URL(origin).host), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": "private, max-age=300",
        "Content-Disposition": 'inline; filename="trips.ics"',
      },
    });
  })
  // Any other address under /calendar is no feed either: a calendar app gets 404, never the web app's page.
  .all("*", (c) => errorJson(c, 404, "not_found", "There is no such calendar"));
