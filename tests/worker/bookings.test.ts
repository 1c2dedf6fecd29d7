import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingsResponse, QuoteResponse } from "../../domain/api/bookings";
import { runBookingClocks } from "../../worker/cron/bookings";
import { act, count, inDays, payInTestMode, publishedListing, requestBooking, status } from "./booking-fixtures";
import { type Person, person } from "./people";

let host: Person;
let traveler: Person;
let other: Person;
let tour: string;

beforeAll(async () => {
  [host, traveler, other] = await Promise.all([person("approved-host"), person("traveler"), person("traveler")]);
  tour = (await publishedListing(host, "tour")).id;
});

const tourRequest = (start: string, party = 2) => ({
  listing: { type: "tour" as const, id: tour },
  start_date: start,
  party_size: party,
  pickup_place: "Hotel Kazakhstan, Almaty",
  note: "We would love to see eagles.",
});

describe("the price of a request", () => {
  it("is the per-person price of the group size times the people, with a 20% deposit, for anyone", async () => {
    const guest = await person("guest");
    const res = await guest.fetch("/api/bookings/quote", {
      method: "POST",
      json: { listing: { type: "tour", id: tour }, start_date: inDays(30), party_size: 2, currency: "USD" },
    });
    expect(res.status).toBe(200);
    const body = await res.json<QuoteResponse>();
    expect(body.quote).toMatchObject({
      start_date: inDays(30),
      end_date: inDays(32),
      total_cents: 50_000,
      deposit_percent: 20,
      deposit_cents: 10_000,
      balance_cents: 40_000,
      balance_due_date: inDays(23),
    });
    expect(body).toMatchObject({
      cancellation_policy: "moderate",
      available: true,
      display_currency: "USD",
      display_rate: 1.1,
    });
  });

  it("refuses a group size the host does not offer (400 naming it)", async () => {
    const res = await traveler.fetch("/api/bookings/quote", {
      method: "POST",
      json: { listing: { type: "tour", id: tour }, start_date: inDays(30), party_size: 4 },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "group_size_not_offered", message: "The host does not offer this tour for that many people" },
    });
  });
});

describe("a request to book a tour", () => {
  it("waits for the host, who confirms; the deposit paid in test mode makes it deposit_paid and tells both", async () => {
    const made = await requestBooking(traveler, tourRequest(inDays(60)));
    expect(made).toMatchObject({
      status: "requested",
      total_cents: 50_000,
      deposit_cents: 10_000,
      my_side: "traveler",
    });
    expect(made.can).toMatchObject({ cancel: true, confirm: false, pay_deposit: false });
    const inbox = await host.fetch("/api/bookings?role=host&view=requests");
    expect((await inbox.json<BookingsResponse>()).bookings.map((b) => b.id)).toContain(made.id);

    const confirmed = await act(host, made.id, "confirm");
    expect(confirmed.booking.status).toBe("awaiting_deposit");
    expect(confirmed.booking.deposit_due_at).not.toBeNull();

    const paid = await payInTestMode(traveler, made.id);
    expect(paid).toMatchObject({ status: "deposit_paid", paid_cents: 10_000 });
    expect(
      await count(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'booking_pay_deposit'",
        host.id,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM email_outbox WHERE \"to\" = ? AND subject = 'Deposit received'",
        host.email,
      ),
    ).toBe(1);
  });

  it("is another traveler's business only to its two people: 404 to anyone else, 403 for the traveler confirming", async () => {
    const made = await requestBooking(traveler, tourRequest(inDays(90)));
    expect((await other.fetch(`/api/bookings/${made.id}`)).status).toBe(404);
    await act(other, made.id, "confirm", undefined, 404);
    await act(traveler, made.id, "confirm", undefined, 403);
  });

  it("holds its days: a second request overlapping them is refused with 409 dates_unavailable", async () => {
    await requestBooking(traveler, tourRequest(inDays(120)));
    const res = await other.fetch("/api/bookings", { method: "POST", json: tourRequest(inDays(121)) });
    expect(res.status).toBe(409);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("dates_unavailable");
  });

  it("declined with a reason releases its days and tells the traveler why", async () => {
    const made = await requestBooking(traveler, tourRequest(inDays(150)));
    const declined = await act(host, made.id, "decline", { reason: "I am guiding in Mongolia that week." });
    expect(declined.booking).toMatchObject({
      status: "declined",
      decline_reason: "I am guiding in Mongolia that week.",
    });
    expect(await count("SELECT count(*) AS n FROM listing_days WHERE booking_id = ?", made.id)).toBe(0);
    await requestBooking(other, tourRequest(inDays(150)));
  });

  it("cannot be requested by a host (403 travelers_only)", async () => {
    const res = await host.fetch("/api/bookings", { method: "POST", json: tourRequest(inDays(200)) });
    expect(res.status).toBe(403);
  });
});

describe("the clocks", () => {
  it("expire an unanswered request after 48 hours, an unpaid deposit after 24, and complete a trip the day after it ends", async () => {
    const unanswered = await requestBooking(traveler, tourRequest(inDays(300)));
    const unpaid = await requestBooking(traveler, tourRequest(inDays(310)));
    await act(host, unpaid.id, "confirm");
    const trip = await requestBooking(traveler, tourRequest(inDays(320)));
    await act(host, trip.id, "confirm");
    await payInTestMode(traveler, trip.id);

    await runBookingClocks(env, new Date(Date.now() + 23 * 3_600_000));
    expect([await status(unanswered.id), await status(unpaid.id)]).toEqual(["requested", "awaiting_deposit"]);
    await runBookingClocks(env, new Date(Date.now() + 25 * 3_600_000));
    expect(await status(unpaid.id)).toBe("expired");
    expect(await count("SELECT count(*) AS n FROM listing_days WHERE booking_id = ?", unpaid.id)).toBe(0);
    await runBookingClocks(env, new Date(Date.now() + 49 * 3_600_000));
    expect(await status(unanswered.id)).toBe("expired");

    await runBookingClocks(env, new Date(`${inDays(322)}T12:00:00Z`));
    expect(await status(trip.id)).toBe("deposit_paid");
    await runBookingClocks(env, new Date(`${inDays(323)}T00:00:00Z`));
    expect(await status(trip.id)).toBe("completed");
  });
});
