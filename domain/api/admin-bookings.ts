/**
 * The admins' bookings and reviews (issue 16 item 9): find any booking, see its payments and audit trail, refund or
 * cancel it on someone's behalf; verify or reject reviews. Admins only, on the server.
 */
import { z } from "zod";
import { REVIEW_LIMITS } from "../bookings/reviews";
import { BOOKING_STATUSES, REVIEW_STATUSES, type ReviewStatus } from "../vocabulary";
import type { BookingDetail, BookingSummary } from "./bookings";
import type { Page } from "./cards";
import { get, post, reply } from "./endpoint";
import { cursor, isoDate, plainText } from "./fields";

const id = plainText().trim().min(1, "is required").max(64, "must be an id");
const idParams = z.object({ id });

export const adminBookingsQuery = z.strictObject({
  /** A booking id, or part of the traveler's or host's name or e-mail, or of the listing's title. */
  q: plainText().trim().max(100, "can be at most 100 characters").optional(),
  status: z.enum(BOOKING_STATUSES, { error: `must be one of ${BOOKING_STATUSES.join(", ")}` }).optional(),
  /** Trips starting on or after / on or before. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const reason = plainText().trim().min(1, "is required").max(1000, "can be at most 1000 characters");

export const adminRefundBody = z.strictObject({
  /** Euro cents; the whole refundable rest when absent. */
  amount_cents: z.number({ error: "must be a number of cents" }).int("must be whole cents").min(1).optional(),
  reason,
});
export const adminCancelBody = z.strictObject({
  /** Whose cancellation it counts as: the traveler's (the policy's refund) or the host's (a full refund). */
  on_behalf_of: z.enum(["traveler", "host"], { error: "must be traveler or host" }),
  reason,
});

export const adminReviewsQuery = z.strictObject({
  status: z.enum(REVIEW_STATUSES, { error: "must be pending, verified or rejected" }).default("pending"),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const rejectReviewBody = z.strictObject({
  reason: plainText()
    .trim()
    .min(1, "is required")
    .max(REVIEW_LIMITS.rejectReasonMax, `can be at most ${REVIEW_LIMITS.rejectReasonMax} characters`),
});

export interface AuditEntry {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface AdminBookingsResponse extends Page {
  bookings: BookingSummary[];
}

export interface AdminBookingResponse {
  booking: BookingDetail;
  audit: AuditEntry[];
  traveler_email: string | null;
  host_email: string | null;
}

export interface AdminReviewRow {
  id: string;
  booking_id: string | null;
  rating: number;
  body: string;
  photos: string[];
  status: ReviewStatus;
  rejection_reason: string | null;
  traveler_name: string;
  host_name: string;
  host_slug: string | null;
  listing_title: string | null;
  trip: { start_date: string; end_date: string | null } | null;
  created_at: string;
  moderated_at: string | null;
}

export interface AdminReviewsResponse extends Page {
  reviews: AdminReviewRow[];
  counts: Record<ReviewStatus, number>;
}

export interface AdminReviewResponse {
  review: AdminReviewRow;
}

export const adminBookingsApi = {
  list: get("/api/admin/bookings", {
    access: "admin",
    query: adminBookingsQuery,
    response: reply<AdminBookingsResponse>(),
  }),
  one: get("/api/admin/bookings/:id", { access: "admin", params: idParams, response: reply<AdminBookingResponse>() }),
  refund: post("/api/admin/bookings/:id/refund", {
    access: "admin",
    params: idParams,
    body: adminRefundBody,
    response: reply<AdminBookingResponse>(),
  }),
  cancel: post("/api/admin/bookings/:id/cancel", {
    access: "admin",
    params: idParams,
    body: adminCancelBody,
    response: reply<AdminBookingResponse>(),
  }),
  reviews: get("/api/admin/reviews", {
    access: "admin",
    query: adminReviewsQuery,
    response: reply<AdminReviewsResponse>(),
  }),
  verifyReview: post("/api/admin/reviews/:id/verify", {
    access: "admin",
    params: idParams,
    response: reply<AdminReviewResponse>(),
  }),
  rejectReview: post("/api/admin/reviews/:id/reject", {
    access: "admin",
    params: idParams,
    body: rejectReviewBody,
    response: reply<AdminReviewResponse>(),
  }),
};
