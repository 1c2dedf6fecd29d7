/** What the superhost rule reads of every approved host, and writing its verdict (worker/cron/bookings.ts). */
import { sql } from "drizzle-orm";
import type { SuperhostInput } from "../../domain/bookings/superhost";
import { allBatch } from "./client";

/** Approved hosts with their verified reviews, response time and cancellations since `since` (ISO time). */
export async function superhostInputs(d1: D1Database, since: string): Promise<(SuperhostInput & { id: string })[]> {
  const [rows] = await allBatch<[SuperhostInput & { id: string }]>(d1, [
    sql`SELECT h.id, h.rating, h.response_time_minutes, h.response_time_sample_size,
        (SELECT count(*) FROM reviews r WHERE r.host_id = h.id AND r.status = 'verified') AS verified_reviews,
        (SELECT count(*) FROM bookings b WHERE b.host_id = h.user_id AND b.cancelled_side = 'host'
          AND b.cancelled_at >= ${since}) AS host_cancellations_last_year
      FROM hosts h WHERE h.status = 'approved'`,
  ]);
  return rows;
}

/** Exactly `ids` are superhosts among approved hosts; returns how many are. */
export async function setSuperhosts(d1: D1Database, ids: string[]): Promise<number> {
  const list = JSON.stringify(ids);
  await d1
    .prepare(
      `UPDATE hosts SET is_superhost = (id IN (SELECT value FROM json_each(?1)))
       WHERE status = 'approved' AND is_superhost <> (id IN (SELECT value FROM json_each(?1)))`,
    )
    .bind(list)
    .run();
  return ids.length;
}
