/**
 * A host's response time (issue 15 item 7; shown on host pages by domain/response-time.ts): the median of the
 * minutes from a traveler's message that opens a wait (the first traveler message after the host's last reply, in a
 * direct conversation) to the host's next reply, over the waits opened in the last RESPONSE_WINDOW_DAYS, and the
 * number of such replies. Waits nobody answered yet are not counted; support conversations are not the host's.
 */
import { sql } from "drizzle-orm";
import { allBatch } from "./client";

export const RESPONSE_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

/** The median of a non-empty list, rounded to whole minutes (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(m);
}

/**
 * Recomputes response_time_minutes and response_time_sample_size of these hosts (user ids) from their messages, as
 * of `now`. A host without an answered wait in the window gets null and 0. Returns how many hosts rows it updated.
 */
export async function recomputeResponseTimes(d1: D1Database, hostUserIds: string[], now = new Date()): Promise<number> {
  if (hostUserIds.length === 0) return 0;
  const ids = JSON.stringify([...new Set(hostUserIds)]);
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS).toISOString();
  // Each conversation's messages by its two people in seq order; a traveler message whose previous one (if any) is
  // the host's opens a wait; its answer is the host's first message after it.
  const [waits] = await allBatch<[{ host_id: string; minutes: number | null }]>(d1, [
    sql`WITH said AS (
        SELECT c.host_id, m.conversation_id, m.seq, m.created_at, (m.sender_id = c.host_id) AS by_host,
          LAG(m.sender_id = c.host_id) OVER (PARTITION BY m.conversation_id ORDER BY m.seq) AS before_by_host
        FROM conversations c JOIN messages m ON m.conversation_id = c.id
        WHERE c.kind = 'direct' AND c.host_id IN (SELECT value FROM json_each(${ids}))
          AND (m.sender_id = c.host_id OR m.sender_id = c.traveler_id)
      )
      SELECT w.host_id, (julianday((SELECT r.created_at FROM messages r WHERE r.conversation_id = w.conversation_id
          AND r.sender_id = w.host_id AND r.seq > w.seq ORDER BY r.seq LIMIT 1)) - julianday(w.created_at)) * 1440
        AS minutes
      FROM said w
      WHERE w.by_host = 0 AND (w.before_by_host IS NULL OR w.before_by_host = 1) AND w.created_at >= ${since}`,
  ]);
  const byHost = new Map<string, number[]>(JSON.parse(ids).map((id: string) => [id, []]));
  for (const w of waits) if (w.minutes !== null) byHost.get(w.host_id)?.push(Math.max(0, w.minutes));
  const updates = [...byHost].map(([hostId, minutes]) =>
    d1
      .prepare(
        `UPDATE hosts SET response_time_minutes = ?1, response_time_sample_size = ?2
        WHERE user_id = ?3 AND (response_time_minutes IS NOT ?1 OR response_time_sample_size IS NOT ?2)`,
      )
      .bind(minutes.length ? median(minutes) : null, minutes.length, hostId),
  );
  const results = await d1.batch(updates);
  return results.reduce((n, r) => n + (r.meta?.changes ?? 0), 0);
}

/** The hosts (user ids) of direct conversations with a message after `after`. */
export async function hostsWithMessagesSince(d1: D1Database, after: string): Promise<string[]> {
  const [rows] = await allBatch<[{ host_id: string }]>(d1, [
    sql`SELECT DISTINCT host_id FROM conversations WHERE kind = 'direct' AND last_message_at > ${after}`,
  ]);
  return rows.map((r) => r.host_id);
}

/** Hosts that have a response time: the window moves every day, so each is recomputed daily. */
export async function hostsWithResponseTimes(d1: D1Database): Promise<string[]> {
  const [rows] = await allBatch<[{ user_id: string }]>(d1, [
    sql`SELECT user_id FROM hosts WHERE response_time_sample_size > 0`,
  ]);
  return rows.map((r) => r.user_id);
}
