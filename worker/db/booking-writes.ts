/**
 * Writing bookings. Every write is one D1 batch (one transaction) holding the change, what it holds or releases,
 * its audit row and the notices it sends, so nothing is ever half-written:
 *
 * - A new booking holds what it books in the same batch: a group tour's seats by a conditional increment and a
 *   guard that fails the batch when the departure would be oversold, a tour's, car's or driver's calendar days by
 *   rows of `listing_days`, whose primary key makes a second booking (or a host's block) of the same day fail. D1
 *   runs each batch alone, so concurrent requests cannot both pass (docs/decisions/016-bookings.md).
 * - A transition (domain/bookings/machine.ts decided it is allowed) updates the row only if it is still in the state
 *   it was read in, and a guard fails the batch otherwise: of two moves made at once, one wins and the other writes
 *   nothing. Leaving the holding states releases the seats or days.
 */
import { and, eq } from "drizzle-orm";
import { releasesHold } from "../../domain/bookings/machine";
import { done, type Outcome, refused } from "../../domain/outcome";
import type { BookingStatus } from "../../domain/vocabulary";
import { type AuditEntry, auditStatement } from "./audit";
import type { BookingRow } from "./bookings";
import { getDb, isUniqueViolation, nowIso, statement } from "./client";
import { guardFailure, guardHit } from "./guards";
import { bookings } from "./schema";

/** The other writes that go with a booking's change: notices, e-mails, payments (statements for the batch). */
export type Extra = D1PreparedStatement[];

export type NewBooking = typeof bookings.$inferInsert & { id: string };

export type HoldRefusal = "dates_unavailable" | "departure_full" | "listing_unavailable" | "offer_closed";

/** The published check of the listing at write time (its host may have unpublished it since the route read it). */
function listingStillBookable(d1: D1Database, table: string, listingId: string): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT ${guardFailure("listing_unavailable", "l.id")} FROM ${table} l
       WHERE l.id = ?1 AND (l.status <> 'published'
         OR NOT EXISTS (SELECT 1 FROM hosts h WHERE h.id = l.host_id AND h.status = 'approved'))`,
    )
    .bind(listingId);
}

/** Statements holding a booking's seats (group tours) or days (the others). */
export function holdStatements(
  d1: D1Database,
  b: { id: string; listing_id: string; departure_id: string | null; party_size: number },
  days: readonly string[],
): D1PreparedStatement[] {
  if (b.departure_id) {
    return [
      d1
        .prepare("UPDATE group_tour_departures SET seats_booked = seats_booked + ?1 WHERE id = ?2")
        .bind(b.party_size, b.departure_id),
      d1
        .prepare(
          `SELECT ${guardFailure("departure_full", "d.id")} FROM group_tour_departures d
           WHERE d.id = ?1 AND d.seats_booked > d.seats_total`,
        )
        .bind(b.departure_id),
    ];
  }
  return days.map((day) =>
    d1
      .prepare("INSERT INTO listing_days (listing_id, day, booking_id) VALUES (?1, ?2, ?3)")
      .bind(b.listing_id, day, b.id),
  );
}

/** Statements giving back what a booking held. */
function releaseStatements(d1: D1Database, b: Pick<BookingRow, "id" | "departure_id" | "party_size">) {
  const out = [d1.prepare("DELETE FROM listing_days WHERE booking_id = ?1").bind(b.id)];
  if (b.departure_id)
    out.push(
      d1
        .prepare("UPDATE group_tour_departures SET seats_booked = max(0, seats_booked - ?1) WHERE id = ?2")
        .bind(b.party_size, b.departure_id),
    );
  return out;
}

/** Why a batch that held seats or days failed, or null when it failed for another reason (rethrown). */
export function holdRefusal(err: unknown): HoldRefusal | null {
  const hit = guardHit(err);
  if (hit?.reason === "departure_full" || hit?.reason === "listing_unavailable" || hit?.reason === "offer_closed")
    return hit.reason;
  if (isUniqueViolation(err, "listing_days")) return "dates_unavailable";
  return null;
}

/**
 * Inserts a booking holding its seats or `days`, with its audit row and `extra` statements (notices, an offer's
 * acceptance), all or nothing. Refused when the seats or days are gone or the listing is no longer bookable.
 */
export async function insertBooking(
  d1: D1Database,
  table: string,
  row: NewBooking,
  days: readonly string[],
  audit: AuditEntry,
  extra: Extra = [],
): Promise<Outcome<void, HoldRefusal>> {
  try {
    await d1.batch([
      listingStillBookable(d1, table, row.listing_id),
      statement(d1, getDb(d1).insert(bookings).values(row)),
      ...holdStatements(
        d1,
        { id: row.id, listing_id: row.listing_id, departure_id: row.departure_id ?? null, party_size: row.party_size },
        days,
      ),
      auditStatement(d1, audit),
      ...extra,
    ]);
    return done();
  } catch (err) {
    const refusal = holdRefusal(err);
    if (refusal) return refused(refusal);
    throw err;
  }
}

export interface TransitionWrite {
  booking: Pick<BookingRow, "id" | "status" | "departure_id" | "party_size">;
  to: BookingStatus;
  /** Columns set besides the status. */
  set?: Partial<Omit<typeof bookings.$inferInsert, "id" | "status">>;
  audit: AuditEntry;
  /** Statements run after the booking's update succeeded (payments, reviews, notices). */
  extra?: Extra;
  now?: string;
}

/**
 * Moves a booking to `to` if it is still in the state it was read in, releasing what it held when it leaves the
 * holding states, with its audit row and `extra` statements. Refused ("booking_changed") when another change won.
 */
export async function applyTransition(d1: D1Database, t: TransitionWrite): Promise<Outcome<void, "booking_changed">> {
  const now = t.now ?? nowIso();
  const transitionId = crypto.randomUUID();
  const b = t.booking;
  const update = getDb(d1)
    .update(bookings)
    .set({ ...t.set, status: t.to, transition_id: transitionId, updated_at: now })
    .where(and(eq(bookings.id, b.id), eq(bookings.status, b.status)));
  const tookEffect = d1
    .prepare(
      `SELECT ${guardFailure("booking_changed", "b.status")} FROM bookings b
       WHERE b.id = ?1 AND b.transition_id IS NOT ?2`,
    )
    .bind(b.id, transitionId);
  try {
    await d1.batch([
      statement(d1, update),
      tookEffect,
      ...(releasesHold(b.status, t.to) ? releaseStatements(d1, b) : []),
      auditStatement(d1, t.audit),
      ...(t.extra ?? []),
    ]);
    return done();
  } catch (err) {
    if (guardHit(err)?.reason === "booking_changed") return refused("booking_changed");
    throw err;
  }
}

/** Sets the days of a listing blocked or free (days held by bookings are left as they are). */
export function blockDayStatements(d1: D1Database, listingId: string, days: readonly string[], blocked: boolean) {
  return days.map((day) =>
    blocked
      ? d1
          .prepare(
            "INSERT INTO listing_days (listing_id, day, booking_id) VALUES (?1, ?2, NULL) ON CONFLICT DO NOTHING",
          )
          .bind(listingId, day)
      : d1
          .prepare("DELETE FROM listing_days WHERE listing_id = ?1 AND day = ?2 AND booking_id IS NULL")
          .bind(listingId, day),
  );
}
