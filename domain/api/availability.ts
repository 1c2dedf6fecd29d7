/**
 * Availability (issue 16 item 6): the days a tour, car or driver cannot be booked (held by a booking or blocked by
 * its host), the host's blocking of dates, and the host's private calendar feed of confirmed trips.
 */
import { z } from "zod";
import { LISTING_ROUTES } from "../vocabulary";
import { del, get, post, put, reply } from "./endpoint";
import { isoDate, plainText } from "./fields";

/** The longest range one request reads or blocks. */
export const AVAILABILITY_MAX_DAYS = 366;

const listingParams = z.object({
  type: z.enum(LISTING_ROUTES, { error: "must be tour, group-tour, rental-car or driver" }),
  id: plainText().trim().min(1, "is required").max(64, "must be an id"),
});

/** A range of days: `to` not before `from`, at most AVAILABILITY_MAX_DAYS long. */
function checkRange(r: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (r.to < r.from) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  else if ((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 + 1 > AVAILABILITY_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `can be at most ${AVAILABILITY_MAX_DAYS} days after from` });
}

export const availabilityQuery = z.strictObject({ from: isoDate, to: isoDate }).superRefine(checkRange);
export const blockDatesBody = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    /** true blocks the days, false frees the ones the host blocked (days held by bookings stay held). */
    blocked: z.boolean({ error: "must be true or false" }),
  })
  .superRefine(checkRange);
export type BlockDatesBody = z.input<typeof blockDatesBody>;

export interface AvailabilityResponse {
  /** ISO dates in the range that cannot be booked (held or blocked), ascending. */
  unavailable: string[];
}

export interface ListingCalendarResponse {
  /** Days the host blocked. */
  blocked: string[];
  /** Days held by bookings, with the booking. */
  held: { day: string; booking_id: string }[];
}

export interface CalendarFeedResponse {
  active: boolean;
  created_at: string | null;
  /** The secret address: given only when it is made (it is stored hashed); a new one revokes the old. */
  url: string | null;
}

export const availabilityApi = {
  /** Public: what the request form greys out. Group tours answer with no days (their departures carry seats). */
  listing: get("/api/listings/:type/:id/availability", {
    access: "public",
    params: listingParams,
    query: availabilityQuery,
    response: reply<AvailabilityResponse>(),
  }),
  /** The listing's owner and admins. */
  calendar: get("/api/me/listings/:type/:id/calendar", {
    access: "signed-in",
    params: listingParams,
    query: availabilityQuery,
    response: reply<ListingCalendarResponse>(),
  }),
  block: put("/api/me/listings/:type/:id/blocked-dates", {
    access: "signed-in",
    params: listingParams,
    body: blockDatesBody,
    response: reply<ListingCalendarResponse>(),
  }),
  feed: get("/api/me/calendar-feed", { access: "signed-in", response: reply<CalendarFeedResponse>() }),
  /** A new secret address (the old one stops working). */
  newFeed: post("/api/me/calendar-feed", { access: "signed-in", response: reply<CalendarFeedResponse>() }),
  deleteFeed: del("/api/me/calendar-feed", { access: "signed-in", response: reply<CalendarFeedResponse>() }),
};
