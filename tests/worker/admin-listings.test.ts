import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type AdminListingChange,
  type AdminListingRow,
  type AdminListingsResponse,
  FEATURED_LISTINGS_MAX,
  UNPUBLISH_REASON_MAX,
} from "../../domain/api/admin-listings";
import type { HomeResponse } from "../../domain/api/home";
import type { MyListingsResponse } from "../../domain/listing-form";
import { LISTING_ROUTE, type ListingKind, type ListingRoute } from "../../domain/vocabulary";
import { LISTING_FIELDS, publishedListing } from "./booking-fixtures";
import type { ErrorBody } from "./helpers";
import { type Person, person, uploadedPhoto } from "./people";

/**
 * /api/admin/listings (issue 19 item 4): the console's list of every listing of the four kinds (search, filters,
 * sorts, keyset pages, CSV), unpublishing with a reason told to the host, and featuring on the home page.
 * Storage is this file's own, so the list holds exactly the listings made here.
 */

interface Made {
  kind: ListingKind;
  id: string;
  title: string;
  host: Person;
}

let admin: Person;
let zarina: Person;
let bakyt: Person;
let traveler: Person;
let pendingHost: Person;
/** Every listing made in beforeAll, by a name. */
const L: Record<string, Made> = {};

async function draft(host: Person, type: ListingRoute, extra: Record<string, unknown> = {}): Promise<string> {
  const { url } = await uploadedPhoto(host);
  const res = await host.fetch(`/api/listings/${type}`, {
    method: "POST",
    json: { ...LISTING_FIELDS[type], ...extra, images: [url] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ id: string }>()).id;
}

async function make(
  name: string,
  host: Person,
  type: ListingRoute,
  state: "published" | "draft" | "archived",
  extra: Record<string, unknown>,
  facts: { created_at: string; views: number },
) {
  const kind = (Object.entries(LISTING_ROUTE).find(([, r]) => r === type)?.[0] ?? "tour") as ListingKind;
  const id = state === "published" ? (await publishedListing(host, type, extra)).id : await draft(host, type, extra);
  if (state === "archived") {
    const res = await host.fetch(`/api/listings/${type}/${id}`, { method: "PATCH", json: { status: "archived" } });
    expect(res.status).toBe(200);
  }
  const table = { tour: "tours", group_tour: "group_tours", rental_car: "rental_cars", driver: "drivers" }[kind];
  await env.DB.prepare(`UPDATE ${table} SET created_at = ?, views_count = ? WHERE id = ?`)
    .bind(facts.created_at, facts.views, id)
    .run();
  L[name] = { kind, id, title: String(extra.title), host };
}

async function list(query = "", who: Person = admin): Promise<AdminListingsResponse> {
  const res = await who.fetch(`/api/admin/listings${query ? `?${query}` : ""}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<AdminListingsResponse>();
}

const titles = (page: AdminListingsResponse) => page.items.map((r) => r.title);
const path = (m: Made, action: string) => `/api/admin/listings/${LISTING_ROUTE[m.kind]}/${m.id}/${action}`;

async function act(m: Made, action: string, json?: unknown, who: Person = admin) {
  return who.fetch(path(m, action), { method: "POST", ...(json === undefined ? {} : { json }) });
}

async function auditOf(id: string) {
  const { results } = await env.DB.prepare(
    "SELECT actor_id, action, entity_type, details FROM audit_log WHERE entity_id = ? ORDER BY created_at, rowid",
  )
    .bind(id)
    .all<{ actor_id: string; action: string; entity_type: string; details: string }>();
  return results.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

async function home(): Promise<HomeResponse> {
  const res = await admin.fetch("/api/home?listings=24");
  expect(res.status).toBe(200);
  return res.json<HomeResponse>();
}

beforeAll(async () => {
  [admin, zarina, bakyt, traveler, pendingHost] = await Promise.all([
    person("admin"),
    person("approved-host", { first_name: "Zarina", last_name: "Altynbekova" }),
    person("approved-host", { first_name: "Bakyt", last_name: "Osmonov" }),
    person("traveler"),
    person("pending-host"),
  ]);
  await make(
    "kolsai",
    zarina,
    "tour",
    "published",
    { title: "Horse trek to the Kolsai lakes", countries: ["Kazakhstan"] },
    { created_at: "2026-01-05T10:00:00.000Z", views: 40 },
  );
  await make(
    "songkol",
    zarina,
    "group-tour",
    "draft",
    { title: "Nomad week on Song-Kol", countries: ["Kyrgyzstan"] },
    { created_at: "2026-01-04T10:00:00.000Z", views: 3 },
  );
  await make(
    "cruiser",
    zarina,
    "rental-car",
    "published",
    { title: "Land Cruiser in Almaty" },
    { created_at: "2026-01-03T10:00:00.000Z", views: 75 },
  );
  await make(
    "charyn",
    bakyt,
    "driver",
    "archived",
    { title: "Driver for the Charyn canyon" },
    { created_at: "2026-01-02T10:00:00.000Z", views: 12 },
  );
  await make(
    "ala-archa",
    bakyt,
    "tour",
    "published",
    { title: "Day hike in Ala-Archa", countries: ["Kyrgyzstan"] },
    { created_at: "2026-01-01T10:00:00.000Z", views: 5 },
  );
}, 60_000);

describe("GET /api/admin/listings", () => {
  it("lists every listing of the four kinds, whatever its status, newest first, with its host and state", async () => {
    const page = await list();
    expect(titles(page)).toEqual([
      "Horse trek to the Kolsai lakes",
      "Nomad week on Song-Kol",
      "Land Cruiser in Almaty",
      "Driver for the Charyn canyon",
      "Day hike in Ala-Archa",
    ]);
    expect(page.next_cursor).toBeNull();
    const kolsai = page.items[0] as AdminListingRow;
    expect(kolsai).toMatchObject({
      kind: "tour",
      id: L.kolsai?.id,
      status: "published",
      visible: true,
      countries: ["Kazakhstan"],
      views_count: 40,
      featured_at: null,
      unpublished_at: null,
      unpublish_reason: null,
      host_id: zarina.hostId,
      host_name: "Zarina Altynbekova",
      host_email: zarina.email,
      host_status: "approved",
    });
    expect(kolsai.path).toMatch(/^\/tour\//);
    expect(kolsai.host_path).toMatch(/^\/host\/zarina/);
    expect(page.items.map((r) => [r.kind, r.status])).toEqual([
      ["tour", "published"],
      ["group_tour", "draft"],
      ["rental_car", "published"],
      ["driver", "archived"],
      ["tour", "published"],
    ]);
    expect(page.items.find((r) => r.kind === "rental_car")?.countries).toEqual(["Kazakhstan"]);
  });

  it("filters by kind, status and country", async () => {
    expect(titles(await list("kind=tour"))).toEqual(["Horse trek to the Kolsai lakes", "Day hike in Ala-Archa"]);
    expect(titles(await list("status=archived"))).toEqual(["Driver for the Charyn canyon"]);
    expect(titles(await list("status=published&kind=rental-car"))).toEqual(["Land Cruiser in Almaty"]);
    expect(titles(await list("country=kyrgyzstan"))).toEqual(["Nomad week on Song-Kol", "Day hike in Ala-Archa"]);
    expect(titles(await list("country=Kazakhstan&kind=driver"))).toEqual(["Driver for the Charyn canyon"]);
    expect(titles(await list("country=Mongolia"))).toEqual([]);
  });

  it("finds a listing by a word of its title, its host's name or e-mail, or its id", async () => {
    expect(titles(await list("q=kolsai"))).toEqual(["Horse trek to the Kolsai lakes"]);
    expect(titles(await list("q=cruis"))).toEqual(["Land Cruiser in Almaty"]);
    // Titles of listings travelers cannot see are found too (a draft, an archived listing).
    expect(titles(await list("q=nomad"))).toEqual(["Nomad week on Song-Kol"]);
    expect(titles(await list("q=charyn"))).toEqual(["Driver for the Charyn canyon"]);
    expect(titles(await list("q=Osmonov"))).toEqual(["Driver for the Charyn canyon", "Day hike in Ala-Archa"]);
    expect(titles(await list(`q=${encodeURIComponent(zarina.email)}`))).toEqual([
      "Horse trek to the Kolsai lakes",
      "Nomad week on Song-Kol",
      "Land Cruiser in Almaty",
    ]);
    expect(titles(await list(`q=${L.charyn?.id}`))).toEqual(["Driver for the Charyn canyon"]);
    expect(titles(await list(`q=${L.songkol?.id.slice(0, 8)}`))).toEqual(["Nomad week on Song-Kol"]);
    expect(titles(await list("q=nothing-like-this"))).toEqual([]);
    // The title search is the title's, not the description's (every fixture's description names Kolsai).
    expect(titles(await list("q=guesthouse"))).toEqual([]);
  });

  it("sorts by title, views, publication and creation, either way", async () => {
    expect(titles(await list("sort=title&dir=asc"))).toEqual([
      "Day hike in Ala-Archa",
      "Driver for the Charyn canyon",
      "Horse trek to the Kolsai lakes",
      "Land Cruiser in Almaty",
      "Nomad week on Song-Kol",
    ]);
    expect((await list("sort=views_count")).items.map((r) => r.views_count)).toEqual([75, 40, 12, 5, 3]);
    expect((await list("sort=views_count&dir=asc")).items.map((r) => r.views_count)).toEqual([3, 5, 12, 40, 75]);
    expect(titles(await list("sort=created_at&dir=asc"))).toEqual([
      "Day hike in Ala-Archa",
      "Driver for the Charyn canyon",
      "Land Cruiser in Almaty",
      "Nomad week on Song-Kol",
      "Horse trek to the Kolsai lakes",
    ]);
    // Never-published listings (a draft, one archived as a draft) come last when newest publication is first.
    const published = (await list("sort=published_at")).items.map((r) => r.published_at);
    expect(published.slice(0, 3)).toEqual([...published.slice(0, 3)].sort().reverse());
    expect(published.slice(0, 3).every((at) => at !== null)).toBe(true);
    expect(published.slice(3)).toEqual([null, null]);
    expect((await list("sort=published_at&dir=asc")).items.map((r) => r.published_at).slice(0, 2)).toEqual([
      null,
      null,
    ]);
    const updated = (await list("sort=updated_at")).items.map((r) => r.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it("walks keyset pages without losing or repeating a listing, in both directions", async () => {
    for (const query of ["sort=views_count&dir=desc", "sort=title&dir=asc", "sort=created_at&dir=desc"]) {
      const whole = titles(await list(query));
      const walked: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: AdminListingsResponse = await list(
          `${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        expect(page.items.length).toBeLessThanOrEqual(2);
        walked.push(...titles(page));
        cursor = page.next_cursor;
        pages++;
      } while (cursor && pages < 10);
      expect(walked).toEqual(whole);
      expect(pages).toBe(3);
    }
  });

  it("refuses bad input with 400 naming the field", async () => {
    for (const [query, field] of [
      ["sort=price", "sort"],
      ["dir=up", "dir"],
      ["kind=boat", "kind"],
      ["status=deleted", "status"],
      ["featured=maybe", "featured"],
      ["limit=1000", "limit"],
      ["cursor=not-a-cursor", "cursor"],
      ["colour=red", ""],
    ] as const) {
      const res = await admin.fetch(`/api/admin/listings?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toContain(field);
    }
  });

  it("answers 401 to a guest and 403 to travelers and hosts", async () => {
    expect((await (await person("guest")).fetch("/api/admin/listings")).status).toBe(401);
    for (const who of [traveler, zarina, pendingHost]) {
      expect((await who.fetch("/api/admin/listings")).status).toBe(403);
      expect((await who.fetch("/api/admin/listings/export")).status).toBe(403);
    }
  });
});

describe("GET /api/admin/listings/export", () => {
  it("is the whole current filter as a CSV download", async () => {
    const res = await admin.fetch("/api/admin/listings/export?kind=tour&sort=title&dir=asc");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toMatch(/attachment; filename="listings-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe(
      '"Kind","Listing id","Title","Status","Visible","Featured at","Unpublished by admin at","Unpublish reason","Countries","Views","Created","Updated","Published","Host","Host e-mail","Host status","Page"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"Private tour","${L["ala-archa"]?.id}","Day hike in Ala-Archa","published","yes"`);
    expect(lines[1]).toContain('"Bakyt Osmonov"');
    expect(lines[2]).toContain('"Horse trek to the Kolsai lakes"');
    expect(lines[2]).toMatch(/"https:\/\/untrodden\.test\/tour\/[^"]+"$/);
  });

  it("has every listing without a filter, and refuses a page cursor", async () => {
    const all = (await (await admin.fetch("/api/admin/listings/export")).text()).split("\r\n");
    expect(all).toHaveLength(1 + (await list("limit=100")).items.length);
    expect((await admin.fetch("/api/admin/listings/export?limit=5")).status).toBe(400);
  });
});

describe("POST /api/admin/listings/:type/:id/unpublish", () => {
  const REASON = "The photos show a different lake than the one the tour visits. Please use your own photos.";

  it("takes the listing down with the reason: a draft again, hidden, audited, the host told in-app and by e-mail", async () => {
    const kolsai = L.kolsai as Made;
    expect((await (await person("guest")).fetch(`/api/listings/tour/${kolsai.id}`)).status).toBe(200);
    const res = await act(kolsai, "unpublish", { reason: `  ${REASON}  ` });
    expect(res.status, await res.clone().text()).toBe(200);
    const { listing } = await res.json<AdminListingChange>();
    expect(listing).toMatchObject({ status: "draft", visible: false, unpublish_reason: REASON });
    expect(listing.unpublished_at).not.toBeNull();

    // Gone from public browsing and the detail page, as after the host's own unpublish.
    const guest = await person("guest");
    expect((await guest.fetch(`/api/listings/tour/${kolsai.id}`)).status).toBe(404);
    const search = await guest.fetch("/api/listings?search=kolsai");
    expect((await search.json<{ listings: { id: string }[] }>()).listings.map((l) => l.id)).not.toContain(kolsai.id);

    // The console shows it with the filter.
    expect(titles(await list("unpublished_by_admin=yes"))).toEqual(["Horse trek to the Kolsai lakes"]);
    expect(titles(await list("unpublished_by_admin=no"))).not.toContain("Horse trek to the Kolsai lakes");

    expect(await auditOf(kolsai.id)).toEqual([
      {
        actor_id: admin.id,
        action: "listing_unpublished_by_admin",
        entity_type: "tour",
        details: { reason: REASON, title: "Horse trek to the Kolsai lakes" },
      },
    ]);
    const notice = await env.DB.prepare("SELECT kind, title, body, data FROM notifications WHERE user_id = ?")
      .bind(zarina.id)
      .first<{ kind: string; title: string; body: string; data: string }>();
    expect(notice?.kind).toBe("listing_unpublished");
    expect(notice?.title).toContain("Horse trek to the Kolsai lakes");
    expect(notice?.body).toContain(REASON);
    expect(JSON.parse(notice?.data ?? "{}")).toMatchObject({ deepLink: "/manage-listings" });
    const mail = await env.DB.prepare(`SELECT subject, text, template_key FROM email_outbox WHERE "to" = ?`)
      .bind(zarina.email)
      .first<{ subject: string; text: string; template_key: string }>();
    expect(mail?.template_key).toBe("listing_unpublished");
    expect(mail?.subject).toContain("Horse trek to the Kolsai lakes");
    expect(mail?.text).toContain(REASON);
    expect(mail?.text).toContain("https://untrodden.test/manage-listings");
  });

  it("shows the reason on the host's own listings until they publish again", async () => {
    const kolsai = L.kolsai as Made;
    const mine = async () =>
      (await (await zarina.fetch("/api/me/listings")).json<MyListingsResponse>()).items.find((r) => r.id === kolsai.id);
    expect((await mine())?.unpublished_by_admin).toMatchObject({ reason: REASON });
    // Another host's listings say nothing of it.
    const others = (await (await bakyt.fetch("/api/me/listings")).json<MyListingsResponse>()).items;
    expect(others.every((r) => r.unpublished_by_admin === null)).toBe(true);

    const pub = await zarina.fetch(`/api/listings/tour/${kolsai.id}`, {
      method: "PATCH",
      json: { status: "published" },
    });
    expect(pub.status).toBe(200);
    expect((await mine())?.unpublished_by_admin).toBeNull();
    expect(titles(await list("unpublished_by_admin=yes"))).toEqual([]);
    expect((await (await person("guest")).fetch(`/api/listings/tour/${kolsai.id}`)).status).toBe(200);
  });

  it("answers 409 when the listing is not published, writing nothing", async () => {
    for (const m of [L.songkol, L.charyn] as Made[]) {
      const res = await act(m, "unpublish", { reason: REASON });
      expect(res.status).toBe(409);
      expect((await res.json<ErrorBody>()).error).toMatchObject({
        code: "not_published",
        message: "This listing is not published, so there is nothing to unpublish.",
      });
      expect(await auditOf(m.id)).toEqual([]);
    }
  });

  it("needs a reason of at most 1000 characters, a known kind and an existing listing", async () => {
    const cruiser = L.cruiser as Made;
    for (const json of [{}, { reason: "   " }, { reason: "x".repeat(UNPUBLISH_REASON_MAX + 1) }, { reason: 5 }]) {
      const res = await act(cruiser, "unpublish", json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toContain("reason");
    }
    const boat = await admin.fetch(`/api/admin/listings/boat/${cruiser.id}/unpublish`, {
      method: "POST",
      json: { reason: REASON },
    });
    expect(boat.status).toBe(400);
    // The right id under another kind is not that listing.
    const wrongKind = await admin.fetch(`/api/admin/listings/driver/${cruiser.id}/unpublish`, {
      method: "POST",
      json: { reason: REASON },
    });
    expect(wrongKind.status).toBe(404);
    const unknown = await act({ ...cruiser, id: crypto.randomUUID() }, "unpublish", { reason: REASON });
    expect(unknown.status).toBe(404);
    expect((await list("status=published&kind=rental-car")).items).toHaveLength(1);
  });

  it("answers 401 to a guest and 403 to anyone but an admin, leaving the listing published", async () => {
    const cruiser = L.cruiser as Made;
    expect((await act(cruiser, "unpublish", { reason: REASON }, await person("guest"))).status).toBe(401);
    for (const who of [traveler, zarina, bakyt, pendingHost])
      expect((await act(cruiser, "unpublish", { reason: REASON }, who)).status).toBe(403);
    expect((await list("status=published&kind=rental-car")).items).toHaveLength(1);
  });
});

describe("POST /api/admin/listings/:type/:id/feature and /unfeature", () => {
  it("puts a published listing first on the home page with a badge flag, and takes it off again", async () => {
    const alaArcha = L["ala-archa"] as Made;
    const before = await home();
    expect(before.listings.some((l) => l.featured)).toBe(false);

    const res = await act(alaArcha, "feature");
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json<AdminListingChange>()).listing.featured_at).not.toBeNull();
    const after = await home();
    expect(after.listings[0]).toMatchObject({ id: alaArcha.id, featured: true });
    expect(after.listings.filter((l) => l.id === alaArcha.id)).toHaveLength(1);
    expect(after.listings.slice(1).every((l) => !l.featured)).toBe(true);
    expect(titles(await list("featured=yes"))).toEqual(["Day hike in Ala-Archa"]);

    const again = await act(alaArcha, "feature");
    expect(again.status).toBe(409);
    expect((await again.json<ErrorBody>()).error.code).toBe("already_featured");

    const off = await act(alaArcha, "unfeature");
    expect(off.status).toBe(200);
    expect((await off.json<AdminListingChange>()).listing.featured_at).toBeNull();
    expect((await home()).listings.some((l) => l.featured)).toBe(false);
    expect((await act(alaArcha, "unfeature")).status).toBe(409);

    expect((await auditOf(alaArcha.id)).map((r) => [r.actor_id, r.action, r.entity_type])).toEqual([
      [admin.id, "listing_featured", "tour"],
      [admin.id, "listing_unfeatured", "tour"],
    ]);
  });

  it("refuses a listing that is not published (409) and an unknown one (404)", async () => {
    const res = await act(L.songkol as Made, "feature");
    expect(res.status).toBe(409);
    expect((await res.json<ErrorBody>()).error).toMatchObject({
      code: "not_visible",
      message: "Only a published listing of an approved host can be featured.",
    });
    expect((await act({ ...(L.songkol as Made), id: crypto.randomUUID() }, "feature")).status).toBe(404);
    expect((await act({ ...(L.songkol as Made), id: crypto.randomUUID() }, "unfeature")).status).toBe(404);
  });

  it("features at most as many listings as the home page shows, and unpublishing one frees its place", async () => {
    const host = await person("approved-host");
    const ids: string[] = [];
    for (let i = 0; i < FEATURED_LISTINGS_MAX + 1; i++)
      ids.push((await publishedListing(host, "driver", { title: `Driver number ${i + 1}` })).id);
    const drivers = ids.map((id) => ({ kind: "driver" as const, id, title: "", host }));
    for (const d of drivers.slice(0, FEATURED_LISTINGS_MAX)) expect((await act(d, "feature")).status).toBe(200);
    const full = await act(drivers[FEATURED_LISTINGS_MAX] as Made, "feature");
    expect(full.status).toBe(409);
    expect((await full.json<ErrorBody>()).error).toMatchObject({
      code: "featured_full",
      message: `${FEATURED_LISTINGS_MAX} listings are featured already, as many as the home page shows. Unfeature one first.`,
    });
    const shown = (await home()).listings;
    expect(shown.slice(0, FEATURED_LISTINGS_MAX).every((l) => l.featured)).toBe(true);
    expect(new Set(shown.slice(0, FEATURED_LISTINGS_MAX).map((l) => l.id))).toEqual(
      new Set(ids.slice(0, FEATURED_LISTINGS_MAX)),
    );
    // The default home page (6 cards) is all featured ones.
    const defaults = await (await admin.fetch("/api/home")).json<HomeResponse>();
    expect(defaults.listings.filter((l) => l.featured)).toHaveLength(Math.min(6, FEATURED_LISTINGS_MAX));

    // An admin's unpublish ends the feature; the place is free for another.
    const first = drivers[0] as Made;
    expect((await act(first, "unpublish", { reason: "A duplicate of another listing." })).status).toBe(200);
    expect((await list(`q=${first.id}`)).items[0]?.featured_at).toBeNull();
    expect((await home()).listings.map((l) => l.id)).not.toContain(first.id);
    expect((await act(drivers[FEATURED_LISTINGS_MAX] as Made, "feature")).status).toBe(200);
  });

  it("answers 401 to a guest and 403 to anyone but an admin", async () => {
    const cruiser = L.cruiser as Made;
    for (const action of ["feature", "unfeature"]) {
      expect((await act(cruiser, action, undefined, await person("guest"))).status).toBe(401);
      for (const who of [traveler, zarina, bakyt, pendingHost])
        expect((await act(cruiser, action, undefined, who)).status).toBe(403);
    }
    expect((await list(`q=${cruiser.id}`)).items[0]?.featured_at).toBeNull();
  });
});
