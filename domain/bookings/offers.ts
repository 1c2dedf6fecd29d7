/** A host's custom offer (issue 16 item 2): its limits, its dates, and whether it can still be accepted. */
import { findCurrency, formatPrice } from "../currency";
import { done, type Outcome, refused } from "../outcome";
import { addDays, BOOKING_LIMITS, DEPOSIT_PERCENT, daysBetween, type PriceSource, type QuoteRefusal } from "./pricing";

export const OFFER_LIMITS = {
  minTotalCents: 100,
  maxTotalCents: 10_000_000,
  minDepositPercent: DEPOSIT_PERCENT.min,
  maxDepositPercent: DEPOSIT_PERCENT.max,
  maxParty: 60,
  minHours: 1,
  maxHours: 14 * 24,
  defaultHours: 72,
  noteMax: 1000,
} as const;

/** An open offer past its expiry can no longer be accepted (the cron marks it expired; reads treat it so at once). */
export function offerOpen(offer: { status: string; expires_at: string }, now: Date): boolean {
  return offer.status === "open" && Date.parse(offer.expires_at) > now.getTime();
}

/**
 * The dates of an offer: a group tour's departure, else the first day and the last (a tour's last day follows from
 * its length when not given). Unlike a request, any party size may be offered: the host sets the price.
 */
export function offerDates(
  source: PriceSource,
  input: { start_date?: string | null; end_date?: string | null },
  today: string,
): Outcome<{ start_date: string; end_date: string }, QuoteRefusal> {
  let start: string;
  let end: string;
  if (source.kind === "group_tour") {
    if (!source.departure) return refused("departure_required");
    start = source.departure.start_date;
    end = source.departure.end_date ?? addDays(start, Math.max(1, source.number_of_days) - 1);
  } else {
    if (!input.start_date) return refused("dates_required");
    start = input.start_date;
    end =
      input.end_date ??
      (source.kind === "tour" ? addDays(start, Math.max(1, source.number_of_days) - 1) : input.start_date);
  }
  if (end < start) return refused("end_before_start");
  if (start <= today) return refused(source.kind === "group_tour" ? "departure_past" : "too_soon");
  if (daysBetween(today, start) > BOOKING_LIMITS.maxDaysAhead) return refused("too_far_ahead");
  if (daysBetween(start, end) + 1 > BOOKING_LIMITS.maxRentalDays) return refused("range_too_long");
  return done({ start_date: start, end_date: end });
}

/** The message that carries an offer's card (its text is the chat list's preview and the e-mail's). */
export function offerMessage(o: { listing_title: string; total_cents: number }, dates: string, people: number): string {
  const total = formatPrice(o.total_cents, findCurrency("EUR"));
  return `Custom offer: ${o.listing_title}, ${dates}, ${people === 1 ? "1 person" : `${people} people`}, ${total} in total`;
}
