import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListingDetailResponse } from "../../domain/api/listings";
import type { SeedData } from "../../scripts/seed/generate";
import { getListingDetail } from "../../worker/db/listing-detail";
import { insertTour } from "./catalog-model";
import { type ErrorBody, get, seedSmall } from "./helpers";

let seed: SeedData;
const approved = () => new Set(seed.hosts.filter((h) => h.status === "approved").map((h) => h.id));

beforeAll(async () => {
  seed = await seedSmall();
});

async function detail(path: string) {
  const res = await get(`/api/listings/${path}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<ListingDetailResponse>();
}

const publishedTour = () => {
  const t = seed.tours.find((x) => x.status === "published" && x.slug && approved().has(x.host_id));
  if (!t?.slug) throw new Error("no published tour with a slug");
  return { ...t, slug: t.slug };
};

describe("GET /api/listings/:type/:slugOrId", () => {
  it("finds a tour by slug and by id in any case", async () => {
    const t = publishedTour();
    for (const path of [`tour/${t.slug}`, `tour/${t.id}`, `tour/${t.id.toUpperCase()}`]) {
      const body = await detail(path);
      expect(body.listing.id, path).toBe(t.id);
      expect(body.listing.title).toBe(t.title);
    }
  });

  it("sends the /listings type names (tours, group-tours, cars, drivers) on to the kind's segment, for every method", async () => {
    const t = publishedTour();
    const cases: [string, string, string][] = [
      ["GET", `/api/listings/tours/${t.id}?x=1`, `/api/listings/tour/${t.id}?x=1`],
      ["POST", "/api/listings/group-tours", "/api/listings/group-tour"],
      ["PATCH", `/api/listings/cars/${t.id}`, `/api/listings/rental-car/${t.id}`],
      ["DELETE", `/api/listings/drivers/${t.id}`, `/api/listings/driver/${t.id}`],
    ];
    for (const [method, path, location] of cases) {
      const res = await get(path, { method, redirect: "manual" });
      expect(res.status, `${method} ${path}`).toBe(308);
      expect(res.headers.get("Location")).toBe(location);
    }
    // Followed, the old spelling finds the listing as the new one does.
    const res = await get(`/api/listings/tours/${t.id}`, { redirect: "manual" });
    expect((await detail((res.headers.get("Location") ?? "").replace("/api/listings/", ""))).listing.id).toBe(t.id);
  });

  it("shows a tour's per-group-size prices with the lowest as the From price", async () => {
    const t = publishedTour();
    const { listing } = await detail(`tour/${t.slug}`);
    if (listing.kind !== "tour") throw new Error(`expected a tour, got ${listing.kind}`);
    expect(listing.prices).toEqual([
      { people: 1, price: t.price_1_person ?? null },
      { people: 2, price: t.price_2_persons ?? null },
      { people: 3, price: t.price_3_persons ?? null },
      { people: 4, price: t.price_4_persons ?? null },
    ]);
    const offered = listing.prices.flatMap((p) => (p.price === null ? [] : [p.price]));
    expect(listing.from_price).toBe(Math.min(...offered));
  });

  it("looks a UUID-shaped value up by id only, never as a slug", async () => {
    const host = seed.hosts.find((h) => h.status === "approved");
    const slugLikeId = crypto.randomUUID();
    await insertTour({ host_id: String(host?.id), title: "Slug that looks like an id", slug: slugLikeId });
    const res = await get(`/api/listings/tour/${slugLikeId}`);
    expect(res.status).toBe(404);
  });

  it("gives a group tour its per-person price and upcoming departures with seats left", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const g = seed.group_tours.find(
      (x) =>
        x.status === "published" &&
        approved().has(x.host_id) &&
        seed.group_tour_departures.some((d) => d.group_tour_id === x.id && d.start_date >= today),
    );
    if (!g) throw new Error("no group tour with departures");
    const { listing } = await detail(`group-tour/${g.id}`);
    if (listing.kind !== "group_tour") throw new Error(listing.kind);
    expect(listing.price_per_person).toBe(g.price_per_person);
    const expected = seed.group_tour_departures
      .filter((d) => d.group_tour_id === g.id && d.start_date >= today)
      .sort((a, b) => a.start_date.localeCompare(b.start_date));
    expect(listing.departures.map((d) => d.start_date)).toEqual(expected.map((d) => d.start_date));
    for (const d of listing.departures) {
      const s = expected.find((x) => x.id === d.id);
      expect(d.seats_left).toBe(Math.max((s?.seats_total ?? 0) - (s?.seats_booked ?? 0), 0));
    }
  });

  it.each([
    ["rental-car", "rental_cars"],
    ["driver", "drivers"],
  ] as const)("gives a %s its price per day, place and vehicle", async (route, table) => {
    const l = seed[table].find((x) => x.status === "published" && approved().has(x.host_id));
    if (!l) throw new Error(`no published ${table}`);
    const { listing } = await detail(`${route}/${l.id}`);
    if (listing.kind !== "rental_car" && listing.kind !== "driver") throw new Error(listing.kind);
    expect(listing.price_per_day).toBe(l.price_per_day);
    expect(listing.cities).toEqual([l.city]);
    expect(listing.countries).toEqual([l.country]);
  });

  it("includes the host with activity fields and other listings of the same host, not itself", async () => {
    const t = publishedTour();
    const body = await detail(`tour/${t.slug}`);
    expect(body.host.id).toBe(t.host_id);
    expect(body.host).toHaveProperty("last_seen_at");
    expect(body.host).toHaveProperty("response_time_sample_size");
    expect(body.more_from_host.map((l) => l.id)).not.toContain(t.id);
    for (const l of body.more_from_host) expect(l.host_id).toBe(t.host_id);
  });

  it("answers 404 for a draft, an archived listing and a listing of a host who is not approved", async () => {
    const draft = seed.tours.find((x) => x.status === "draft");
    const pendingHost = seed.hosts.find((h) => h.status === "pending");
    const publishedByPendingHost = await insertTour({ host_id: String(pendingHost?.id), title: "Not yet vetted" });
    const archivedId = await insertTour({
      host_id: String(seed.hosts.find((h) => h.status === "approved")?.id),
      title: "An archived walk",
      status: "archived",
    });
    const paths = [`tour/${draft?.id}`, `tour/${archivedId}`, `tour/${publishedByPendingHost}`];
    for (const path of paths) {
      const res = await get(`/api/listings/${path}`);
      expect(res.status, path).toBe(404);
      expect((await res.json<ErrorBody>()).error.code).toBe("not_found");
    }
  });

  it("lets the owner read their own draft, and no one else", async () => {
    const draft = seed.tours.find((x) => x.status === "draft");
    const owner = seed.hosts.find((h) => h.id === draft?.host_id);
    const other = seed.hosts.find((h) => h.id !== owner?.id);
    expect(await getListingDetail(env.DB, "tour", String(draft?.id), String(owner?.user_id))).not.toBeNull();
    expect(await getListingDetail(env.DB, "tour", String(draft?.id), String(other?.user_id))).toBeNull();
    expect(await getListingDetail(env.DB, "tour", String(draft?.id), null)).toBeNull();
  });

  it("answers 404 for an unknown slug and a listing asked for under another type", async () => {
    const t = publishedTour();
    for (const path of ["tour/no-such-walk", `driver/${t.id}`, `group-tour/${t.slug}`]) {
      expect((await get(`/api/listings/${path}`)).status, path).toBe(404);
    }
  });

  it("answers 400 for a type that is not a listing kind", async () => {
    const res = await get("/api/listings/boat/anything");
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toContain("type");
  });
});
