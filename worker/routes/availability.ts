import type { Context } from "hono";
import { availabilityApi } from "../../domain/api/availability";
import { BOOKING_MESSAGES as M } from "../../domain/bookings/messages";
import { tripDays } from "../../domain/bookings/pricing";
import { isHost } from "../../domain/people";
import { KIND_OF_ROUTE, type ListingRoute } from "../../domain/vocabulary";
import { randomToken, sha256Hex } from "../auth/crypto";
import { auditStatement } from "../db/audit";
import { bookableListing, listingCalendar, takenDays } from "../db/booking-listing";
import { blockDayStatements } from "../db/booking-writes";
import { deleteFeed, feedOf, replaceFeed } from "../db/calendar-feeds";
import { partyOf } from "../db/conversations";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

/** The listing, when the caller owns it (or is an admin); else null (404: another's listing does not exist to them). */
async function ownListing(c: Ctx, type: ListingRoute, id: string) {
  const listing = await bookableListing(c.env.DB, KIND_OF_ROUTE[type], id);
  const me = principal(c);
  return listing && (listing.hostUserId === me.userId || me.isAdmin) ? listing : null;
}

/** Availability of tours, cars and drivers; hosts block dates and keep a private calendar feed (issue 16 item 6). */
export const availabilityRoutes = implement(availabilityApi, {
  listing: async (c, { params, query }) => {
    const kind = KIND_OF_ROUTE[params.type];
    const listing = await bookableListing(c.env.DB, kind, params.id);
    if (!listing?.bookable) return errorJson(c, 404, "not_found", M.noListing);
    c.header("Cache-Control", "no-store");
    if (kind === "group_tour") return { unavailable: [] };
    return { unavailable: await takenDays(c.env.DB, listing.id, query.from, query.to) };
  },
  calendar: async (c, { params, query }) => {
    const listing = await ownListing(c, params.type, params.id);
    if (!listing) return errorJson(c, 404, "not_found", M.notOwner);
    c.header("Cache-Control", "private, no-store");
    return listingCalendar(c.env.DB, listing.id, query.from, query.to);
  },
  block: async (c, { params, body }) => {
    const listing = await ownListing(c, params.type, params.id);
    if (!listing) return errorJson(c, 404, "not_found", M.notOwner);
    if (listing.kind === "group_tour") return errorJson(c, 400, "invalid_request", M.noDaysForGroupTours);
    const days = tripDays(body.from, body.to);
    await c.env.DB.batch([
      ...blockDayStatements(c.env.DB, listing.id, days, body.blocked),
      auditStatement(c.env.DB, {
        actorId: principal(c).userId,
        action: body.blocked ? "listing.block_dates" : "listing.unblock_dates",
        entityType: listing.kind,
        entityId: listing.id,
        details: { from: body.from, to: body.to },
      }),
    ]);
    return listingCalendar(c.env.DB, listing.id, body.from, body.to);
  },
  feed: async (c) => {
    const feed = await feedOf(c.env.DB, principal(c).userId);
    c.header("Cache-Control", "private, no-store");
    return { active: Boolean(feed), created_at: feed?.created_at ?? null, url: null };
  },
  newFeed: async (c) => {
    const me = principal(c).userId;
    const party = await partyOf(c.env.DB, me);
    if (!party || !isHost(party)) return errorJson(c, 403, "forbidden", M.calendarFeedHostsOnly);
    const token = randomToken(32);
    const created = await replaceFeed(c.env.DB, me, await sha256Hex(token));
    c.header("Cache-Control", "private, no-store");
    return c.json({ active: true, created_at: created, url: `${siteOrigin(c.env)}/calendar/${token}.ics` }, 201);
  },
  deleteFeed: async (c) => {
    await deleteFeed(c.env.DB, principal(c).userId);
    return { active: false, created_at: null, url: null };
  },
});
