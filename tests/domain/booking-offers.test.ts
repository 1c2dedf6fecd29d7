import { describe, expect, it } from "vitest";
import { offerDates, offerMessage, offerOpen } from "../../domain/bookings/offers";
import { addDays, type PriceSource } from "../../domain/bookings/pricing";

const TODAY = "2027-05-01";
const tour: PriceSource = { kind: "tour", number_of_days: 4, prices: [30_000, null, null, null] };
const car: PriceSource = { kind: "rental_car", price_per_day: 8_000, seats: 5 };
const groupTour = (start_date: string, end_date: string | null = null): PriceSource => ({
  kind: "group_tour",
  number_of_days: 5,
  price_per_person: 40_000,
  departure: { start_date, end_date, seats_left: 4 },
});

describe("an offer's dates", () => {
  it("are a tour's first day and, unless the host says otherwise, the last day of its length", () => {
    expect(offerDates(tour, { start_date: "2027-06-01" }, TODAY)).toEqual({
      ok: true,
      value: { start_date: "2027-06-01", end_date: "2027-06-04" },
    });
    expect(offerDates(tour, { start_date: "2027-06-01", end_date: "2027-06-02" }, TODAY)).toEqual({
      ok: true,
      value: { start_date: "2027-06-01", end_date: "2027-06-02" },
    });
  });

  it("are one day for a car without a last day, or the range given", () => {
    expect(offerDates(car, { start_date: "2027-06-01" }, TODAY)).toEqual({
      ok: true,
      value: { start_date: "2027-06-01", end_date: "2027-06-01" },
    });
    expect(offerDates(car, { start_date: "2027-06-01", end_date: "2027-06-09" }, TODAY)).toEqual({
      ok: true,
      value: { start_date: "2027-06-01", end_date: "2027-06-09" },
    });
  });

  it("are a group tour's departure, whatever dates are sent", () => {
    expect(offerDates(groupTour("2027-07-01"), { start_date: "2027-06-01" }, TODAY)).toEqual({
      ok: true,
      value: { start_date: "2027-07-01", end_date: "2027-07-05" },
    });
    expect(
      offerDates({ kind: "group_tour", number_of_days: 5, price_per_person: 1, departure: null }, {}, TODAY),
    ).toEqual({ ok: false, refusal: "departure_required" });
    expect(offerDates(groupTour(TODAY), {}, TODAY)).toEqual({ ok: false, refusal: "departure_past" });
  });

  it("are refused without a first day, backwards, from today or earlier, beyond 730 days, or over 60 days", () => {
    expect(offerDates(car, {}, TODAY)).toEqual({ ok: false, refusal: "dates_required" });
    expect(offerDates(car, { start_date: "2027-06-05", end_date: "2027-06-04" }, TODAY)).toEqual({
      ok: false,
      refusal: "end_before_start",
    });
    expect(offerDates(car, { start_date: TODAY }, TODAY)).toEqual({ ok: false, refusal: "too_soon" });
    expect(offerDates(car, { start_date: addDays(TODAY, 730) }, TODAY).ok).toBe(true);
    expect(offerDates(car, { start_date: addDays(TODAY, 731) }, TODAY)).toEqual({
      ok: false,
      refusal: "too_far_ahead",
    });
    expect(offerDates(car, { start_date: "2027-06-01", end_date: "2027-07-30" }, TODAY).ok).toBe(true);
    expect(offerDates(car, { start_date: "2027-06-01", end_date: "2027-07-31" }, TODAY)).toEqual({
      ok: false,
      refusal: "range_too_long",
    });
  });
});

describe("an offer", () => {
  it("can be accepted while it is open and before its expiry, not at it", () => {
    const offer = { status: "open", expires_at: "2027-05-01T12:00:00.000Z" };
    expect(offerOpen(offer, new Date("2027-05-01T11:59:59.999Z"))).toBe(true);
    expect(offerOpen(offer, new Date("2027-05-01T12:00:00.000Z"))).toBe(false);
    for (const status of ["accepted", "declined", "withdrawn", "expired"])
      expect(offerOpen({ ...offer, status }, new Date("2027-05-01T00:00:00Z"))).toBe(false);
  });

  it("is posted in the thread as one line: listing, dates, people and the total in euros", () => {
    expect(
      offerMessage(
        { listing_title: "Horse trek to the Kolsai lakes", total_cents: 64_000 },
        "Jun 01, 2027 - Jun 04, 2027",
        2,
      ),
    ).toBe("Custom offer: Horse trek to the Kolsai lakes, Jun 01, 2027 - Jun 04, 2027, 2 people, €640 in total");
    expect(offerMessage({ listing_title: "Song-Kol", total_cents: 100 }, "Jul 01, 2027", 1)).toBe(
      "Custom offer: Song-Kol, Jul 01, 2027, 1 person, €1 in total",
    );
  });
});
