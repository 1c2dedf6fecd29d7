import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingResponse, CheckoutResponse } from "../../domain/api/bookings";
import { act, count, inDays, payInTestMode, publishedListing, requestBooking, status } from "./booking-fixtures";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/**
 * Availability that cannot be oversold (issue 16 item 6, decision 016): many travelers asking at the same moment for
 * the same seats or days, and two people moving one booking at once. Every request runs concurrently against the real
 * D1, so the holds and the state changes are decided by the batches' own guards, not by the order of the reads.
 */

let host: Person;
beforeAll(async () => {
  host = await person("approved-host");
});

const travelers = (n: number) => Promise.all(Array.from({ length: n }, () => person("traveler")));

async function answers(requests: Promise<Response>[]) {
  const responses = await Promise.all(requests);
  return Promise.all(
    responses.map(async (r) => ({ status: r.status, body: (await r.json()) as BookingResponse & ErrorBody })),
  );
}

describe("a group-tour departure with 10 seats", () => {
  it("sells exactly 10 of 50 seats asked for at once; the other 40 hear departure_full", async () => {
    const tour = await publishedListing(host, "group-tour", {
      departures: [{ start_date: inDays(45), seats_total: 10 }],
    });
    const departure = tour.departures[0];
    if (!departure) throw new Error("no departure");
    const people = await travelers(50);
    const got = await answers(
      people.map((t) =>
        t.fetch("/api/bookings", {
          method: "POST",
          json: { listing: { type: "group-tour", id: tour.id }, departure_id: departure.id, party_size: 1 },
        }),
      ),
    );
    const made = got.filter((a) => a.status === 201);
    expect(made).toHaveLength(10);
    expect(got.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(Array(40).fill("departure_full"));
    expect(made.every((a) => a.body.booking.status === "awaiting_deposit")).toBe(true);
    const seats = await env.DB.prepare("SELECT seats_booked, seats_total FROM group_tour_departures WHERE id = ?")
      .bind(departure.id)
      .first();
    expect(seats).toEqual({ seats_booked: 10, seats_total: 10 });
    expect(await count("SELECT count(*) AS n FROM bookings WHERE departure_id = ?", departure.id)).toBe(10);
  });

  it("sells the last seats to parties that fit and refuses the party that does not, whatever the order", async () => {
    const tour = await publishedListing(host, "group-tour", {
      departures: [{ start_date: inDays(60), seats_total: 7 }],
    });
    const departure = tour.departures[0];
    if (!departure) throw new Error("no departure");
    const people = await travelers(6);
    const got = await answers(
      people.map((t, i) =>
        t.fetch("/api/bookings", {
          method: "POST",
          json: { listing: { type: "group-tour", id: tour.id }, departure_id: departure.id, party_size: i < 3 ? 3 : 2 },
        }),
      ),
    );
    const seatsSold = got.filter((a) => a.status === 201).reduce((n, a) => n + a.body.booking.party_size, 0);
    const row = await env.DB.prepare("SELECT seats_booked FROM group_tour_departures WHERE id = ?")
      .bind(departure.id)
      .first<{ seats_booked: number }>();
    expect(seatsSold).toBe(row?.seats_booked);
    expect(seatsSold).toBeLessThanOrEqual(7);
    expect(seatsSold).toBeGreaterThanOrEqual(6);
  });
});

describe("one rental car", () => {
  it("asked for by 20 travelers at once on overlapping days is held by exactly one, and exactly one trip is confirmed", async () => {
    const car = await publishedListing(host, "rental-car");
    const people = await travelers(20);
    const got = await answers(
      people.map((t, i) =>
        t.fetch("/api/bookings", {
          method: "POST",
          json: {
            listing: { type: "rental-car", id: car.id },
            start_date: inDays(30 + (i % 3)),
            end_date: inDays(34 + (i % 2)),
            party_size: 2,
          },
        }),
      ),
    );
    const made = got.filter((a) => a.status === 201);
    expect(made).toHaveLength(1);
    expect(got.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(
      Array(19).fill("dates_unavailable"),
    );
    const winner = made[0]?.body.booking;
    if (!winner) throw new Error("nobody got the car");
    const traveler = people.find((p) => p.id === winner.traveler.user_id) as Person;
    await act(host, winner.id, "confirm");
    await payInTestMode(traveler, winner.id);
    await payInTestMode(traveler, winner.id, "balance");
    expect(
      await count(
        "SELECT count(*) AS n FROM bookings WHERE listing_id = ? AND status IN ('deposit_paid', 'confirmed')",
        car.id,
      ),
    ).toBe(1);
    expect(await status(winner.id)).toBe("confirmed");
    const days = await count("SELECT count(*) AS n FROM listing_days WHERE listing_id = ?", car.id);
    expect(days).toBe(winner.days);
  });
});

describe("two people moving one booking at once", () => {
  let traveler: Person;
  let tour: string;
  let day = 100;
  beforeAll(async () => {
    traveler = await person("traveler");
    tour = (await publishedListing(host, "tour")).id;
  });
  const request = () => {
    day += 5;
    return requestBooking(traveler, { listing: { type: "tour", id: tour }, start_date: inDays(day), party_size: 1 });
  };
  const audits = (id: string, action: string) =>
    count("SELECT count(*) AS n FROM audit_log WHERE entity_id = ? AND action = ?", id, action);

  it("two confirms: one wins, the other is told booking_changed (409), and one audit row is written", async () => {
    const b = await request();
    const got = await answers([0, 1].map(() => host.fetch(`/api/bookings/${b.id}/confirm`, { method: "POST" })));
    expect(got.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(got.find((a) => a.status === 409)?.body.error).toEqual({
      code: "booking_changed",
      message: "This booking changed in the meantime; reload it to see where it stands",
    });
    expect(await status(b.id)).toBe("awaiting_deposit");
    expect(await audits(b.id, "booking.confirm")).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM notifications WHERE kind = 'booking_confirm' AND data LIKE ?",
        `%${b.id}%`,
      ),
    ).toBe(1);
  });

  it("the traveler cancels while the host declines: exactly one of them happens", async () => {
    const b = await request();
    const got = await answers([
      traveler.fetch(`/api/bookings/${b.id}/cancel`, { method: "POST", json: {} }),
      host.fetch(`/api/bookings/${b.id}/decline`, { method: "POST", json: { reason: "Fully booked that week." } }),
    ]);
    expect(got.map((a) => a.status).sort()).toEqual([200, 409]);
    const now = await status(b.id);
    expect(now === "cancelled" || now === "declined").toBe(true);
    expect((await audits(b.id, "booking.cancel")) + (await audits(b.id, "booking.decline"))).toBe(1);
  });

  it("traveler and host cancel a paid trip at once: one cancellation, one refund", async () => {
    const b = await request();
    await act(host, b.id, "confirm");
    await payInTestMode(traveler, b.id);
    const got = await answers([
      traveler.fetch(`/api/bookings/${b.id}/cancel`, { method: "POST", json: {} }),
      host.fetch(`/api/bookings/${b.id}/cancel`, { method: "POST", json: { reason: "Snow closed the pass." } }),
    ]);
    expect(got.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await audits(b.id, "booking.cancel")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM payments WHERE booking_id = ? AND kind = 'refund'", b.id)).toBe(1);
    const row = await env.DB.prepare("SELECT status, paid_cents, refunded_cents FROM bookings WHERE id = ?")
      .bind(b.id)
      .first();
    expect(row).toEqual({ status: "refunded", paid_cents: 6_000, refunded_cents: 6_000 });
  });

  it("the test payment clicked twice at once takes the deposit once and refunds nothing", async () => {
    const b = await request();
    await act(host, b.id, "confirm");
    const res = await traveler.fetch(`/api/bookings/${b.id}/checkout`, { method: "POST", json: { kind: "deposit" } });
    const { payment } = await res.json<CheckoutResponse>();
    const got = await Promise.all(
      [0, 1].map(() => traveler.fetch(`/api/payments/${payment.id}/test-pay`, { method: "POST" })),
    );
    for (const r of got) expect(r.status).toBeLessThan(500);
    const row = await env.DB.prepare("SELECT status, paid_cents, refunded_cents FROM bookings WHERE id = ?")
      .bind(b.id)
      .first();
    expect(row).toEqual({ status: "deposit_paid", paid_cents: 6_000, refunded_cents: 0 });
    expect(await count("SELECT count(*) AS n FROM payments WHERE booking_id = ? AND kind = 'refund'", b.id)).toBe(0);
    expect(await audits(b.id, "booking.pay_deposit")).toBe(1);
  });
});
