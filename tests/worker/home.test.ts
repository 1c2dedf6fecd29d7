import { beforeAll, describe, expect, it } from "vitest";
import type { HomeResponse } from "../../domain/api/home";
import { FEATURED_COUNTRIES } from "../../domain/featured";
import type { SeedData } from "../../scripts/seed/generate";
import { visibleListings } from "./catalog-model";
import { type ErrorBody, get, seedSmall } from "./helpers";

let seed: SeedData;
beforeAll(async () => {
  seed = await seedSmall();
});

const approvedHostIds = () => new Set(seed.hosts.filter((h) => h.status === "approved").map((h) => h.id));
const publishedListings = () =>
  [...seed.tours, ...seed.group_tours, ...seed.rental_cars, ...seed.drivers].filter(
    (l) => l.status === "published" && approvedHostIds().has(l.host_id),
  );

describe("GET /api/home", () => {
  it("returns the six newest published listings of approved hosts, newest first", async () => {
    const res = await get("/api/home");
    expect(res.status).toBe(200);
    const body = await res.json<HomeResponse>();
    const expected = publishedListings()
      .sort((a, b) => String(b.published_at).localeCompare(String(a.published_at)))
      .slice(0, 6)
      .map((l) => l.id);
    expect(body.listings.map((l) => l.id)).toEqual(expected);
    for (const l of body.listings) {
      expect(l.images.length).toBeGreaterThan(0);
      expect(l.images[0]).toMatch(/^\/media\/demo\/places\/.+\.webp$/);
      expect(l.price).toBeGreaterThan(0);
      expect(l.host_name.length).toBeGreaterThan(0);
    }
  });

  it("gives tours their lowest per-group price and group tours their upcoming departures", async () => {
    const body = await (await get("/api/home?listings=24")).json<HomeResponse>();
    for (const row of body.listings.filter((l) => l.listing_type === "tour")) {
      const tour = seed.tours.find((t) => t.id === row.id);
      const prices = [tour?.price_1_person, tour?.price_2_persons, tour?.price_3_persons, tour?.price_4_persons];
      expect(row.price).toBe(Math.min(...prices.map(Number)));
      expect(row.type).toBe("tour");
    }
    const today = new Date().toISOString().slice(0, 10);
    for (const row of body.listings.filter((l) => l.listing_type === "group_tour")) {
      expect(row.group_start_dates.every((d) => d >= today)).toBe(true);
    }
  });

  it("lists approved hosts only, superhosts first", async () => {
    const body = await (await get("/api/home")).json<HomeResponse>();
    expect(body.hosts.length).toBe(8);
    const approved = approvedHostIds();
    for (const h of body.hosts) expect(approved.has(h.id)).toBe(true);
    const flags = body.hosts.map((h) => h.is_superhost);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it("counts approved hosts, the countries we have and travelers for the statistics band", async () => {
    const body = await (await get("/api/home")).json<HomeResponse>();
    const approved = seed.hosts.filter((h) => h.status === "approved");
    // The countries we have: where an approved host lives or a published listing goes (the same as /api/countries).
    const countries = new Set(
      [
        ...approved.map((h) => seed.profiles.find((p) => p.user_id === h.user_id)?.country),
        ...visibleListings(seed).flatMap((l) => l.countries),
      ].filter(Boolean),
    );
    expect(body.stats).toEqual({
      hosts_count: approved.length,
      countries_count: countries.size,
      travelers_count: seed.profiles.filter((p) => p.user_type === "traveler").length,
    });
  });

  it("gives host counts per country with the destination image where one is set", async () => {
    const body = await (await get("/api/home")).json<HomeResponse>();
    const kazakhstan = body.countries.find((c) => c.country === "Kazakhstan");
    expect(kazakhstan?.hosts).toBeGreaterThanOrEqual(1);
    expect(kazakhstan?.image_url).toMatch(/^\/media\//);
    expect(body.countries.some((c) => FEATURED_COUNTRIES.includes(c.country))).toBe(true);
    expect(body.countries.reduce((n, c) => n + c.hosts, 0)).toBe(body.stats.hosts_count);
  });

  it("places approved hosts on the map with coordinates and a profile slug", async () => {
    const body = await (await get("/api/home")).json<HomeResponse>();
    expect(body.map.length).toBe(body.stats.hosts_count);
    const demo = body.map.find((m) => m.slug === "aigerim");
    expect(demo?.city).toBe("Almaty");
    expect(demo?.lat).toBeCloseTo(43.24, 0);
  });

  it("takes listing and host counts from the query", async () => {
    const body = await (await get("/api/home?listings=2&hosts=3")).json<HomeResponse>();
    expect(body.listings).toHaveLength(2);
    expect(body.hosts).toHaveLength(3);
  });

  it.each([
    ["a non-number", "?listings=abc", "listings"],
    ["a count over the limit", "?hosts=500", "hosts"],
    ["a count of zero", "?listings=0", "listings"],
    ["an unknown parameter", "?sort=price", ""],
  ])("answers %s with a 400 in the error shape", async (_label, query, field) => {
    const res = await get(`/api/home${query}`);
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain(field);
  });
});

describe("GET /api/countries", () => {
  it("lists the countries we have (listings or hosts), most listings first", async () => {
    const res = await get("/api/countries");
    expect(res.status).toBe(200);
    const { countries } = await res.json<{ countries: { country: string; listings: number }[] }>();
    expect(countries.length).toBeGreaterThan(0);
    const counts = countries.map((c) => c.listings);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const withListings = new Set(
      publishedListings().flatMap((l) => {
        const row = l as { countries?: string[]; country?: string };
        return row.countries ?? [String(row.country)];
      }),
    );
    // The countries we have: a published listing goes there or an approved host lives there.
    const hostCountries = seed.hosts
      .filter((h) => h.status === "approved")
      .map((h) => String(seed.profiles.find((p) => p.user_id === h.user_id)?.country));
    expect(new Set(countries.map((c) => c.country))).toEqual(new Set([...withListings, ...hostCountries]));
    for (const c of countries.filter((x) => x.listings === 0)) expect(hostCountries).toContain(c.country);
  });
});
