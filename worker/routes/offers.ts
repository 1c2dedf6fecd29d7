import type { Context } from "hono";
import { offersApi } from "../../domain/api/offers";
import { BOOKING_MESSAGES as M, quoteRefusalText } from "../../domain/bookings/messages";
import { offerDates, offerMessage } from "../../domain/bookings/offers";
import { HOLDS_DAYS } from "../../domain/bookings/pricing";
import { formatDateRange } from "../../domain/date-range";
import { KIND_OF_ROUTE, kindOfTable, LISTING_TABLE } from "../../domain/vocabulary";
import { bookableListing, listingLink, takenDays } from "../db/booking-listing";
import { nowIso } from "../db/client";
import { blockedBy } from "../db/conversation-safety";
import { conversationParticipants } from "../db/conversations";
import { closeOffer, insertOffer, type OfferRow, offerRow, offerView } from "../db/offers";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { requestCtx } from "../services/bookings/context";
import { bookFromOffer } from "../services/bookings/request";
import { bookingAnswer, requestRefused } from "./bookings";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

const HOUR_MS = 3_600_000;

async function view(c: Ctx, o: OfferRow) {
  const kind = kindOfTable(o.listing_type) ?? "tour";
  c.header("Cache-Control", "private, no-store");
  return { offer: offerView(o, principal(c).userId, await listingLink(c.env.DB, kind, o.listing_id), new Date()) };
}

/** The offer, when the caller is one of its two people (or an admin, `admins`); else null (404). */
async function visible(c: Ctx, id: string, admins = false): Promise<OfferRow | null> {
  const o = await offerRow(c.env.DB, id);
  const me = principal(c);
  if (!o) return null;
  if (o.traveler_id === me.userId || o.host_id === me.userId) return o;
  return admins && me.isAdmin ? o : null;
}

/** Custom offers in chat (issue 16 item 2): sent by a conversation's host, accepted into a booking by its traveler. */
export const offerRoutes = implement(offersApi, {
  create: async (c, { params, body }) => {
    const me = principal(c).userId;
    const people = await conversationParticipants(c.env.DB, params.id);
    if (!people || (people.travelerId !== me && people.hostId !== me))
      return errorJson(c, 404, "not_found", "There is no such conversation");
    if (people.kind !== "direct" || people.hostId !== me) return errorJson(c, 403, "forbidden", M.offerHostOnly);
    // An offer is a message: a block stops it as it stops every other one (and its e-mail).
    if (await blockedBy(c.env.DB, params.id)) return errorJson(c, 409, "blocked", M.offerBlocked);
    const kind = KIND_OF_ROUTE[body.listing.type];
    const listing = await bookableListing(c.env.DB, kind, body.listing.id, body.departure_id ?? null);
    if (!listing?.bookable || listing.hostUserId !== me)
      return errorJson(c, 400, "invalid_request", M.offerListingNotYours);
    const now = new Date();
    const dates = offerDates(listing.source, body, now.toISOString().slice(0, 10));
    if (!dates.ok) return errorJson(c, 400, dates.refusal, quoteRefusalText(dates.refusal));
    const { start_date, end_date } = dates.value;
    if (HOLDS_DAYS[kind] && (await takenDays(c.env.DB, listing.id, start_date, end_date)).length)
      return errorJson(c, 409, "dates_unavailable", M.datesUnavailable);
    if (
      kind === "group_tour" &&
      listing.source.kind === "group_tour" &&
      (listing.source.departure?.seats_left ?? 0) < body.party_size
    )
      return errorJson(c, 409, "departure_full", quoteRefusalText("departure_full"));
    const id = crypto.randomUUID();
    const stamp = nowIso(now.getTime());
    const row = {
      id,
      conversation_id: params.id,
      host_id: me,
      traveler_id: people.travelerId,
      listing_type: LISTING_TABLE[kind],
      listing_id: listing.id,
      listing_title: listing.title,
      departure_id: kind === "group_tour" ? listing.departureId : null,
      start_date,
      end_date,
      party_size: body.party_size,
      total_cents: body.total_cents,
      deposit_cents: body.deposit_cents,
      note: body.note || null,
      expires_at: nowIso(now.getTime() + body.expires_in_hours * HOUR_MS),
      created_at: stamp,
      updated_at: stamp,
    };
    await insertOffer(c.env.DB, row);
    const text = offerMessage(row, formatDateRange(start_date, end_date), body.party_size);
    try {
      const room = c.env.CONVERSATION_ROOM.get(c.env.CONVERSATION_ROOM.idFromName(params.id));
      await room.postOffer(params.id, me, text, id);
    } catch (error) {
      // The offer is saved; the room writes its message when D1 takes it (its alarm retries).
      console.error(JSON.stringify({ route: "offers", error: "post_offer_failed", detail: String(error) }));
    }
    const saved = await offerRow(c.env.DB, id);
    if (!saved) throw new Error(`offer ${id} not found after insert`);
    return c.json(await view(c, saved), 201);
  },
  one: async (c, { params }) => {
    const o = await visible(c, params.id, true);
    return o ? view(c, o) : errorJson(c, 404, "not_found", M.noOffer);
  },
  accept: async (c, { params, body }) => {
    const o = await visible(c, params.id);
    if (!o) return errorJson(c, 404, "not_found", M.noOffer);
    if (o.traveler_id !== principal(c).userId) return errorJson(c, 403, "forbidden", M.offerTravelerOnly);
    const made = await bookFromOffer(requestCtx(c), o, body.currency);
    if (!made.ok) return requestRefused(c, made.refusal);
    return c.json(await bookingAnswer(c, made.value.id), 201);
  },
  decline: async (c, { params }) => {
    const o = await visible(c, params.id);
    if (!o) return errorJson(c, 404, "not_found", M.noOffer);
    if (o.traveler_id !== principal(c).userId) return errorJson(c, 403, "forbidden", M.offerTravelerOnly);
    if (!(await closeOffer(c.env.DB, o, "declined", principal(c).userId)))
      return errorJson(c, 409, "offer_closed", M.offerClosed);
    return view(c, { ...o, status: "declined" });
  },
  withdraw: async (c, { params }) => {
    const o = await visible(c, params.id);
    if (!o) return errorJson(c, 404, "not_found", M.noOffer);
    if (o.host_id !== principal(c).userId) return errorJson(c, 403, "forbidden", M.offerHostOnlyWithdraw);
    if (!(await closeOffer(c.env.DB, o, "withdrawn", principal(c).userId)))
      return errorJson(c, 409, "offer_closed", M.offerClosed);
    return view(c, { ...o, status: "withdrawn" });
  },
});
