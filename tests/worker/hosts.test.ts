import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { HomeHostRow } from "../../domain/api/cards";
import type { HostResponse, HostsResponse, ReviewRow, ReviewsResponse } from "../../domain/api/hosts";
import type { SeedData } from "../../scripts/seed/generate";
import { allPages, ids } from "./catalog-model";
import { type ErrorBody, get, seedSmall } from "./helpers";

let seed: SeedData;
beforeAll(async () => {
  seed = await seedSmall();
});

const approvedHosts = () => seed.hosts.filter((h) => h.status === "approved");
const profileOf = (userId: string) => seed.profiles.find((p) => p.user_id === userId);
const hostsPages = (query: string, limit = 5) =>
  allPages<HomeHostRow, "hosts">(
    (cursor) => get(`/api/hosts?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`),
    "hosts",
  );
const sorted = (xs: string[]) => [...xs].sort();

describe("GET /api/hosts", () => {
  it("pages through every approved host once, best rated first", async () => {
    const { rows, pages } = await hostsPages("");
    expect(pages).toBeGreaterThan(2);
    expect(sorted(ids(rows))).toEqual(sorted(approvedHosts().map((h) => h.id)));
    const ratings = rows.map((h) => h.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("fills each card: Verified host type, place, rating, activity and response time fields", async () => {
    const body = await (await get("/api/hosts?limit=3")).json<HostsResponse>();
    for (const h of body.hosts) {
      expect(h.host_type).toMatch(/^(guide|driver|tour_operator)$/);
      expect(h.country).toBeTruthy();
      expect(typeof h.total_reviews).toBe("number");
      expect(typeof h.is_superhost).toBe("boolean");
      expect(h).toHaveProperty("last_seen_at");
      expect(h).toHaveProperty("response_time_minutes");
    }
  });

  it("location matches a city or a country, ignoring case, accents and hyphens", async () => {
    const host = approvedHosts()[0];
    const p = profileOf(String(host?.user_id));
    const city = String(p?.city);
    const country = String(p?.country);
    const inCity = approvedHosts().filter((h) => profileOf(h.user_id)?.city === city);
    const inCountry = approvedHosts().filter((h) => profileOf(h.user_id)?.country === country);
    const accented = city.replace(/a/, "á").replace(/e/, "é").toUpperCase();
    for (const [query, expected] of [
      [city, inCity],
      [accented, inCity],
      [country.toLowerCase(), inCountry],
      [`${city}, ${country}`, inCity],
    ] as const) {
      const { rows } = await hostsPages(`location=${encodeURIComponent(query)}`);
      // The hosts who live there come first; hosts found through their listings' places follow (host-search.test.ts).
      const found = ids(rows);
      expect(sorted(found.slice(0, expected.length)), query).toEqual(sorted(expected.map((h) => h.id)));
    }
  });

  it("location matches the start of a word, so lanka finds Sri Lanka hosts", async () => {
    const userId = approvedHosts()[0]?.user_id;
    const before = profileOf(String(userId));
    const move = "UPDATE profiles SET country = ?, city = ? WHERE user_id = ?";
    await env.DB.prepare(move).bind("Sri Lanka", "Kandy", userId).run();
    const body = await (await get("/api/hosts?location=lanka")).json<HostsResponse>();
    await env.DB.prepare(move).bind(before?.country, before?.city, userId).run();
    expect(body.hosts.map((h) => h.country)).toContain("Sri Lanka");
    for (const h of body.hosts) expect(`${h.city} ${h.country}`.toLowerCase()).toContain("lanka");
  });

  it("country matches the name or its slug, and an unknown place gives an empty list", async () => {
    const country = String(profileOf(String(approvedHosts()[0]?.user_id))?.country);
    const expected = sorted(
      approvedHosts()
        .filter((h) => profileOf(h.user_id)?.country === country)
        .map((h) => h.id),
    );
    for (const form of [country, country.toLowerCase().replace(/ /g, "-")]) {
      const { rows } = await hostsPages(`country=${encodeURIComponent(form)}`);
      expect(sorted(ids(rows))).toEqual(expected);
    }
    const none = await (await get("/api/hosts?location=Atlantis")).json<HostsResponse>();
    expect(none).toEqual({ hosts: [], next_cursor: null, total: 0 });
  });

  it.each([
    ["limit=0", "limit"],
    ["cursor=%%%", "cursor"],
    [`location=${"x".repeat(201)}`, "location"],
    ["colour=red", "colour"],
  ])("%s answers 400", async (query, field) => {
    const res = await get(`/api/hosts?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toContain(field);
  });
});

describe("GET /api/hosts/:slug", () => {
  const withSlug = () => {
    const h = approvedHosts().find((x) => x.profile_slug);
    if (!h?.profile_slug) throw new Error("no host with a slug");
    return { ...h, profile_slug: h.profile_slug };
  };

  it("finds an approved host by slug in any case and by id, with bio and their published listings", async () => {
    const h = withSlug();
    for (const key of [h.profile_slug, h.profile_slug.toUpperCase(), h.id]) {
      const res = await get(`/api/hosts/${encodeURIComponent(key)}`);
      expect(res.status, key).toBe(200);
      const body = await res.json<HostResponse>();
      expect(body.host.id).toBe(h.id);
      expect(body.host.bio).toBe(h.bio ?? null);
      const published = [...seed.tours, ...seed.group_tours, ...seed.rental_cars, ...seed.drivers].filter(
        (l) => l.host_id === h.id && l.status === "published",
      );
      expect(sorted(ids(body.listings))).toEqual(sorted(ids(published)));
    }
  });

  it("falls back to the first-name slug for a host without a profile slug", async () => {
    const h = approvedHosts().at(-1);
    const first = String(profileOf(String(h?.user_id))?.first_name);
    await env.DB.prepare("UPDATE hosts SET profile_slug = NULL WHERE id = ?").bind(h?.id).run();
    const res = await get(`/api/hosts/${first.toLowerCase().replace(/[^a-z0-9]/g, "")}`);
    expect(res.status).toBe(200);
    expect((await res.json<HostResponse>()).host.first_name).toBe(first);
  });

  it("answers 404 for pending, rejected and unknown hosts", async () => {
    const hidden = seed.hosts.filter((h) => h.status !== "approved");
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) {
      for (const key of [h.profile_slug, h.id]) {
        if (!key) continue;
        const res = await get(`/api/hosts/${key}`);
        expect(res.status, `${h.status} ${key}`).toBe(404);
        expect((await get(`/api/hosts/${key}/reviews`)).status).toBe(404);
      }
    }
    expect((await get("/api/hosts/nobody-at-all")).status).toBe(404);
  });
});

describe("GET /api/hosts/:slug/reviews", () => {
  it("lists only verified reviews, newest first, each once across pages", async () => {
    const counts = new Map<string, number>();
    for (const r of seed.reviews) if (r.status === "verified") counts.set(r.host_id, (counts.get(r.host_id) ?? 0) + 1);
    const [hostId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const expected = seed.reviews.filter((r) => r.host_id === hostId && r.status === "verified");
    expect(expected.length).toBeGreaterThan(1);
    const { rows } = await allPages<ReviewRow, "reviews">(
      (cursor) => get(`/api/hosts/${hostId}/reviews?limit=2${cursor ? `&cursor=${cursor}` : ""}`),
      "reviews",
    );
    expect(sorted(ids(rows))).toEqual(sorted(expected.map((r) => String(r.id))));
    const times = rows.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const r of rows) expect(r.traveler_name).toMatch(/^(\S+ [A-Z]\.|\S+|Deleted user)$/);
  });

  it("shows a deleted traveler as Deleted user", async () => {
    const review = seed.reviews.find((r) => r.status === "verified" && r.traveler_id);
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), review?.traveler_id)
      .run();
    const body = await (await get(`/api/hosts/${review?.host_id}/reviews?limit=48`)).json<ReviewsResponse>();
    const shown = body.reviews.find((r) => r.id === review?.id);
    expect(shown?.traveler_name).toBe("Deleted user");
    expect(shown?.traveler_photo).toBeNull();
  });
});
