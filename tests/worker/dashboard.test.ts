import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DashboardResponse } from "../../domain/dashboard";
import type { ErrorBody } from "./helpers";
import { everyone, type Person, person, type Role } from "./people";

/**
 * GET /api/me/dashboard: each person sees their own account only. Real listings, conversations, messages,
 * bookings and a trip request are inserted so the counts are read, not assumed.
 */

const FUTURE = "2099-06-01";
const PAST = "2020-06-01";

async function insertListing(
  hostId: string,
  table: "tours" | "group_tours" | "rental_cars" | "drivers",
  fields: { title: string; status: "published" | "draft" | "archived"; views: number; images?: string[] },
): Promise<string> {
  const id = crypto.randomUUID();
  const slug = `${fields.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id.slice(0, 6)}`;
  const extra =
    table === "group_tours"
      ? { cols: ", price_per_person", vals: ", 90000" }
      : table === "rental_cars" || table === "drivers"
        ? { cols: ", city, country, price_per_day", vals: ", 'Almaty', 'Kazakhstan', 5000" }
        : { cols: ", price_1_person", vals: ", 120000" };
  await env.DB.prepare(
    `INSERT INTO ${table} (id, host_id, slug, title, description, status, images, views_count, published_at${extra.cols})
     VALUES (?, ?, ?, ?, 'A long enough description of a trip for the dashboard test.', ?, ?, ?, ?${extra.vals})`,
  )
    .bind(
      id,
      hostId,
      slug,
      fields.title,
      fields.status,
      JSON.stringify(fields.images ?? []),
      fields.views,
      fields.status === "published" ? new Date().toISOString() : null,
    )
    .run();
  return id;
}

async function insertConversation(traveler: Person, host: Person, messages: { from: Person; read: boolean }[]) {
  const id = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id, last_message_at) VALUES (?, ?, ?, ?)").bind(
      id,
      traveler.id,
      host.id,
      new Date().toISOString(),
    ),
    ...messages.map((m, n) =>
      env.DB.prepare(
        "INSERT INTO messages (id, conversation_id, sender_id, body, is_read, seq) VALUES (?, ?, ?, 'Hello', ?, ?)",
      ).bind(crypto.randomUUID(), id, m.from.id, m.read ? 1 : 0, n + 1),
    ),
  ]);
}

async function insertBooking(traveler: Person, host: Person, listingId: string, status: string, start: string) {
  await env.DB.prepare(
    `INSERT INTO bookings (id, listing_type, listing_id, traveler_id, host_id, start_date, party_size, total_cents,
       deposit_cents, status) VALUES (?, 'tours', ?, ?, ?, ?, 2, 240000, 48000, ?)`,
  )
    .bind(crypto.randomUUID(), listingId, traveler.id, host.id, start, status)
    .run();
}

async function dashboard(p: Person): Promise<DashboardResponse> {
  const res = await p.fetch("/api/me/dashboard");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toContain("no-store");
  return res.json<DashboardResponse>();
}

let people: Record<Role, Person>;
let otherHost: Person;
let otherTraveler: Person;
let tourId: string;

beforeAll(async () => {
  people = await everyone();
  otherHost = await person("approved-host");
  otherTraveler = await person("traveler");
  const host = people["approved-host"];
  const hostId = host.hostId as string;
  tourId = await insertListing(hostId, "tours", {
    title: "Charyn Canyon day",
    status: "published",
    views: 10,
    images: ["/media/p/cover.jpg", "/media/p/second.jpg"],
  });
  await insertListing(hostId, "tours", { title: "Kolsai lakes draft", status: "draft", views: 0 });
  await insertListing(hostId, "group_tours", { title: "Silk Road group", status: "published", views: 5 });
  await insertListing(hostId, "rental_cars", { title: "Old Land Cruiser", status: "archived", views: 2 });
  await insertListing(hostId, "drivers", { title: "Mountain driver", status: "draft", views: 1 });
  // Another host's listing: never counted for anyone else.
  await insertListing(otherHost.hostId as string, "tours", {
    title: "Other host tour",
    status: "published",
    views: 100,
  });
  await insertListing(people["pending-host"].hostId as string, "tours", {
    title: "Pending draft",
    status: "draft",
    views: 0,
  });

  const traveler = people.traveler;
  // The traveler wrote twice (unread), the host answered once (unread), and one old message was read.
  await insertConversation(traveler, host, [
    { from: traveler, read: true },
    { from: traveler, read: false },
    { from: traveler, read: false },
    { from: host, read: false },
  ]);
  await insertConversation(otherTraveler, otherHost, [{ from: otherTraveler, read: false }]);

  await insertBooking(traveler, host, tourId, "requested", FUTURE);
  await insertBooking(traveler, host, tourId, "confirmed", FUTURE);
  await insertBooking(traveler, host, tourId, "confirmed", PAST);
  await insertBooking(traveler, host, tourId, "completed", PAST);
  await insertBooking(otherTraveler, otherHost, tourId, "requested", FUTURE);

  await env.DB.prepare(
    `INSERT INTO trip_requests (id, user_id, destinations, start_date, end_date, group_size, is_public)
     VALUES (?, ?, '["Kazakhstan","Kyrgyzstan"]', '2099-05-01', '2099-05-14', 2, 1)`,
  )
    .bind(crypto.randomUUID(), traveler.id)
    .run();
});

describe("GET /api/me/dashboard permission table", () => {
  it("guest: 401", async () => {
    const res = await people.guest.fetch("/api/me/dashboard");
    expect(res.status).toBe(401);
  });

  it("no profile: 404 no_profile", async () => {
    const res = await people["no-profile"].fetch("/api/me/dashboard");
    expect(res.status).toBe(404);
    expect((await res.json<ErrorBody>()).error.code).toBe("no_profile");
  });

  it("approved host: their own listings by status with views, messages, bookings, Verified", async () => {
    const d = await dashboard(people["approved-host"]);
    expect(d.role).toBe("host");
    expect(d.verification).toMatchObject({ status: "approved", rejection_reason: null });
    expect(d.verification?.approved_at).toBeTruthy();
    expect(d.public_path).toMatch(/^\/host\/approved/);
    expect(d.listings?.counts).toEqual({ published: 2, draft: 2, archived: 1, total: 5 });
    expect(d.listings?.views_total).toBe(18);
    expect(d.listings?.items.map((l) => l.title).sort()).toEqual([
      "Charyn Canyon day",
      "Kolsai lakes draft",
      "Mountain driver",
      "Old Land Cruiser",
      "Silk Road group",
    ]);
    const tour = d.listings?.items.find((l) => l.id === tourId);
    expect(tour).toMatchObject({
      kind: "tour",
      status: "published",
      views_count: 10,
      cover_image: "/media/p/cover.jpg",
      edit_path: `/manage-listings/tour/${tourId}`,
    });
    expect(tour?.path).toMatch(/^\/tour\/charyn-canyon-day-/);
    const car = d.listings?.items.find((l) => l.kind === "rental_car");
    expect(car?.edit_path).toBe(`/manage-listings/rental-car/${car?.id}`);
    expect(car?.cover_image).toBeNull();
    expect(d.messages).toEqual({ conversations: 1, unread: 2 });
    expect(d.bookings).toEqual({ requested: 1, upcoming: 1, total: 4 });
    expect(d.trip_request).toBeNull();
    // The fixture host has name, place, slug, bio and languages; no photo yet.
    expect(d.completeness.items.filter((i) => !i.done).map((i) => [i.key, i.href])).toEqual([
      ["photo", "/edit-profile"],
    ]);
    expect(d.completeness.percent).toBe(83);
  });

  it("another host: only their own listing, conversation and booking", async () => {
    const d = await dashboard(otherHost);
    expect(d.listings?.counts).toEqual({ published: 1, draft: 0, archived: 0, total: 1 });
    expect(d.listings?.views_total).toBe(100);
    expect(d.listings?.items.map((l) => l.title)).toEqual(["Other host tour"]);
    expect(d.messages).toEqual({ conversations: 1, unread: 1 });
    expect(d.bookings).toEqual({ requested: 1, upcoming: 0, total: 1 });
  });

  it("pending host: verification pending, their draft, no public page", async () => {
    const d = await dashboard(people["pending-host"]);
    expect(d.verification).toMatchObject({ status: "pending", rejection_reason: null, approved_at: null });
    expect(d.public_path).toBeNull();
    expect(d.listings?.counts).toEqual({ published: 0, draft: 1, archived: 0, total: 1 });
    expect(d.messages).toEqual({ conversations: 0, unread: 0 });
    expect(d.bookings).toEqual({ requested: 0, upcoming: 0, total: 0 });
  });

  it("rejected host: the reason, no listings", async () => {
    const d = await dashboard(people["rejected-host"]);
    expect(d.verification?.status).toBe("rejected");
    expect(d.verification?.rejection_reason).toBe("Please add a clearer photo of your guide licence.");
    expect(d.public_path).toBeNull();
    expect(d.listings).toEqual({
      counts: { published: 0, draft: 0, archived: 0, total: 0 },
      views_total: 0,
      items: [],
    });
  });

  it("traveler: their trip request, messages and bookings as a traveler, no host parts", async () => {
    const d = await dashboard(people.traveler);
    expect(d.role).toBe("traveler");
    expect(d.verification).toBeNull();
    expect(d.listings).toBeNull();
    expect(d.public_path).toBeNull();
    expect(d.trip_request).toMatchObject({
      destinations: ["Kazakhstan", "Kyrgyzstan"],
      start_date: "2099-05-01",
      end_date: "2099-05-14",
      group_size: 2,
      is_public: true,
    });
    expect(d.messages).toEqual({ conversations: 1, unread: 1 });
    expect(d.bookings).toEqual({ requested: 1, upcoming: 1, total: 4 });
    expect(d.completeness.items.map((i) => i.key)).toEqual(["name", "photo", "place", "profile_link", "trip_request"]);
    expect(d.completeness.items.find((i) => i.key === "trip_request")?.done).toBe(true);
    expect(d.completeness.items.every((i) => i.href === "/edit-traveler-profile")).toBe(true);
  });

  it("a traveler without a trip request is told to add one", async () => {
    const d = await dashboard(otherTraveler);
    expect(d.trip_request).toBeNull();
    expect(d.completeness.items.find((i) => i.key === "trip_request")?.done).toBe(false);
    expect(d.messages).toEqual({ conversations: 1, unread: 0 });
  });

  it("admin: their own (traveler) account, nobody else's", async () => {
    const d = await dashboard(people.admin);
    expect(d.role).toBe("traveler");
    expect(d.listings).toBeNull();
    expect(d.messages).toEqual({ conversations: 0, unread: 0 });
    expect(d.bookings).toEqual({ requested: 0, upcoming: 0, total: 0 });
    expect(d.trip_request).toBeNull();
  });
});

describe("GET /api/me/dashboard bad input", () => {
  it("refuses unknown query parameters, naming them", async () => {
    const res = await people.traveler.fetch("/api/me/dashboard?user_id=someone-else");
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe("invalid_request");
  });

  it("a stale or forged token is 401", async () => {
    const res = await people.guest.fetch("/api/me/dashboard", { headers: { Authorization: "Bearer not-a-token" } });
    expect(res.status).toBe(401);
  });
});
