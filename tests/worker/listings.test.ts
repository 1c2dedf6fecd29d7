import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type ListingsResponse, listingsQuery } from "../../domain/api/listings";
import { placeKey } from "../../domain/text";
import type { SeedData } from "../../scripts/seed/generate";
import { encodeCursor } from "../../worker/db/cursor";
import { searchListings } from "../../worker/db/listings";
import { allPages, type Card, ids, insertTour, type ModelListing, visibleListings } from "./catalog-model";
import { type ErrorBody, get, seedSmall } from "./helpers";

let seed: SeedData;
let model: ModelListing[];
let hostId: string;

beforeAll(async () => {
  seed = await seedSmall();
  model = visibleListings(seed);
  const host = seed.hosts.find((h) => h.status === "approved");
  if (!host) throw new Error("the seed has no approved host");
  hostId = host.id;
});

const list = (query: string) => get(`/api/listings?${query}`);
const page = async (query: string) => {
  const res = await list(query);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<ListingsResponse>();
};
const everything = (query: string, limit = 7) =>
  allPages<Card, "listings">(
    (cursor) => list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`),
    "listings",
  );
const sortedIds = (rows: { id: string }[]) => ids(rows).sort();

describe("GET /api/listings: what is listed", () => {
  it("pages through every published listing of an approved host exactly once, newest first", async () => {
    const { rows, pages } = await everything("sort=newest");
    expect(pages).toBeGreaterThan(3);
    expect(new Set(ids(rows)).size).toBe(rows.length);
    expect(sortedIds(rows)).toEqual(sortedIds(model));
    const times = rows.map((r) => String(r.published_at));
    expect(times).toEqual([...times].sort().reverse());
  });

  it("never shows drafts, archived listings or listings of hosts who are not approved", async () => {
    const hidden = [...seed.tours, ...seed.group_tours, ...seed.rental_cars, ...seed.drivers]
      .map((l) => l.id)
      .filter((id) => !model.some((m) => m.id === id));
    expect(hidden.length).toBeGreaterThan(0);
    const { rows } = await everything("", 48);
    for (const id of hidden) expect(ids(rows)).not.toContain(id);
  });

  it("fills each card with its type, place, price and host", async () => {
    const body = await page("limit=48");
    for (const card of body.listings) {
      const m = model.find((x) => x.id === card.id);
      expect(m, card.title).toBeDefined();
      expect(card.listing_type).toBe(m?.kind);
      expect(card.price).toBe(m?.price);
      expect(card.countries).toEqual(m?.countries);
      expect(card.host_name.length).toBeGreaterThan(0);
      expect(card.images.length).toBeGreaterThan(0);
    }
  });
});

describe("GET /api/listings: filters", () => {
  it.each([
    ["tours", "tour"],
    ["group-tours", "group_tour"],
    ["cars", "rental_car"],
    ["drivers", "driver"],
  ] as const)("type=%s lists exactly the %s listings", async (type, kind) => {
    const { rows } = await everything(`type=${type}`, 10);
    expect(sortedIds(rows)).toEqual(sortedIds(model.filter((m) => m.kind === kind)));
  });

  it("country matches names in any case and slug form", async () => {
    const country = model.find((m) => m.countries.some((c) => c.includes(" ")))?.countries[0] ?? "Kazakhstan";
    const expected = sortedIds(model.filter((m) => m.countries.includes(country)));
    expect(expected.length).toBeGreaterThan(0);
    for (const form of [country, country.toUpperCase(), country.toLowerCase().replace(/ /g, "-")]) {
      const { rows } = await everything(`country=${encodeURIComponent(form)}`, 20);
      expect(sortedIds(rows), form).toEqual(expected);
    }
  });

  it("city and country narrow to listings in both, and type combines with them", async () => {
    const m = model.find((x) => x.kind === "rental_car") ?? model[0];
    if (!m) throw new Error("no listings");
    const [city, country] = [m.cities[0] ?? "", m.countries[0] ?? ""];
    const { rows } = await everything(
      `type=cars&city=${encodeURIComponent(city)}&country=${encodeURIComponent(country)}`,
    );
    const expected = model.filter(
      (x) => x.kind === "rental_car" && x.cities.includes(city) && x.countries.includes(country),
    );
    expect(sortedIds(rows)).toEqual(sortedIds(expected));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("price range keeps listings whose price (euro cents) lies inside it", async () => {
    const prices = model.map((m) => m.price).sort((a, b) => a - b);
    const min = prices[Math.floor(prices.length / 4)] ?? 0;
    const max = prices[Math.floor((prices.length * 3) / 4)] ?? 0;
    const { rows } = await everything(`min_price=${min}&max_price=${max}`);
    expect(sortedIds(rows)).toEqual(sortedIds(model.filter((m) => m.price >= min && m.price <= max)));
  });

  it("duration keeps tours and group tours of that many days", async () => {
    const { rows } = await everything("min_days=2&max_days=5");
    const expected = model.filter((m) => m.days !== null && m.days >= 2 && m.days <= 5);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(rows)).toEqual(sortedIds(expected));
  });

  it("departure dates keep group tours with a departure in range that still has a seat", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await everything(`departure_from=${today}&departure_to=${to}`);
    const expected = model.filter(
      (m) =>
        m.kind === "group_tour" &&
        seed.group_tour_departures.some(
          (d) =>
            d.group_tour_id === m.id &&
            d.start_date >= today &&
            d.start_date <= to &&
            (d.seats_booked ?? 0) < d.seats_total,
        ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(rows)).toEqual(sortedIds(expected));
  });

  it("minimum rating keeps listings of hosts rated at least that", async () => {
    const { rows } = await everything("min_rating=4.8");
    expect(sortedIds(rows)).toEqual(sortedIds(model.filter((m) => m.rating >= 4.8)));
  });

  it("answers an empty list when nothing matches", async () => {
    const body = await page("country=Atlantis");
    expect(body).toEqual({ listings: [], next_cursor: null, total: 0 });
  });
});

describe("GET /api/listings: sorting", () => {
  it.each([
    ["price_asc", (a: ModelListing, b: ModelListing) => a.price - b.price],
    ["price_desc", (a: ModelListing, b: ModelListing) => b.price - a.price],
    ["rating", (a: ModelListing, b: ModelListing) => b.rating - a.rating],
  ] as const)("sort=%s orders every page and still lists each listing once", async (sort, compare) => {
    const { rows } = await everything(`sort=${sort}`, 6);
    expect(sortedIds(rows)).toEqual(sortedIds(model));
    const byId = new Map(model.map((m) => [m.id, m]));
    const ordered = rows.map((r) => byId.get(r.id) as ModelListing);
    for (let i = 1; i < ordered.length; i++) {
      expect(compare(ordered[i - 1] as ModelListing, ordered[i] as ModelListing)).toBeLessThanOrEqual(0);
    }
  });
});

describe("GET /api/listings: full-text search", () => {
  let kokTobe: string;
  let titleHit: string;
  let descriptionHit: string;
  beforeAll(async () => {
    kokTobe = await insertTour({ host_id: hostId, title: "Kök-Töbe cable car at dusk" });
    descriptionHit = await insertTour({
      host_id: hostId,
      title: "A quiet day in the hills",
      description: "We end the day at the zanzibarite viewpoint.",
    });
    titleHit = await insertTour({ host_id: hostId, title: "Zanzibarite viewpoint walk" });
  });

  it("matches prefixes without diacritics: kok finds Kök-Töbe", async () => {
    for (const q of ["kok", "KÖK", "kok tobe", "töbe"]) {
      const body = await page(`search=${encodeURIComponent(q)}`);
      expect(ids(body.listings), q).toContain(kokTobe);
    }
  });

  it("ranks a title match above a description match", async () => {
    const body = await page("search=zanzibarite");
    expect(ids(body.listings)).toEqual([titleHit, descriptionHit]);
  });

  it("searches city, country and topics too, and combines with filters", async () => {
    const m = model.find((x) => x.kind === "driver") ?? model[0];
    const city = m?.cities[0] ?? "";
    const body = await page(`search=${encodeURIComponent(city)}&type=drivers&limit=48`);
    expect(body.listings.length).toBeGreaterThan(0);
    for (const l of body.listings) expect(l.listing_type).toBe("driver");
    expect(ids(body.listings)).toContain(m?.id);
  });

  it("ranks by where the words are: title, then place, then topics, then description; newest first in each", async () => {
    const older = await insertTour({ host_id: hostId, title: "Quokkaberg sunrise walk" });
    const inCity = await insertTour({ host_id: hostId, title: "Morning market", cities: ["Quokkaberg"] });
    const inTopics = await insertTour({ host_id: hostId, title: "Evening market", topics: ["Quokkaberg"] });
    const inDescription = await insertTour({
      host_id: hostId,
      title: "Sunrise ridge",
      description: "We start from the quokkaberg trailhead.",
    });
    const newer = await insertTour({ host_id: hostId, title: "Quokkaberg ridge" });
    const expected = [newer, older, inCity, inTopics, inDescription];
    const body = await page("search=quokkaberg");
    expect(ids(body.listings)).toEqual(expected);
    expect(body.total).toBe(5);
    const { rows, pages } = await everything("search=quokkaberg", 2);
    expect(pages).toBe(3);
    expect(ids(rows)).toEqual(expected);
    // Every word counts: both words in the title first, then one of them only in the description.
    expect(ids((await page("search=quokkaberg%20sunrise")).listings)).toEqual([older, inDescription]);
  });

  it.each([
    ["a tier that does not exist", [7, 10]],
    ["a fractional tier", [1.5, 10]],
    ["a score cursor from before tiers", [-4.26, 245]],
  ])("answers a relevance cursor with %s with a clear error", async (_, cursor) => {
    const res = await list(`search=lake&cursor=${encodeCursor(cursor)}`);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toMatch(/cursor/);
  });

  it("pages through relevance-ranked results once each", async () => {
    const all = await everything("search=the&sort=newest", 48);
    const { rows } = await everything("search=the", 4);
    expect(new Set(ids(rows)).size).toBe(rows.length);
    expect(sortedIds(rows)).toEqual(sortedIds(all.rows));
    expect(rows.length).toBeGreaterThan(8);
  });

  it("finds a visible match ranked below a whole window of hidden ones", async () => {
    for (let i = 0; i < 14; i++) await insertTour({ host_id: hostId, title: "Zebrafish pond", status: "draft" });
    const visible = await insertTour({ host_id: hostId, title: "Zebrafish pond" });
    const body = await page("search=zebrafish&limit=2");
    expect(ids(body.listings)).toEqual([visible]);
  });

  it.each([
    ['"cable car"'],
    ["cable*"],
    ["-cable"],
    ["NEAR(cable car)"],
    ["cable OR car"],
    ['"'],
    ["kök AND NOT"],
    ["title:cable"],
    ["^cable"],
    ["((("],
    ["x".repeat(500)],
    ["ka ".repeat(166)],
  ])("search %j answers results or an empty list, never an error", async (q) => {
    const res = await list(`search=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const body = await res.json<ListingsResponse>();
    expect(Array.isArray(body.listings)).toBe(true);
  });

  it("treats FTS operators and stray quotes as plain text: NEAR is a word to find, a lone quote is ignored", async () => {
    const body = await page(`search=${encodeURIComponent("NEAR(kök")}`);
    expect(body.listings).toEqual([]);
    const plain = await page(`search=${encodeURIComponent('"kök')}`);
    expect(ids(plain.listings)).toContain(kokTobe);
  });
});

describe("GET /api/listings: relevance with filters", () => {
  /**
   * The reference answer, written the plain way: each FTS match's tier found by asking, in turn, whether the words
   * are all in the title, in the title or place, in those or the topics (else the description); within a tier, how
   * many listings of its type were added after it (its table's newest rowid minus its own), then the type; joined to
   * the catalog and filtered. The API's walks of the tiers (decision 052) must page through the same listings in the
   * same order, with the same total. `position` is the API's cursor value for a row.
   */
  async function reference(match: string, where: string, binds: unknown[]) {
    const within = (cols: string) => `{${cols}}: (${match})`;
    const { results } = await env.DB.prepare(
      `SELECT id, key, tier, tier * ${2 ** 40} + distance * 4 + key % 4 AS position FROM (
         SELECT c.listing_id AS id, m.key, CASE
           WHEN m.key IN (SELECT ((rowid) % 1099511627776 * 4 + (rowid) / 1099511627776 - 1) FROM listing_search WHERE listing_search MATCH ?) THEN 1
           WHEN m.key IN (SELECT ((rowid) % 1099511627776 * 4 + (rowid) / 1099511627776 - 1) FROM listing_search WHERE listing_search MATCH ?) THEN 2
           WHEN m.key IN (SELECT ((rowid) % 1099511627776 * 4 + (rowid) / 1099511627776 - 1) FROM listing_search WHERE listing_search MATCH ?) THEN 3 ELSE 4 END AS tier,
           CASE m.key % 4 WHEN 0 THEN (SELECT max(rowid) FROM tours) WHEN 1 THEN (SELECT max(rowid) FROM group_tours)
             WHEN 2 THEN (SELECT max(rowid) FROM rental_cars) ELSE (SELECT max(rowid) FROM drivers) END
             - m.key / 4 AS distance
         FROM (SELECT ((rowid) % 1099511627776 * 4 + (rowid) / 1099511627776 - 1) AS key FROM listing_search WHERE listing_search MATCH ?) m
         JOIN listing_catalog c ON c.key = m.key
         WHERE c.visible = 1 ${where})
       ORDER BY tier, distance, key % 4`,
    )
      .bind(within("title"), within("title city country"), within("title city country topics"), match, ...binds)
      .all<{ id: string; tier: number; key: number; position: number }>();
    return results;
  }
  const inPlace = (kind: string) =>
    `AND c.key IN (SELECT key FROM listing_places WHERE kind = '${kind}' AND value = ?)`;
  /** The place most visible listings share, so that the filter keeps several and drops several. */
  const commonest = (pick: (m: ModelListing) => string[]) => {
    const counts = new Map<string, number>();
    for (const m of model) for (const p of new Set(pick(m))) counts.set(p, (counts.get(p) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  };

  it.each([
    ["country", (q: string) => `country=${encodeURIComponent(q)}`, "country"],
    ["city", (q: string) => `city=${encodeURIComponent(q)}`, "city"],
  ] as const)("text + %s pages through the reference order once each, with its total", async (_, param, kind) => {
    const place = commonest((m) => (kind === "country" ? m.countries : m.cities));
    const expected = await reference('"the"*', inPlace(kind), [placeKey(place)]);
    const all = await reference('"the"*', "", []);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(all.length);
    const query = `search=the&${param(place)}`;
    const { rows, pages } = await everything(query, 2);
    expect(pages).toBeGreaterThan(1);
    expect(ids(rows)).toEqual(expected.map((r) => r.id));
    expect((await page(query)).total).toBe(expected.length);
  });

  it("text + a place of several words or a hyphen finds the listing in any spelling of the place", async () => {
    const id = await insertTour({
      host_id: hostId,
      title: "Mangrove kayaking at dawn",
      countries: ["Guinea-Bissau"],
      cities: ["Bolama Island"],
    });
    for (const query of [
      "search=mangrove&country=guinea-bissau",
      "search=mangrove&country=Guinea%20Bissau",
      "search=mangrove&city=bolama-island",
      "search=mangrove&city=BOLAMA%20ISLAND&country=guinea-bissau&sort=newest",
    ]) {
      const body = await page(query);
      expect(ids(body.listings), query).toEqual([id]);
      expect(body.total, query).toBe(1);
    }
    expect((await page("search=mangrove&country=guinea")).total).toBe(0);
  });

  it("within a tier the types take turns, each newest first", async () => {
    const expected = await reference('"the"*', "", []);
    const firstTier = expected.filter((r) => r.tier === expected[0]?.tier);
    expect(new Set(firstTier.slice(0, 4).map((r) => r.key % 4)).size).toBeGreaterThan(1);
    const { rows } = await everything("search=the", 5);
    expect(ids(rows)).toEqual(expected.map((r) => r.id));
    expect((await page("search=the")).total).toBe(expected.length);
  });

  it("two words page through the reference order, across tiers", async () => {
    const expected = await reference('"the"* "and"*', "", []);
    expect(new Set(expected.map((r) => r.tier)).size).toBeGreaterThan(1);
    const { rows } = await everything("search=the%20and", 5);
    expect(ids(rows)).toEqual(expected.map((r) => r.id));
    expect((await page("search=the%20and")).total).toBe(expected.length);
  });

  it.each([
    ["tours", "tour"],
    ["group-tours", "group_tour"],
    ["cars", "rental_car"],
    ["drivers", "driver"],
  ])("text + type=%s keeps the reference order and total", async (type, kind) => {
    const expected = await reference('"the"*', `AND c.kind = '${kind}'`, []);
    expect(expected.length).toBeGreaterThan(0);
    const query = `search=the&type=${type}`;
    const { rows } = await everything(query, 4);
    expect(ids(rows)).toEqual(expected.map((r) => r.id));
    expect((await page(query)).total).toBe(expected.length);
  });

  it("text + type + price range keeps the reference order and total", async () => {
    const prices = model.map((m) => m.price).sort((a, b) => a - b);
    const [min, max] = [prices[Math.floor(prices.length / 4)] ?? 0, prices[Math.floor((prices.length * 3) / 4)] ?? 0];
    const expected = await reference('"the"*', "AND c.kind = 'tour' AND c.price >= ? AND c.price <= ?", [min, max]);
    expect(expected.length).toBeGreaterThan(1);
    const query = `search=the&type=tours&min_price=${min}&max_price=${max}`;
    const { rows } = await everything(query, 3);
    expect(ids(rows)).toEqual(expected.map((r) => r.id));
    expect((await page(query)).total).toBe(expected.length);
  });

  it("text with another order lists and counts the same listings", async () => {
    const place = commonest((m) => m.countries);
    const expected = await reference('"the"*', inPlace("country"), [placeKey(place)]);
    for (const sort of ["newest", "price_asc", "rating"]) {
      const query = `search=the&country=${encodeURIComponent(place)}&sort=${sort}`;
      const { rows } = await everything(query, 3);
      expect(sortedIds(rows), sort).toEqual(expected.map((r) => r.id).sort());
      expect((await page(query)).total, sort).toBe(expected.length);
    }
  });

  it("text in another order pages the same whether the order's window holds a page of matches or not", async () => {
    /** Every page of a search, straight from the query with the given window of the order's index. */
    const walk = async (query: Record<string, string>, textWindow: number) => {
      const found: string[] = [];
      let cursor: string | undefined;
      let total = -1;
      for (let i = 0; i < 100; i++) {
        const page = await searchListings(env.DB, listingsQuery.parse({ ...query, limit: "3", cursor }), {
          textWindow,
        });
        found.push(...page.listings.map((l) => l.id));
        total = page.total;
        if (!page.next_cursor) break;
        cursor = page.next_cursor;
      }
      return { found, total };
    };
    for (const query of [
      { search: "the", sort: "price_asc" },
      { search: "the", sort: "newest" },
      { search: "zanzibarite", sort: "rating" },
    ]) {
      const whole = await walk(query, 2000);
      expect(whole.found.length, query.search).toBeGreaterThan(1);
      expect(whole.found.length).toBe(whole.total);
      // A window of 2 rows never holds a page of 3 matches: every page falls back to sorting the matches.
      expect(await walk(query, 2)).toEqual(whole);
      expect(await walk(query, 40)).toEqual(whole);
    }
  });

  it("a page after the last match is empty and still counts every match", async () => {
    const place = commonest((m) => m.countries);
    const expected = await reference('"the"*', inPlace("country"), [placeKey(place)]);
    const last = expected.at(-1);
    if (!last) throw new Error("no match to page past");
    const body = await page(
      `search=the&country=${encodeURIComponent(place)}&cursor=${encodeCursor([last.position, last.key])}`,
    );
    expect(body).toEqual({ listings: [], next_cursor: null, total: expected.length });
  });
});

describe("GET /api/listings: the catalog follows changes", () => {
  it("shows a listing once published, and hides it when its host is suspended", async () => {
    const id = await insertTour({ host_id: hostId, title: "Glacier breakfast on Tuyuksu", status: "draft" });
    expect(ids((await page("search=tuyuksu")).listings)).toEqual([]);
    await env.DB.prepare("UPDATE tours SET status = 'published', published_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), id)
      .run();
    expect(ids((await page("search=tuyuksu")).listings)).toEqual([id]);
    await env.DB.prepare("UPDATE hosts SET status = 'suspended' WHERE id = ?").bind(hostId).run();
    expect(ids((await page("search=tuyuksu")).listings)).toEqual([]);
    await env.DB.prepare("UPDATE hosts SET status = 'approved' WHERE id = ?").bind(hostId).run();
    expect(ids((await page("search=tuyuksu")).listings)).toEqual([id]);
  });

  /** Rows of the FTS index whose sign (positive for visible, negated for hidden) disagrees with the catalog. */
  const misplaced = async () => {
    const row = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM listing_search s LEFT JOIN listing_catalog c ON c.key = ((abs(s.rowid)) % 1099511627776 * 4 + (abs(s.rowid)) / 1099511627776 - 1)
         WHERE (s.rowid > 0) <> (coalesce(c.visible, 0) = 1)) AS wrong,
        (SELECT count(*) FROM listing_search) AS indexed, (SELECT count(*) FROM listing_catalog) AS listings,
        (SELECT count(*) FROM listing_catalog WHERE visible = 1) AS visible`,
    ).first<{ wrong: number; indexed: number; listings: number; visible: number }>();
    // The unfiltered total is the count the triggers keep (catalog_counts): it must agree with the catalog.
    expect((await page("limit=1")).total).toBe(row?.visible);
    return row;
  };

  it("keeps every listing in the text index once, under its key only while travelers can see it, and the unfiltered total with it", async () => {
    expect(await misplaced()).toMatchObject({ wrong: 0 });
    const id = await insertTour({ host_id: hostId, title: "Walrus cove picnic", status: "draft" });
    // Edited while hidden, then published: the new words are found, the old ones are not.
    await env.DB.prepare("UPDATE tours SET title = 'Narwhal cove picnic' WHERE id = ?").bind(id).run();
    expect((await page("search=narwhal")).total).toBe(0);
    await env.DB.prepare("UPDATE tours SET status = 'published', published_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), id)
      .run();
    expect(ids((await page("search=narwhal")).listings)).toEqual([id]);
    expect((await page("search=walrus")).total).toBe(0);
    // A price change rewrites the catalog row; the listing stays found.
    await env.DB.prepare("UPDATE tours SET price_2_persons = 4321 WHERE id = ?").bind(id).run();
    expect(ids((await page("search=narwhal")).listings)).toEqual([id]);
    // Edited while its host is suspended, found with the new words once the host is approved again.
    await env.DB.prepare("UPDATE hosts SET status = 'suspended' WHERE id = ?").bind(hostId).run();
    await env.DB.prepare("UPDATE tours SET description = 'Seals at the dunlin spit' WHERE id = ?").bind(id).run();
    expect((await page("search=dunlin")).total).toBe(0);
    expect(await misplaced()).toMatchObject({ wrong: 0 });
    await env.DB.prepare("UPDATE hosts SET status = 'approved' WHERE id = ?").bind(hostId).run();
    expect(ids((await page("search=dunlin")).listings)).toEqual([id]);
    const state = await misplaced();
    expect(state).toMatchObject({ wrong: 0 });
    expect(state?.indexed).toBe(state?.listings);
    // Archived by its host: hidden again, with nothing else to change.
    await env.DB.prepare("UPDATE tours SET status = 'archived' WHERE id = ?").bind(id).run();
    expect((await page("search=dunlin")).total).toBe(0);
    expect(await misplaced()).toMatchObject({ wrong: 0 });
    await env.DB.prepare("DELETE FROM tours WHERE id = ?").bind(id).run();
    expect((await page("search=dunlin")).total).toBe(0);
    const after = await misplaced();
    expect(after).toMatchObject({ wrong: 0 });
    expect(after?.indexed).toBe(after?.listings);
  });

  it("filters on a changed price and forgets a deleted listing", async () => {
    const id = await insertTour({ host_id: hostId, title: "Sunrise over Issyk-Kul", price: 4000 });
    await env.DB.prepare("UPDATE tours SET price_2_persons = 123456 WHERE id = ?").bind(id).run();
    expect(ids((await page("search=issyk&min_price=123456&max_price=123456")).listings)).toEqual([]);
    await env.DB.prepare("UPDATE tours SET price_1_person = 123456 WHERE id = ?").bind(id).run();
    expect(ids((await page("search=issyk&min_price=123456&max_price=123456")).listings)).toEqual([id]);
    await env.DB.prepare("DELETE FROM tours WHERE id = ?").bind(id).run();
    // (The demo data has listings of its own by Issyk-Kul.)
    expect(ids((await page("search=issyk")).listings)).not.toContain(id);
  });
});

describe("GET /api/listings: bad input", () => {
  it.each([
    ["type=boats", "type"],
    ["sort=cheapest", "sort"],
    ["min_price=-5", "min_price"],
    ["min_price=9000&max_price=100", "min_price"],
    ["min_days=9&max_days=2", "min_days"],
    ["departure_from=tomorrow", "departure_from"],
    ["min_rating=7", "min_rating"],
    ["limit=1000", "limit"],
    ["cursor=not-a-cursor", "cursor"],
    [`search=${"a".repeat(501)}`, "search"],
    ["colour=red", "colour"],
  ])("%s answers 400 naming the field", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain(field);
  });

  it("refuses a cursor from another sort order", async () => {
    const first = await page("sort=newest&limit=2");
    const res = await list(`sort=price_asc&limit=2&cursor=${first.next_cursor}`);
    expect(res.status).toBe(400);
  });
});
