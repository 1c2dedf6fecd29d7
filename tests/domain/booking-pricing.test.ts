import { describe, expect, it } from "vitest";
import { completesAt, depositDueAt, respondBy } from "../../domain/bookings/deadlines";
import {
  addDays,
  balanceDueDate,
  daysBetween,
  depositOf,
  type PriceSource,
  QUOTE_REFUSAL_TEXT,
  quote,
  tripDays,
} from "../../domain/bookings/pricing";

const TODAY = "2027-05-01";

const tour: PriceSource = { kind: "tour", number_of_days: 3, prices: [30_000, 25_000, 22_000, null] };
const groupTour = (seats_left = 10, start_date = "2027-06-10", end_date: string | null = null): PriceSource => ({
  kind: "group_tour",
  number_of_days: 5,
  price_per_person: 40_000,
  departure: { start_date, end_date, seats_left },
});
const car: PriceSource = { kind: "rental_car", price_per_day: 8_000, seats: 5 };
const driver: PriceSource = { kind: "driver", price_per_day: 9_000, seats: null };

const value = <T>(o: { ok: true; value: T } | { ok: false; refusal: unknown }): T => {
  if (!o.ok) throw new Error(`refused: ${JSON.stringify(o.refusal)}`);
  return o.value;
};

describe("the price of a tour", () => {
  it("is the per-person price of the party's group size times the people, over the tour's days", () => {
    const cases: [number, number, number][] = [
      [1, 30_000, 30_000],
      [2, 25_000, 50_000],
      [3, 22_000, 66_000],
    ];
    for (const [party, unit, total] of cases) {
      const q = value(quote(tour, { start_date: "2027-06-01", party_size: party }, 20, TODAY));
      expect(q).toMatchObject({
        start_date: "2027-06-01",
        end_date: "2027-06-03",
        days: 3,
        unit: "person",
        unit_cents: unit,
        units: party,
        total_cents: total,
      });
    }
  });

  it("is refused for a group size the host does not price, and for more than four", () => {
    expect(quote(tour, { start_date: "2027-06-01", party_size: 4 }, 20, TODAY)).toEqual({
      ok: false,
      refusal: "group_size_not_offered",
    });
    expect(quote(tour, { start_date: "2027-06-01", party_size: 5 }, 20, TODAY)).toEqual({
      ok: false,
      refusal: "group_size_not_offered",
    });
  });

  it("needs a first day", () => {
    expect(quote(tour, { party_size: 2 }, 20, TODAY)).toEqual({ ok: false, refusal: "dates_required" });
  });
});

describe("the price of a group tour", () => {
  it("is the price per person times the people, on the departure's dates", () => {
    const q = value(quote(groupTour(), { party_size: 3 }, 25, TODAY));
    expect(q).toMatchObject({
      start_date: "2027-06-10",
      end_date: "2027-06-14",
      days: 5,
      unit: "person",
      unit_cents: 40_000,
      units: 3,
      total_cents: 120_000,
      deposit_percent: 25,
      deposit_cents: 30_000,
      balance_cents: 90_000,
    });
  });

  it("ends on the departure's own last day when it has one", () => {
    expect(value(quote(groupTour(10, "2027-06-10", "2027-06-12"), { party_size: 1 }, 20, TODAY)).end_date).toBe(
      "2027-06-12",
    );
  });

  it("takes the last seats exactly, and refuses one more than are left", () => {
    expect(quote(groupTour(3), { party_size: 3 }, 20, TODAY).ok).toBe(true);
    expect(quote(groupTour(3), { party_size: 4 }, 20, TODAY)).toEqual({ ok: false, refusal: "departure_full" });
  });

  it("needs a departure, and one that has not left", () => {
    expect(
      quote(
        { kind: "group_tour", number_of_days: 5, price_per_person: 1, departure: null },
        { party_size: 1 },
        20,
        TODAY,
      ),
    ).toEqual({ ok: false, refusal: "departure_required" });
    expect(quote(groupTour(10, TODAY), { party_size: 1 }, 20, TODAY)).toEqual({
      ok: false,
      refusal: "departure_past",
    });
  });
});

describe("the price of a car or a driver", () => {
  it("is the price per day times the days, first and last day included, whatever the party", () => {
    for (const party of [1, 5]) {
      const q = value(quote(car, { start_date: "2027-06-01", end_date: "2027-06-04", party_size: party }, 20, TODAY));
      expect(q).toMatchObject({ days: 4, unit: "day", unit_cents: 8_000, units: 4, total_cents: 32_000 });
    }
    const oneDay = value(quote(driver, { start_date: "2027-06-01", end_date: "2027-06-01", party_size: 9 }, 20, TODAY));
    expect(oneDay).toMatchObject({ days: 1, units: 1, total_cents: 9_000 });
  });

  it("takes up to 60 days, and refuses 61", () => {
    expect(value(quote(car, { start_date: "2027-06-01", end_date: "2027-07-30", party_size: 1 }, 20, TODAY)).days).toBe(
      60,
    );
    expect(quote(car, { start_date: "2027-06-01", end_date: "2027-07-31", party_size: 1 }, 20, TODAY)).toEqual({
      ok: false,
      refusal: "range_too_long",
    });
  });

  it("refuses more people than the car seats", () => {
    expect(quote(car, { start_date: "2027-06-01", end_date: "2027-06-02", party_size: 6 }, 20, TODAY)).toEqual({
      ok: false,
      refusal: "too_many_people",
    });
  });

  it("needs both days, the last not before the first", () => {
    expect(quote(car, { start_date: "2027-06-01", party_size: 1 }, 20, TODAY)).toEqual({
      ok: false,
      refusal: "dates_required",
    });
    expect(quote(car, { start_date: "2027-06-05", end_date: "2027-06-04", party_size: 1 }, 20, TODAY)).toEqual({
      ok: false,
      refusal: "end_before_start",
    });
  });
});

describe("the booking window", () => {
  it("opens tomorrow and closes 730 days ahead", () => {
    const on = (start: string) => quote(tour, { start_date: start, party_size: 1 }, 20, TODAY);
    expect(on(TODAY)).toEqual({ ok: false, refusal: "too_soon" });
    expect(on("2027-04-30")).toEqual({ ok: false, refusal: "too_soon" });
    expect(on("2027-05-02").ok).toBe(true);
    expect(on(addDays(TODAY, 730)).ok).toBe(true);
    expect(on(addDays(TODAY, 731))).toEqual({ ok: false, refusal: "too_far_ahead" });
  });
});

describe("the deposit and the balance", () => {
  it("is the listing's percentage of the total, rounded to the cent, and the balance is the rest", () => {
    expect(depositOf(50_000, 20)).toBe(10_000);
    expect(depositOf(33_333, 20)).toBe(6_667);
    expect(depositOf(33_332, 10)).toBe(3_333);
    expect(depositOf(12_345, 50)).toBe(6_173);
    const q = value(quote(car, { start_date: "2027-06-01", end_date: "2027-06-03", party_size: 1 }, 15, TODAY));
    expect(q).toMatchObject({ total_cents: 24_000, deposit_percent: 15, deposit_cents: 3_600, balance_cents: 20_400 });
    const odd = value(
      quote(
        { ...car, price_per_day: 3_333 },
        { start_date: "2027-06-01", party_size: 1, end_date: "2027-06-01" },
        33,
        TODAY,
      ),
    );
    expect(odd.deposit_cents + odd.balance_cents).toBe(odd.total_cents);
    expect(odd.deposit_cents).toBe(1_100);
  });

  it("falls due a week before the trip, or today when the trip is sooner", () => {
    expect(balanceDueDate("2027-06-15", TODAY)).toBe("2027-06-08");
    expect(balanceDueDate("2027-05-08", TODAY)).toBe("2027-05-01");
    expect(balanceDueDate("2027-05-03", TODAY)).toBe(TODAY);
    expect(value(quote(tour, { start_date: "2027-06-15", party_size: 1 }, 20, TODAY)).balance_due_date).toBe(
      "2027-06-08",
    );
  });
});

describe("every refusal", () => {
  it("has its words", () => {
    expect(QUOTE_REFUSAL_TEXT).toEqual({
      dates_required: "Choose the dates of your trip",
      end_before_start: "The last day must not be before the first",
      too_soon: "Trips can be booked from tomorrow on",
      too_far_ahead: "Trips can be booked up to 730 days ahead",
      range_too_long: "One booking can cover at most 60 days",
      group_size_not_offered: "The host does not offer this tour for that many people",
      too_many_people: "That is more people than this listing takes",
      departure_required: "Choose a departure",
      departure_full: "Not enough seats are left on this departure",
      departure_past: "This departure has already left",
    });
  });
});

describe("calendar days", () => {
  it("count across months and years", () => {
    expect(addDays("2027-12-30", 3)).toBe("2028-01-02");
    expect(daysBetween("2028-02-27", "2028-03-01")).toBe(3);
    expect(tripDays("2027-12-31", "2028-01-02")).toEqual(["2027-12-31", "2028-01-01", "2028-01-02"]);
  });
});

describe("a booking's clocks", () => {
  const now = new Date("2027-05-01T10:30:00Z");

  it("give the host 48 hours to answer, cut short by the trip's start", () => {
    expect(respondBy(now, "2027-06-01")).toBe("2027-05-03T10:30:00.000Z");
    expect(respondBy(now, "2027-05-02")).toBe("2027-05-02T00:00:00.000Z");
  });

  it("give the traveler 24 hours to pay the deposit, cut short by the trip's start", () => {
    expect(depositDueAt(now, "2027-06-01")).toBe("2027-05-02T10:30:00.000Z");
    expect(depositDueAt(now, "2027-05-02")).toBe("2027-05-02T00:00:00.000Z");
  });

  it("complete a trip at 00:00 UTC the day after its last day", () => {
    expect(completesAt("2027-06-03")).toBe("2027-06-04T00:00:00.000Z");
    expect(completesAt("2027-12-31")).toBe("2028-01-01T00:00:00.000Z");
  });
});
