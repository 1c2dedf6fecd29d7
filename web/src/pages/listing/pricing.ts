import type { Departure, ListingDetail } from "../../../../domain/api/listings";
import { parseUtc, utcDayKey } from "../../../../domain/time";

type TourPrices = Extract<ListingDetail, { kind: "tour" }>["prices"];

/** Spec §2 metadata rule, also the card's "From": the lowest offered per-person price of the four group sizes. */
export function lowestTourPrice(prices: TourPrices, fromPrice: number | null): number | null {
  if (fromPrice !== null) return fromPrice;
  const offered = prices.map((p) => p.price).filter((p): p is number => p !== null);
  return offered.length > 0 ? Math.min(...offered) : null;
}

/** The headline price of the page header and price box, in euro cents (labelled by domain priceLabel). */
export function headlinePrice(listing: ListingDetail): number | null {
  switch (listing.kind) {
    case "tour":
      return lowestTourPrice(listing.prices, listing.from_price);
    case "group_tour":
      return listing.price_per_person;
    case "rental_car":
    case "driver":
      return listing.price_per_day;
  }
}

export function groupSizeLabel(people: number): string {
  return people === 1 ? "1 person" : `${people} people`;
}

/** Departures from today on (by UTC day, like the listing cards), earliest first. */
export function upcomingDepartures(departures: readonly Departure[], now: Date = new Date()): Departure[] {
  const today = utcDayKey(now);
  return departures
    .filter((d) => {
      const start = parseUtc(d.start_date);
      return start !== null && utcDayKey(start) >= today;
    })
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
}

export function seatsText(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Sold out";
  return seatsLeft === 1 ? "1 seat left" : `${seatsLeft} seats left`;
}

export function daysText(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}
