import type { BookingBody, QuoteBody } from "../../../../domain/api/bookings";
import type { Departure, ListingDetail } from "../../../../domain/api/listings";
import { addDays, BOOKING_LIMITS, QUOTE_REFUSAL_TEXT } from "../../../../domain/bookings/pricing";
import type { CurrencyCode } from "../../../../domain/currency";
import { utcDayKey } from "../../../../domain/time";
import { LISTING_ROUTE } from "../../../../domain/vocabulary";
import type { FormErrors } from "../../components/form/Field";
import { storage } from "../../lib/storage";
import { upcomingDepartures } from "./pricing";

/**
 * The request-to-book form's state and rules (issue 16 item 1): what the traveler has chosen, as typed, and the
 * quote and request bodies made from it. The price itself always comes from the server.
 */
export interface RequestDraft {
  /** Tours: the first day; cars and drivers: the first day of the range. ISO, or "". */
  start_date: string;
  /** Cars and drivers: the last day. */
  end_date: string;
  /** Group tours. */
  departure_id: string;
  party_size: string;
  pickup_place: string;
  note: string;
}

export const REQUEST_LABEL: Record<keyof RequestDraft, string> = {
  start_date: "Dates",
  end_date: "Dates",
  departure_id: "Departure",
  party_size: "Travelers",
  pickup_place: "Pickup place (optional)",
  note: "Note to the host (optional)",
};

/** The booking window in UTC days, as the server counts it: from tomorrow to 730 days ahead. */
export function bookingWindow(now: Date = new Date()): { first: string; last: string } {
  const today = utcDayKey(now);
  return { first: addDays(today, 1), last: addDays(today, BOOKING_LIMITS.maxDaysAhead) };
}

/** A group tour's departures a traveler can still join (upcoming, seats left, after today). */
export function openDepartures(departures: readonly Departure[], now: Date = new Date()): Departure[] {
  const { first } = bookingWindow(now);
  return upcomingDepartures(departures, now).filter((d) => d.start_date.slice(0, 10) >= first);
}

/** How many travelers the form offers: the tour's priced group sizes, the departure's seats, the vehicle's seats. */
export function partySizes(listing: ListingDetail, departure: Departure | null): number[] {
  const upTo = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i + 1);
  switch (listing.kind) {
    case "tour":
      return listing.prices.filter((p) => p.price !== null).map((p) => p.people);
    case "group_tour":
      return upTo(Math.min(departure?.seats_left ?? listing.max_group_size, BOOKING_LIMITS.maxParty));
    case "rental_car":
    case "driver":
      return upTo(Math.min(listing.seats ?? BOOKING_LIMITS.maxParty, BOOKING_LIMITS.maxParty));
  }
}

/** Calendar days a trip of this listing takes from its first day (tours), else 1. */
export const tripLength = (listing: ListingDetail) =>
  listing.kind === "tour" ? Math.max(1, listing.number_of_days) : 1;

/** A tour cannot start on a day whose trip would cover a day that is taken. */
export function startTaken(start: string, days: number, taken: ReadonlySet<string>): boolean {
  for (let i = 0; i < days; i++) if (taken.has(addDays(start, i))) return true;
  return false;
}

export function emptyDraft(listing: ListingDetail, now: Date = new Date()): RequestDraft {
  const departures = listing.kind === "group_tour" ? openDepartures(listing.departures, now) : [];
  const first = departures.find((d) => d.seats_left > 0);
  return {
    start_date: "",
    end_date: "",
    departure_id: departures.length === 1 && first ? first.id : "",
    party_size: String(partySizes(listing, first ?? null)[0] ?? 1),
    pickup_place: "",
    note: "",
  };
}

/** The price's inputs once the dates (or the departure) are chosen; null before. */
export function quoteBodyOf(listing: ListingDetail, d: RequestDraft, currency: CurrencyCode): QuoteBody | null {
  const base = {
    listing: { type: LISTING_ROUTE[listing.kind], id: listing.id },
    party_size: Number(d.party_size),
    currency,
  };
  switch (listing.kind) {
    case "tour":
      return d.start_date ? { ...base, start_date: d.start_date } : null;
    case "group_tour":
      return d.departure_id ? { ...base, departure_id: d.departure_id } : null;
    case "rental_car":
    case "driver":
      return d.start_date && d.end_date ? { ...base, start_date: d.start_date, end_date: d.end_date } : null;
  }
}

/** The request, or what is missing, by field. */
export function checkRequest(
  listing: ListingDetail,
  d: RequestDraft,
  currency: CurrencyCode,
): { body: BookingBody | null; errors: FormErrors } {
  const quote = quoteBodyOf(listing, d, currency);
  const errors: FormErrors = {};
  if (!quote) {
    if (listing.kind === "group_tour") errors.departure_id = QUOTE_REFUSAL_TEXT.departure_required;
    else errors.start_date = QUOTE_REFUSAL_TEXT.dates_required;
  }
  if (d.pickup_place.trim().length > BOOKING_LIMITS.pickupMax)
    errors.pickup_place = `Pickup place: can be at most ${BOOKING_LIMITS.pickupMax} characters`;
  if (d.note.trim().length > BOOKING_LIMITS.noteMax)
    errors.note = `Note to the host: can be at most ${BOOKING_LIMITS.noteMax} characters`;
  if (!quote || Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: { ...quote, pickup_place: d.pickup_place.trim() || null, note: d.note.trim() || null },
    errors,
  };
}

/*
 * A guest's request waits here while they sign in (issue 14's return path brings them back to the listing, whose
 * form takes it up again), so nothing they chose or typed is lost on the way.
 */
const draftKey = (listing: ListingDetail) => `booking-request:${LISTING_ROUTE[listing.kind]}:${listing.id}`;

export function keepDraft(listing: ListingDetail, draft: RequestDraft): void {
  storage.set(draftKey(listing), JSON.stringify(draft));
}

/** Once the form has taken it up, a later visit starts afresh. */
export function dropKeptDraft(listing: ListingDetail): void {
  storage.remove(draftKey(listing));
}

/** The draft kept for this listing; null when none. */
export function keptDraft(listing: ListingDetail): RequestDraft | null {
  const raw = storage.get(draftKey(listing));
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RequestDraft>;
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return {
      start_date: text(parsed.start_date),
      end_date: text(parsed.end_date),
      departure_id: text(parsed.departure_id),
      party_size: text(parsed.party_size) || "1",
      pickup_place: text(parsed.pickup_place),
      note: text(parsed.note),
    };
  } catch {
    return null;
  }
}
