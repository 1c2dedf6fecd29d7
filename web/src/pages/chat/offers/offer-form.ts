/**
 * The "Send an offer" form's rules (issue 16 item 2), apart from its looks: what the host typed becomes the body of
 * POST /api/conversations/:id/offers, checked by the server's own schema (offerBody) and date rules (offerDates), so
 * the form refuses what the server would, in the server's words.
 */

import { type OfferBody, offerBody } from "../../../../../domain/api/offers";
import type { TripRequest } from "../../../../../domain/api/travelers";
import { OFFER_LIMITS, offerDates } from "../../../../../domain/bookings/offers";
import {
  depositOf,
  type PriceSource,
  QUOTE_REFUSAL_TEXT,
  type QuoteRefusal,
  quote,
} from "../../../../../domain/bookings/pricing";
import { centsToEuros, eurosToCents } from "../../../../../domain/euro-input";
import type { OwnDeparture, OwnListing } from "../../../../../domain/listing-form";
import { LISTING_ROUTE, type ListingKind } from "../../../../../domain/vocabulary";
import type { FormErrors } from "../../../components/form/Field";

export type ValidUnit = "hours" | "days";

/** The form as typed: text, so a half-typed number is never lost. */
export interface OfferDraft {
  /** `${kind}:${id}` of the chosen listing, "" before one is chosen. */
  listing: string;
  departure_id: string;
  start_date: string;
  end_date: string;
  party_size: string;
  /** Euros. */
  total: string;
  deposit: string;
  valid_for: string;
  valid_unit: ValidUnit;
  note: string;
}

/** The form's fields, in the order they are shown (and the error summary lists them). */
export const OFFER_FIELDS = [
  "listing",
  "departure_id",
  "start_date",
  "end_date",
  "party_size",
  "total",
  "deposit",
  "valid_for",
  "note",
] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

export const FIELD_LABEL: Record<OfferField, string> = {
  listing: "Listing",
  departure_id: "Departure",
  start_date: "Start date",
  end_date: "Last day",
  party_size: "People",
  total: "Total price",
  deposit: "Deposit",
  valid_for: "Valid for",
  note: "Note",
};

/** Where each field of the body is shown in the form. */
const FIELD_OF: Record<string, OfferField> = {
  listing: "listing",
  departure_id: "departure_id",
  start_date: "start_date",
  end_date: "end_date",
  party_size: "party_size",
  total_cents: "total",
  deposit_cents: "deposit",
  expires_in_hours: "valid_for",
  note: "note",
};

export const MONEY_HINT = "enter an amount in euros, like 450 or 450.50";

export const listingKey = (kind: ListingKind, id: string) => `${kind}:${id}`;

export function parseListingKey(key: string): { kind: ListingKind; id: string } | null {
  const at = key.indexOf(":");
  if (at < 1) return null;
  const kind = key.slice(0, at);
  if (!(kind in LISTING_ROUTE)) return null;
  return { kind: kind as ListingKind, id: key.slice(at + 1) };
}

/** Today in UTC ("2027-05-04"), the day the server counts from. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** A group tour's departures that can still be offered: not yet started, with a seat left. */
export function openDepartures(listing: OwnListing, today: string): OwnDeparture[] {
  if (listing.kind !== "group_tour") return [];
  return listing.departures.filter((d) => d.start_date.slice(0, 10) > today && d.seats_total > d.seats_booked);
}

/** What the listing's own prices are computed from, with the chosen departure for a group tour. */
export function priceSource(listing: OwnListing, departureId: string): PriceSource {
  switch (listing.kind) {
    case "tour":
      return {
        kind: "tour",
        number_of_days: listing.number_of_days,
        prices: [listing.price_1_person, listing.price_2_persons, listing.price_3_persons, listing.price_4_persons],
      };
    case "group_tour": {
      const d = listing.departures.find((x) => x.id === departureId);
      return {
        kind: "group_tour",
        number_of_days: listing.number_of_days,
        price_per_person: listing.price_per_person,
        departure: d
          ? {
              start_date: d.start_date.slice(0, 10),
              end_date: d.end_date?.slice(0, 10) ?? null,
              seats_left: d.seats_total - d.seats_booked,
            }
          : null,
      };
    }
    case "rental_car":
    case "driver":
      return { kind: listing.kind, price_per_day: listing.price_per_day, seats: listing.seats };
  }
}

/** The deposit the form suggests: the listing's percentage of the total, inside the bounds the server allows. */
export function suggestedDeposit(totalCents: number, percent: number): number {
  const min = Math.ceil((totalCents * OFFER_LIMITS.minDepositPercent) / 100);
  const max = Math.floor((totalCents * OFFER_LIMITS.maxDepositPercent) / 100);
  return Math.min(max, Math.max(min, depositOf(totalCents, percent)));
}

const wholeNumber = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text.trim()));

/** What the listing's own prices make of these dates and people (euro cents), or null when they say nothing. */
export function listedTotal(listing: OwnListing, draft: OfferDraft, today: string): number | null {
  const party = wholeNumber(draft.party_size);
  if (party === undefined || !Number.isInteger(party) || party < 1) return null;
  const q = quote(
    priceSource(listing, draft.departure_id),
    { start_date: draft.start_date || null, end_date: draft.end_date || null, party_size: party },
    listing.deposit_percent,
    today,
  );
  return q.ok ? q.value.total_cents : null;
}

/** Where a refusal of the dates is shown. */
const REFUSAL_FIELD: Record<QuoteRefusal, OfferField> = {
  dates_required: "start_date",
  end_before_start: "end_date",
  too_soon: "start_date",
  too_far_ahead: "start_date",
  range_too_long: "end_date",
  group_size_not_offered: "party_size",
  too_many_people: "party_size",
  departure_required: "departure_id",
  departure_full: "party_size",
  departure_past: "departure_id",
};

/** The draft's fields as the body has them: dates by kind (a departure for group tours), money in cents. */
function rawBody(listing: OwnListing, d: OfferDraft) {
  const dated =
    listing.kind === "group_tour"
      ? { departure_id: d.departure_id || null }
      : listing.kind === "tour"
        ? { start_date: d.start_date || null }
        : { start_date: d.start_date || null, end_date: d.end_date || null };
  const hours = wholeNumber(d.valid_for);
  return {
    listing: { type: LISTING_ROUTE[listing.kind], id: listing.id },
    ...dated,
    party_size: wholeNumber(d.party_size),
    total_cents: eurosToCents(d.total) ?? undefined,
    deposit_cents: eurosToCents(d.deposit) ?? undefined,
    expires_in_hours: hours === undefined ? undefined : d.valid_unit === "days" ? hours * 24 : hours,
    note: d.note.trim() || null,
  };
}

/**
 * The body to send, or the message of each field that is wrong: amounts that are not money, then offerBody (the
 * server's schema, deposit 10–50 % of the total included), then the dates and seats as offerDates judges them.
 */
export function offerFromDraft(
  listing: OwnListing | null,
  d: OfferDraft,
  today: string,
): { body: OfferBody; errors: null } | { body: null; errors: FormErrors } {
  if (!listing) return { body: null, errors: { listing: "choose one of your published listings" } };
  const errors: FormErrors = {};
  if (Number.isNaN(eurosToCents(d.total))) errors.total = MONEY_HINT;
  if (Number.isNaN(eurosToCents(d.deposit))) errors.deposit = MONEY_HINT;
  const raw = rawBody(listing, d);
  const parsed = offerBody.safeParse(raw);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? "listing";
      errors[field] ??= issue.message;
    }
  const source = priceSource(listing, d.departure_id);
  if (!errors.start_date && !errors.end_date && !errors.departure_id) {
    const dates = offerDates(source, raw, today);
    if (!dates.ok) errors[REFUSAL_FIELD[dates.refusal]] = QUOTE_REFUSAL_TEXT[dates.refusal];
  }
  if (
    !errors.party_size &&
    source.kind === "group_tour" &&
    source.departure &&
    raw.party_size !== undefined &&
    raw.party_size > source.departure.seats_left
  )
    errors.party_size = QUOTE_REFUSAL_TEXT.departure_full;
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: raw as OfferBody, errors: null };
}

/**
 * A refusal the server words as "field: message" (a field of the body), shown by its field; null for any other
 * refusal (dates taken, a full departure…), which the form shows above its buttons.
 */
export function serverFieldError(message: string): FormErrors | null {
  const m = /^([a-z_]+)(?:\.[a-z_.\d]+)?: (.+)$/s.exec(message);
  const field = m?.[1] ? FIELD_OF[m[1]] : undefined;
  return field && m?.[2] ? { [field]: m[2] } : null;
}

/** An empty form, with what the traveler's trip request says about dates and group size when they shared one. */
export function initialDraft(
  trip: Pick<TripRequest, "start_date" | "end_date" | "group_size"> | null,
  listing: string,
  today: string,
): OfferDraft {
  const start = trip?.start_date?.slice(0, 10) ?? "";
  const future = start > today;
  return {
    listing,
    departure_id: "",
    start_date: future ? start : "",
    end_date: future ? (trip?.end_date?.slice(0, 10) ?? "") : "",
    party_size: String(trip?.group_size && trip.group_size > 0 ? trip.group_size : 1),
    total: "",
    deposit: "",
    valid_for: String(OFFER_LIMITS.defaultHours / 24),
    valid_unit: "days",
    note: "",
  };
}

/**
 * The draft after a change, with the money following along: the total takes the listing's price for the chosen
 * dates and people until the host types one, and the deposit the listing's percentage of the total until the host
 * types one.
 */
export function withPrices(
  listing: OwnListing | null,
  d: OfferDraft,
  touched: { total: boolean; deposit: boolean },
  today: string,
): OfferDraft {
  if (!listing) return d;
  let next = d;
  if (!touched.total) {
    const listed = listedTotal(listing, d, today);
    next = { ...next, total: listed === null ? "" : centsToEuros(listed) };
  }
  if (!touched.deposit) {
    const total = eurosToCents(next.total);
    next = {
      ...next,
      deposit:
        total === null || Number.isNaN(total) ? "" : centsToEuros(suggestedDeposit(total, listing.deposit_percent)),
    };
  }
  return next;
}
