/**
 * A group tour's departures as the owner saves them: what the saved list becomes (new, changed and removed
 * departures), under the booking rules. The write checks the booking rules again against what is stored when it
 * runs (worker/db/listing-writes.ts), since a traveler may book in between.
 */

import type { OwnDeparture } from "./listing-form";
import type { ListingRefusal } from "./listing-rules";
import { done, type Outcome, refused } from "./outcome";

/** A departure as the owner sends it: with the id of an existing one, or without for a new one. */
export interface DepartureIn {
  id?: string;
  start_date: string;
  end_date?: string | null;
  seats_total: number;
}

export interface DepartureChange {
  insert: { id: string; start_date: string; end_date: string | null; seats_total: number }[];
  /** `field`: where the departure is in the request ("departures.2"), for the message when its seats are too few. */
  update: { id: string; start_date: string; end_date: string | null; seats_total: number; field?: string }[];
  remove: string[];
}

export const NO_DEPARTURE_CHANGE: DepartureChange = { insert: [], update: [], remove: [] };

export type DepartureRefusal = Extract<
  ListingRefusal,
  { reason: "unknown_departure" | "departure_in_past" | "seats_below_booked" | "departure_has_bookings" }
>;

/**
 * What the saved departures become when the owner sends `wanted`: new ones not in the past, existing ones (by id)
 * never below their booked seats nor moved into the past, and the ones left out removed, unless they have bookings
 * (`booked`, or seats booked). `today` is an ISO date; new departures get ids from `newId`.
 */
export function planDepartures(
  wanted: readonly DepartureIn[],
  existing: readonly OwnDeparture[],
  booked: ReadonlySet<string>,
  today: string,
  newId: () => string = () => crypto.randomUUID(),
): Outcome<DepartureChange, DepartureRefusal> {
  const change: DepartureChange = { insert: [], update: [], remove: [] };
  const seen = new Set<string>();
  for (const [i, d] of wanted.entries()) {
    const field = `departures.${i}`;
    const end_date = d.end_date ?? null;
    if (d.id) {
      const old = existing.find((e) => e.id === d.id);
      if (!old || seen.has(d.id)) return refused({ reason: "unknown_departure", field });
      seen.add(d.id);
      if (d.seats_total < old.seats_booked)
        return refused({ reason: "seats_below_booked", field, booked: old.seats_booked });
      if (d.start_date !== old.start_date && d.start_date < today)
        return refused({ reason: "departure_in_past", field });
      change.update.push({ id: d.id, start_date: d.start_date, end_date, seats_total: d.seats_total, field });
    } else {
      if (d.start_date < today) return refused({ reason: "departure_in_past", field });
      change.insert.push({ id: newId(), start_date: d.start_date, end_date, seats_total: d.seats_total });
    }
  }
  for (const old of existing) {
    if (seen.has(old.id)) continue;
    if (booked.has(old.id) || old.seats_booked > 0)
      return refused({ reason: "departure_has_bookings", startDate: old.start_date });
    change.remove.push(old.id);
  }
  return done(change);
}
