/** Queries on `bookings` and the group-tour seats they hold. */

/**
 * Bookings still awaiting a deposit whose due time passed before `now` (ISO time) expire, and the group-tour seats
 * they held are released, in one batch so seats and statuses never disagree. Returns how many expired.
 */
export async function expireOverdueBookings(d1: D1Database, now: string): Promise<number> {
  const overdue = "status = 'awaiting_deposit' AND deposit_due_at IS NOT NULL AND deposit_due_at < ?1";
  const [, expired] = await d1.batch([
    d1
      .prepare(
        `UPDATE group_tour_departures SET seats_booked = max(0, seats_booked - (
           SELECT coalesce(sum(party_size), 0) FROM bookings
           WHERE departure_id = group_tour_departures.id AND ${overdue}))
         WHERE id IN (SELECT departure_id FROM bookings WHERE departure_id IS NOT NULL AND ${overdue})`,
      )
      .bind(now),
    d1.prepare(`UPDATE bookings SET status = 'expired', updated_at = ?1 WHERE ${overdue}`).bind(now),
  ]);
  return expired?.meta.changes ?? 0;
}
