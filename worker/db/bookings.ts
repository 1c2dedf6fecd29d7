/**
 * Reading bookings: one booking as stored, the traveler's and host's lists (the tabs of /my-bookings and the host's
 * month calendar), their payments, the admins' search and the host's earnings. Writes are
 * worker/db/booking-writes.ts.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type {
  BookingDetail,
  BookingSummary,
  BookingView,
  EarningsResponse,
  PaymentRow,
} from "../../domain/api/bookings";
import { bookingCan } from "../../domain/bookings/view";
import { findCurrency } from "../../domain/currency";
import { listingPath } from "../../domain/listing-slug";
import { DELETED_USER_NAME, hostName, lastInitial, travelerName } from "../../domain/people";
import { kindOfTable, LISTING_KINDS, LISTING_ROUTE, LISTING_TABLE } from "../../domain/vocabulary";
import { allBatch, getDb, parseJsonList, type RawRow } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { bookings, type payments } from "./schema";

export type BookingRow = typeof bookings.$inferSelect;

/** One booking as stored, or null. */
export async function bookingRow(d1: D1Database, id: string): Promise<BookingRow | null> {
  const [row] = await getDb(d1).select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}

type RawSummary = RawRow<typeof bookings> & {
  t_first: string | null;
  t_last: string | null;
  t_photo: string | null;
  t_slug: string | null;
  t_deleted: number;
  h_first: string | null;
  h_last: string | null;
  h_photo: string | null;
  h_slug: string | null;
  h_deleted: number;
  l_slug: string | null;
  l_images: string | null;
  l_status: string | null;
  review_id: string | null;
  review_status: "pending" | "verified" | "rejected" | null;
  review_rating: number | null;
  review_body: string | null;
  review_rejection: string | null;
  review_reply: string | null;
  sort_key: string;
};

const listingColumn = (column: "slug" | "images" | "status") =>
  sql.raw(
    `CASE b.listing_type ${LISTING_KINDS.map(
      (k) => `WHEN '${LISTING_TABLE[k]}' THEN (SELECT ${column} FROM ${LISTING_TABLE[k]} WHERE id = b.listing_id)`,
    ).join(" ")} END`,
  );

/** The columns of a booking summary: the booking, both people, the listing's link and cover, its review. */
function summarySql(where: SQL, order: SQL, sortKey: SQL, limit: number): SQL {
  return sql`SELECT b.*, ${sortKey} AS sort_key,
      tp.first_name AS t_first, tp.last_name AS t_last, tp.profile_photo_url AS t_photo, tp.profile_slug AS t_slug,
      (tu.deleted_at IS NOT NULL) AS t_deleted,
      hp.first_name AS h_first, hp.last_name AS h_last, hp.profile_photo_url AS h_photo, h.profile_slug AS h_slug,
      (hu.deleted_at IS NOT NULL) AS h_deleted,
      ${listingColumn("slug")} AS l_slug, ${listingColumn("images")} AS l_images, ${listingColumn("status")} AS l_status,
      r.id AS review_id, r.status AS review_status, r.rating AS review_rating, r.body AS review_body,
      r.rejection_reason AS review_rejection, r.host_reply AS review_reply
    FROM bookings b
    JOIN users tu ON tu.id = b.traveler_id LEFT JOIN profiles tp ON tp.user_id = b.traveler_id
    JOIN users hu ON hu.id = b.host_id LEFT JOIN profiles hp ON hp.user_id = b.host_id
    LEFT JOIN hosts h ON h.user_id = b.host_id
    LEFT JOIN reviews r ON r.booking_id = b.id
    WHERE ${where} ${order} LIMIT ${limit}`;
}

function toSummary(r: RawSummary, me: string | null, now: Date): BookingSummary {
  const kind = kindOfTable(r.listing_type) ?? "tour";
  const side = r.traveler_id === me ? "traveler" : r.host_id === me ? "host" : "admin";
  const endDate = r.end_date ?? r.start_date;
  const published = r.l_status === "published";
  return {
    id: r.id,
    status: r.status,
    listing: {
      kind,
      type: LISTING_ROUTE[kind],
      id: r.listing_id,
      title: r.listing_title,
      path: published ? listingPath(kind, { id: r.listing_id, slug: r.l_slug, title: r.listing_title }) : null,
      cover: parseJsonList(r.l_images)[0] ?? null,
    },
    traveler: {
      user_id: r.traveler_id,
      name: r.t_deleted ? DELETED_USER_NAME : travelerName(r.t_first, lastInitial(r.t_last)),
      profile_photo_url: r.t_deleted ? null : r.t_photo,
      profile_slug: r.t_deleted ? null : r.t_slug,
    },
    host: {
      user_id: r.host_id,
      name: r.h_deleted ? DELETED_USER_NAME : hostName({ first_name: r.h_first, last_name: r.h_last }),
      profile_photo_url: r.h_deleted ? null : r.h_photo,
      profile_slug: r.h_deleted ? null : r.h_slug,
    },
    start_date: r.start_date,
    end_date: endDate,
    days: Math.round((Date.parse(endDate) - Date.parse(r.start_date)) / 86_400_000) + 1,
    party_size: r.party_size,
    pickup_place: r.pickup_place,
    note: r.note,
    total_cents: r.total_cents,
    deposit_cents: r.deposit_cents,
    deposit_percent: r.deposit_percent,
    balance_cents: r.total_cents - r.deposit_cents,
    paid_cents: r.paid_cents,
    refunded_cents: r.refunded_cents,
    display_currency: findCurrency(r.display_currency).code,
    display_rate: r.display_rate,
    cancellation_policy: r.cancellation_policy,
    respond_by: r.respond_by,
    deposit_due_at: r.deposit_due_at,
    balance_due_date: r.balance_due_date,
    balance_method: r.balance_method,
    decline_reason: r.decline_reason,
    cancel_reason: r.cancel_reason,
    cancelled_side: r.cancelled_side,
    conversation_id: r.conversation_id,
    offer_id: r.offer_id,
    review:
      r.review_id && r.review_status && r.review_rating !== null
        ? {
            id: r.review_id,
            status: r.review_status,
            rating: r.review_rating,
            body: r.review_body ?? "",
            rejection_reason: r.review_rejection,
            host_reply: r.review_reply,
          }
        : null,
    my_side: side,
    can: bookingCan(side, { ...r, has_review: r.review_id !== null }, now),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** One booking as `me` sees it (any booking: the route decides who may), with its payments; null when absent. */
export async function bookingDetail(
  d1: D1Database,
  id: string,
  me: string | null,
  now = new Date(),
): Promise<Omit<BookingDetail, "cancellation"> | null> {
  const [rows, pays] = await allBatch<[RawSummary, RawRow<typeof payments>]>(d1, [
    summarySql(sql`b.id = ${id}`, sql``, sql`b.id`, 1),
    sql`SELECT * FROM payments WHERE booking_id = ${id} ORDER BY created_at, id`,
  ]);
  const row = rows[0];
  if (!row) return null;
  return { ...toSummary(row, me, now), payments: pays.map(toPayment) };
}

function toPayment(p: RawRow<typeof payments>): PaymentRow {
  return {
    id: p.id,
    kind: p.kind,
    provider: p.provider,
    amount_cents: p.amount_cents,
    status: p.status,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

/** How each tab of /my-bookings filters and orders (start dates and `today` are ISO dates). */
function viewSql(view: BookingView, today: string): { where: SQL; sort: SQL; ascending: boolean } {
  const open = sql`b.status IN ('requested', 'awaiting_deposit', 'deposit_paid', 'confirmed')`;
  switch (view) {
    case "requests":
      return { where: sql`b.status = 'requested'`, sort: sql`b.start_date`, ascending: true };
    case "upcoming":
      return {
        where: sql`${open} AND COALESCE(b.end_date, b.start_date) >= ${today}`,
        sort: sql`b.start_date`,
        ascending: true,
      };
    case "past":
      return {
        where: sql`(b.status = 'completed' OR (b.status = 'refunded' AND b.completed_at IS NOT NULL)
          OR (${open} AND COALESCE(b.end_date, b.start_date) < ${today}))`,
        sort: sql`b.start_date`,
        ascending: false,
      };
    case "cancelled":
      return {
        where: sql`(b.status IN ('declined', 'cancelled', 'expired') OR (b.status = 'refunded' AND b.completed_at IS NULL))`,
        sort: sql`b.updated_at`,
        ascending: false,
      };
    case "all":
      return { where: sql`1`, sort: sql`b.created_at`, ascending: false };
  }
}

export interface ListQuery {
  role: "traveler" | "host";
  view: BookingView;
  month?: string;
  cursor?: string;
  limit: number;
}

/** `me`'s bookings on one side, one tab (or one month of the calendar), a keyset page at a time. */
export async function listBookings(d1: D1Database, me: string, q: ListQuery, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const mine = q.role === "host" ? sql`b.host_id = ${me}` : sql`b.traveler_id = ${me}`;
  let { where, sort, ascending } = viewSql(q.view, today);
  if (q.month) {
    const first = `${q.month}-01`;
    const last = `${q.month}-31`;
    where = sql`${where} AND b.start_date <= ${last} AND COALESCE(b.end_date, b.start_date) >= ${first}
      AND b.status IN ('requested', 'awaiting_deposit', 'deposit_paid', 'confirmed', 'completed')`;
    sort = sql`b.start_date`;
    ascending = true;
  }
  return summaryPage(d1, sql`${mine} AND ${where}`, sort, ascending, q, me, now);
}

async function summaryPage(
  d1: D1Database,
  where: SQL,
  sort: SQL,
  ascending: boolean,
  page: { cursor?: string; limit: number },
  me: string | null,
  now: Date,
) {
  let after = sql``;
  if (page.cursor) {
    const [key, id] = decodeCursor(page.cursor, ["string", "string"]);
    after = ascending ? sql`AND (${sort}, b.id) > (${key}, ${id})` : sql`AND (${sort}, b.id) < (${key}, ${id})`;
  }
  const order = ascending ? sql`ORDER BY ${sort}, b.id` : sql`ORDER BY ${sort} DESC, b.id DESC`;
  const [rows] = await allBatch<[RawSummary]>(d1, [summarySql(sql`${where} ${after}`, order, sort, page.limit + 1)]);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    bookings: shown.map((r) => toSummary(r, me, now)),
    next_cursor: more && last ? encodeCursor([last.sort_key, last.id]) : null,
  };
}

export interface AdminQuery {
  q?: string;
  status?: BookingRow["status"];
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

/** Every booking matching the admins' search (an id, a name or e-mail of either side, a listing title), newest first. */
export function adminListBookings(d1: D1Database, q: AdminQuery, now = new Date()) {
  const parts: SQL[] = [sql`1`];
  if (q.status) parts.push(sql`b.status = ${q.status}`);
  if (q.from) parts.push(sql`b.start_date >= ${q.from}`);
  if (q.to) parts.push(sql`b.start_date <= ${q.to}`);
  if (q.q) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a pasted e-mail can be longer.
    const t = q.q.toLowerCase();
    parts.push(sql`(b.id = ${q.q} OR instr(lower(b.listing_title), ${t}) > 0
      OR instr(lower(tu.email), ${t}) > 0 OR instr(lower(hu.email), ${t}) > 0
      OR instr(lower(COALESCE(tp.first_name, '') || ' ' || COALESCE(tp.last_name, '')), ${t}) > 0
      OR instr(lower(COALESCE(hp.first_name, '') || ' ' || COALESCE(hp.last_name, '')), ${t}) > 0)`);
  }
  return summaryPage(d1, sql.join(parts, sql` AND `), sql`b.created_at`, false, q, null, now);
}

/** The two people's e-mail addresses (for the admins' booking page). */
export async function bookingEmails(d1: D1Database, b: Pick<BookingRow, "traveler_id" | "host_id">) {
  const [rows] = await allBatch<[{ id: string; email: string | null }]>(d1, [
    sql`SELECT id, email FROM users WHERE id IN (${b.traveler_id}, ${b.host_id})`,
  ]);
  const of = (id: string) => rows.find((r) => r.id === id)?.email ?? null;
  return { traveler_email: of(b.traveler_id), host_email: of(b.host_id) };
}

/** The host's money and counts (euro cents), over all their bookings. */
export async function hostEarnings(d1: D1Database, hostId: string, now = new Date()): Promise<EarningsResponse> {
  const today = now.toISOString().slice(0, 10);
  const [rows] = await allBatch<[Record<keyof EarningsResponse, number | null>]>(d1, [
    sql`SELECT
        sum(CASE WHEN status NOT IN ('cancelled', 'refunded', 'expired', 'declined') AND deposit_paid_at IS NOT NULL
          THEN deposit_cents ELSE 0 END) AS deposits_received_cents,
        sum(CASE WHEN balance_method IS NOT NULL AND status NOT IN ('cancelled', 'refunded')
          THEN total_cents - deposit_cents ELSE 0 END) AS balances_received_cents,
        sum(CASE WHEN status = 'deposit_paid' AND COALESCE(end_date, start_date) >= ${today}
          THEN total_cents - deposit_cents ELSE 0 END) AS balances_due_cents,
        sum(refunded_cents) AS refunded_cents,
        sum(status = 'requested') AS requests,
        sum(status IN ('awaiting_deposit', 'deposit_paid', 'confirmed') AND COALESCE(end_date, start_date) >= ${today}) AS upcoming,
        sum(status = 'completed') AS completed
      FROM bookings WHERE host_id = ${hostId}`,
  ]);
  const r = rows[0];
  return {
    deposits_received_cents: r?.deposits_received_cents ?? 0,
    balances_received_cents: r?.balances_received_cents ?? 0,
    balances_due_cents: r?.balances_due_cents ?? 0,
    refunded_cents: r?.refunded_cents ?? 0,
    requests: r?.requests ?? 0,
    upcoming: r?.upcoming ?? 0,
    completed: r?.completed ?? 0,
  };
}

/** Bookings whose clock ran out by `now` (ISO time): requests unanswered, deposits unpaid, trips ended. */
export async function dueBookings(d1: D1Database, now: string, limit = 200) {
  const today = now.slice(0, 10);
  const [unanswered, unpaid, ended] = await allBatch<[{ id: string }, { id: string }, { id: string }]>(d1, [
    sql`SELECT id FROM bookings WHERE status = 'requested' AND respond_by IS NOT NULL AND respond_by <= ${now} LIMIT ${limit}`,
    sql`SELECT id FROM bookings WHERE status = 'awaiting_deposit' AND deposit_due_at IS NOT NULL AND deposit_due_at <= ${now} LIMIT ${limit}`,
    sql`SELECT id FROM bookings WHERE status IN ('deposit_paid', 'confirmed') AND COALESCE(end_date, start_date) < ${today} LIMIT ${limit}`,
  ]);
  return {
    unanswered: unanswered.map((r) => r.id),
    unpaid: unpaid.map((r) => r.id),
    ended: ended.map((r) => r.id),
  };
}
