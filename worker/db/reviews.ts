/**
 * Reviews of completed bookings (issue 16 item 8): written pending by the traveler, verified or rejected by an admin
 * (a verified review updates the host's rating and review count in the same batch), answered once by the host; the
 * verified ones of a listing; the admins' queue.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AdminReviewRow, AdminReviewsResponse } from "../../domain/api/admin-bookings";
import type { ReviewRow, ReviewsResponse } from "../../domain/api/hosts";
import type { ListingReviewsResponse, MyReview } from "../../domain/api/reviews";
import { done, type Outcome, refused } from "../../domain/outcome";
import { DELETED_USER_NAME, hostName, lastInitial, travelerName } from "../../domain/people";
import { REVIEW_STATUSES, type ReviewStatus } from "../../domain/vocabulary";
import { auditStatement } from "./audit";
import type { BookingRow } from "./bookings";
import { allBatch, getDb, isUniqueViolation, nowIso, parseJsonList, type RawRow, statement } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { guardFailure, guardHit } from "./guards";
import { reviews } from "./schema";

export type ReviewRecord = typeof reviews.$inferSelect;

export async function reviewRow(d1: D1Database, id: string): Promise<ReviewRecord | null> {
  const [row] = await getDb(d1).select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

export const myReview = (r: ReviewRecord): MyReview => ({
  id: r.id,
  booking_id: r.booking_id ?? "",
  rating: r.rating,
  body: r.body,
  photos: r.photos,
  status: r.status,
  rejection_reason: r.rejection_reason,
  host_reply: r.host_reply,
  created_at: r.created_at,
});

/** The traveler's review of a completed booking, pending; refused when the booking already has one. */
export async function insertReview(
  d1: D1Database,
  b: BookingRow,
  hostId: string,
  review: { rating: number; body: string; photos: string[] },
): Promise<Outcome<ReviewRecord, "review_exists">> {
  const now = nowIso();
  const row = {
    id: crypto.randomUUID(),
    booking_id: b.id,
    listing_type: b.listing_type,
    listing_id: b.listing_id,
    host_id: hostId,
    traveler_id: b.traveler_id,
    ...review,
    status: "pending" as const,
    created_at: now,
    updated_at: now,
  };
  try {
    await d1.batch([
      statement(d1, getDb(d1).insert(reviews).values(row)),
      auditStatement(d1, {
        actorId: b.traveler_id,
        action: "review.create",
        entityType: "review",
        entityId: row.id,
        details: { booking_id: b.id, rating: review.rating },
      }),
    ]);
  } catch (err) {
    if (isUniqueViolation(err, "reviews")) return refused("review_exists");
    throw err;
  }
  return done({
    ...row,
    moderated_by: null,
    moderated_at: null,
    rejection_reason: null,
    host_reply: null,
    host_reply_at: null,
  });
}

/** The host's one reply to a verified review, with its audit row; refused (nothing written) when it has one already. */
export async function replyToReview(
  d1: D1Database,
  r: ReviewRecord,
  hostUserId: string,
  body: string,
): Promise<Outcome<void, "reply_exists">> {
  const now = nowIso();
  try {
    await d1.batch([
      statement(
        d1,
        getDb(d1)
          .update(reviews)
          .set({ host_reply: body, host_reply_at: now, updated_at: now })
          .where(and(eq(reviews.id, r.id), isNull(reviews.host_reply))),
      ),
      // Fails the batch (the audit row too) when the review had its reply already.
      d1
        .prepare(`SELECT ${guardFailure("reply_exists", "r.id")} FROM reviews r WHERE r.id = ?1 AND changes() = 0`)
        .bind(r.id),
      auditStatement(d1, { actorId: hostUserId, action: "review.reply", entityType: "review", entityId: r.id }),
    ]);
    return done();
  } catch (err) {
    if (guardHit(err)?.reason === "reply_exists") return refused("reply_exists");
    throw err;
  }
}

/**
 * An admin verifies or rejects a pending review. Verifying recomputes the host's rating (the mean of their verified
 * reviews, to two decimals) and review count in the same batch; `notices` (notify()'s statements: the traveler is
 * told either way, the host of a published one) go in the same batch.
 */
export async function decideReview(
  d1: D1Database,
  r: ReviewRecord,
  adminId: string,
  decision: { status: "verified" } | { status: "rejected"; reason: string },
  notices: D1PreparedStatement[],
): Promise<Outcome<void, "review_decided">> {
  const now = nowIso();
  const reason = decision.status === "rejected" ? decision.reason : null;
  const statements = [
    statement(
      d1,
      getDb(d1)
        .update(reviews)
        .set({
          status: decision.status,
          rejection_reason: reason,
          moderated_by: adminId,
          moderated_at: now,
          updated_at: now,
        })
        .where(and(eq(reviews.id, r.id), eq(reviews.status, "pending"))),
    ),
    d1
      .prepare(
        `SELECT ${guardFailure("review_decided", "r.status")} FROM reviews r WHERE r.id = ?1 AND r.moderated_at IS NOT ?2`,
      )
      .bind(r.id, now),
  ];
  if (decision.status === "verified")
    statements.push(
      d1
        .prepare(
          `UPDATE hosts SET
             rating = (SELECT coalesce(round(avg(rating), 2), 0) FROM reviews WHERE host_id = ?1 AND status = 'verified'),
             total_reviews = (SELECT count(*) FROM reviews WHERE host_id = ?1 AND status = 'verified'),
             updated_at = ?2
           WHERE id = ?1`,
        )
        .bind(r.host_id, now),
    );
  statements.push(
    auditStatement(d1, {
      actorId: adminId,
      action: decision.status === "verified" ? "review.verify" : "review.reject",
      entityType: "review",
      entityId: r.id,
      details: reason ? { reason } : {},
    }),
  );
  statements.push(...notices);
  try {
    await d1.batch(statements);
    return done();
  } catch (err) {
    if (guardHit(err)?.reason === "review_decided") return refused("review_decided");
    throw err;
  }
}

/** The account of the host a review is about (null when it is gone). */
export async function reviewHostUserId(d1: D1Database, r: Pick<ReviewRecord, "host_id">): Promise<string | null> {
  const row = await d1.prepare("SELECT user_id FROM hosts WHERE id = ?").bind(r.host_id).first<{ user_id: string }>();
  return row?.user_id ?? null;
}

export type RawReview = Pick<
  RawRow<typeof reviews>,
  "id" | "rating" | "body" | "created_at" | "photos" | "host_reply" | "host_reply_at"
> & {
  first_name: string | null;
  last_name: string | null;
  deleted: number;
  traveler_photo: string | null;
  traveler_country: string | null;
  listing_title: string | null;
};

/**
 * Verified reviews of one listing, newest first (keyset pages), in the host page's shape, with their count and mean
 * rating (the listing page's heading; listings keep no rating of their own).
 */
export async function listingReviews(
  d1: D1Database,
  listingId: string,
  page: { limit: number; cursor?: string },
): Promise<ListingReviewsResponse> {
  let after = sql``;
  if (page.cursor) {
    const [created, rid] = decodeCursor(page.cursor, ["string", "string"]);
    after = sql`AND (r.created_at, r.id) < (${created}, ${rid})`;
  }
  const [rows, totals] = await allBatch<[RawReview, { count: number; average: number | null }]>(d1, [
    sql`SELECT r.id, r.rating, r.body, r.created_at, r.photos, r.host_reply, r.host_reply_at,
        tp.first_name, tp.last_name, (r.traveler_id IS NULL OR u.deleted_at IS NOT NULL) AS deleted,
        tp.profile_photo_url AS traveler_photo, tp.country AS traveler_country, b.listing_title
      FROM reviews r LEFT JOIN users u ON u.id = r.traveler_id LEFT JOIN profiles tp ON tp.user_id = r.traveler_id
      LEFT JOIN bookings b ON b.id = r.booking_id
      WHERE r.listing_id = ${listingId} AND r.status = 'verified' ${after}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit + 1}`,
    sql`SELECT count(*) AS count, round(avg(rating), 2) AS average
      FROM reviews WHERE listing_id = ${listingId} AND status = 'verified'`,
  ]);
  return { ...reviewsPage(rows, page.limit), summary: totals[0] ?? { count: 0, average: null } };
}

/** A page of reviews as the public sees them (the host page's and the listing's). */
export function reviewsPage(rows: RawReview[], limit: number): ReviewsResponse {
  const more = rows.length > limit;
  const shown: ReviewRow[] = (more ? rows.slice(0, limit) : rows).map((r) => ({
    id: r.id,
    rating: r.rating,
    body: r.body,
    created_at: r.created_at,
    traveler_name: r.deleted ? DELETED_USER_NAME : travelerName(r.first_name, lastInitial(r.last_name)),
    traveler_photo: r.deleted ? null : r.traveler_photo,
    traveler_country: r.deleted ? null : r.traveler_country,
    listing_title: r.listing_title,
    photos: parseJsonList(r.photos),
    host_reply: r.host_reply,
    host_reply_at: r.host_reply_at,
  }));
  const last = shown.at(-1);
  return { reviews: shown, next_cursor: more && last ? encodeCursor([last.created_at, last.id]) : null };
}

type RawAdminReview = RawRow<typeof reviews> & {
  t_first: string | null;
  t_last: string | null;
  t_deleted: number;
  h_first: string | null;
  h_last: string | null;
  h_slug: string | null;
  b_title: string | null;
  b_start: string | null;
  b_end: string | null;
};

const adminReviewSql = (where: ReturnType<typeof sql>, limit: number) =>
  sql`SELECT r.*, tp.first_name AS t_first, tp.last_name AS t_last,
      (r.traveler_id IS NULL OR tu.deleted_at IS NOT NULL) AS t_deleted,
      hp.first_name AS h_first, hp.last_name AS h_last, h.profile_slug AS h_slug,
      b.listing_title AS b_title, b.start_date AS b_start, b.end_date AS b_end
    FROM reviews r JOIN hosts h ON h.id = r.host_id LEFT JOIN profiles hp ON hp.user_id = h.user_id
    LEFT JOIN users tu ON tu.id = r.traveler_id LEFT JOIN profiles tp ON tp.user_id = r.traveler_id
    LEFT JOIN bookings b ON b.id = r.booking_id
    WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`;

function toAdminReview(r: RawAdminReview): AdminReviewRow {
  return {
    id: r.id,
    booking_id: r.booking_id,
    rating: r.rating,
    body: r.body,
    photos: parseJsonList(r.photos),
    status: r.status,
    rejection_reason: r.rejection_reason,
    traveler_name: r.t_deleted ? DELETED_USER_NAME : travelerName(r.t_first, lastInitial(r.t_last)),
    host_name: hostName({ first_name: r.h_first, last_name: r.h_last }),
    host_slug: r.h_slug,
    listing_title: r.b_title,
    trip: r.b_start ? { start_date: r.b_start, end_date: r.b_end } : null,
    created_at: r.created_at,
    moderated_at: r.moderated_at,
  };
}

/** The admins' queue: reviews of one status, newest first, with the count of each status. */
export async function adminReviews(
  d1: D1Database,
  q: { status: ReviewStatus; cursor?: string; limit: number },
): Promise<AdminReviewsResponse> {
  let after = sql``;
  if (q.cursor) {
    const [created, rid] = decodeCursor(q.cursor, ["string", "string"]);
    after = sql`AND (r.created_at, r.id) < (${created}, ${rid})`;
  }
  const [rows, counts] = await allBatch<[RawAdminReview, { status: ReviewStatus; n: number }]>(d1, [
    adminReviewSql(sql`r.status = ${q.status} ${after}`, q.limit + 1),
    sql`SELECT status, count(*) AS n FROM reviews GROUP BY status`,
  ]);
  const more = rows.length > q.limit;
  const shown = (more ? rows.slice(0, q.limit) : rows).map(toAdminReview);
  const last = shown.at(-1);
  return {
    reviews: shown,
    next_cursor: more && last ? encodeCursor([last.created_at, last.id]) : null,
    counts: Object.fromEntries(REVIEW_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<
      ReviewStatus,
      number
    >,
  };
}

export async function adminReview(d1: D1Database, id: string): Promise<AdminReviewRow | null> {
  const [rows] = await allBatch<[RawAdminReview]>(d1, [adminReviewSql(sql`r.id = ${id}`, 1)]);
  return rows[0] ? toAdminReview(rows[0]) : null;
}

/** The hosts row id of a host user. */
export async function hostRowId(d1: D1Database, hostUserId: string): Promise<string | null> {
  const [rows] = await allBatch<[{ id: string }]>(d1, [sql`SELECT id FROM hosts WHERE user_id = ${hostUserId}`]);
  return rows[0]?.id ?? null;
}
