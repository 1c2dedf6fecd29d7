/**
 * The admin dashboard's KPIs (domain/api/admin-dashboard.ts): each one D1 query over an indexed timestamp, all sent
 * in one batch. A query reads the current range and the previous one in a single index range scan
 * [previous start, now), skipping the previous range's tail past its end, and buckets each row by its UTC day
 * (current range) or as 'previous'; the days without a row are filled with zeros here.
 *
 * Indexes used (migration 0015 and earlier; tests/worker/admin-dashboard.test.ts checks the plans): users_created (named:
 * without it SQLite would rather walk profiles_user_type, every traveler ever), hosts_created, hosts_status_rating,
 * <kind>_status_published (the four listing tables), conversations_created, messages_created, bookings_created,
 * bookings_deposit_paid, bookings_cancelled; response times walk messages_conversation_seq for each wait.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AdminDashboardResponse,
  type DashboardRange,
  KPI_IDS,
  type Kpi,
  type KpiId,
} from "../../domain/api/admin-dashboard";
import { LISTING_KINDS } from "../../domain/vocabulary";
import { allBatch, listingTable } from "./client";

const DAY_MS = 86_400_000;
const PREVIOUS = "previous";

/** The bounds of a range ending at `now` (ISO strings compare as times: every timestamp is toISOString's form). */
export function rangeBounds(range: DashboardRange, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (range - 1) * DAY_MS;
  const days = Array.from({ length: range }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
  return {
    days,
    start: new Date(start).toISOString(),
    end: now.toISOString(),
    prevStart: new Date(start - range * DAY_MS).toISOString(),
    prevEnd: new Date(now.getTime() - range * DAY_MS).toISOString(),
  };
}
type Bounds = ReturnType<typeof rangeBounds>;

/** The rows of `column` in either range, as (bucket: a day or 'previous'): the WHERE and the bucket expression. */
function window(column: SQL, b: Bounds) {
  return {
    where: sql`${column} >= ${b.prevStart} AND ${column} < ${b.end} AND (${column} >= ${b.start} OR ${column} < ${b.prevEnd})`,
    bucket: sql`CASE WHEN ${column} >= ${b.start} THEN substr(${column}, 1, 10) ELSE ${PREVIOUS} END`,
  };
}

interface CountRow {
  bucket: string;
  n: number;
}
interface BookingRow {
  bucket: string;
  requests: number;
  paid: number;
}
interface MedianRow {
  /** a day, 'previous', or 'current' (the whole current range) */
  bucket: string;
  minutes: number;
}

/**
 * Per bucket, `value` (a count unless told) over the rows of `from` whose `column` falls in either range and that
 * pass `filter`.
 */
function counted(column: SQL, from: SQL, b: Bounds, opts: { value?: SQL; filter?: SQL } = {}): SQL {
  const w = window(column, b);
  return sql`SELECT ${w.bucket} AS bucket, ${opts.value ?? sql`count(*)`} AS n FROM ${from}
    WHERE ${w.where}${opts.filter ? sql` AND ${opts.filter}` : sql``} GROUP BY 1`;
}

/** The KPI queries, in the batch's order (exported for the EXPLAIN QUERY PLAN test). */
export function kpiQueries(b: Bounds) {
  const published = LISTING_KINDS.map(
    (k) => sql`SELECT published_at FROM ${listingTable(k)} WHERE status = 'published' AND published_at >= ${b.prevStart}
      AND published_at < ${b.end}`,
  );
  const bookings = window(sql`created_at`, b);
  const waits = window(sql`m.created_at`, b);
  return {
    new_travelers: counted(
      sql`u.created_at`,
      sql`users u INDEXED BY users_created JOIN profiles p ON p.user_id = u.id`,
      b,
      {
        filter: sql`p.user_type = 'traveler' AND u.deleted_at IS NULL`,
      },
    ),
    new_hosts: counted(sql`h.created_at`, sql`hosts h JOIN users u ON u.id = h.user_id`, b, {
      filter: sql`u.deleted_at IS NULL`,
    }),
    hosts_pending: sql`SELECT count(*) AS n FROM hosts h JOIN users u ON u.id = h.user_id
      WHERE h.status = 'pending' AND u.deleted_at IS NULL`,
    listings_published: counted(sql`published_at`, sql`(${sql.join(published, sql` UNION ALL `)})`, b),
    conversations_started: counted(sql`created_at`, sql`conversations`, b, { filter: sql`kind = 'direct'` }),
    messages: counted(sql`created_at`, sql`messages`, b),
    bookings: sql`SELECT ${bookings.bucket} AS bucket, count(*) AS requests,
        count(CASE WHEN deposit_paid_at < ${b.end} THEN 1 END) AS paid
      FROM bookings WHERE ${bookings.where} GROUP BY 1`,
    deposits: counted(sql`deposit_paid_at`, sql`bookings`, b, { value: sql`sum(deposit_cents)` }),
    cancellations: counted(sql`cancelled_at`, sql`bookings`, b),
    // A traveler message opens a wait when the message before it (of the two people) is the host's, or there is none;
    // the wait's answer is the host's next message, counted if it came before `now`. The median per day, over the
    // whole current range ('current') and over the previous range, in SQL: the middle value or the mean of the two.
    response_time: sql`WITH waits AS MATERIALIZED (
        SELECT ${waits.bucket} AS bucket, m.created_at AS opened_at,
          (SELECT r.created_at FROM messages r WHERE r.conversation_id = m.conversation_id AND r.seq > m.seq
            AND r.sender_id = c.host_id ORDER BY r.seq LIMIT 1) AS answered_at
        FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE ${waits.where} AND c.kind = 'direct' AND m.sender_id = c.traveler_id
          AND COALESCE((SELECT p.sender_id FROM messages p WHERE p.conversation_id = m.conversation_id AND p.seq < m.seq
            AND p.sender_id IN (c.host_id, c.traveler_id) ORDER BY p.seq DESC LIMIT 1), c.host_id) = c.host_id
      ),
      answered AS MATERIALIZED (
        SELECT bucket, max(0, (julianday(answered_at) - julianday(opened_at)) * 1440) AS minutes
        FROM waits WHERE answered_at < ${b.end}
      ),
      buckets AS (SELECT bucket, minutes FROM answered UNION ALL
        SELECT 'current', minutes FROM answered WHERE bucket <> ${PREVIOUS}),
      ranked AS (
        SELECT bucket, minutes, row_number() OVER (PARTITION BY bucket ORDER BY minutes) AS k,
          count(*) OVER (PARTITION BY bucket) AS n FROM buckets
      )
      SELECT bucket, avg(minutes) AS minutes FROM ranked WHERE k IN ((n + 1) / 2, (n + 2) / 2) GROUP BY bucket`,
  };
}

/** A KPI from its per-bucket rows: the days zero-filled, the current total their sum. */
function summed(rows: CountRow[], days: string[]): Kpi {
  const by = new Map(rows.map((r) => [r.bucket, Number(r.n) || 0]));
  const series = days.map((d) => by.get(d) ?? 0);
  return { total: series.reduce((s, n) => s + n, 0), previous: by.get(PREVIOUS) ?? 0, series };
}

/** The dashboard as of `now`. */
export async function dashboardKpis(
  d1: D1Database,
  range: DashboardRange,
  now = new Date(),
): Promise<AdminDashboardResponse> {
  const b = rangeBounds(range, now);
  const q = kpiQueries(b);
  const [travelers, hosts, pending, listings, conversations, messages, bookings, deposits, cancellations, waits] =
    await allBatch<
      [CountRow, CountRow, { n: number }, CountRow, CountRow, CountRow, BookingRow, CountRow, CountRow, MedianRow]
    >(d1, [
      q.new_travelers,
      q.new_hosts,
      q.hosts_pending,
      q.listings_published,
      q.conversations_started,
      q.messages,
      q.bookings,
      q.deposits,
      q.cancellations,
      q.response_time,
    ]);

  const requests = summed(
    bookings.map((r) => ({ bucket: r.bucket, n: r.requests })),
    b.days,
  );
  const paid = summed(
    bookings.map((r) => ({ bucket: r.bucket, n: r.paid })),
    b.days,
  );
  const share = (p: number | null, r: number | null) => (r ? (p ?? 0) / r : null);
  const medians = new Map(waits.map((w) => [w.bucket, Math.round(w.minutes)]));
  const kpis: Record<KpiId, Kpi> = {
    new_travelers: summed(travelers, b.days),
    new_hosts: summed(hosts, b.days),
    listings_published: summed(listings, b.days),
    conversations_started: summed(conversations, b.days),
    messages: summed(messages, b.days),
    booking_requests: requests,
    conversion: {
      total: share(paid.total, requests.total),
      previous: share(paid.previous, requests.previous),
      series: b.days.map((_, i) => share(paid.series[i] ?? 0, requests.series[i] ?? 0)),
    },
    deposits: summed(deposits, b.days),
    cancellations: summed(cancellations, b.days),
    response_time: {
      total: medians.get("current") ?? null,
      previous: medians.get(PREVIOUS) ?? null,
      series: b.days.map((d) => medians.get(d) ?? null),
    },
  };
  // Same order as KPI_IDS (the page's order), whatever the object literal's.
  const ordered = Object.fromEntries(KPI_IDS.map((id) => [id, kpis[id]])) as Record<KpiId, Kpi>;
  return { range, now: b.end, days: b.days, hosts_pending: Number(pending[0]?.n ?? 0), kpis: ordered };
}
