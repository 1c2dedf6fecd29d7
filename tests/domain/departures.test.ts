import { describe, expect, it } from "vitest";
import { planDepartures } from "../../domain/departures";
import type { OwnDeparture } from "../../domain/listing-form";

const TODAY = "2027-03-01";
const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};
const saved = (id: string, start_date: string, seats_total: number, seats_booked = 0): OwnDeparture => ({
  id,
  start_date,
  end_date: null,
  seats_total,
  seats_booked,
});

describe("planDepartures", () => {
  it("adds new departures, changes the ones sent back by id and removes the ones left out", () => {
    const existing = [saved("a", "2027-04-01", 10), saved("b", "2027-05-01", 8)];
    const plan = planDepartures(
      [
        { id: "a", start_date: "2027-04-02", end_date: "2027-04-09", seats_total: 12 },
        { start_date: "2027-06-01", seats_total: 6 },
      ],
      existing,
      new Set(),
      TODAY,
      ids(),
    );
    expect(plan).toEqual({
      ok: true,
      value: {
        insert: [{ id: "new-1", start_date: "2027-06-01", end_date: null, seats_total: 6 }],
        update: [{ id: "a", start_date: "2027-04-02", end_date: "2027-04-09", seats_total: 12, field: "departures.0" }],
        remove: ["b"],
      },
    });
  });

  it("refuses a new departure in the past, naming where it is in the list", () => {
    expect(planDepartures([{ start_date: "2027-02-28", seats_total: 4 }], [], new Set(), TODAY)).toEqual({
      ok: false,
      refusal: { reason: "departure_in_past", field: "departures.0" },
    });
  });

  it("keeps a past departure that is sent back unchanged, but refuses moving one into the past", () => {
    const past = saved("p", "2027-01-10", 10);
    expect(planDepartures([{ id: "p", start_date: "2027-01-10", seats_total: 10 }], [past], new Set(), TODAY).ok).toBe(
      true,
    );
    const future = saved("f", "2027-04-01", 10);
    expect(
      planDepartures([{ id: "f", start_date: "2027-02-01", seats_total: 10 }], [future], new Set(), TODAY),
    ).toEqual({ ok: false, refusal: { reason: "departure_in_past", field: "departures.0" } });
  });

  it("refuses an id that is not one of the tour's departures, or the same id twice", () => {
    const a = saved("a", "2027-04-01", 10);
    expect(planDepartures([{ id: "zzz", start_date: "2027-04-01", seats_total: 5 }], [a], new Set(), TODAY)).toEqual({
      ok: false,
      refusal: { reason: "unknown_departure", field: "departures.0" },
    });
    const twice = [
      { id: "a", start_date: "2027-04-01", seats_total: 10 },
      { id: "a", start_date: "2027-04-01", seats_total: 10 },
    ];
    expect(planDepartures(twice, [a], new Set(), TODAY)).toEqual({
      ok: false,
      refusal: { reason: "unknown_departure", field: "departures.1" },
    });
  });

  it("never lowers seats below the ones already booked", () => {
    const a = saved("a", "2027-04-01", 10, 6);
    expect(planDepartures([{ id: "a", start_date: "2027-04-01", seats_total: 5 }], [a], new Set(), TODAY)).toEqual({
      ok: false,
      refusal: { reason: "seats_below_booked", field: "departures.0", booked: 6 },
    });
    expect(planDepartures([{ id: "a", start_date: "2027-04-01", seats_total: 6 }], [a], new Set(), TODAY).ok).toBe(
      true,
    );
  });

  it("refuses to remove a departure with bookings or booked seats", () => {
    const withBooking = saved("a", "2027-04-01", 10);
    expect(planDepartures([], [withBooking], new Set(["a"]), TODAY)).toEqual({
      ok: false,
      refusal: { reason: "departure_has_bookings", startDate: "2027-04-01" },
    });
    const withSeats = saved("b", "2027-05-01", 10, 1);
    expect(planDepartures([], [withSeats], new Set(), TODAY)).toEqual({
      ok: false,
      refusal: { reason: "departure_has_bookings", startDate: "2027-05-01" },
    });
  });
});
