/**
 * The booking and photo rules of listing writes hold when the state changed after the route read it: the write's
 * batch checks them again and, when one is broken, fails whole (nothing written) and the write answers a refusal,
 * which the route turns into its answer.
 * The "stale view" is simulated by calling the db functions with a change planned before a booking was written.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { OwnListing } from "../../domain/listing-form";
import type { ListingRefusal } from "../../domain/listing-rules";
import { MEDIA_ERRORS } from "../../domain/media";
import type { Outcome } from "../../domain/outcome";
import { auditStatement } from "../../worker/db/audit";
import { deleteListing, updateListing } from "../../worker/db/listing-writes";
import type { ApiError } from "../../worker/errors";
import { listingRefusalError } from "../../worker/routes/listing-refusals";
import type { ErrorBody } from "./helpers";
import { type Person, person, uploadedPhoto } from "./people";

const DESCRIPTION = "Seven days of horse games, yurts and the shores of Issyk-Kul with a local family of herders.";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const error = async (res: Response) => (await res.json<ErrorBody>()).error;
const photo = (p: Person) => uploadedPhoto(p, { inR2: true });

let host: Person;
let traveler: Person;
let admin: Person;

beforeAll(async () => {
  [host, traveler, admin] = await Promise.all([person("approved-host"), person("traveler"), person("admin")]);
});

async function groupTour(over: Record<string, unknown> = {}): Promise<OwnListing & { kind: "group_tour" }> {
  const res = await host.fetch("/api/listings/group-tour", {
    method: "POST",
    json: {
      title: "Nomad games week",
      description: DESCRIPTION,
      countries: ["Kyrgyzstan"],
      number_of_days: 7,
      price_per_person: 65_000,
      max_group_size: 10,
      departures: [
        { start_date: inDays(30), seats_total: 10 },
        { start_date: inDays(60), seats_total: 8 },
      ],
      ...over,
    },
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return res.json();
}

const read = async (id: string) => {
  const res = await host.fetch(`/api/me/listings/group-tour/${id}`);
  return res.status === 200 ? res.json<OwnListing & { kind: "group_tour" }>() : null;
};

async function book(listingId: string, departureId: string | null, table = "group_tours") {
  await env.DB.prepare(
    `INSERT INTO bookings (id, listing_type, listing_id, departure_id, traveler_id, host_id, start_date, party_size,
       total_cents, deposit_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, 2, 130000, 26000)`,
  )
    .bind(crypto.randomUUID(), table, listingId, departureId, traveler.id, host.id, inDays(30))
    .run();
}

/** The answer the route gives the refusal a write came back with. */
async function rejection(p: Promise<Outcome<void, ListingRefusal>>): Promise<ApiError> {
  const outcome = await p;
  if (outcome.ok) throw new Error("expected the write to be refused");
  return listingRefusalError(outcome.refusal);
}

const auditCount = async (entityId: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity_id = ?")
      .bind(entityId)
      .first<{ n: number }>()
  )?.n;

// ───────────────────────────── departures ─────────────────────────────

describe("departure changes are checked again when written", () => {
  it("a departure booked since the change was planned is not removed, and nothing of the change is saved", async () => {
    const tour = await groupTour();
    const [first, second] = tour.departures;
    if (!first || !second) throw new Error("departures");
    // Planned from a view where `first` had no bookings; a booking arrives before the write.
    await book(tour.id, first.id);
    const err = await rejection(
      updateListing(env.DB, "group_tour", tour.id, {
        values: { title: "Nomad games week, renamed" },
        departures: {
          insert: [{ id: crypto.randomUUID(), start_date: inDays(90), end_date: null, seats_total: 6 }],
          update: [{ ...second, seats_total: 7, field: "departures.0" }],
          remove: [first.id],
        },
        extra: [
          auditStatement(env.DB, { actorId: admin.id, action: "test", entityType: "group_tour", entityId: tour.id }),
        ],
      }),
    );
    expect([err.status, err.code, err.message]).toEqual([
      409,
      "departure_has_bookings",
      `departures: the departure on ${first.start_date} has bookings and cannot be removed`,
    ]);
    const after = await read(tour.id);
    expect(after?.title).toBe("Nomad games week");
    expect(after?.departures.map((d) => [d.id, d.seats_total])).toEqual([
      [first.id, 10],
      [second.id, 8],
    ]);
    expect(await auditCount(tour.id)).toBe(0);
  });

  it("a departure whose seats were booked since (seats_booked, no booking row yet) is not removed", async () => {
    const tour = await groupTour();
    const [first] = tour.departures;
    if (!first) throw new Error("departures");
    await env.DB.prepare("UPDATE group_tour_departures SET seats_booked = 1 WHERE id = ?").bind(first.id).run();
    const err = await rejection(
      updateListing(env.DB, "group_tour", tour.id, {
        values: {},
        departures: { insert: [], update: [], remove: [first.id] },
      }),
    );
    expect(err.code).toBe("departure_has_bookings");
    expect((await read(tour.id))?.departures.map((d) => d.id)).toContain(first.id);
  });

  it("seats are not lowered below seats booked since the change was planned; nothing of it is saved", async () => {
    const tour = await groupTour();
    const [first, second] = tour.departures;
    if (!first || !second) throw new Error("departures");
    await env.DB.prepare("UPDATE group_tour_departures SET seats_booked = 6 WHERE id = ?").bind(second.id).run();
    const err = await rejection(
      updateListing(env.DB, "group_tour", tour.id, {
        values: { price_per_person: 70_000 },
        departures: {
          insert: [],
          update: [
            { ...first, seats_total: 9, field: "departures.0" },
            { ...second, seats_total: 5, field: "departures.1" },
          ],
          remove: [],
        },
      }),
    );
    expect([err.status, err.code, err.message]).toEqual([
      400,
      "invalid_request",
      "departures.1.seats_total: must be at least the 6 seats already booked",
    ]);
    const after = await read(tour.id);
    expect(after?.price_per_person).toBe(65_000);
    expect(after?.departures.map((d) => [d.seats_total, d.seats_booked])).toEqual([
      [10, 0],
      [8, 6],
    ]);
  });

  it("a change that keeps the rules is saved whole: seats down to exactly the booked ones, an unbooked one removed", async () => {
    const tour = await groupTour();
    const [first, second] = tour.departures;
    if (!first || !second) throw new Error("departures");
    await env.DB.prepare("UPDATE group_tour_departures SET seats_booked = 4 WHERE id = ?").bind(first.id).run();
    const added = { id: crypto.randomUUID(), start_date: inDays(45), end_date: inDays(52), seats_total: 3 };
    const saved = await updateListing(env.DB, "group_tour", tour.id, {
      values: {},
      departures: {
        insert: [added],
        update: [{ ...first, seats_total: 4, field: "departures.0" }],
        remove: [second.id],
      },
    });
    expect(saved.ok).toBe(true);
    expect((await read(tour.id))?.departures.map((d) => [d.id, d.seats_total, d.seats_booked])).toEqual([
      [first.id, 4, 4],
      [added.id, 3, 0],
    ]);
  });

  it("PATCH answers 409 departure_has_bookings for a booked departure left out, and keeps it", async () => {
    const tour = await groupTour();
    const [first, second] = tour.departures;
    if (!first || !second) throw new Error("departures");
    await book(tour.id, second.id);
    const res = await host.fetch(`/api/listings/group-tour/${tour.id}`, {
      method: "PATCH",
      json: { title: "Nomad games week again", departures: [first] },
    });
    expect(res.status).toBe(409);
    expect(await error(res)).toEqual({
      code: "departure_has_bookings",
      message: `departures: the departure on ${second.start_date} has bookings and cannot be removed`,
    });
    const after = await read(tour.id);
    expect(after?.title).toBe("Nomad games week");
    expect(after?.departures).toHaveLength(2);
  });
});

// ───────────────────────────── deleting a listing ─────────────────────────────

describe("deleting a listing is checked again when written", () => {
  it("a listing booked since the delete was decided is kept (409 listing_has_bookings), extra statements too", async () => {
    const tour = await groupTour();
    await book(tour.id, null);
    const err = await rejection(
      deleteListing(env.DB, "group_tour", tour.id, [
        auditStatement(env.DB, { actorId: admin.id, action: "test", entityType: "group_tour", entityId: tour.id }),
      ]),
    );
    expect([err.status, err.code, err.message]).toEqual([
      409,
      "listing_has_bookings",
      "This listing has bookings, so it can be archived but not deleted",
    ]);
    expect((await read(tour.id))?.departures).toHaveLength(2);
    expect(await auditCount(tour.id)).toBe(0);
  });

  it("a booking of one of its departures also keeps a group tour", async () => {
    const tour = await groupTour();
    const [first] = tour.departures;
    if (!first) throw new Error("departures");
    // A booking that names the departure (as group tour bookings do), whatever its listing columns say.
    await book(crypto.randomUUID(), first.id);
    const err = await rejection(deleteListing(env.DB, "group_tour", tour.id));
    expect(err.code).toBe("listing_has_bookings");
    expect(await read(tour.id)).not.toBeNull();
  });

  it("a listing published since the delete was decided is kept (409 listing_published)", async () => {
    const tour = await groupTour({ images: [(await photo(host)).url] });
    await env.DB.prepare("UPDATE group_tours SET status = 'published' WHERE id = ?").bind(tour.id).run();
    const err = await rejection(deleteListing(env.DB, "group_tour", tour.id));
    expect([err.status, err.code]).toEqual([409, "listing_published"]);
    expect((await read(tour.id))?.status).toBe("published");
  });

  it("DELETE answers 409 listing_has_bookings for a draft with a booking and deletes nothing; 204 without", async () => {
    const tour = await groupTour();
    await book(tour.id, null);
    const res = await host.fetch(`/api/listings/group-tour/${tour.id}`, { method: "DELETE" });
    expect(res.status).toBe(409);
    expect((await error(res)).code).toBe("listing_has_bookings");
    expect((await read(tour.id))?.departures).toHaveLength(2);

    const free = await groupTour();
    expect((await host.fetch(`/api/listings/group-tour/${free.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await read(free.id)).toBeNull();
  });
});

// ───────────────────────────── publishing without a photo ─────────────────────────────

describe("publishing is checked again when written", () => {
  it("a listing whose only photo was deleted since the route read it is not published (422), nothing saved", async () => {
    const tour = await groupTour();
    // The route saw a photo; by the write the listing has none.
    const err = await rejection(
      updateListing(env.DB, "group_tour", tour.id, { values: { title: "Published at last" }, status: "published" }),
    );
    expect([err.status, err.code, err.message]).toEqual([
      422,
      "listing_incomplete",
      "images: add at least one photo before publishing",
    ]);
    const after = await read(tour.id);
    expect([after?.status, after?.title, after?.published_at]).toEqual(["draft", "Nomad games week", null]);
  });
});

// ───────────────────────────── deleting a photo ─────────────────────────────

describe("DELETE /api/media/:key of a listing's photo", () => {
  const stored = async (key: string) => ({
    row: (await env.DB.prepare("SELECT 1 AS x FROM media_objects WHERE key = ?").bind(key).first()) !== null,
    object: (await env.MEDIA.head(key)) !== null,
  });

  it("refuses the only photo of a published listing (409 photo_in_use): the file, its row and the listing stay", async () => {
    const only = await photo(host);
    const tour = await groupTour({ images: [only.url] });
    const pub = await host.fetch(`/api/listings/group-tour/${tour.id}`, {
      method: "PATCH",
      json: { status: "published" },
    });
    expect(pub.status).toBe(200);
    const res = await host.fetch(`/api/media/${only.key}`, { method: "DELETE" });
    expect(res.status).toBe(409);
    expect(await error(res)).toEqual({ code: "photo_in_use", message: MEDIA_ERRORS.photo_in_use });
    expect(MEDIA_ERRORS.photo_in_use).toBe(
      "This photo is the only photo of a published listing: add another photo or unpublish the listing first.",
    );
    expect(await stored(only.key)).toEqual({ row: true, object: true });
    expect((await read(tour.id))?.images).toEqual([only.url]);
    expect((await host.fetch(only.url)).status).toBe(200);

    // An admin is refused the same way.
    const byAdmin = await admin.fetch(`/api/media/${only.key}`, { method: "DELETE" });
    expect([byAdmin.status, (await error(byAdmin)).code]).toEqual([409, "photo_in_use"]);
    expect(await stored(only.key)).toEqual({ row: true, object: true });
  });

  it("deletes a published listing's photo when another is left, and the only photo of a draft", async () => {
    const [a, b, c] = await Promise.all([photo(host), photo(host), photo(host)]);
    const published = await groupTour({ images: [a.url, b.url] });
    await host.fetch(`/api/listings/group-tour/${published.id}`, { method: "PATCH", json: { status: "published" } });
    const draft = await groupTour({ images: [c.url] });

    expect((await host.fetch(`/api/media/${a.key}`, { method: "DELETE" })).status).toBe(204);
    expect(await stored(a.key)).toEqual({ row: false, object: false });
    expect((await read(published.id))?.images).toEqual([b.url]);
    // b is now the only photo of the published listing.
    expect((await host.fetch(`/api/media/${b.key}`, { method: "DELETE" })).status).toBe(409);

    expect((await host.fetch(`/api/media/${c.key}`, { method: "DELETE" })).status).toBe(204);
    expect(await stored(c.key)).toEqual({ row: false, object: false });
    expect((await read(draft.id))?.images).toEqual([]);
  });

  it("an unpublished (archived) listing's only photo may be deleted", async () => {
    const only = await photo(host);
    const tour = await groupTour({ images: [only.url] });
    await host.fetch(`/api/listings/group-tour/${tour.id}`, { method: "PATCH", json: { status: "published" } });
    await host.fetch(`/api/listings/group-tour/${tour.id}`, { method: "PATCH", json: { status: "archived" } });
    expect((await host.fetch(`/api/media/${only.key}`, { method: "DELETE" })).status).toBe(204);
    expect(await stored(only.key)).toEqual({ row: false, object: false });
  });
});
