import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { adminBookingsApi } from "../../domain/api/admin-bookings";
import { BOOKING_MESSAGES as M } from "../../domain/bookings/messages";
import { bookingLink } from "../../domain/bookings/notices";
import { adminListBookings, bookingEmails, bookingRow } from "../db/bookings";
import { allBatch } from "../db/client";
import { refundedOrPending } from "../db/payments";
import { adminReview, adminReviews, decideReview, type ReviewRecord, reviewHostUserId, reviewRow } from "../db/reviews";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { requestCtx } from "../services/bookings/context";
import { adminRefund, cancelBooking } from "../services/bookings/transitions";
import { type NotifyEvent, notify } from "../services/notify";
import { bookingAnswer, moveRefused } from "./bookings";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

/** The admins' page of one booking: the booking, both e-mail addresses and its audit trail, oldest first. */
async function adminAnswer(c: Ctx, id: string) {
  const answer = await bookingAnswer(c, id);
  const [audit] = await allBatch<
    [
      {
        id: string;
        action: string;
        actor_id: string | null;
        actor_name: string | null;
        details: string;
        created_at: string;
      },
    ]
  >(c.env.DB, [
    sql`SELECT a.id, a.action, a.actor_id, trim(COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '')) AS actor_name,
        a.details, a.created_at
      FROM audit_log a LEFT JOIN profiles p ON p.user_id = a.actor_id
      WHERE a.entity_type = 'booking' AND a.entity_id = ${id} ORDER BY a.created_at, a.id`,
  ]);
  return {
    booking: answer.booking,
    audit: audit.map((a) => ({
      ...a,
      actor_name: a.actor_name || null,
      details: JSON.parse(a.details) as Record<string, unknown>,
    })),
    ...(await bookingEmails(c.env.DB, {
      traveler_id: answer.booking.traveler.user_id,
      host_id: answer.booking.host.user_id,
    })),
  };
}

/** /admin/bookings and /admin/reviews (issue 16 item 9): admins only, checked before anything else. */
export const adminBookingRoutes = implement(adminBookingsApi, {
  list: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return adminListBookings(c.env.DB, query);
  },
  one: async (c, { params }) => {
    if (!(await bookingRow(c.env.DB, params.id))) return errorJson(c, 404, "not_found", M.noBooking);
    return adminAnswer(c, params.id);
  },
  refund: async (c, { params, body }) => {
    const b = await bookingRow(c.env.DB, params.id);
    if (!b) return errorJson(c, 404, "not_found", M.noBooking);
    const left = b.paid_cents - (await refundedOrPending(c.env.DB, b.id));
    if (left <= 0) return errorJson(c, 409, "nothing_to_refund", M.nothingToRefund);
    const amount = body.amount_cents ?? left;
    if (amount > left) return errorJson(c, 400, "invalid_request", M.refundTooLarge);
    const moved = await adminRefund(
      requestCtx(c),
      b,
      { side: "admin", userId: principal(c).userId },
      amount,
      body.reason,
    );
    return moved.ok ? adminAnswer(c, b.id) : moveRefused(c, moved.refusal);
  },
  cancel: async (c, { params, body }) => {
    const b = await bookingRow(c.env.DB, params.id);
    if (!b) return errorJson(c, 404, "not_found", M.noBooking);
    const moved = await cancelBooking(
      requestCtx(c),
      b,
      { side: "admin", userId: principal(c).userId },
      body.on_behalf_of,
      body.reason,
    );
    return moved.ok ? adminAnswer(c, b.id) : moveRefused(c, moved.refusal);
  },
  reviews: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return adminReviews(c.env.DB, query);
  },
  verifyReview: (c, { params }) => decide(c, params.id, { status: "verified" }),
  rejectReview: (c, { params, body }) => decide(c, params.id, { status: "rejected", reason: body.reason }),
});

async function decide(c: Ctx, id: string, decision: { status: "verified" } | { status: "rejected"; reason: string }) {
  const r = await reviewRow(c.env.DB, id);
  if (!r) return errorJson(c, 404, "not_found", M.noReview);
  const told = await notify(c.env, await reviewNotices(c.env.DB, r, decision));
  const decided = await decideReview(c.env.DB, r, principal(c).userId, decision, told.statements);
  if (!decided.ok) return errorJson(c, 409, "review_decided", M.reviewDecided);
  c.executionCtx.waitUntil(told.after());
  const review = await adminReview(c.env.DB, id);
  if (!review) return errorJson(c, 404, "not_found", M.noReview);
  return { review };
}

/**
 * Who hears of a review decision (through notify(), issue 18): the traveler either way; the host when it is
 * published (it now shows on their page and they may answer it once).
 */
async function reviewNotices(
  d1: D1Database,
  r: ReviewRecord,
  decision: { status: "verified" } | { status: "rejected"; reason: string },
): Promise<NotifyEvent[]> {
  const link = bookingLink(r.booking_id ?? "");
  const extra = { review_id: r.id };
  const events: NotifyEvent[] = [];
  if (r.traveler_id)
    events.push({
      userId: r.traveler_id,
      kind: decision.status === "verified" ? "review_published" : "review_rejected",
      title: decision.status === "verified" ? "Your review is published" : "Your review was not published",
      body:
        decision.status === "verified"
          ? "Thank you: your review now helps other travelers choose."
          : `Our team could not publish your review: ${decision.reason}`,
      deepLink: link,
      extra,
    });
  const host = decision.status === "verified" ? await reviewHostUserId(d1, r) : null;
  if (host)
    events.push({
      userId: host,
      kind: "review_received",
      title: "A traveler's review of you is published",
      body: `A ${r.rating}-star review now shows on your page. You can answer it once.`,
      deepLink: link,
      extra,
    });
  return events;
}
