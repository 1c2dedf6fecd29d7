/**
 * Reviews (issue 16 item 8): one per completed booking, by its traveler, pending until an admin verifies it; the
 * host may reply once. Verified reviews show on the host's page (GET /api/hosts/:slug/reviews) and the listing's.
 */
import { z } from "zod";
import { MAX_REVIEW_PHOTOS, REVIEW_LIMITS } from "../bookings/reviews";
import { isUploadedPhotoUrl } from "../media";
import { LISTING_ROUTES } from "../vocabulary";
import { get, post, reply } from "./endpoint";
import { pageQuery, plainText } from "./fields";
import type { ReviewsResponse } from "./hosts";

const id = plainText().trim().min(1, "is required").max(64, "must be an id");

export const reviewBody = z.strictObject({
  rating: z
    .number({ error: (iss) => (iss.input === undefined ? "is required" : "must be a number from 1 to 5") })
    .int("must be a whole number from 1 to 5")
    .min(1, "must be a number from 1 to 5")
    .max(5, "must be a number from 1 to 5"),
  body: plainText()
    .trim()
    .min(REVIEW_LIMITS.bodyMin, `must be at least ${REVIEW_LIMITS.bodyMin} characters`)
    .max(REVIEW_LIMITS.bodyMax, `can be at most ${REVIEW_LIMITS.bodyMax} characters`),
  photos: z
    .array(z.string().max(200).refine(isUploadedPhotoUrl, "must be a photo uploaded to this site"), {
      error: "must be a list of photos",
    })
    .max(MAX_REVIEW_PHOTOS, `can have at most ${MAX_REVIEW_PHOTOS} photos`)
    .default([]),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const replyBody = z.strictObject({
  body: plainText()
    .trim()
    .min(1, "is required")
    .max(REVIEW_LIMITS.replyMax, `can be at most ${REVIEW_LIMITS.replyMax} characters`),
});

export interface MyReview {
  id: string;
  booking_id: string;
  rating: number;
  body: string;
  photos: string[];
  status: "pending" | "verified" | "rejected";
  rejection_reason: string | null;
  host_reply: string | null;
  created_at: string;
}

export interface MyReviewResponse {
  review: MyReview;
}

/** A listing's verified reviews: a page of them, with how many there are and their mean rating (null when none). */
export interface ListingReviewsResponse extends ReviewsResponse {
  summary: { count: number; average: number | null };
}

export const reviewsApi = {
  /** The booking's traveler, once it is completed; one review per booking (409 after). */
  create: post("/api/bookings/:id/review", {
    access: "signed-in",
    params: z.object({ id }),
    body: reviewBody,
    response: reply<MyReviewResponse>(),
  }),
  /** The reviewed host, once, on a verified review. */
  reply: post("/api/reviews/:id/reply", {
    access: "signed-in",
    params: z.object({ id }),
    body: replyBody,
    response: reply<MyReviewResponse>(),
  }),
  /** Verified reviews of one listing, newest first. */
  ofListing: get("/api/listings/:type/:id/reviews", {
    access: "public",
    params: z.object({ type: z.enum(LISTING_ROUTES, { error: "must be tour, group-tour, rental-car or driver" }), id }),
    query: pageQuery,
    response: reply<ListingReviewsResponse>(),
  }),
};
