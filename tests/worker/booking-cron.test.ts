import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { EarningsResponse } from "../../domain/api/bookings";
import { recomputeSuperhosts, runBookingClocks } from "../../worker/cron/bookings";
import { CRON } from "../../worker/cron/index";
import worker from "../../worker/index";
import { act, count, inDays, payInTestMode, publishedListing, requestBooking, status } from "./booking-fixtures";
import { get, ORIGIN } from "./helpers";
import { type Person, person } from "./people";

/**
 * The bookings' clocks (issue 16 item 3) run by the housekeeping cron, the nightly superhost rule, the host's
 * earnings, and the local clock hook end-to-end tests move time with.
 */

let host: Person;
let traveler: Person;
let tour: string;
let groupTour: { id: string; departures: { id: string }[] };

beforeAll(async () => {
  [host, traveler] = await Promise.all([person("approved-host"), person("traveler")]);
  [tour, groupTour] = await Promise.all([
    publishedListing(host, "tour").then((l) => l.id),
    publishedListing(host, "group-tour", { departures: [{ start_date: inDays(300), seats_total: 8 }] }),
  ]);
});

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const tourOn = (n: number, party = 1) =>
  requestBooking(traveler, { listing: { type: "tour", id: tour }, start_date: inDays(n), party_size: party });
const seatsBooked = async (departure: string) =>
  (
    await env.DB.prepare("SELECT seats_booked FROM group_tour_departures WHERE id = ?")
      .bind(departure)
      .first<{ seats_booked: number }>()
  )?.seats_booked;

describe("the housekeeping clocks", () => {
  it("expire an unpaid departure booking after 24 hours and give its seats back; both sides are told", async () => {
    const departure = groupTour.departures[0]?.id ?? "";
    const b = await requestBooking(traveler, {
      listing: { type: "group-tour", id: groupTour.id },
      departure_id: departure,
      party_size: 3,
    });
    expect(await seatsBooked(departure)).toBe(3);
    await runBookingClocks(env, later(23));
    expect(await status(b.id)).toBe("awaiting_deposit");
    const result = await runBookingClocks(env, later(25));
    expect(result).toMatchObject({ expired: 1 });
    expect(await status(b.id)).toBe("expired");
    expect(await seatsBooked(departure)).toBe(0);
    for (const kind of ["booking_expire"])
      expect(
        await count("SELECT count(*) AS n FROM notifications WHERE kind = ? AND data LIKE ?", kind, `%${b.id}%`),
      ).toBe(2);
    await runBookingClocks(env, later(26));
    expect(await seatsBooked(departure)).toBe(0);
  });

  it("expire a request the host left unanswered for 48 hours and free its days", async () => {
    const b = await tourOn(200);
    await runBookingClocks(env, later(47));
    expect(await status(b.id)).toBe("requested");
    await runBookingClocks(env, later(49));
    expect(await status(b.id)).toBe("expired");
    expect(await count("SELECT count(*) AS n FROM listing_days WHERE booking_id = ?", b.id)).toBe(0);
  });

  it("complete a trip, paid in full or only its deposit, the day after it ends, and ask the traveler for a review", async () => {
    const full = await tourOn(30);
    await act(host, full.id, "confirm");
    await payInTestMode(traveler, full.id);
    await payInTestMode(traveler, full.id, "balance");
    const deposit = await tourOn(40);
    await act(host, deposit.id, "confirm");
    await payInTestMode(traveler, deposit.id);

    await runBookingClocks(env, new Date(`${inDays(32)}T23:59:59Z`));
    expect(await status(full.id)).toBe("confirmed");
    const at = new Date(`${inDays(43)}T00:00:00Z`);
    await runBookingClocks(env, at);
    expect([await status(full.id), await status(deposit.id)]).toEqual(["completed", "completed"]);
    const row = await env.DB.prepare("SELECT completed_at FROM bookings WHERE id = ?").bind(full.id).first();
    expect(row).toEqual({ completed_at: at.toISOString() });
    expect(
      await count(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'booking_complete' AND title = 'How was your trip?'",
        traveler.id,
      ),
    ).toBe(2);
    expect(await count("SELECT count(*) AS n FROM listing_days WHERE booking_id = ?", full.id)).toBe(3);
  });
});

describe("the host's earnings", () => {
  it("add up deposits and balances received, balances still due, refunds and the trips in each state", async () => {
    const h = await person("approved-host");
    const t = await person("traveler");
    const id = (await publishedListing(h, "tour")).id;
    const book = (n: number) =>
      requestBooking(t, { listing: { type: "tour", id }, start_date: inDays(n), party_size: 1 });
    await book(20);
    const depositPaid = await book(30);
    await act(h, depositPaid.id, "confirm");
    await payInTestMode(t, depositPaid.id);
    const inPerson = await book(40);
    await act(h, inPerson.id, "confirm");
    await payInTestMode(t, inPerson.id);
    expect((await t.fetch(`/api/bookings/${inPerson.id}/balance-received`, { method: "POST" })).status).toBe(403);
    await act(h, inPerson.id, "balance-received");
    const refunded = await book(50);
    await act(h, refunded.id, "confirm");
    await payInTestMode(t, refunded.id);
    await act(t, refunded.id, "cancel", {});
    const awaiting = await book(60);
    await act(h, awaiting.id, "confirm");

    const res = await h.fetch("/api/me/earnings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json<EarningsResponse>()).toEqual({
      deposits_received_cents: 12_000,
      balances_received_cents: 24_000,
      balances_due_cents: 24_000,
      refunded_cents: 6_000,
      requests: 1,
      upcoming: 3,
      completed: 0,
    });
    const theirs = await (await t.fetch("/api/me/earnings")).json<EarningsResponse>();
    expect(theirs).toMatchObject({ deposits_received_cents: 0, requests: 0, upcoming: 0 });
    expect((await (await person("guest")).fetch("/api/me/earnings")).status).toBe(401);
  });
});

describe("the superhost rule, recomputed nightly", () => {
  async function excellentHost() {
    const h = await person("approved-host");
    const reviews = Array.from({ length: 5 }, () =>
      env.DB.prepare(
        "INSERT INTO reviews (id, host_id, rating, body, status) VALUES (?, ?, 5, 'Wonderful days in the mountains with a great guide.', 'verified')",
      ).bind(crypto.randomUUID(), h.hostId),
    );
    await env.DB.batch([
      ...reviews,
      env.DB.prepare(
        "UPDATE hosts SET rating = 4.9, total_reviews = 5, response_time_minutes = 45, response_time_sample_size = 6 WHERE id = ?",
      ).bind(h.hostId),
    ]);
    return h;
  }
  const superhost = async (h: Person) =>
    (
      await env.DB.prepare("SELECT is_superhost FROM hosts WHERE id = ?")
        .bind(h.hostId)
        .first<{ is_superhost: number }>()
    )?.is_superhost;

  it("makes a host with excellent verified reviews and quick answers a superhost, and unmakes one who falls short", async () => {
    const star = await excellentHost();
    const slow = await excellentHost();
    await env.DB.prepare("UPDATE hosts SET response_time_minutes = 300, is_superhost = 1 WHERE id = ?")
      .bind(slow.hostId)
      .run();
    await recomputeSuperhosts(env, new Date());
    expect(await superhost(star)).toBe(1);
    expect(await superhost(slow)).toBe(0);
  });

  it("does not count a host who cancelled a traveler's booking in the last 12 months, and counts them after", async () => {
    const h = await excellentHost();
    const id = (await publishedListing(h, "tour")).id;
    const b = await requestBooking(traveler, { listing: { type: "tour", id }, start_date: inDays(90), party_size: 1 });
    await act(h, b.id, "confirm");
    await payInTestMode(traveler, b.id);
    await act(h, b.id, "cancel", { reason: "I broke my leg." });
    await recomputeSuperhosts(env, new Date());
    expect(await superhost(h)).toBe(0);
    const thirteenMonths = new Date();
    thirteenMonths.setUTCMonth(thirteenMonths.getUTCMonth() + 13);
    await recomputeSuperhosts(env, thirteenMonths);
    expect(await superhost(h)).toBe(1);
  });
});

describe("the local clock hook (/dev/cron)", () => {
  it("runs a cron's jobs as if it were a given moment", async () => {
    const b = await tourOn(500);
    // Share-preview purges need the built index.html, which worker tests do not have; they are not this test's subject.
    await env.DB.prepare("DELETE FROM preview_changes").run();
    const res = await get("/dev/cron", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cron: CRON.housekeeping, at: later(49).toISOString() }),
    });
    expect(res.status).toBe(200);
    expect(await status(b.id)).toBe("expired");
    const bad = await get("/dev/cron", { method: "POST", body: JSON.stringify({ at: "yesterday" }) });
    expect(bad.status).toBe(400);
  });

  it("moves only the bookings it is given, leaving the others' clocks alone", async () => {
    const [mine, theirs] = [await tourOn(510), await tourOn(520)];
    const res = await get("/dev/cron", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cron: CRON.housekeeping, at: later(49).toISOString(), bookings: [mine.id] }),
    });
    expect(res.status).toBe(200);
    expect([await status(mine.id), await status(theirs.id)]).toEqual(["expired", "requested"]);
  });

  it("does not exist where the dev mailbox is off", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/dev/cron`, { method: "POST", body: JSON.stringify({ cron: CRON.housekeeping }) }),
      { ...env, DEV_MAILBOX: "off" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
  });
});
