/**
 * New bookings (issue 16 items 1 and 2): a traveler's request from a listing, priced by the server from the
 * listing's saved prices, or a host's custom offer accepted. Each holds its seats or days in its own batch
 * (worker/db/booking-writes.ts), so no departure is oversold and no car or driver is booked twice.
 */
import { depositDueAt, respondBy } from "../../../domain/bookings/deadlines";
import { auditAction } from "../../../domain/bookings/machine";
import { offerOpen } from "../../../domain/bookings/offers";
import {
  balanceDueDate,
  HOLDS_DAYS,
  type Quote,
  type QuoteRefusal,
  quote,
  tripDays,
} from "../../../domain/bookings/pricing";
import { done, type Outcome, refused } from "../../../domain/outcome";
import { LISTING_TABLE, type ListingKind } from "../../../domain/vocabulary";
import { type BookableListing, bookableListing, displayRate, takenDays } from "../../db/booking-listing";
import { type HoldRefusal, insertBooking, type NewBooking } from "../../db/booking-writes";
import { type BookingRow, bookingRow } from "../../db/bookings";
import { nowIso } from "../../db/client";
import { conversationOfPair } from "../../db/conversations";
import { type OfferRow, offerAcceptedStatements } from "../../db/offers";
import type { BookingCtx } from "./context";
import { notices } from "./notify";

export interface RequestInput {
  kind: ListingKind;
  listingId: string;
  start_date?: string | null;
  end_date?: string | null;
  departure_id?: string | null;
  party_size: number;
  currency: string;
}

export type PriceRefusal = "no_listing" | QuoteRefusal;

export interface Priced {
  listing: BookableListing;
  quote: Quote;
  available: boolean;
  display: { code: string; rate: number };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The price of a request, and whether its seats or days are free now; "no_listing" for what nobody may book. */
export async function priceRequest(ctx: BookingCtx, r: RequestInput): Promise<Outcome<Priced, PriceRefusal>> {
  const listing = await bookableListing(ctx.env.DB, r.kind, r.listingId, r.departure_id ?? null);
  if (!listing?.bookable) return refused("no_listing");
  const priced = quote(listing.source, r, listing.depositPercent, today(ctx.now));
  if (!priced.ok) return priced;
  const q = priced.value;
  const available = HOLDS_DAYS[r.kind]
    ? (await takenDays(ctx.env.DB, listing.id, q.start_date, q.end_date)).length === 0
    : true;
  return done({ listing, quote: q, available, display: await displayRate(ctx.env.DB, r.currency) });
}

export type RequestRefusal = PriceRefusal | HoldRefusal | "own_listing";

/**
 * A traveler's booking request: group tours go straight to awaiting the deposit (the departure is the host's
 * standing offer), the others wait for the host's answer (48 h). Returns the new booking.
 */
export async function requestBooking(
  ctx: BookingCtx,
  travelerId: string,
  r: RequestInput & { pickup_place?: string | null; note?: string | null },
): Promise<Outcome<BookingRow, RequestRefusal>> {
  const priced = await priceRequest(ctx, r);
  if (!priced.ok) return priced;
  const { listing, quote: q, display } = priced.value;
  if (listing.hostUserId === travelerId) return refused("own_listing");
  const instant = r.kind === "group_tour";
  const now = nowIso(ctx.now.getTime());
  const row: NewBooking = {
    id: crypto.randomUUID(),
    listing_type: LISTING_TABLE[r.kind],
    listing_id: listing.id,
    listing_title: listing.title,
    departure_id: r.kind === "group_tour" ? listing.departureId : null,
    traveler_id: travelerId,
    host_id: listing.hostUserId,
    conversation_id: await conversationOfPair(ctx.env.DB, travelerId, listing.hostUserId),
    start_date: q.start_date,
    end_date: q.end_date,
    party_size: q.party_size,
    pickup_place: r.pickup_place || null,
    note: r.note || null,
    total_cents: q.total_cents,
    deposit_cents: q.deposit_cents,
    deposit_percent: q.deposit_percent,
    display_currency: display.code,
    display_rate: display.rate,
    cancellation_policy: listing.policy,
    status: instant ? "awaiting_deposit" : "requested",
    respond_by: instant ? null : respondBy(ctx.now, q.start_date),
    deposit_due_at: instant ? depositDueAt(ctx.now, q.start_date) : null,
    balance_due_date: q.balance_due_date,
    created_at: now,
    updated_at: now,
  };
  return insertNew(ctx, row, r.kind, instant ? "booked" : "requested", travelerId, {
    quote: q,
    currency: display.code,
  });
}

async function insertNew(
  ctx: BookingCtx,
  row: NewBooking,
  kind: ListingKind,
  event: "requested" | "booked",
  travelerId: string,
  details: Record<string, unknown>,
  extra: D1PreparedStatement[] = [],
): Promise<Outcome<BookingRow, HoldRefusal>> {
  const told = await notices(ctx, row as BookingRow, event, "traveler");
  const days = HOLDS_DAYS[kind] ? tripDays(row.start_date, row.end_date ?? row.start_date) : [];
  const inserted = await insertBooking(
    ctx.env.DB,
    LISTING_TABLE[kind],
    row,
    days,
    {
      actorId: travelerId,
      action: auditAction("request"),
      entityType: "booking",
      entityId: row.id,
      details: { status: row.status, ...details },
    },
    [...extra, ...told.statements],
  );
  if (!inserted.ok) return inserted;
  ctx.defer(told.after());
  const created = await bookingRow(ctx.env.DB, row.id);
  if (!created) throw new Error(`booking ${row.id} not found after insert`);
  return done(created);
}

export type AcceptRefusal = HoldRefusal | "offer_closed" | "no_listing";

/** The traveler accepts a host's offer: a booking awaiting the deposit, at the offer's price and dates. */
export async function bookFromOffer(
  ctx: BookingCtx,
  offer: OfferRow,
  currency: string,
): Promise<Outcome<BookingRow, AcceptRefusal>> {
  if (!offerOpen(offer, ctx.now)) return refused("offer_closed");
  const kind = Object.entries(LISTING_TABLE).find(([, t]) => t === offer.listing_type)?.[0] as ListingKind;
  const listing = await bookableListing(ctx.env.DB, kind, offer.listing_id, offer.departure_id);
  if (!listing?.bookable) return refused("no_listing");
  // The host removed the offer's departure since (possible while nobody had booked it): the offer went with it.
  if (kind === "group_tour" && !listing.departureId) return refused("offer_closed");
  const display = await displayRate(ctx.env.DB, currency);
  const now = nowIso(ctx.now.getTime());
  const todayIso = today(ctx.now);
  const row: NewBooking = {
    id: crypto.randomUUID(),
    listing_type: offer.listing_type,
    listing_id: offer.listing_id,
    listing_title: offer.listing_title,
    departure_id: kind === "group_tour" ? offer.departure_id : null,
    traveler_id: offer.traveler_id,
    host_id: offer.host_id,
    offer_id: offer.id,
    conversation_id: offer.conversation_id,
    start_date: offer.start_date,
    end_date: offer.end_date,
    party_size: offer.party_size,
    total_cents: offer.total_cents,
    deposit_cents: offer.deposit_cents,
    deposit_percent: Math.round((offer.deposit_cents / offer.total_cents) * 100),
    display_currency: display.code,
    display_rate: display.rate,
    cancellation_policy: listing.policy,
    status: "awaiting_deposit",
    deposit_due_at: depositDueAt(ctx.now, offer.start_date),
    balance_due_date: balanceDueDate(offer.start_date, todayIso),
    created_at: now,
    updated_at: now,
  };
  return insertNew(
    ctx,
    row,
    kind,
    "booked",
    offer.traveler_id,
    { offer_id: offer.id, currency: display.code },
    offerAcceptedStatements(ctx.env.DB, offer.id, row.id, now),
  );
}
