import { describe, expect, it } from "vitest";
import { listingsQuery as listingsQuerySchema } from "../../domain/api/listings";
import { ftsQuery, MAX_SEARCH_TERMS } from "../../domain/search";
import { placeKey } from "../../domain/text";

describe("ftsQuery", () => {
  it.each([
    ["kok", '"kok"*'],
    ["Kök-Töbe", '"kok"* "tobe"*'],
    ['"cable car"', '"cable"* "car"*'],
    ["NEAR(cable car)", '"near"* "cable"* "car"*'],
    ["cable OR car", '"cable"* "or"* "car"*'],
    ["-cable", '"cable"*'],
    ["title:cable^", '"title"* "cable"*'],
    ["a trip", '"a" "trip"*'],
    ["lake lake LAKE", '"lake"*'],
  ])("%j becomes %s", (input, expected) => {
    expect(ftsQuery(input)).toBe(expected);
  });

  it.each([[""], ['"'], ["***"], ["- ( ) :"]])("%j has nothing to search", (input) => {
    expect(ftsQuery(input)).toBeNull();
  });

  it("keeps at most the first eight distinct words, each at most 40 characters", () => {
    const q = ftsQuery(`${"x".repeat(500)} ${Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ")}`);
    const terms = q?.split(" ") ?? [];
    expect(terms).toHaveLength(MAX_SEARCH_TERMS);
    expect(terms[0]).toBe(`"${"x".repeat(40)}"*`);
  });
});

describe("placeKey", () => {
  it.each([
    ["Sri Lanka", "sri lanka"],
    ["sri-lanka", "sri lanka"],
    ["  SRI   Lanka ", "sri lanka"],
    ["Kök-Töbe", "kok tobe"],
  ])("%j compares as %j", (input, expected) => {
    expect(placeKey(input)).toBe(expected);
  });
});

describe("listingsQuerySchema", () => {
  it("fills the page size and turns numbers from the query string into numbers", () => {
    expect(listingsQuerySchema.parse({ min_price: "500", min_rating: "4.5" })).toEqual({
      min_price: 500,
      min_rating: 4.5,
      limit: 24,
    });
  });

  it.each([
    [{ type: "boats" }, "type"],
    [{ min_price: "10", max_price: "5" }, "min_price"],
    [{ departure_from: "2027-02-01", departure_to: "2027-01-01" }, "departure_from"],
    [{ search: "x".repeat(501) }, "search"],
    [{ extra: "1" }, ""],
  ])("refuses %j", (input, field) => {
    const result = listingsQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues[0]?.path).toContain(field);
  });
});
