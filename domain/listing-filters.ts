/**
 * The /listings URL is the page's whole state (shareable, restored by Back). This module reads it, turns it
 * into the API query and describes it in words; it knows nothing of React. The worker reads it too, to name the
 * page's first API call in its HTML (worker/seo/preloads.ts).
 *
 * Prices in the URL are the whole amounts the reader typed, in the currency named by `currency`; the API
 * takes euro cents, so the conversion happens here.
 */

import { LISTING_SORTS, type ListingSort, type ListingsQuery } from "./api/listings";
import { CURRENCIES, type CurrencyOption } from "./currency";
import { formatDate } from "./date-range";
import { groupDigits } from "./numbers";
import { listingsHeading } from "./titles";
import { LISTING_TYPE_PARAMS, type ListingTypeParam } from "./vocabulary";

export interface ListingFilters {
  type: ListingTypeParam | null;
  country: string;
  city: string;
  search: string;
  /** As chosen in the URL; see effectiveSort for what applies. */
  sort: ListingSort | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** The currency of minPrice/maxPrice, when the URL names one. */
  priceCurrency: CurrencyOption | null;
  minDays: number | null;
  maxDays: number | null;
  departureFrom: string | null;
  departureTo: string | null;
  minRating: number | null;
}

/** URL parameter names; the API's where they mean the same thing. */
export const PARAM = {
  type: "type",
  country: "country",
  city: "city",
  search: "search",
  sort: "sort",
  minPrice: "min_price",
  maxPrice: "max_price",
  currency: "currency",
  minDays: "min_days",
  maxDays: "max_days",
  departureFrom: "departure_from",
  departureTo: "departure_to",
  minRating: "min_rating",
} as const;

export const TYPE_OPTIONS: { value: ListingTypeParam | null; label: string }[] = [
  { value: null, label: "All" },
  { value: "tours", label: "Private tours" },
  { value: "group-tours", label: "Group tours" },
  { value: "cars", label: "Rental cars" },
  { value: "drivers", label: "Drivers" },
];

export const SORT_LABEL: Record<ListingSort, string> = {
  relevance: "Best match",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  rating: "Top rated",
};

/** Minimum host rating choices; null is "any". */
export const RATING_OPTIONS = [4.5, 4, 3] as const;

/** The API's bounds (domain/api/listings.ts): 1–365 days; amounts stay far below its 1,000,000 € cap. */
export const MAX_DAYS = 365;
const MAX_AMOUNT = 500_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim();
}

/** A whole non-negative number, or null for anything else (a hand-edited URL must not break the page). */
function whole(params: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = text(params, name);
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

function date(params: URLSearchParams, name: string): string | null {
  const raw = text(params, name);
  return DATE.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null;
}

export function parseFilters(params: URLSearchParams): ListingFilters {
  const type = text(params, PARAM.type) as ListingTypeParam;
  const sort = text(params, PARAM.sort) as ListingSort;
  const rating = Number(text(params, PARAM.minRating));
  const currency = text(params, PARAM.currency).toUpperCase();
  return {
    type: LISTING_TYPE_PARAMS.includes(type) ? type : null,
    country: text(params, PARAM.country).slice(0, 100),
    city: text(params, PARAM.city).slice(0, 100),
    search: text(params, PARAM.search).slice(0, 200),
    sort: LISTING_SORTS.includes(sort) ? sort : null,
    minPrice: whole(params, PARAM.minPrice, 0, MAX_AMOUNT),
    maxPrice: whole(params, PARAM.maxPrice, 0, MAX_AMOUNT),
    priceCurrency: CURRENCIES.find((c) => c.code === currency) ?? null,
    minDays: whole(params, PARAM.minDays, 1, MAX_DAYS),
    maxDays: whole(params, PARAM.maxDays, 1, MAX_DAYS),
    departureFrom: date(params, PARAM.departureFrom),
    departureTo: date(params, PARAM.departureTo),
    minRating: rating > 0 && rating <= 5 ? rating : null,
  };
}

/** Duration is a property of tours and group tours; cars and drivers are hired by the day. */
export function hasDuration(type: ListingTypeParam | null): boolean {
  return type === null || type === "tours" || type === "group-tours";
}

/** Only group tours have departure dates. */
export function hasDepartures(type: ListingTypeParam | null): boolean {
  return type === "group-tours";
}

/** Relevance only means something for a search text; without one the default is the newest first. */
export function effectiveSort(f: Pick<ListingFilters, "sort" | "search">): ListingSort {
  if (f.sort === "relevance" || f.sort === null) return f.search ? "relevance" : "newest";
  return f.sort;
}

export function sortOptions(search: string): ListingSort[] {
  return search ? [...LISTING_SORTS] : LISTING_SORTS.filter((s) => s !== "relevance");
}

/**
 * Cards round a converted price to whole units (formatPrice), so the bounds are chosen to keep exactly the
 * listings whose shown price is within what the reader typed: shown ≥ min ⇔ cents ≥ (min − ½)·100/rate,
 * shown ≤ max ⇔ cents < (max + ½)·100/rate.
 */
export function minPriceCents(amount: number, currency: CurrencyOption): number {
  return Math.max(0, Math.ceil(((amount - 0.5) * 100) / currency.rate));
}

export function maxPriceCents(amount: number, currency: CurrencyOption): number {
  return Math.max(0, Math.ceil(((amount + 0.5) * 100) / currency.rate) - 1);
}

/** Amounts typed in one currency, re-expressed in another; the range widens rather than loses listings. */
export function convertAmount(amount: number, from: CurrencyOption, to: CurrencyOption, bound: "min" | "max"): number {
  const value = Number(((amount / from.rate) * to.rate).toPrecision(12));
  return bound === "min" ? Math.floor(value) : Math.ceil(value);
}

/** A range typed the wrong way round means the same range; the API would refuse it. */
function ordered<T extends number | string>(a: T | null, b: T | null): [T | undefined, T | undefined] {
  if (a !== null && b !== null && a > b) return [b, a];
  return [a ?? undefined, b ?? undefined];
}

export function toApiQuery(f: ListingFilters, currency: CurrencyOption): ListingsQuery {
  const priceIn = f.priceCurrency ?? currency;
  const [minPrice, maxPrice] = ordered(f.minPrice, f.maxPrice);
  const [minDays, maxDays] = hasDuration(f.type) ? ordered(f.minDays, f.maxDays) : [];
  const [from, to] = hasDepartures(f.type) ? ordered(f.departureFrom, f.departureTo) : [];
  return {
    type: f.type ?? undefined,
    country: f.country || undefined,
    city: f.city || undefined,
    search: f.search || undefined,
    sort: effectiveSort(f),
    min_price: minPrice !== undefined ? minPriceCents(minPrice, priceIn) : undefined,
    max_price: maxPrice !== undefined ? maxPriceCents(maxPrice, priceIn) : undefined,
    min_days: minDays,
    max_days: maxDays,
    departure_from: from,
    departure_to: to,
    min_rating: f.minRating ?? undefined,
  };
}

/** "Group tours in Almaty, Kazakhstan matching “yurt”" */
export function resultsHeading(f: ListingFilters): string {
  return listingsHeading(f);
}

/** Filters of the panel (not type, place or search, which show elsewhere), for the "Filters (n)" badge. */
export function panelFilterCount(f: ListingFilters): number {
  return [
    f.minPrice !== null || f.maxPrice !== null,
    hasDuration(f.type) && (f.minDays !== null || f.maxDays !== null),
    hasDepartures(f.type) && (f.departureFrom !== null || f.departureTo !== null),
    f.minRating !== null,
  ].filter(Boolean).length;
}

/** Anything narrowing the results (the sort does not). */
export function isFiltered(f: ListingFilters): boolean {
  return f.type !== null || f.country !== "" || f.city !== "" || f.search !== "" || panelFilterCount(f) > 0;
}

export interface FilterChip {
  key: string;
  label: string;
  /** What removing this chip does to the URL. */
  remove: Record<string, null>;
}

function range(min: string | null, max: string | null, unit = ""): string {
  if (min !== null && max !== null) return `${min}–${max}${unit}`;
  if (min !== null) return `${min}+${unit}`;
  return `Up to ${max}${unit}`;
}

/** The applied narrowing, one removable chip each (the type shows in its own control). */
export function filterChips(f: ListingFilters, currency: CurrencyOption): FilterChip[] {
  const chips: FilterChip[] = [];
  if (f.search) chips.push({ key: "search", label: `“${f.search}”`, remove: { [PARAM.search]: null } });
  if (f.country)
    chips.push({ key: "country", label: f.country, remove: { [PARAM.country]: null, [PARAM.city]: null } });
  if (f.city) chips.push({ key: "city", label: f.city, remove: { [PARAM.city]: null } });
  if (f.minPrice !== null || f.maxPrice !== null) {
    const { symbol } = f.priceCurrency ?? currency;
    const money = (n: number | null) => (n === null ? null : `${symbol}${groupDigits(n)}`);
    chips.push({
      key: "price",
      label: range(money(f.minPrice), money(f.maxPrice)),
      remove: { [PARAM.minPrice]: null, [PARAM.maxPrice]: null, [PARAM.currency]: null },
    });
  }
  if (hasDuration(f.type) && (f.minDays !== null || f.maxDays !== null)) {
    const n = (d: number | null) => (d === null ? null : String(d));
    chips.push({
      key: "days",
      label: range(n(f.minDays), n(f.maxDays), " days"),
      remove: { [PARAM.minDays]: null, [PARAM.maxDays]: null },
    });
  }
  if (hasDepartures(f.type) && (f.departureFrom !== null || f.departureTo !== null)) {
    const from = f.departureFrom ? formatDate(f.departureFrom) : null;
    const to = f.departureTo ? formatDate(f.departureTo) : null;
    chips.push({
      key: "departures",
      label: from && to ? `Departs ${from} – ${to}` : from ? `Departs from ${from}` : `Departs by ${to}`,
      remove: { [PARAM.departureFrom]: null, [PARAM.departureTo]: null },
    });
  }
  if (f.minRating !== null)
    chips.push({ key: "rating", label: `${f.minRating}+ stars`, remove: { [PARAM.minRating]: null } });
  return chips;
}

/** Clear filters: everything but the chosen sort goes. */
export function clearPatch(): Record<string, null> {
  return Object.fromEntries(
    Object.values(PARAM)
      .filter((p) => p !== PARAM.sort)
      .map((p) => [p, null]),
  );
}
