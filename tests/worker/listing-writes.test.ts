import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { HomeResponse } from "../../domain/api/home";
import type { HostResponse } from "../../domain/api/hosts";
import type { ListingDetailResponse, ListingsResponse } from "../../domain/api/listings";
import type { MyListingsResponse, OwnListing } from "../../domain/listing-form";
import type { ErrorBody } from "./helpers";
import { everyoneAndOtherHost, type Person, person, type Role, uploadedPhoto } from "./people";

// ───────────────────────────── fixtures ─────────────────────────────

/** A photo uploaded by p, as its /media/… URL. */
const photo = async (p: Person) => (await uploadedPhoto(p)).url;

const DESCRIPTION = "Five days between the Charyn canyon, the Kolsai lakes and a night in a family guesthouse.";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const BODIES = {
  tour: {
    title: "Canyons and lakes of the Tian Shan",
    description: DESCRIPTION,
    countries: ["kazakhstan"],
    cities: ["Almaty"],
    number_of_days: 5,
    itinerary: ["Almaty to Charyn", "Kolsai lakes"],
    topics: ["Hiking"],
    price_1_person: 90_000,
    price_2_persons: 70_000,
  },
  "group-tour": {
    title: "Nomad games week",
    description: DESCRIPTION,
    countries: ["Kyrgyzstan"],
    number_of_days: 7,
    price_per_person: 65_000,
    max_group_size: 10,
    departures: [
      { start_date: inDays(30), end_date: inDays(37), seats_total: 10 },
      { start_date: inDays(60), seats_total: 8 },
    ],
  },
  "rental-car": {
    title: "Toyota Land Cruiser for the Pamir Highway",
    description: DESCRIPTION,
    city: "Dushanbe",
    country: "Tajikistan",
    price_per_day: 12_000,
    car_type: "4x4",
    make_model: "Toyota Land Cruiser 200",
    seats: 5,
    transmission: "automatic",
    driver_included: true,
  },
  driver: {
    title: "Driver in Tbilisi and the Caucasus",
    description: DESCRIPTION,
    city: "Tbilisi",
    country: "Georgia",
    price_per_day: 9_000,
    vehicle: "Mitsubishi Delica",
    seats: 6,
    languages: ["English", "Russian"],
    areas_served: ["Kazbegi", "Kakheti"],
  },
} as const;
type RouteType = keyof typeof BODIES;
const TYPES = Object.keys(BODIES) as RouteType[];

const error = async (res: Response) => (await res.json<ErrorBody>()).error;

async function create(p: Person, type: RouteType, over: Record<string, unknown> = {}): Promise<OwnListing> {
  const res = await p.fetch(`/api/listings/${type}`, { method: "POST", json: { ...BODIES[type], ...over } });
  if (res.status !== 201) throw new Error(`create ${type}: ${res.status} ${await res.text()}`);
  return res.json<OwnListing>();
}

const patch = (p: Person, type: RouteType, id: string, json: unknown) =>
  p.fetch(`/api/listings/${type}/${id}`, { method: "PATCH", json });

async function mine(p: Person) {
  const res = await p.fetch("/api/me/listings");
  expect(res.status).toBe(200);
  return (await res.json<MyListingsResponse>()).items;
}

const hostSlug = async (p: Person) =>
  String(
    (
      await env.DB.prepare("SELECT profile_slug FROM hosts WHERE user_id = ?")
        .bind(p.id)
        .first<{ profile_slug: string }>()
    )?.profile_slug,
  );

let people: Record<Role | "other-host", Person>;

beforeAll(async () => {
  people = await everyoneAndOtherHost();
});

// ───────────────────────────── permissions ─────────────────────────────

describe("POST /api/listings/:type: who may create", () => {
  const expected: Record<Role, [number, string | null]> = {
    guest: [401, "unauthorized"],
    "no-profile": [403, "not_a_host"],
    traveler: [403, "not_a_host"],
    admin: [403, "not_a_host"],
    "rejected-host": [403, "host_not_active"],
    "pending-host": [201, null],
    "approved-host": [201, null],
  };
  for (const [role, [status, code]] of Object.entries(expected) as [Role, [number, string | null]][]) {
    it(`${role} → ${status}${code ? ` ${code}` : ""}`, async () => {
      const p = people[role];
      const before = p.role.endsWith("host") ? (await mine(p)).length : 0;
      const res = await p.fetch("/api/listings/tour", { method: "POST", json: BODIES.tour });
      expect(res.status).toBe(status);
      if (code) {
        expect((await error(res)).code).toBe(code);
        if (p.role.endsWith("host")) expect(await mine(p)).toHaveLength(before);
        return;
      }
      const created = await res.json<OwnListing>();
      expect(created).toMatchObject({ kind: "tour", status: "draft", title: BODIES.tour.title, views_count: 0 });
      expect(created.published_at).toBeNull();
      expect((await mine(p)).map((l) => l.id)).toContain(created.id);
    });
  }

  it("creates every kind with its own fields (countries in the list's spelling)", async () => {
    const p = people["approved-host"];
    for (const type of TYPES) {
      const l = await create(p, type);
      const read = await (await p.fetch(`/api/me/listings/${type}/${l.id}`)).json<OwnListing>();
      expect(read).toEqual(l);
      if (l.kind === "tour") {
        expect(l.countries).toEqual(["Kazakhstan"]);
        expect([l.price_1_person, l.price_2_persons, l.price_3_persons]).toEqual([90_000, 70_000, null]);
      }
      if (l.kind === "group_tour") {
        expect(l.departures.map((d) => [d.start_date, d.end_date, d.seats_total, d.seats_booked])).toEqual([
          [inDays(30), inDays(37), 10, 0],
          [inDays(60), null, 8, 0],
        ]);
      }
      if (l.kind === "rental_car") expect([l.transmission, l.driver_included, l.seats]).toEqual(["automatic", true, 5]);
      if (l.kind === "driver") expect(l.languages).toEqual(["English", "Russian"]);
    }
  });
});

describe("booking terms (issue 16)", () => {
  it("keep the deposit percentage and cancellation policy the host sets, on create and on edit, for every kind", async () => {
    const p = people["approved-host"];
    for (const type of TYPES) {
      const l = await create(p, type, { deposit_percent: 35, cancellation_policy: "strict" });
      expect([l.deposit_percent, l.cancellation_policy]).toEqual([35, "strict"]);
      const changed = await patch(p, type, l.id, { deposit_percent: 10, cancellation_policy: "flexible" });
      expect(changed.status).toBe(200);
      const read = await (await p.fetch(`/api/me/listings/${type}/${l.id}`)).json<OwnListing>();
      expect([read.deposit_percent, read.cancellation_policy]).toEqual([10, "flexible"]);
    }
  });

  it("default to a 20% deposit and the moderate policy, and refuse a deposit outside 10–50%", async () => {
    const p = people["approved-host"];
    const l = await create(p, "tour");
    expect([l.deposit_percent, l.cancellation_policy]).toEqual([20, "moderate"]);
    const res = await patch(p, "tour", l.id, { deposit_percent: 60 });
    expect(res.status).toBe(400);
    expect((await error(res)).message).toBe("deposit_percent: can be at most 50%");
  });
});

describe("a host's draft: who may read, change and delete it", () => {
  const others: (Role | "other-host")[] = ["no-profile", "traveler", "pending-host", "rejected-host", "other-host"];

  it("guests get 401 on every owner route", async () => {
    const draft = await create(people["approved-host"], "tour");
    const guest = people.guest;
    expect((await guest.fetch(`/api/me/listings/tour/${draft.id}`)).status).toBe(401);
    expect((await guest.fetch("/api/me/listings")).status).toBe(401);
    expect((await patch(guest, "tour", draft.id, { title: "Taken over" })).status).toBe(401);
    expect((await guest.fetch(`/api/listings/tour/${draft.id}`, { method: "DELETE" })).status).toBe(401);
  });

  for (const role of others) {
    it(`${role}: 404 everywhere, nothing changed`, async () => {
      const owner = people["approved-host"];
      const draft = await create(owner, "tour");
      const p = people[role];
      for (const res of [
        await p.fetch(`/api/me/listings/tour/${draft.id}`),
        await patch(p, "tour", draft.id, { title: "Taken over" }),
        await patch(p, "tour", draft.id, { status: "archived" }),
        await p.fetch(`/api/listings/tour/${draft.id}`, { method: "DELETE" }),
        await p.fetch(`/api/listings/tour/${draft.id}`),
      ]) {
        expect(res.status).toBe(404);
        expect((await error(res)).code).toBe("not_found");
      }
      const after = await (await owner.fetch(`/api/me/listings/tour/${draft.id}`)).json<OwnListing>();
      expect(after).toEqual(draft);
    });
  }

  it("the owner reads, changes and previews it", async () => {
    const owner = people["approved-host"];
    const draft = await create(owner, "driver");
    expect((await owner.fetch(`/api/me/listings/driver/${draft.id}`)).status).toBe(200);
    const res = await patch(owner, "driver", draft.id, { seats: 7 });
    expect(res.status).toBe(200);
    expect((await res.json<OwnListing>()).updated_at >= draft.updated_at).toBe(true);
    const preview = await owner.fetch(`/api/listings/driver/${draft.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await preview.json<ListingDetailResponse>();
    expect(body.preview).toBe(true);
    expect(body.listing.status).toBe("draft");
  });

  it("the owner sets the booking terms: the deposit share and the cancellation policy, kept as saved", async () => {
    const owner = people["approved-host"];
    const draft = await create(owner, "tour", { deposit_percent: 35, cancellation_policy: "strict" });
    expect(draft).toMatchObject({ deposit_percent: 35, cancellation_policy: "strict" });
    const res = await patch(owner, "tour", draft.id, { deposit_percent: 10, cancellation_policy: "flexible" });
    expect(res.status).toBe(200);
    const saved = await (await owner.fetch(`/api/me/listings/tour/${draft.id}`)).json<OwnListing>();
    expect(saved).toMatchObject({ deposit_percent: 10, cancellation_policy: "flexible" });
    const defaults = await create(owner, "rental-car");
    expect(defaults).toMatchObject({ deposit_percent: 20, cancellation_policy: "moderate" });
    const tooHigh = await patch(owner, "tour", draft.id, { deposit_percent: 60 });
    expect(tooHigh.status).toBe(400);
  });

  it("an admin reads, previews and changes it (with an audit row)", async () => {
    const owner = people["approved-host"];
    const admin = people.admin;
    const draft = await create(owner, "tour");
    expect((await admin.fetch(`/api/me/listings/tour/${draft.id}`)).status).toBe(200);
    const preview = await (await admin.fetch(`/api/listings/tour/${draft.id}`)).json<ListingDetailResponse>();
    expect(preview.preview).toBe(true);
    const res = await patch(admin, "tour", draft.id, { title: "Canyons, lakes and a yurt" });
    expect(res.status).toBe(200);
    expect((await res.json<OwnListing>()).title).toBe("Canyons, lakes and a yurt");
    const audit = await env.DB.prepare("SELECT action, actor_id FROM audit_log WHERE entity_id = ?")
      .bind(draft.id)
      .first<{ action: string; actor_id: string }>();
    expect(audit).toEqual({ action: "listing_edited_by_admin", actor_id: admin.id });
  });

  it("a guest, a traveler and another host get 404 for a draft's public page; nobody sees a preview flag on a published one", async () => {
    const owner = people["approved-host"];
    const l = await create(owner, "tour", { images: [await photo(owner)] });
    for (const p of [people.guest, people.traveler, people["other-host"]])
      expect((await p.fetch(`/api/listings/tour/${l.slug}`)).status).toBe(404);
    expect((await patch(owner, "tour", l.id, { status: "published" })).status).toBe(200);
    for (const p of [people.guest, owner, people.admin]) {
      const res = await p.fetch(`/api/listings/tour/${l.slug}`);
      expect(res.status).toBe(200);
      expect(await res.json<ListingDetailResponse>()).not.toHaveProperty("preview");
    }
  });
});

describe("GET /api/me/listings", () => {
  it("answers hosts only, with their own listings of every kind, newest first", async () => {
    const expected: Partial<Record<Role, [number, string]>> = {
      guest: [401, "unauthorized"],
      "no-profile": [403, "not_a_host"],
      traveler: [403, "not_a_host"],
      admin: [403, "not_a_host"],
    };
    for (const [role, [status, code]] of Object.entries(expected) as [Role, [number, string]][]) {
      const res = await people[role].fetch("/api/me/listings");
      expect(res.status, role).toBe(status);
      expect((await error(res)).code).toBe(code);
    }
    const host = await person("pending-host");
    expect(await mine(host)).toEqual([]);
    const made: OwnListing[] = [];
    for (const type of TYPES) made.push(await create(host, type, { images: [await photo(host)] }));
    await create(people["other-host"], "tour");
    const rows = await mine(host);
    expect(rows.map((r) => r.id)).toEqual(made.map((l) => l.id).reverse());
    const tourRow = rows.find((r) => r.kind === "tour");
    expect(tourRow).toMatchObject({
      status: "draft",
      views_count: 0,
      cover: made[0]?.images[0],
      price: 70_000,
      price_unit: "person",
      path: `/tour/${made[0]?.slug}`,
    });
    expect(rows.find((r) => r.kind === "driver")).toMatchObject({ price: 9_000, price_unit: "day" });
    // A rejected host still reads their listings.
    expect(await mine(people["rejected-host"])).toEqual([]);
  });

  it("GET /api/me/listings/:type/:id answers 404 for an unknown id or another kind, 400 for an unknown type", async () => {
    const host = people["approved-host"];
    const l = await create(host, "tour");
    expect((await host.fetch(`/api/me/listings/driver/${l.id}`)).status).toBe(404);
    expect((await host.fetch(`/api/me/listings/tour/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await host.fetch("/api/me/listings/tour/not-an-id")).status).toBe(404);
    const bad = await host.fetch(`/api/me/listings/boat/${l.id}`);
    expect(bad.status).toBe(400);
    expect((await error(bad)).message).toMatch(/^type: /);
  });
});

// ───────────────────────────── host status ─────────────────────────────

describe("host status", () => {
  it("a pending host prepares drafts but cannot publish (403 host_not_approved)", async () => {
    const host = await person("pending-host");
    const l = await create(host, "tour", { images: [await photo(host)] });
    const edit = await patch(host, "tour", l.id, { number_of_days: 6 });
    expect(edit.status).toBe(200);
    const res = await patch(host, "tour", l.id, { status: "published" });
    expect(res.status).toBe(403);
    expect(await error(res)).toEqual({
      code: "host_not_approved",
      message: "Only verified hosts can publish listings; yours is still being reviewed",
    });
    expect((await (await host.fetch(`/api/me/listings/tour/${l.id}`)).json<OwnListing>()).status).toBe("draft");
  });

  it("an admin cannot publish for a host who is not approved", async () => {
    const host = await person("pending-host");
    const l = await create(host, "tour", { images: [await photo(host)] });
    const res = await patch(people.admin, "tour", l.id, { status: "published" });
    expect(res.status).toBe(403);
    expect((await error(res)).code).toBe("host_not_approved");
  });

  it("a host rejected or suspended after making a draft can no longer change or delete it", async () => {
    const host = await person("pending-host");
    const l = await create(host, "tour");
    for (const status of ["rejected", "suspended"]) {
      await env.DB.prepare("UPDATE hosts SET status = ? WHERE user_id = ?").bind(status, host.id).run();
      const res = await patch(host, "tour", l.id, { title: "Still mine" });
      expect(res.status).toBe(403);
      expect((await error(res)).code).toBe("host_not_active");
      const del = await host.fetch(`/api/listings/tour/${l.id}`, { method: "DELETE" });
      expect(del.status).toBe(403);
      const create403 = await host.fetch("/api/listings/tour", { method: "POST", json: BODIES.tour });
      expect((await error(create403)).code).toBe("host_not_active");
    }
    expect((await (await host.fetch(`/api/me/listings/tour/${l.id}`)).json<OwnListing>()).title).toBe(l.title);
  });
});

// ───────────────────────────── bad input ─────────────────────────────

describe("bad input names the field and writes nothing", () => {
  const cases: [RouteType, Record<string, unknown>, string][] = [
    ["tour", { title: undefined }, "title: is required"],
    ["tour", { title: "ab" }, "title: must be at least 3 characters"],
    ["tour", { description: "Too short." }, "description: must be at least 40 characters"],
    ["tour", { number_of_days: "5" }, "number_of_days: must be a number"],
    ["tour", { number_of_days: 61 }, "number_of_days: can be at most 60 days"],
    ["tour", { countries: [] }, "countries: add at least one country"],
    ["tour", { countries: ["Atlantis"] }, "countries.0: choose one of the countries our hosts work in"],
    ["tour", { price_1_person: undefined }, "price_1_person: is required"],
    ["tour", { price_2_persons: 95_000 }, "price_2_persons: must not be more than price_1_person"],
    ["tour", { price_3_persons: 80_000 }, "price_3_persons: must not be more than price_2_persons"],
    ["tour", { topics: ["a", "b", "c", "d", "e", "f"] }, "topics: can have at most 5 topics"],
    ["tour", { images: ["https://elsewhere.example/a.jpg"] }, "images.0: must be a photo uploaded here"],
    ["tour", { slug: "Has Spaces" }, "slug: use lowercase letters, digits and single hyphens"],
    ["tour", { slug: "0b3f0d8e-3c1a-4a4e-9a55-0d9c5b0d7e21" }, "slug: must not look like an id"],
    ["group-tour", { max_group_size: 1 }, "max_group_size: must be at least 2 people"],
    [
      "group-tour",
      { departures: [{ start_date: inDays(10), seats_total: 11 }] },
      "departures.0.seats_total: can be at most the maximum group size (10)",
    ],
    [
      "group-tour",
      { departures: [{ start_date: inDays(-1), seats_total: 4 }] },
      "departures.0.start_date: must not be in the past",
    ],
    [
      "group-tour",
      { departures: [{ start_date: "2027-02-30", seats_total: 4 }] },
      "departures.0.start_date: must be a real date",
    ],
    [
      "group-tour",
      { departures: [{ start_date: inDays(10), end_date: inDays(9), seats_total: 4 }] },
      "departures.0.end_date: must not be before the start date",
    ],
    ["rental-car", { transmission: "robot" }, "transmission: must be manual or automatic"],
    ["rental-car", { seats: 0 }, "seats: must be at least 1 seats"],
    ["rental-car", { country: "France" }, "country: choose one of the countries our hosts work in"],
    ["rental-car", { driver_included: "yes" }, "driver_included: must be true or false"],
    ["driver", { languages: [] }, "languages: add at least one language"],
    ["driver", { price_per_day: 90.5 }, "price_per_day: must be a whole number of cents"],
    ["driver", { price_per_day: 50 }, "price_per_day: must be at least €1"],
    ["driver", { city: "" }, "city: is required"],
  ];
  for (const [type, change, message] of cases) {
    it(`${type} ${JSON.stringify(change)} → ${message}`, async () => {
      const host = people["pending-host"];
      const before = (await mine(host)).length;
      const res = await host.fetch(`/api/listings/${type}`, { method: "POST", json: { ...BODIES[type], ...change } });
      expect(res.status).toBe(400);
      const err = await error(res);
      expect(err.code).toBe("invalid_request");
      expect(err.message.startsWith(message)).toBe(true);
      expect(await mine(host)).toHaveLength(before);
    });
  }

  it("a body that is not JSON", async () => {
    const res = await people["pending-host"].fetch("/api/listings/tour", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{title:",
    });
    expect(res.status).toBe(400);
    expect((await error(res)).message).toBe("body: must be a JSON object");
  });

  it("another person's photo, on create and on edit", async () => {
    const host = people["approved-host"];
    const foreign = await photo(people["other-host"]);
    const before = (await mine(host)).length;
    const res = await host.fetch("/api/listings/tour", { method: "POST", json: { ...BODIES.tour, images: [foreign] } });
    expect(res.status).toBe(400);
    expect((await error(res)).message).toBe(`images: ${foreign} is not one of your uploaded photos`);
    expect(await mine(host)).toHaveLength(before);
    const own = await photo(host);
    const l = await create(host, "tour", { images: [own] });
    const edit = await patch(host, "tour", l.id, { images: [own, foreign] });
    expect(edit.status).toBe(400);
    expect((await error(edit)).message).toBe(`images: ${foreign} is not one of your uploaded photos`);
    const read = await (await host.fetch(`/api/me/listings/tour/${l.id}`)).json<OwnListing>();
    expect(read.images).toEqual([own]);
  });

  it("a PATCH is checked merged with what is saved: the price order and the group size against departures", async () => {
    const host = people["approved-host"];
    const tour = await create(host, "tour");
    const res = await patch(host, "tour", tour.id, { price_1_person: 60_000 });
    expect(res.status).toBe(400);
    expect((await error(res)).message).toMatch(/^price_2_persons: must not be more than price_1_person/);
    const group = await create(host, "group-tour");
    const smaller = await patch(host, "group-tour", group.id, { max_group_size: 9 });
    expect(smaller.status).toBe(400);
    expect((await error(smaller)).message).toBe("departures.0.seats_total: can be at most the maximum group size (9)");
    const bad = await patch(host, "tour", tour.id, { status: "hidden" });
    expect((await error(bad)).message).toBe("status: must be published, draft or archived");
    const after = await (await host.fetch(`/api/me/listings/tour/${tour.id}`)).json<OwnListing>();
    expect(after).toEqual(tour);
  });
});

// ───────────────────────────── slugs ─────────────────────────────

describe("slugs (spec §2 title rule, unique per kind)", () => {
  it("come from the title, with -2, -3 when taken", async () => {
    const host = people["approved-host"];
    const title = "Silk Road: Bukhara & Khiva!";
    const a = await create(host, "tour", { title });
    const b = await create(host, "tour", { title });
    const c = await create(people["other-host"], "tour", { title });
    expect([a.slug, b.slug, c.slug]).toEqual([
      "silk-road-bukhara-khiva",
      "silk-road-bukhara-khiva-2",
      "silk-road-bukhara-khiva-3",
    ]);
    expect(a.path).toBe("/tour/silk-road-bukhara-khiva");
    // Another kind has its own slugs.
    expect((await create(host, "driver", { title })).slug).toBe("silk-road-bukhara-khiva");
    // A title with no letters a URL can hold keeps the id in the path.
    const emoji = await create(host, "tour", { title: "🏔️🏕️🐎" });
    expect(emoji.slug).toBeNull();
    expect(emoji.path).toBe(`/tour/${emoji.id}`);
  });

  it("an explicit slug that is taken in the kind answers 409 slug_taken and changes nothing", async () => {
    const host = people["approved-host"];
    const a = await create(host, "tour", { slug: "yurt-camp-song-kol" });
    expect(a.slug).toBe("yurt-camp-song-kol");
    const res = await host.fetch("/api/listings/tour", {
      method: "POST",
      json: { ...BODIES.tour, slug: "yurt-camp-song-kol" },
    });
    expect(res.status).toBe(409);
    expect(await error(res)).toEqual({
      code: "slug_taken",
      message: "slug: yurt-camp-song-kol is already used by another listing",
    });
    const b = await create(host, "tour", { title: "Another yurt camp" });
    const taken = await patch(host, "tour", b.id, { slug: "yurt-camp-song-kol", title: "Renamed" });
    expect(taken.status).toBe(409);
    expect((await error(taken)).code).toBe("slug_taken");
    expect(await (await host.fetch(`/api/me/listings/tour/${b.id}`)).json<OwnListing>()).toEqual(b);
    // Keeping one's own slug is not a conflict.
    expect((await patch(host, "tour", a.id, { slug: "yurt-camp-song-kol" })).status).toBe(200);
  });

  it("a title change keeps the slug; a new slug or null (back to the title's) changes it", async () => {
    const host = people["approved-host"];
    const l = await create(host, "rental-car", { title: "Lada Niva for the Altai" });
    expect(l.slug).toBe("lada-niva-for-the-altai");
    const renamed = await (
      await patch(host, "rental-car", l.id, { title: "UAZ Patriot for the Altai" })
    ).json<OwnListing>();
    expect(renamed.slug).toBe("lada-niva-for-the-altai");
    const reset = await (await patch(host, "rental-car", l.id, { slug: null })).json<OwnListing>();
    expect(reset.slug).toBe("uaz-patriot-for-the-altai");
    const chosen = await (await patch(host, "rental-car", l.id, { slug: "altai-4x4" })).json<OwnListing>();
    expect([chosen.slug, chosen.path]).toEqual(["altai-4x4", "/rental-car/altai-4x4"]);
    const cleared = await (await patch(host, "rental-car", l.id, { slug: "" })).json<OwnListing>();
    expect(cleared.slug).toBe("uaz-patriot-for-the-altai");
  });
});

// ───────────────────────────── publishing ─────────────────────────────

describe("publish, unpublish and archive", () => {
  it("needs a photo (422 listing_incomplete naming images)", async () => {
    const host = people["approved-host"];
    const l = await create(host, "tour");
    const res = await patch(host, "tour", l.id, { status: "published" });
    expect(res.status).toBe(422);
    expect(await error(res)).toEqual({
      code: "listing_incomplete",
      message: "images: add at least one photo before publishing",
    });
    const img = await photo(host);
    const ok = await patch(host, "tour", l.id, { status: "published", images: [img] });
    expect(ok.status).toBe(200);
    const published = await ok.json<OwnListing>();
    expect(published.status).toBe("published");
    expect(published.published_at).not.toBeNull();
    // A published listing cannot lose its last photo.
    const strip = await patch(host, "tour", l.id, { images: [] });
    expect(strip.status).toBe(422);
  });

  it("a published listing shows in search, on the home page and on the host's page; unpublished or archived it is gone", async () => {
    const host = people["other-host"];
    const word = `zhailau${crypto.randomUUID().slice(0, 6)}`;
    const l = await create(host, "group-tour", { title: `Summer pastures ${word}`, images: [await photo(host)] });
    const slug = await hostSlug(host);
    const seen = async () => {
      const search = await (await people.guest.fetch(`/api/listings?search=${word}`)).json<ListingsResponse>();
      const byType = await (await people.guest.fetch("/api/listings?type=group-tours")).json<ListingsResponse>();
      const home = await (await people.guest.fetch("/api/home")).json<HomeResponse>();
      const hostRes = await people.guest.fetch(`/api/hosts/${slug}`);
      const hostPage = hostRes.status === 200 ? await hostRes.json<HostResponse>() : { listings: [] };
      const detail = (await people.guest.fetch(`/api/listings/group-tour/${l.slug}`)).status;
      return {
        search: search.listings.some((x) => x.id === l.id),
        type: byType.listings.some((x) => x.id === l.id),
        home: home.listings.some((x) => x.id === l.id),
        host: hostPage.listings.some((x) => x.id === l.id),
        detail,
      };
    };
    const none = { search: false, type: false, home: false, host: false, detail: 404 };
    expect(await seen()).toEqual(none);
    expect((await patch(host, "group-tour", l.id, { status: "published" })).status).toBe(200);
    expect(await seen()).toEqual({ search: true, type: true, home: true, host: true, detail: 200 });
    const card = (await (await people.guest.fetch(`/api/listings?search=${word}`)).json<ListingsResponse>())
      .listings[0];
    expect(card?.group_start_dates).toEqual([inDays(30), inDays(60)]);
    expect((await patch(host, "group-tour", l.id, { status: "draft" })).status).toBe(200);
    expect(await seen()).toEqual(none);
    expect((await patch(host, "group-tour", l.id, { status: "published" })).status).toBe(200);
    expect((await seen()).search).toBe(true);
    const archived = await patch(host, "group-tour", l.id, { status: "archived" });
    expect((await archived.json<OwnListing>()).status).toBe("archived");
    expect(await seen()).toEqual(none);
  });

  it("an edit of a published listing reaches search (title words)", async () => {
    const host = people["approved-host"];
    const l = await create(host, "driver", { images: [await photo(host)] });
    await patch(host, "driver", l.id, { status: "published" });
    const word = `marshrutka${crypto.randomUUID().slice(0, 6)}`;
    await patch(host, "driver", l.id, { title: `Driver and ${word}` });
    const search = await (await people.guest.fetch(`/api/listings?search=${word}`)).json<ListingsResponse>();
    expect(search.listings.map((x) => x.id)).toEqual([l.id]);
  });
});

// ───────────────────────────── departures ─────────────────────────────

describe("group tour departures", () => {
  it("are added, changed and removed, never below the booked seats, and booked ones stay", async () => {
    const host = people["approved-host"];
    const l = await create(host, "group-tour");
    if (l.kind !== "group_tour") throw new Error("kind");
    const [first, second] = l.departures;
    if (!first || !second) throw new Error("departures");
    const res = await patch(host, "group-tour", l.id, {
      departures: [
        { id: first.id, start_date: first.start_date, seats_total: 6 },
        { start_date: inDays(90), end_date: inDays(97), seats_total: 9 },
      ],
    });
    expect(res.status).toBe(200);
    const after = await res.json<OwnListing>();
    if (after.kind !== "group_tour") throw new Error("kind");
    expect(after.departures.map((d) => [d.start_date, d.seats_total])).toEqual([
      [first.start_date, 6],
      [inDays(90), 9],
    ]);
    expect(after.departures[0]?.id).toBe(first.id);

    await env.DB.prepare("UPDATE group_tour_departures SET seats_booked = 5 WHERE id = ?").bind(first.id).run();
    const below = await patch(host, "group-tour", l.id, {
      departures: [{ id: first.id, start_date: first.start_date, seats_total: 4 }, after.departures[1]],
    });
    expect(below.status).toBe(400);
    expect((await error(below)).message).toBe("departures.0.seats_total: must be at least the 5 seats already booked");
    const removed = await patch(host, "group-tour", l.id, { departures: [after.departures[1]] });
    expect(removed.status).toBe(409);
    expect(await error(removed)).toEqual({
      code: "departure_has_bookings",
      message: `departures: the departure on ${first.start_date} has bookings and cannot be removed`,
    });
    const unknown = await patch(host, "group-tour", l.id, {
      departures: [{ id: crypto.randomUUID(), start_date: inDays(5), seats_total: 2 }],
    });
    expect((await error(unknown)).message).toBe("departures.0.id: is not a departure of this group tour");
    const read = await (await host.fetch(`/api/me/listings/group-tour/${l.id}`)).json<OwnListing>();
    if (read.kind !== "group_tour") throw new Error("kind");
    expect(read.departures.map((d) => [d.id, d.seats_total, d.seats_booked])).toEqual([
      [first.id, 6, 5],
      [after.departures[1]?.id, 9, 0],
    ]);
  });
});

// ───────────────────────────── deleting ─────────────────────────────

describe("DELETE /api/listings/:type/:id", () => {
  it("deletes a draft or an archived listing without bookings; not a published one or one with bookings", async () => {
    const host = people["approved-host"];
    const img = await photo(host);
    const draft = await create(host, "rental-car");
    const del = await host.fetch(`/api/listings/rental-car/${draft.id}`, { method: "DELETE" });
    expect(del.status).toBe(204);
    expect((await host.fetch(`/api/me/listings/rental-car/${draft.id}`)).status).toBe(404);

    const pub = await create(host, "group-tour", { images: [img] });
    await patch(host, "group-tour", pub.id, { status: "published" });
    const refused = await host.fetch(`/api/listings/group-tour/${pub.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((await error(refused)).code).toBe("listing_published");
    await patch(host, "group-tour", pub.id, { status: "archived" });
    expect((await host.fetch(`/api/listings/group-tour/${pub.id}`, { method: "DELETE" })).status).toBe(204);
    const departures = await env.DB.prepare("SELECT count(*) AS n FROM group_tour_departures WHERE group_tour_id = ?")
      .bind(pub.id)
      .first<{ n: number }>();
    expect(departures?.n).toBe(0);

    // The deleted group tour's photo was deleted with it (nothing else used it), so this listing gets its own.
    const booked = await create(host, "tour", { images: [await photo(host)] });
    const traveler = people.traveler;
    await env.DB.prepare(
      `INSERT INTO bookings (id, listing_type, listing_id, traveler_id, host_id, start_date, party_size, total_cents, deposit_cents, status)
       VALUES (?, 'tours', ?, ?, ?, ?, 2, 180000, 36000, 'cancelled')`,
    )
      .bind(crypto.randomUUID(), booked.id, traveler.id, host.id, inDays(20))
      .run();
    await patch(host, "tour", booked.id, { status: "archived" });
    const withBookings = await host.fetch(`/api/listings/tour/${booked.id}`, { method: "DELETE" });
    expect(withBookings.status).toBe(409);
    expect((await error(withBookings)).code).toBe("listing_has_bookings");
    expect((await host.fetch(`/api/me/listings/tour/${booked.id}`)).status).toBe(200);
  });

  it("an admin may delete a host's draft (audited)", async () => {
    const draft = await create(people["approved-host"], "driver");
    const res = await people.admin.fetch(`/api/listings/driver/${draft.id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ?")
      .bind(draft.id)
      .first<{ action: string }>();
    expect(audit?.action).toBe("listing_deleted_by_admin");
  });
});

// ───────────────────────────── views ─────────────────────────────

describe("views", () => {
  const viewsOf = async (p: Person, id: string) =>
    (await (await p.fetch(`/api/me/listings/tour/${id}`)).json<OwnListing>()).views_count;

  it("count others once an hour each, never the owner, never a preview", async () => {
    const host = people["approved-host"];
    const l = await create(host, "tour", { images: [await photo(host)] });
    await host.fetch(`/api/listings/tour/${l.id}`); // a preview of the draft
    await patch(host, "tour", l.id, { status: "published" });
    await host.fetch(`/api/listings/tour/${l.slug}`);
    await host.fetch(`/api/listings/tour/${l.slug}`);
    expect(await viewsOf(host, l.id)).toBe(0);
    await people.traveler.fetch(`/api/listings/tour/${l.slug}`);
    await people.traveler.fetch(`/api/listings/tour/${l.id}`);
    await people.guest.fetch(`/api/listings/tour/${l.slug}`, { headers: { "CF-Connecting-IP": "198.51.100.7" } });
    expect(await viewsOf(host, l.id)).toBe(2);
    const row = (await mine(host)).find((r) => r.id === l.id);
    expect(row?.views_count).toBe(2);
  });
});
