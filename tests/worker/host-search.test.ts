import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { HomeHostRow } from "../../domain/api/cards";
import type { HomeResponse } from "../../domain/api/home";
import type { HostsResponse } from "../../domain/api/hosts";
import type { ListingsResponse } from "../../domain/api/listings";
import type { CountriesResponse } from "../../domain/api/places";
import type { SeedData } from "../../scripts/seed/generate";
import { allPages, ids, insertTour, visibleListings } from "./catalog-model";
import { get, seedSmall } from "./helpers";

/**
 * Issue 14 item 1 and 5: host search finds hosts by the places and text of their published listings, best match
 * first, diacritics folded; the lists and the home statistics give real totals, one definition of countries.
 */
let seed: SeedData;
beforeAll(async () => {
  seed = await seedSmall();
});

const approved = () => seed.hosts.filter((h) => h.status === "approved");
const hostsBy = async (query: string) => (await get(`/api/hosts?${query}`)).json<HostsResponse>();
const hostIds = async (location: string) =>
  (await hostsBy(`limit=48&location=${encodeURIComponent(location)}`)).hosts.map((h) => h.id);

async function setHost(id: string, fields: { city?: string; country?: string; rating?: number }) {
  const host = approved().find((h) => h.id === id);
  if (fields.city !== undefined || fields.country !== undefined)
    await env.DB.prepare(
      "UPDATE profiles SET city = coalesce(?, city), country = coalesce(?, country) WHERE user_id = ?",
    )
      .bind(fields.city ?? null, fields.country ?? null, host?.user_id)
      .run();
  if (fields.rating !== undefined)
    await env.DB.prepare("UPDATE hosts SET rating = ? WHERE id = ?").bind(fields.rating, id).run();
}

describe("GET /api/hosts?location= searches the places of hosts' published listings", () => {
  it("finds a host by a region, a sight or a valley named only in their listing, with or without diacritics", async () => {
    const [host, hidden] = approved();
    if (!host || !hidden) throw new Error("seed has too few hosts");
    await insertTour({
      host_id: host.id,
      title: "Sunset on Kök-Töbe after the Wakhan",
      description: "Back from the high Pamir, we ride the cable car up the hill.",
    });
    // A draft is not public: its host is not found through it.
    await insertTour({ host_id: hidden.id, title: "Draft: Kök-Töbe, Wakhan and Pamir", status: "draft" });
    for (const query of ["Pamir", "pamir", "Wakhan", "Kök-Töbe", "kok tobe", "KOK-TOBE", "Kok Tobe"]) {
      const found = await hostIds(query);
      expect(found, query).toContain(host.id);
      expect(found, query).not.toContain(hidden.id);
    }
    expect(await hostIds("Wakhanistan")).toEqual([]);
  });

  it("finds a host by a city their listings cover although they live elsewhere", async () => {
    const host = approved()[2];
    if (!host) throw new Error("seed has too few hosts");
    await insertTour({ host_id: host.id, title: "Old town walk", countries: ["Georgia"], cities: ["Tbilisi"] });
    const body = await hostsBy("limit=48&location=Tbilisi");
    expect(body.hosts.map((h) => h.id)).toContain(host.id);
    expect(body.total).toBe(body.hosts.length);
  });

  it("ranks the host's own place, then a word of it, then their listings' places, then their listings' text", async () => {
    const [a, b, c, d, , , e] = approved();
    if (!a || !b || !c || !d || !e) throw new Error("seed has too few hosts");
    // Ratings run the other way, so only the match decides the order.
    await setHost(a.id, { city: "Qorvale", rating: 3.1 });
    await setHost(b.id, { city: "Upper Qorvale", rating: 4.2 });
    await setHost(c.id, { rating: 4.5 });
    await setHost(d.id, { rating: 4.9 });
    await insertTour({ host_id: c.id, title: "Valley ride", countries: ["Georgia"], cities: ["Qorvale"] });
    await insertTour({ host_id: d.id, title: "Lakes", description: "A day trip to the lakes above Qorvale." });
    // A host with a draft in the place and one who lives in a place that only contains the text do not match.
    await insertTour({ host_id: e.id, title: "Qorvale draft", cities: ["Qorvale"], status: "draft" });
    const expected = [a.id, b.id, c.id, d.id];
    expect(await hostIds("qorvale")).toEqual(expected);
    expect(await hostIds("QORVÁLE")).toEqual(expected);
    // Keyset pages keep the ranking, one host at a time, and each page carries the same total.
    const pages = await allPages<HomeHostRow, "hosts">(
      (cursor) => get(`/api/hosts?location=qorvale&limit=1${cursor ? `&cursor=${cursor}` : ""}`),
      "hosts",
    );
    expect(ids(pages.rows)).toEqual(expected);
    expect((await hostsBy("location=qorvale&limit=1")).total).toBe(4);
  });

  it("country finds hosts who live there or have a published listing there, those who live there first", async () => {
    const host = approved()[3];
    if (!host) throw new Error("seed has too few hosts");
    await setHost(host.id, { country: "Kazakhstan", city: "Almaty" });
    await insertTour({ host_id: host.id, title: "Ridge walk", countries: ["Madagascar"], cities: ["Antananarivo"] });
    const body = await hostsBy("limit=48&country=Madagascar");
    expect(body.hosts.map((h) => h.id)).toContain(host.id);
    const livesThere = body.hosts.map((h) => h.country === "Madagascar");
    expect(livesThere).toEqual([...livesThere].sort((x, y) => Number(y) - Number(x)));
  });
});

describe("totals", () => {
  it("GET /api/hosts gives the number of matching hosts on every page", async () => {
    const first = await hostsBy("limit=5");
    expect(first.hosts.length).toBe(5);
    expect(first.total).toBe(approved().length);
    const second = await hostsBy(`limit=5&cursor=${first.next_cursor}`);
    expect(second.total).toBe(approved().length);
    expect((await hostsBy("location=Atlantis")).total).toBe(0);
  });

  it("GET /api/listings gives the number of matching listings, with filters and with a search", async () => {
    const model = visibleListings(seed);
    const all = await (await get("/api/listings?limit=5")).json<ListingsResponse>();
    expect(all.listings.length).toBe(5);
    expect(all.total).toBeGreaterThanOrEqual(model.length);
    const { rows } = await allPages<{ id: string }, "listings">(
      (cursor) => get(`/api/listings?limit=48${cursor ? `&cursor=${cursor}` : ""}`),
      "listings",
    );
    expect(all.total).toBe(rows.length);
    const cars = await (await get("/api/listings?type=cars&limit=2")).json<ListingsResponse>();
    expect(cars.total).toBe(model.filter((l) => l.kind === "rental_car").length);
    for (const search of ["kok tobe", "Kök-Töbe"]) {
      const found = await (
        await get(`/api/listings?search=${encodeURIComponent(search)}&limit=1`)
      ).json<ListingsResponse>();
      expect(found.total, search).toBeGreaterThanOrEqual(1);
      const more = await (
        await get(`/api/listings?search=${encodeURIComponent(search)}&limit=1&sort=newest`)
      ).json<ListingsResponse>();
      expect(more.total).toBe(found.total);
    }
  });

  it("one definition of the countries we have: /api/countries and the home statistics agree", async () => {
    const { countries } = await (await get("/api/countries")).json<CountriesResponse>();
    const home = await (await get("/api/home")).json<HomeResponse>();
    expect(home.stats.countries_count).toBe(countries.length);
    const names = countries.map((c) => c.country);
    expect(new Set(names).size).toBe(names.length);
    // Every country has a host who lives there or a listing that goes there.
    for (const c of countries) expect(c.hosts + c.listings, c.country).toBeGreaterThan(0);
    const hostCountries = home.countries.map((c) => c.country);
    for (const name of hostCountries) expect(names).toContain(name);
  });
});
