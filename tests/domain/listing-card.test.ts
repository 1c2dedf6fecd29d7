import { describe, expect, it } from "vitest";
import { findCurrency } from "../../domain/currency";
import { type CardInput, listingCard } from "../../domain/listing-card";

const NOW = new Date("2025-06-15T12:00:00Z");
const EUR = findCurrency("EUR");
const USD = findCurrency("USD");

const base: CardInput = { listing_type: "tour", price: 12000 };
const card = (over: Partial<CardInput>, currency = EUR) => listingCard({ ...base, ...over }, currency, NOW);

describe("listingCard type label", () => {
  it.each([
    ["tour", "Private Tour"],
    ["group_tour", "Group Tour"],
    ["rental_car", "Rental Car"],
    ["driver", "Driver Service"],
  ] as const)("labels a %s as %j", (kind, expected) => {
    expect(card({ listing_type: kind }).typeLabel).toBe(expected);
  });
});

describe("listingCard countries and topic", () => {
  it.each([
    ["no countries", null, [], 0],
    ["one country", ["Kazakhstan"], ["Kazakhstan"], 0],
    ["two countries", ["Kazakhstan", "Kyrgyzstan"], ["Kazakhstan", "Kyrgyzstan"], 0],
    ["three countries", ["Kazakhstan", "Kyrgyzstan", "Uzbekistan"], ["Kazakhstan", "Kyrgyzstan"], 1],
    ["five countries", ["Iran", "Armenia", "Georgia", "Azerbaijan", "Turkey"], ["Iran", "Armenia"], 3],
    ["blank entries", ["", "Nepal", "  "], ["Nepal"], 0],
  ])("shows %s as %o with %i more", (_case, countries, shown, extra) => {
    const result = card({ countries });
    expect(result.countries).toEqual(shown);
    expect(result.extraCountries).toBe(extra);
  });

  it.each([
    ["the first of several topics", ["Hiking", "Culture"], "Hiking"],
    ["a single topic", ["Food"], "Food"],
    ["no topics", [], null],
    ["null topics", null, null],
    ["the first non-blank topic", ["", "Wildlife"], "Wildlife"],
  ])("uses %s", (_case, topics, expected) => {
    expect(card({ topics }).topic).toBe(expected);
  });
});

describe("listingCard group start dates", () => {
  it.each([
    ["no dates", null, [], null],
    ["only past dates", ["2025-01-10", "2025-06-14"], [], null],
    ["a departure today", ["2025-06-15"], ["Jun 15, 2025"], null],
    ["a departure earlier today (still today in UTC)", ["2025-06-15T06:00:00Z"], ["Jun 15, 2025"], null],
    [
      "past and upcoming dates, unsorted",
      ["2025-09-01", "2025-05-01", "2025-07-04"],
      ["Jul 04, 2025", "Sep 01, 2025"],
      null,
    ],
    [
      "exactly three upcoming dates",
      ["2025-07-01", "2025-08-01", "2025-09-01"],
      ["Jul 01, 2025", "Aug 01, 2025", "Sep 01, 2025"],
      null,
    ],
    [
      "four upcoming dates",
      ["2025-10-01", "2025-07-01", "2025-09-01", "2025-08-01"],
      ["Jul 01, 2025", "Aug 01, 2025", "Sep 01, 2025"],
      "+1 more",
    ],
    [
      "six upcoming dates and two past ones",
      ["2025-01-01", "2025-06-20", "2025-06-21", "2025-06-22", "2025-06-23", "2025-06-24", "2025-06-25", "2024-12-31"],
      ["Jun 20, 2025", "Jun 21, 2025", "Jun 22, 2025"],
      "+3 more",
    ],
    ["invalid dates", ["soon", "", "2025-07-01"], ["Jul 01, 2025"], null],
    ["the same day listed twice", ["2025-07-01", "2025-07-01T09:00:00Z"], ["Jul 01, 2025"], null],
  ])("shows %s", (_case, dates, shown, more) => {
    const result = card({ listing_type: "group_tour", group_start_dates: dates });
    expect(result.dates).toEqual(shown);
    expect(result.moreDates).toBe(more);
  });
});

describe("listingCard price", () => {
  it.each([
    ["tour", 12000, EUR, "From €120", "/person"],
    ["group_tour", 45000, EUR, "€450", "/person"],
    ["tour", 10000, USD, "From $110", "/person"],
    ["rental_car", 8000, EUR, "€80", "/day"],
    ["driver", 8000, USD, "$88", "/day"],
    ["tour", 123450, EUR, "From €1,235", "/person"],
  ] as const)("prices a %s of %i cents as %j %s", (kind, price, currency, text, unit) => {
    const result = card({ listing_type: kind, price }, currency);
    expect(result.priceText).toBe(text);
    expect(result.priceUnit).toBe(unit);
  });
});

describe("listingCard rating", () => {
  it.each([
    ["4.83", 4.83, "4.8"],
    ["4.85", 4.85, "4.9"],
    ["5", 5, "5.0"],
    ["3.96", 3.96, "4.0"],
    ["0", 0, null],
    ["null", null, null],
    ["undefined", undefined, null],
  ])("shows a host rating of %s as %j", (_case, rating, expected) => {
    expect(card({ host_rating: rating }).ratingText).toBe(expected);
  });
});

describe("listingCard duration", () => {
  it.each([
    ["tour", 1, "1 day"],
    ["tour", 5, "5 days"],
    ["group_tour", 12, "12 days"],
    ["tour", null, null],
    ["tour", 0, null],
    ["rental_car", 3, null],
    ["driver", 2, null],
  ] as const)("describes a %s lasting %s as %j", (kind, duration, expected) => {
    expect(card({ listing_type: kind, duration }).durationText).toBe(expected);
  });
});

describe("listingCard as a whole", () => {
  it("builds the full text of a group tour card", () => {
    expect(
      listingCard(
        {
          listing_type: "group_tour",
          countries: ["Kyrgyzstan", "Tajikistan", "Uzbekistan"],
          location: "Bishkek",
          topics: ["Adventure", "Culture"],
          price: 189900,
          group_start_dates: ["2025-05-01", "2025-07-10", "2025-08-10", "2025-09-10", "2025-10-10"],
          duration: 14,
          host_rating: 4.94,
          host_reviews: 31,
        },
        findCurrency("GBP"),
        NOW,
      ),
    ).toEqual({
      typeLabel: "Group Tour",
      countries: ["Kyrgyzstan", "Tajikistan"],
      extraCountries: 1,
      topic: "Adventure",
      dates: ["Jul 10, 2025", "Aug 10, 2025", "Sep 10, 2025"],
      moreDates: "+1 more",
      priceText: "£1,614",
      priceUnit: "/person",
      ratingText: "4.9",
      durationText: "14 days",
    });
  });
});
