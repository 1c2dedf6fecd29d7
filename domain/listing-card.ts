import { type CurrencyOption, formatPrice } from "./currency";
import { formatDate } from "./date-range";
import { parseUtc, utcDayKey } from "./time";
import type { ListingKind } from "./vocabulary";

export interface CardInput {
  listing_type: ListingKind;
  countries?: string[] | null;
  location?: string | null;
  topics?: string[] | null;
  /** Euro cents. */
  price: number;
  group_start_dates?: string[] | null;
  duration?: number | null;
  host_rating?: number | null;
  host_reviews?: number | null;
}

export interface CardText {
  typeLabel: string;
  countries: string[];
  extraCountries: number;
  topic: string | null;
  dates: string[];
  moreDates: string | null;
  priceText: string;
  priceUnit: "/person" | "/day";
  ratingText: string | null;
  durationText: string | null;
}

export const LISTING_TYPE_LABEL: Record<ListingKind, string> = {
  tour: "Private Tour",
  group_tour: "Group Tour",
  rental_car: "Rental Car",
  driver: "Driver Service",
};

/** Cards stay one line tall: more than this many countries or dates collapse into a count. */
export const CARD_MAX_COUNTRIES = 2;
export const CARD_MAX_DATES = 3;

function nonBlank(values: readonly string[] | null | undefined): string[] {
  return (values ?? []).map((v) => v.trim()).filter((v) => v !== "");
}

/** Tours are priced per traveler; cars and drivers are hired by the day. */
function isPerPerson(kind: ListingKind): boolean {
  return kind === "tour" || kind === "group_tour";
}

/** What a listing's price is counted per: "person" for tours of both kinds, "day" for cars and drivers. */
export function priceUnit(kind: ListingKind): "person" | "day" {
  return isPerPerson(kind) ? "person" : "day";
}

/**
 * Whether the price is a lower bound ("From"): a private tour's price is the lowest of its four group sizes
 * (spec §2 metadata); a group tour has one price per person and cars and drivers one per day.
 */
export function isFromPrice(kind: ListingKind): boolean {
  return kind === "tour";
}

/**
 * The one price label of a listing, on its card, its page, its share metadata and the host's list: "From €120" +
 * "/person" for a private tour, "€450" + "/person" for a group tour, "€60" + "/day" otherwise. `amount` is the price
 * already formatted in the reader's currency.
 */
export function priceLabel(kind: ListingKind, amount: string): { text: string; unit: "/person" | "/day" } {
  return { text: isFromPrice(kind) ? `From ${amount}` : amount, unit: `/${priceUnit(kind)}` };
}

function upcomingDays(dates: readonly string[] | null | undefined, now: Date): string[] {
  // Compared by UTC calendar day so that a departure today is still bookable all day.
  const today = utcDayKey(now);
  const days = new Set<string>();
  for (const raw of dates ?? []) {
    const date = parseUtc(raw);
    if (!date) continue;
    const day = utcDayKey(date);
    if (day >= today) days.add(day);
  }
  return [...days].sort();
}

export function listingCard(row: CardInput, currency: CurrencyOption, now: Date = new Date()): CardText {
  const countries = nonBlank(row.countries);
  const topic = nonBlank(row.topics)[0] ?? null;

  const upcoming = upcomingDays(row.group_start_dates, now);
  const hiddenDates = upcoming.length - CARD_MAX_DATES;

  const perPerson = isPerPerson(row.listing_type);
  const price = priceLabel(row.listing_type, formatPrice(row.price, currency));

  const rating = row.host_rating;
  const hasRating = typeof rating === "number" && Number.isFinite(rating) && rating > 0;

  const duration = row.duration;
  const hasDuration = perPerson && typeof duration === "number" && Number.isFinite(duration) && duration > 0;

  return {
    typeLabel: LISTING_TYPE_LABEL[row.listing_type],
    countries: countries.slice(0, CARD_MAX_COUNTRIES),
    extraCountries: Math.max(0, countries.length - CARD_MAX_COUNTRIES),
    topic,
    dates: upcoming.slice(0, CARD_MAX_DATES).map(formatDate),
    moreDates: hiddenDates > 0 ? `+${hiddenDates} more` : null,
    priceText: price.text,
    priceUnit: price.unit,
    ratingText: hasRating ? (Math.round(rating * 10) / 10).toFixed(1) : null,
    durationText: hasDuration ? (duration === 1 ? "1 day" : `${duration} days`) : null,
  };
}
