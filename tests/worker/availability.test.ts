import { beforeAll, describe, expect, it } from "vitest";
import type { AvailabilityResponse, ListingCalendarResponse } from "../../domain/api/availability";
import type { QuoteResponse } from "../../domain/api/bookings";
import { addDays } from "../../domain/bookings/pricing";
import { count, inDays, publishedListing, requestBooking } from "./booking-fixtures";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/**
 * Availability (issue 16 item 6): which days of a tour, car or driver can still be requested, the owner's calendar of
 * held and blocked days, and blocking: a blocked day cannot be requested, and only the listing's owner (or an admin)
 * blocks or frees days.
 */

let host: Person;
let otherHost: Person;
let traveler: Person;
let admin: Person;
let guest: Person;
let car: string;
let groupTour: string;

beforeAll(async () => {
  [host, otherHost, traveler, admin, guest] = await Promise.all([
    person("approved-host"),
    person("approved-host"),
    person("traveler"),
    person("admin"),
    person("guest"),
  ]);
  [car, groupTour] = await Promise.all([
    publishedListing(host, "rental-car").then((l) => l.id),
    publishedListing(host, "group-tour").then((l) => l.id),
  ]);
});

const range = (from: number, to: number) => `from=${inDays(from)}&to=${inDays(to)}`;
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => inDays(from + i));

const block = (who: Person, from: number, to: number, blocked = true, id = car) =>
  who.fetch(`/api/me/listings/rental-car/${id}/blocked-dates`, {
    method: "PUT",
    json: { from: inDays(from), to: inDays(to), blocked },
  });

async function unavailable(from: number, to: number, id = car): Promise<string[]> {
  const res = await guest.fetch(`/api/listings/rental-car/${id}/availability?${range(from, to)}`);
  expect(res.status).toBe(200);
  return (await res.json<AvailabilityResponse>()).unavailable;
}

const carRequest = (from: number, to: number) => ({
  listing: { type: "rental-car" as const, id: car },
  start_date: inDays(from),
  end_date: inDays(to),
  party_size: 2,
});

describe("a listing's availability", () => {
  it("is public: the days held by a booking, ascending", async () => {
    expect(await unavailable(10, 20)).toEqual([]);
    await requestBooking(traveler, carRequest(12, 14));
    expect(await unavailable(10, 20)).toEqual(days(12, 14));
    expect(await unavailable(13, 13)).toEqual([inDays(13)]);
  });

  it("has no days for a group tour (its departures carry seats)", async () => {
    const res = await guest.fetch(`/api/listings/group-tour/${groupTour}/availability?${range(1, 30)}`);
    expect(await res.json()).toEqual({ unavailable: [] });
  });

  it("is 404 for a listing nobody may book, and 400 for a range backwards or longer than 366 days", async () => {
    expect(
      (await guest.fetch(`/api/listings/rental-car/${crypto.randomUUID()}/availability?${range(1, 2)}`)).status,
    ).toBe(404);
    const backwards = await guest.fetch(`/api/listings/rental-car/${car}/availability?${range(5, 4)}`);
    expect(backwards.status).toBe(400);
    expect((await backwards.json<ErrorBody>()).error.message).toBe("to: must not be before from");
    const long = await guest.fetch(`/api/listings/rental-car/${car}/availability?${range(1, 367)}`);
    expect(long.status).toBe(400);
    expect((await long.json<ErrorBody>()).error.message).toBe("to: can be at most 366 days after from");
    expect((await guest.fetch(`/api/listings/rental-car/${car}/availability?from=tomorrow&to=later`)).status).toBe(400);
  });
});

describe("blocking dates", () => {
  it("by the owner makes the days unavailable: a request over them is refused and the quote says so", async () => {
    const res = await block(host, 40, 42);
    expect(res.status).toBe(200);
    expect(await res.json<ListingCalendarResponse>()).toEqual({ blocked: days(40, 42), held: [] });
    expect(await unavailable(38, 44)).toEqual(days(40, 42));

    const refused = await traveler.fetch("/api/bookings", { method: "POST", json: carRequest(42, 45) });
    expect(refused.status).toBe(409);
    expect((await refused.json<ErrorBody>()).error).toEqual({
      code: "dates_unavailable",
      message: "Those dates are not available any more; please choose other dates",
    });
    const quote = await guest.fetch("/api/bookings/quote", { method: "POST", json: carRequest(41, 41) });
    expect((await quote.json<QuoteResponse>()).available).toBe(false);
    expect(
      await count("SELECT count(*) AS n FROM bookings WHERE listing_id = ? AND start_date = ?", car, inDays(42)),
    ).toBe(0);
  });

  it("freed by the owner can be booked again; a day held by a booking stays held when blocked or freed", async () => {
    await block(host, 50, 52);
    const freed = await block(host, 50, 52, false);
    expect(await freed.json<ListingCalendarResponse>()).toEqual({ blocked: [], held: [] });
    const b = await requestBooking(traveler, carRequest(50, 51));
    await block(host, 49, 53);
    await block(host, 49, 53, false);
    const calendar = await host.fetch(`/api/me/listings/rental-car/${car}/calendar?${range(48, 54)}`);
    expect(await calendar.json<ListingCalendarResponse>()).toEqual({
      blocked: [],
      held: [
        { day: inDays(50), booking_id: b.id },
        { day: inDays(51), booking_id: b.id },
      ],
    });
  });

  it("is the owner's or an admin's: another host and a traveler see no such listing (404), a guest is 401", async () => {
    for (const who of [otherHost, traveler]) {
      const res = await block(who, 60, 61);
      expect(res.status).toBe(404);
      expect((await res.json<ErrorBody>()).error.message).toBe("There is no such listing of yours");
      expect((await who.fetch(`/api/me/listings/rental-car/${car}/calendar?${range(60, 61)}`)).status).toBe(404);
    }
    expect((await block(guest, 60, 61)).status).toBe(401);
    expect(await unavailable(60, 61)).toEqual([]);
    expect((await block(admin, 62, 62)).status).toBe(200);
    expect(await unavailable(60, 62)).toEqual([inDays(62)]);
    expect((await admin.fetch(`/api/me/listings/rental-car/${car}/calendar?${range(60, 62)}`)).status).toBe(200);
  });

  it("is refused for a group tour (400) and for a bad range (400)", async () => {
    const res = await host.fetch(`/api/me/listings/group-tour/${groupTour}/blocked-dates`, {
      method: "PUT",
      json: { from: inDays(10), to: inDays(11), blocked: true },
    });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toBe(
      "Group tours are booked by departure; their dates cannot be blocked",
    );
    const backwards = await block(host, 70, 69);
    expect(backwards.status).toBe(400);
    const noFlag = await host.fetch(`/api/me/listings/rental-car/${car}/blocked-dates`, {
      method: "PUT",
      json: { from: inDays(70), to: inDays(71) },
    });
    expect(noFlag.status).toBe(400);
    expect(await unavailable(69, 71)).toEqual([]);
  });

  it("a whole year at once, in one request", async () => {
    const from = 400;
    const res = await host.fetch(`/api/me/listings/rental-car/${car}/blocked-dates`, {
      method: "PUT",
      json: { from: inDays(from), to: addDays(inDays(from), 365), blocked: true },
    });
    expect(res.status).toBe(200);
    expect((await res.json<ListingCalendarResponse>()).blocked).toHaveLength(366);
  });
});
