import { describe, expect, it } from "vitest";
import { isUuid, listingPath, titleSlug } from "../../domain/listing-slug";
import { LISTING_ROUTE, type ListingKind } from "../../domain/vocabulary";

const ID = "0b9d7c1e-2f3a-4b5c-8d6e-7f8091a2b3c4";

describe("LISTING_ROUTE", () => {
  it("maps each listing kind to its route segment", () => {
    expect(LISTING_ROUTE).toEqual({
      tour: "tour",
      group_tour: "group-tour",
      rental_car: "rental-car",
      driver: "driver",
    });
  });
});

describe("isUuid", () => {
  it.each([
    [ID, true],
    ["0B9D7C1E-2F3A-4B5C-8D6E-7F8091A2B3C4", true],
    ["00000000-0000-0000-0000-000000000000", true],
    ["0b9d7c1e2f3a4b5c8d6e7f8091a2b3c4", false],
    ["0b9d7c1e-2f3a-4b5c-8d6e-7f8091a2b3c", false],
    ["0b9d7c1e-2f3a-4b5c-8d6e-7f8091a2b3c4-extra", false],
    ["zb9d7c1e-2f3a-4b5c-8d6e-7f8091a2b3c4", false],
    ["charyn-canyon-day-trip", false],
    ["", false],
  ])("says %j is UUID-shaped: %s", (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe("titleSlug", () => {
  it.each([
    ["an existing slug is kept as is", "charyn-canyon-day-trip", "charyn-canyon-day-trip"],
    ["an existing slug with edge hyphens is kept as is", "-odd-slug-", "-odd-slug-"],
    ["digits only are kept as is", "2025", "2025"],
    ["capitals are lower-cased", "Charyn Canyon Day Trip", "charyn-canyon-day-trip"],
    ["punctuation is dropped", "Almaty: Big Lake & Peaks!", "almaty-big-lake-peaks"],
    ["apostrophes vanish without a gap", "Rock'n'Roll Tour", "rocknroll-tour"],
    ["diacritics are stripped", "Ömer's Café in Göreme", "omers-cafe-in-goreme"],
    ["runs of spaces, tabs and underscores become one hyphen", "Silk   Road\t_ Tour", "silk-road-tour"],
    ["repeated hyphens collapse", "Tour -- Day 1", "tour-day-1"],
    ["leading and trailing separators are trimmed", "  ~Hidden Valley~  ", "hidden-valley"],
    ["non-Latin letters are kept", "Тур по Алматы", "тур-по-алматы"],
    ["emoji are dropped", "Sunrise 🌄 Hike", "sunrise-hike"],
    ["only punctuation gives an empty slug", "!!!", ""],
  ])("%s", (_case, title, expected) => {
    expect(titleSlug(title)).toBe(expected);
  });
});

describe("listingPath", () => {
  it.each([
    ["tour", { id: ID, slug: "charyn-canyon", title: "Charyn Canyon" }, "/tour/charyn-canyon"],
    ["group_tour", { id: ID, slug: "pamir-highway", title: "Pamir Highway" }, "/group-tour/pamir-highway"],
    [
      "rental_car",
      { id: ID, slug: null, title: "Toyota Land Cruiser 4x4" },
      `/rental-car/${ID}/toyota-land-cruiser-4x4`,
    ],
    ["driver", { id: ID, title: "Driver: Bishkek & Issyk-Kul" }, `/driver/${ID}/driver-bishkek-issyk-kul`],
    ["tour", { id: ID, slug: "", title: "Nomad Games" }, `/tour/${ID}/nomad-games`],
    ["tour", { id: ID, slug: "   ", title: "Nomad Games" }, `/tour/${ID}/nomad-games`],
    ["group_tour", { id: ID, slug: null, title: "???" }, `/group-tour/${ID}`],
  ] as [ListingKind, { id: string; slug?: string | null; title: string }, string][])(
    "links a %s listing %o to %s",
    (kind, listing, expected) => {
      expect(listingPath(kind, listing)).toBe(expected);
    },
  );
});
