import { beforeAll, describe, expect, it } from "vitest";
import type { BookingResponse, BookingsResponse, CheckoutResponse, QuoteResponse } from "../../domain/api/bookings";
import { act, inDays, payInTestMode, publishedListing, requestBooking } from "./booking-fixtures";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/**
 * The booking API route by route (issue 16): what each answers a guest, the wrong person and bad input, and the
 * lists of /my-bookings. The full walk of a request is tests/worker/bookings.test.ts.
 */

let host: Person;
let traveler: Person;
let otherTraveler: Person;
let otherHost: Person;
let admin: Person;
let guest: Person;
let tour: string;
let car: string;
let driver: string;
let groupTour: { id: string; departures: { id: string; start_date: string }[] };
let day = 20;

beforeAll(async () => {
  [host, traveler, otherTraveler, otherHost, admin, guest] = await Promise.all([
    person("approved-host"),
    person("traveler"),
    person("traveler"),
    person("approved-host"),
    person("admin"),
    person("guest"),
  ]);
  [tour, car, driver, groupTour] = await Promise.all([
    publishedListing(host, "tour").then((l) => l.id),
    publishedListing(host, "rental-car", { deposit_percent: 50, cancellation_policy: "flexible" }).then((l) => l.id),
    publishedListing(host, "driver").then((l) => l.id),
    publishedListing(host, "group-tour", { departures: [{ start_date: inDays(70), seats_total: 4 }] }),
  ]);
});

const nextTour = (party = 1) => {
  day += 4;
  return requestBooking(traveler, { listing: { type: "tour", id: tour }, start_date: inDays(day), party_size: party });
};
const errorOf = async (res: Response) => (await res.json<ErrorBody>()).error;
const post = (who: Person, path: string, json?: unknown) =>
  who.fetch(path, { method: "POST", ...(json === undefined ? {} : { json }) });

describe("POST /api/bookings/quote", () => {
  it("prices a car per day with the listing's deposit and policy, in the currency asked for", async () => {
    const res = await post(guest, "/api/bookings/quote", {
      listing: { type: "rental-car", id: car },
      start_date: inDays(10),
      end_date: inDays(13),
      party_size: 2,
      currency: "CAD",
    });
    expect(res.status).toBe(200);
    expect(await res.json<QuoteResponse>()).toMatchObject({
      quote: { days: 4, unit: "day", total_cents: 32_000, deposit_percent: 50, deposit_cents: 16_000 },
      cancellation_policy: "flexible",
      available: true,
      display_currency: "CAD",
      display_rate: 1.45,
    });
  });

  it("prices a driver per day and a group tour per person on its departure", async () => {
    const d = await post(guest, "/api/bookings/quote", {
      listing: { type: "driver", id: driver },
      start_date: inDays(10),
      end_date: inDays(11),
      party_size: 3,
    });
    expect((await d.json<QuoteResponse>()).quote).toMatchObject({ days: 2, total_cents: 18_000 });
    const departure = groupTour.departures[0];
    const g = await post(guest, "/api/bookings/quote", {
      listing: { type: "group-tour", id: groupTour.id },
      departure_id: departure?.id,
      party_size: 3,
    });
    expect((await g.json<QuoteResponse>()).quote).toMatchObject({
      start_date: departure?.start_date,
      total_cents: 120_000,
      deposit_cents: 24_000,
    });
  });

  it("refuses bad input with 400 naming the field, and a listing nobody can book with 404", async () => {
    const cases: [unknown, string][] = [
      [{ start_date: inDays(10), party_size: 1 }, "listing: is required"],
      [
        { listing: { type: "boat", id: tour }, start_date: inDays(10), party_size: 1 },
        "listing.type: must be tour, group-tour, rental-car or driver",
      ],
      [
        { listing: { type: "tour", id: tour }, start_date: inDays(10), party_size: 0 },
        "party_size: must be at least 1",
      ],
      [
        { listing: { type: "tour", id: tour }, start_date: inDays(10), party_size: 1, currency: "XYZ" },
        "currency: must be one of EUR, USD, GBP, CAD",
      ],
      [
        { listing: { type: "tour", id: tour }, start_date: "2027-02-30", party_size: 1 },
        "start_date: must be a real date",
      ],
      [{ listing: { type: "tour", id: tour }, party_size: 1, price: 1 }, 'Unrecognized key: "price"'],
    ];
    for (const [json, message] of cases) {
      const res = await post(guest, "/api/bookings/quote", json);
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
    const unknown = await post(guest, "/api/bookings/quote", {
      listing: { type: "tour", id: crypto.randomUUID() },
      start_date: inDays(10),
      party_size: 1,
    });
    expect(unknown.status).toBe(404);
    const wrongKind = await post(guest, "/api/bookings/quote", {
      listing: { type: "driver", id: tour },
      start_date: inDays(10),
      end_date: inDays(10),
      party_size: 1,
    });
    expect(wrongKind.status).toBe(404);
  });
});

describe("POST /api/bookings", () => {
  it("is refused to a guest (401), someone without a profile (403 complete_profile) and a host (403 travelers_only)", async () => {
    const body = { listing: { type: "tour", id: tour }, start_date: inDays(500), party_size: 1 };
    expect((await post(guest, "/api/bookings", body)).status).toBe(401);
    const noProfile = await post(await person("no-profile"), "/api/bookings", body);
    expect(noProfile.status).toBe(403);
    expect((await errorOf(noProfile)).code).toBe("complete_profile");
    const byHost = await post(otherHost, "/api/bookings", body);
    expect(byHost.status).toBe(403);
    expect(await errorOf(byHost)).toEqual({
      code: "travelers_only",
      message: "Only travelers can book trips. Sign in with a traveler account to book.",
    });
  });

  it("refuses what cannot be booked with the rule's words: past days, missing dates or departure, too many people", async () => {
    const cases: [unknown, number, string][] = [
      [{ listing: { type: "tour", id: tour }, start_date: inDays(0), party_size: 1 }, 400, "too_soon"],
      [{ listing: { type: "rental-car", id: car }, start_date: inDays(10), party_size: 1 }, 400, "dates_required"],
      [
        { listing: { type: "rental-car", id: car }, start_date: inDays(10), end_date: inDays(10), party_size: 6 },
        400,
        "too_many_people",
      ],
      [{ listing: { type: "group-tour", id: groupTour.id }, party_size: 1 }, 400, "departure_required"],
      [
        { listing: { type: "group-tour", id: groupTour.id }, departure_id: crypto.randomUUID(), party_size: 1 },
        400,
        "departure_required",
      ],
      [
        { listing: { type: "group-tour", id: groupTour.id }, departure_id: groupTour.departures[0]?.id, party_size: 5 },
        409,
        "departure_full",
      ],
      [{ listing: { type: "tour", id: tour }, start_date: inDays(10), party_size: 4 }, 400, "group_size_not_offered"],
    ];
    for (const [json, status, code] of cases) {
      const res = await post(traveler, "/api/bookings", json);
      expect(res.status, code).toBe(status);
      expect((await errorOf(res)).code).toBe(code);
    }
  });

  it("keeps the currency and rate the traveler booked in, and answers 201 with what they may do", async () => {
    const res = await post(traveler, "/api/bookings", {
      listing: { type: "driver", id: driver },
      start_date: inDays(15),
      end_date: inDays(16),
      party_size: 2,
      currency: "USD",
      pickup_place: "Almaty airport",
      note: "  Two big backpacks.  ",
    });
    expect(res.status).toBe(201);
    const { booking, test_mode } = await res.json<BookingResponse>();
    expect(test_mode).toBe(true);
    expect(booking).toMatchObject({
      status: "requested",
      display_currency: "USD",
      display_rate: 1.1,
      pickup_place: "Almaty airport",
      note: "Two big backpacks.",
      cancellation_policy: "moderate",
      listing: { kind: "driver", type: "driver", title: "Driver for the Charyn canyon" },
      can: { cancel: true, confirm: false, pay_deposit: false },
      cancellation: { refund_cents: 0 },
    });
    expect(Date.parse(booking.respond_by ?? "") - Date.now()).toBeGreaterThan(47 * 3_600_000);
  });
});

describe("one booking and its actions", () => {
  it("GET is its traveler's, its host's and admins'; 404 to anyone else, 401 to a guest", async () => {
    const b = await nextTour();
    const side = async (who: Person) => {
      const res = await who.fetch(`/api/bookings/${b.id}`);
      return res.status === 200 ? (await res.json<BookingResponse>()).booking.my_side : res.status;
    };
    expect(await side(traveler)).toBe("traveler");
    expect(await side(host)).toBe("host");
    expect(await side(admin)).toBe("admin");
    expect(await side(otherTraveler)).toBe(404);
    expect(await side(otherHost)).toBe(404);
    expect(await side(guest)).toBe(401);
  });

  it("confirm and decline are the host's: 403 for the traveler, 404 for others, a decline needs its reason", async () => {
    const b = await nextTour();
    for (const action of ["confirm", "decline"]) {
      const res = await post(
        traveler,
        `/api/bookings/${b.id}/${action}`,
        action === "decline" ? { reason: "No" } : undefined,
      );
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe("Only the host can answer a booking request");
      expect((await post(otherHost, `/api/bookings/${b.id}/${action}`, { reason: "No" })).status).toBe(404);
      expect((await post(admin, `/api/bookings/${b.id}/${action}`, { reason: "No" })).status).toBe(403);
    }
    expect((await post(host, `/api/bookings/${b.id}/decline`, {})).status).toBe(400);
    expect((await post(host, `/api/bookings/${b.id}/decline`, { reason: "   " })).status).toBe(400);
    await act(host, b.id, "confirm");
    const twice = await post(host, `/api/bookings/${b.id}/confirm`);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toEqual({
      code: "not_allowed_now",
      message: "This booking is awaiting deposit: it cannot be confirmed now",
    });
  });

  it("cancel: the host declines a request rather than cancel it (403); the traveler cancels once", async () => {
    const b = await nextTour();
    const byHost = await post(host, `/api/bookings/${b.id}/cancel`, {});
    expect(byHost.status).toBe(403);
    expect((await errorOf(byHost)).message).toBe(
      "A request that has not been answered yet is declined by the host, not cancelled",
    );
    expect((await post(otherTraveler, `/api/bookings/${b.id}/cancel`, {})).status).toBe(404);
    expect((await post(traveler, `/api/bookings/${b.id}/cancel`, { reason: "x".repeat(1001) })).status).toBe(400);
    expect((await act(traveler, b.id, "cancel", { reason: "Plans changed" })).booking).toMatchObject({
      status: "cancelled",
      cancelled_side: "traveler",
      cancel_reason: "Plans changed",
    });
    expect((await post(traveler, `/api/bookings/${b.id}/cancel`, {})).status).toBe(409);
  });

  it("shows what cancelling now would refund, before anything is done", async () => {
    const b = await nextTour();
    await act(host, b.id, "confirm");
    const paid = await payInTestMode(traveler, b.id);
    const mine = await (await traveler.fetch(`/api/bookings/${paid.id}`)).json<BookingResponse>();
    expect(mine.booking.cancellation).toMatchObject({ refund_cents: 6_000, percent: 100 });
    const theirs = await (await host.fetch(`/api/bookings/${paid.id}`)).json<BookingResponse>();
    expect(theirs.booking.cancellation).toEqual({ refund_cents: 6_000, percent: 100, until: null });
    const admins = await (await admin.fetch(`/api/bookings/${paid.id}`)).json<BookingResponse>();
    expect(admins.booking.cancellation).toBeNull();
  });

  it("balance received is the host's, once the deposit is in", async () => {
    const b = await nextTour();
    await act(host, b.id, "confirm");
    const early = await post(host, `/api/bookings/${b.id}/balance-received`);
    expect(early.status).toBe(409);
    await payInTestMode(traveler, b.id);
    const byTraveler = await post(traveler, `/api/bookings/${b.id}/balance-received`);
    expect(byTraveler.status).toBe(403);
    expect((await errorOf(byTraveler)).message).toBe("Only the host can record the balance as received");
    expect((await post(otherHost, `/api/bookings/${b.id}/balance-received`)).status).toBe(404);
    expect((await act(host, b.id, "balance-received")).booking).toMatchObject({
      status: "confirmed",
      balance_method: "in_person",
    });
  });
});

describe("checkout and the test payment", () => {
  it("are the traveler's: the host is refused (403), anyone else does not see the booking (404)", async () => {
    const b = await nextTour();
    await act(host, b.id, "confirm");
    const byHost = await post(host, `/api/bookings/${b.id}/checkout`, { kind: "deposit" });
    expect(byHost.status).toBe(403);
    expect((await errorOf(byHost)).message).toBe("Only the traveler of this booking pays for it");
    expect((await post(otherTraveler, `/api/bookings/${b.id}/checkout`, { kind: "deposit" })).status).toBe(404);
    expect((await post(traveler, `/api/bookings/${b.id}/checkout`, { kind: "all" })).status).toBe(400);
    const res = await post(traveler, `/api/bookings/${b.id}/checkout`, { kind: "deposit" });
    const { payment, test_mode } = await res.json<CheckoutResponse>();
    expect(test_mode).toBe(true);
    expect(payment).toMatchObject({ kind: "deposit", amount_cents: 6_000 });
    expect(payment.url).toContain(`/checkout-deposit?booking=${b.id}`);
    const again = await (
      await post(traveler, `/api/bookings/${b.id}/checkout`, { kind: "deposit" })
    ).json<CheckoutResponse>();
    expect(again.payment.id).toBe(payment.id);
    expect((await post(otherTraveler, `/api/payments/${payment.id}/test-pay`)).status).toBe(404);
    expect((await post(host, `/api/payments/${payment.id}/test-pay`)).status).toBe(404);
    expect((await post(traveler, `/api/payments/${payment.id}/test-pay`)).status).toBe(200);
    const twice = await post(traveler, `/api/payments/${payment.id}/test-pay`);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe("payment_not_open");
  });

  it("are refused while there is nothing to pay: a request not confirmed, the balance before the deposit", async () => {
    const b = await nextTour();
    const unconfirmed = await post(traveler, `/api/bookings/${b.id}/checkout`, { kind: "deposit" });
    expect(unconfirmed.status).toBe(409);
    expect(await errorOf(unconfirmed)).toEqual({
      code: "not_payable",
      message: "There is nothing to pay on this booking now",
    });
    await act(host, b.id, "confirm");
    expect((await post(traveler, `/api/bookings/${b.id}/checkout`, { kind: "balance" })).status).toBe(409);
  });
});

describe("GET /api/bookings", () => {
  it("lists the traveler's upcoming and cancelled trips, the host's requests and month, each only their own", async () => {
    const t = await person("traveler");
    const upcoming = await requestBooking(t, {
      listing: { type: "tour", id: tour },
      start_date: inDays(600),
      party_size: 1,
    });
    const cancelled = await requestBooking(t, {
      listing: { type: "tour", id: tour },
      start_date: inDays(610),
      party_size: 1,
    });
    await act(t, cancelled.id, "cancel", {});
    const ids = async (who: Person, query: string) => {
      const res = await who.fetch(`/api/bookings?${query}`);
      expect(res.status).toBe(200);
      return (await res.json<BookingsResponse>()).bookings.map((b) => b.id);
    };
    expect(await ids(t, "view=upcoming")).toEqual([upcoming.id]);
    expect(await ids(t, "view=cancelled")).toEqual([cancelled.id]);
    expect(await ids(t, "view=past")).toEqual([]);
    expect(await ids(t, "role=host")).toEqual([]);
    expect(await ids(host, "role=host&view=requests")).toContain(upcoming.id);
    expect(await ids(host, `role=host&month=${inDays(600).slice(0, 7)}`)).toContain(upcoming.id);
    expect(await ids(host, `role=host&month=${inDays(600).slice(0, 7)}`)).not.toContain(cancelled.id);
    expect(await ids(otherTraveler, "view=all")).not.toContain(upcoming.id);
    expect((await t.fetch("/api/bookings?view=soon")).status).toBe(400);
    expect((await t.fetch("/api/bookings?month=2027-13")).status).toBe(400);
    expect((await guest.fetch("/api/bookings")).status).toBe(401);
  });

  it("pages by cursor without repeating or skipping a booking", async () => {
    const t = await person("traveler");
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (
          await requestBooking(t, {
            listing: { type: "tour", id: tour },
            start_date: inDays(650 + i * 4),
            party_size: 1,
          })
        ).id,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: BookingsResponse = await (
        await t.fetch(`/api/bookings?view=upcoming&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)
      ).json<BookingsResponse>();
      seen.push(...page.bookings.map((b) => b.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(made);
    expect((await t.fetch("/api/bookings?cursor=not-a-cursor")).status).toBe(400);
  });
});
