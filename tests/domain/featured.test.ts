import { describe, expect, it } from "vitest";
import {
  countrySlug,
  FEATURED_COUNTRIES,
  featuredDestinations,
  formatStat,
  HOME_STATS_DEFAULTS,
  homeStats,
  MAX_DESTINATIONS_MENU,
} from "../../domain/featured";

describe("featured constants", () => {
  it("lists the 18 featured countries in spec order", () => {
    expect(FEATURED_COUNTRIES).toEqual([
      "Kazakhstan",
      "Kyrgyzstan",
      "Mongolia",
      "Tajikistan",
      "Turkmenistan",
      "Uzbekistan",
      "Azerbaijan",
      "Georgia",
      "Pakistan",
      "Iran",
      "Nepal",
      "Bhutan",
      "Armenia",
      "Uganda",
      "Sri Lanka",
      "Morocco",
      "Ethiopia",
      "India",
    ]);
  });

  it("caps the destinations menu at 20 countries", () => {
    expect(MAX_DESTINATIONS_MENU).toBe(20);
  });
});

describe("featuredDestinations", () => {
  it.each([
    ["no counts", [], []],
    [
      "featured countries in spec order regardless of input order",
      [
        { country: "India", hosts: 3 },
        { country: "Kazakhstan", hosts: 12 },
        { country: "Sri Lanka", hosts: 1 },
      ],
      [
        { country: "Kazakhstan", hosts: 12, label: "12+ local hosts" },
        { country: "Sri Lanka", hosts: 1, label: "1+ local hosts" },
        { country: "India", hosts: 3, label: "3+ local hosts" },
      ],
    ],
    [
      "a featured country with 0 hosts left out",
      [
        { country: "Mongolia", hosts: 0 },
        { country: "Nepal", hosts: 4 },
      ],
      [{ country: "Nepal", hosts: 4, label: "4+ local hosts" }],
    ],
    [
      "a non-featured country left out",
      [
        { country: "France", hosts: 50 },
        { country: "Georgia", hosts: 2 },
      ],
      [{ country: "Georgia", hosts: 2, label: "2+ local hosts" }],
    ],
    [
      "differently cased names matched and duplicates summed",
      [
        { country: "uzbekistan", hosts: 2 },
        { country: " Uzbekistan ", hosts: 5 },
      ],
      [{ country: "Uzbekistan", hosts: 7, label: "7+ local hosts" }],
    ],
  ])("returns %s", (_case, counts, expected) => {
    expect(featuredDestinations(counts)).toEqual(expected);
  });
});

describe("countrySlug", () => {
  it.each([
    ["Kazakhstan", "kazakhstan"],
    ["Sri Lanka", "sri-lanka"],
    ["Côte d'Ivoire", "cote-d-ivoire"],
    ["Türkiye", "turkiye"],
    ["Guinea-Bissau", "guinea-bissau"],
    ["  Bosnia and Herzegovina ", "bosnia-and-herzegovina"],
  ])("turns %j into %j", (country, expected) => {
    expect(countrySlug(country)).toBe(expected);
  });
});

describe("homeStats", () => {
  it.each([
    // The default 9 travelers is a count like travelers_count: shown after the 33000 served before.
    ["not loaded (null)", null, { countries: 23, experts: 40, travelers: 33009, satisfaction: 96 }],
    ["not loaded (undefined)", undefined, { countries: 23, experts: 40, travelers: 33009, satisfaction: 96 }],
    [
      "loaded",
      { countries_count: 18, hosts_count: 64, travelers_count: 12 },
      { countries: 18, experts: 64, travelers: 33012, satisfaction: 98 },
    ],
    [
      "loaded with zero counts",
      { countries_count: 0, hosts_count: 0, travelers_count: 0 },
      { countries: 0, experts: 0, travelers: 33000, satisfaction: 98 },
    ],
  ])("gives the statistics band when %s", (_case, input, expected) => {
    expect(homeStats(input)).toEqual(expected);
  });

  it("keeps the spec defaults", () => {
    expect(HOME_STATS_DEFAULTS).toEqual({ countries: 23, experts: 40, travelers: 9, satisfaction: 96 });
  });

  it("returns a copy so callers cannot alter the defaults", () => {
    const stats = homeStats(null);
    stats.travelers = 1;
    expect(HOME_STATS_DEFAULTS.travelers).toBe(9);
  });
});

describe("formatStat", () => {
  it.each([
    [9, "9"],
    [999, "999"],
    [33012, "33,012"],
    [1234567, "1,234,567"],
    [0, "0"],
  ])("formats %i as %j", (n, expected) => {
    expect(formatStat(n)).toBe(expected);
  });
});
