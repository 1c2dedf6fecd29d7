import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DestinationResponse } from "../../domain/api/places";
import type { TravelerResponse, TravelerRow, TravelersResponse } from "../../domain/api/travelers";
import { FEATURED_COUNTRIES } from "../../domain/featured";
import { CITIES } from "../../domain/geo";
import type { SeedData } from "../../scripts/seed/generate";
import { allPages, visibleListings } from "./catalog-model";
import { type ErrorBody, get, seedSmall } from "./helpers";

let seed: SeedData;
beforeAll(async () => {
  seed = await seedSmall();
});

const travelerIds = () => new Set(seed.profiles.filter((p) => p.user_type === "traveler").map((p) => p.user_id));
const sorted = (xs: string[]) => [...xs].sort();

describe("GET /api/travelers", () => {
  it("lists every traveler with a public trip request once, most recently updated first", async () => {
    const expected = seed.trip_requests.filter((t) => t.is_public !== false && travelerIds().has(t.user_id));
    expect(expected.length).toBeGreaterThan(2);
    const { rows } = await allPages<TravelerRow, "travelers">(
      (cursor) => get(`/api/travelers?limit=3${cursor ? `&cursor=${cursor}` : ""}`),
      "travelers",
    );
    expect(sorted(rows.map((r) => r.user_id))).toEqual(sorted(expected.map((t) => t.user_id)));
    const times = rows.map((r) => String(r.trip?.updated_at));
    expect(times).toEqual([...times].sort().reverse());
  });

  it("shows first name and last initial only, never the last name", async () => {
    const body = await (await get("/api/travelers")).json<TravelersResponse>();
    for (const t of body.travelers) {
      expect(t).not.toHaveProperty("last_name");
      expect(t.last_initial ?? "").toMatch(/^[A-Z]?$/);
    }
  });

  it("still lists travelers who turned off new conversations, marked as such", async () => {
    const t = seed.trip_requests.find((x) => x.is_public !== false && travelerIds().has(x.user_id));
    await env.DB.prepare("UPDATE profiles SET receive_new_conversations = 0 WHERE user_id = ?").bind(t?.user_id).run();
    const { rows } = await allPages<TravelerRow, "travelers">(
      (cursor) => get(`/api/travelers?limit=48${cursor ? `&cursor=${cursor}` : ""}`),
      "travelers",
    );
    expect(rows.find((r) => r.user_id === t?.user_id)?.receive_new_conversations).toBe(false);
  });

  it("answers 400 for a bad cursor", async () => {
    const res = await get("/api/travelers?cursor=nope");
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.code).toBe("invalid_request");
  });
});

describe("GET /api/travelers/:idOrSlug", () => {
  it("finds a traveler by id and by profile slug in any case", async () => {
    const p = seed.profiles.find((x) => x.user_type === "traveler" && x.profile_slug);
    for (const key of [p?.user_id, p?.profile_slug, p?.profile_slug?.toUpperCase()]) {
      const res = await get(`/api/travelers/${key}`);
      expect(res.status, String(key)).toBe(200);
      const body = await res.json<TravelerResponse>();
      expect(body.traveler.user_id).toBe(p?.user_id);
      expect(body.traveler.member_since).toBeTruthy();
    }
  });

  it("hides a trip request its owner did not make public", async () => {
    const hidden = seed.trip_requests.find((t) => t.is_public === false);
    expect(hidden).toBeDefined();
    const body = await (await get(`/api/travelers/${hidden?.user_id}`)).json<TravelerResponse>();
    expect(body.traveler.trip).toBeNull();
  });

  it("answers 404 for a host's id and an unknown traveler", async () => {
    const host = seed.hosts[0];
    expect((await get(`/api/travelers/${host?.user_id}`)).status).toBe(404);
    expect((await get("/api/travelers/nobody-here")).status).toBe(404);
  });
});

describe("GET /api/destinations/:country", () => {
  it("gives a country's counts, its own cities, best hosts and newest listings", async () => {
    const model = visibleListings(seed);
    const country = "Kazakhstan";
    const res = await get("/api/destinations/kazakhstan");
    expect(res.status).toBe(200);
    const body = await res.json<DestinationResponse>();
    expect(body.country).toBe(country);
    expect(body.slug).toBe("kazakhstan");
    const inCountry = model.filter((m) => m.countries.includes(country));
    expect(body.counts.listings).toBe(inCountry.length);
    const own = new Set(CITIES.filter((c) => c.countryValue === "kazakhstan").map((c) => c.label));
    for (const c of body.cities) expect(own.has(c.city), c.city).toBe(true);
    for (const h of body.hosts) expect(h.country).toBe(country);
    const newest = [...inCountry].sort((a, b) => b.published_at.localeCompare(a.published_at)).slice(0, 12);
    expect(body.listings.map((l) => l.id)).toEqual(newest.map((m) => m.id));
    expect(body.image?.url).toMatch(/^\/media\//);
  });

  it("accepts the country's name as well as its slug", async () => {
    const bySlug = await (await get("/api/destinations/kazakhstan")).json<DestinationResponse>();
    const byName = await (await get("/api/destinations/Kazakhstan")).json<DestinationResponse>();
    expect(byName).toEqual(bySlug);
  });

  it("has no picture for a country that is not featured (its page draws a generated scene)", async () => {
    const country = visibleListings(seed)
      .flatMap((m) => m.countries)
      .find((c) => !FEATURED_COUNTRIES.includes(c));
    expect(country).toBeDefined();
    const body = await (
      await get(`/api/destinations/${encodeURIComponent(country ?? "")}`)
    ).json<DestinationResponse>();
    expect(body.counts.listings).toBeGreaterThan(0);
    expect(body.image).toBeNull();
  });

  it("answers 404 for a country with no hosts and no listings", async () => {
    const res = await get("/api/destinations/atlantis");
    expect(res.status).toBe(404);
    expect((await res.json<ErrorBody>()).error.code).toBe("not_found");
  });
});
