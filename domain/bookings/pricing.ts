/**
 * What a booking costs (issue 16 item 1), computed by the server from the listing, never taken from the client:
 * tours at the per-person price of the party's group size, group tours per person, cars and drivers per day. The
 * deposit is the listing's percentage (10–50 %, default 20 %); the balance is due a week before the trip. All money
 * is integer euro cents (prices are shown converted, never stored converted).
 */
import { done, type Outcome, refused } from "../outcome";
import type { ListingKind } from "../vocabulary";

export const DEPOSIT_PERCENT = { min: 10, max: 50, default: 20 } as const;

export const BOOKING_LIMITS = {
  /** A trip starts tomorrow (UTC) at the earliest, and at most this many days ahead. */
  maxDaysAhead: 730,
  /** Cars and drivers: the longest range one booking holds. */
  maxRentalDays: 60,
  /** A party on a group tour or in a car is at most this many (the listing's seats limit it further). */
  maxParty: 60,
  pickupMax: 200,
  noteMax: 1000,
} as const;

/** The balance is due this many days before the trip starts (at once when the trip is sooner). */
export const BALANCE_DUE_DAYS = 7;

const DAY_MS = 86_400_000;

/** "2027-05-04" plus n days. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b ("2027-05-01" → "2027-05-03" is 2). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Every calendar day of a trip, first to last inclusive: what a car, a driver or a private tour is held for. */
export function tripDays(start: string, end: string): string[] {
  const n = daysBetween(start, end);
  return Array.from({ length: n + 1 }, (_, i) => addDays(start, i));
}

/** What the price of each kind is computed from (the listing's saved fields; a departure for group tours). */
export type PriceSource =
  | {
      kind: "tour";
      number_of_days: number;
      /** Per-person price for 1, 2, 3 and 4 people; null where that group size is not offered. */
      prices: readonly [number, number | null, number | null, number | null];
    }
  | {
      kind: "group_tour";
      number_of_days: number;
      price_per_person: number;
      departure: { start_date: string; end_date: string | null; seats_left: number } | null;
    }
  | { kind: "rental_car" | "driver"; price_per_day: number; seats: number | null };

export interface QuoteRequest {
  /** Tours, cars, drivers: the first day. Group tours take the departure's. */
  start_date?: string | null;
  /** Cars and drivers: the last day (inclusive). Tours end after their number of days. */
  end_date?: string | null;
  party_size: number;
}

export interface Quote {
  start_date: string;
  end_date: string;
  /** Calendar days of the trip. */
  days: number;
  party_size: number;
  /** Euro cents per `unit`. */
  unit_cents: number;
  unit: "person" | "day";
  /** How many units the total counts: people, or days. */
  units: number;
  total_cents: number;
  deposit_percent: number;
  deposit_cents: number;
  balance_cents: number;
  /** The day the balance is due (ISO date). */
  balance_due_date: string;
}

export type QuoteRefusal =
  | "dates_required"
  | "end_before_start"
  | "too_soon"
  | "too_far_ahead"
  | "range_too_long"
  | "group_size_not_offered"
  | "too_many_people"
  | "departure_required"
  | "departure_full"
  | "departure_past";

export const QUOTE_REFUSAL_TEXT: Record<QuoteRefusal, string> = {
  dates_required: "Choose the dates of your trip",
  end_before_start: "The last day must not be before the first",
  too_soon: "Trips can be booked from tomorrow on",
  too_far_ahead: `Trips can be booked up to ${BOOKING_LIMITS.maxDaysAhead} days ahead`,
  range_too_long: `One booking can cover at most ${BOOKING_LIMITS.maxRentalDays} days`,
  group_size_not_offered: "The host does not offer this tour for that many people",
  too_many_people: "That is more people than this listing takes",
  departure_required: "Choose a departure",
  departure_full: "Not enough seats are left on this departure",
  departure_past: "This departure has already left",
};

/** The deposit of a total at a percentage, rounded to the cent. */
export function depositOf(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100);
}

/** The day the balance falls due: a week before the start, or today when that has passed. */
export function balanceDueDate(startDate: string, today: string): string {
  const due = addDays(startDate, -BALANCE_DUE_DAYS);
  return due < today ? today : due;
}

/** The dates of a booking, checked against today (ISO date, UTC) and the booking window. */
function checkDates(start: string, end: string, today: string): QuoteRefusal | null {
  if (end < start) return "end_before_start";
  if (start <= today) return "too_soon";
  if (daysBetween(today, start) > BOOKING_LIMITS.maxDaysAhead) return "too_far_ahead";
  return null;
}

/** The price, deposit and balance of a request, or why it cannot be booked as asked. */
export function quote(
  source: PriceSource,
  request: QuoteRequest,
  depositPercent: number,
  today: string,
): Outcome<Quote, QuoteRefusal> {
  const party = request.party_size;
  let start: string;
  let end: string;
  let unitCents: number;
  let unit: Quote["unit"];
  let units: number;
  switch (source.kind) {
    case "tour": {
      if (!request.start_date) return refused("dates_required");
      start = request.start_date;
      end = addDays(start, Math.max(1, source.number_of_days) - 1);
      const price = party >= 1 && party <= 4 ? source.prices[party - 1] : null;
      if (price === null || price === undefined) return refused("group_size_not_offered");
      unitCents = price;
      unit = "person";
      units = party;
      break;
    }
    case "group_tour": {
      const d = source.departure;
      if (!d) return refused("departure_required");
      start = d.start_date;
      end = d.end_date ?? addDays(start, Math.max(1, source.number_of_days) - 1);
      if (start <= today) return refused("departure_past");
      if (party > d.seats_left) return refused("departure_full");
      unitCents = source.price_per_person;
      unit = "person";
      units = party;
      break;
    }
    case "rental_car":
    case "driver": {
      if (!request.start_date || !request.end_date) return refused("dates_required");
      start = request.start_date;
      end = request.end_date;
      if (end >= start && daysBetween(start, end) + 1 > BOOKING_LIMITS.maxRentalDays) return refused("range_too_long");
      if (source.seats !== null && party > source.seats) return refused("too_many_people");
      unitCents = source.price_per_day;
      unit = "day";
      units = daysBetween(start, end) + 1;
      break;
    }
  }
  const wrong = checkDates(start, end, today);
  if (wrong) return refused(wrong);
  const total = unitCents * units;
  const deposit = depositOf(total, depositPercent);
  return done({
    start_date: start,
    end_date: end,
    days: daysBetween(start, end) + 1,
    party_size: party,
    unit_cents: unitCents,
    unit,
    units,
    total_cents: total,
    deposit_percent: depositPercent,
    deposit_cents: deposit,
    balance_cents: total - deposit,
    balance_due_date: balanceDueDate(start, today),
  });
}

/** Kinds whose booking holds calendar days of the listing (one party at a time); group tours hold seats instead. */
export const HOLDS_DAYS: Record<ListingKind, boolean> = {
  tour: true,
  group_tour: false,
  rental_car: true,
  driver: true,
};
