import { reviewsApi } from "../../domain/api/reviews";
import { BOOKING_MESSAGES as M } from "../../domain/bookings/messages";
import { bookingRow } from "../db/bookings";
import { photoUrlsNotOwnedBy } from "../db/media";
import { hostRowId, insertReview, listingReviews, myReview, replyToReview, reviewRow } from "../db/reviews";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { implement } from "./implement";

/** Reviews of completed bookings (issue 16 item 8): written by the traveler, answered once by the host. */
export const reviewRoutes = implement(reviewsApi, {
  create: async (c, { params, body }) => {
    const me = principal(c).userId;
    const b = await bookingRow(c.env.DB, params.id);
    if (!b || (b.traveler_id !== me && b.host_id !== me)) return errorJson(c, 404, "not_found", M.noBooking);
    if (b.traveler_id !== me) return errorJson(c, 403, "forbidden", M.reviewTravelerOnly);
    if (b.status !== "completed") return errorJson(c, 409, "not_completed", M.reviewNotCompleted);
    const foreign = await photoUrlsNotOwnedBy(c.env.DB, me, body.photos);
    if (foreign.length) return errorJson(c, 400, "invalid_request", "photos: must be photos you uploaded");
    const hostId = await hostRowId(c.env.DB, b.host_id);
    if (!hostId) return errorJson(c, 404, "not_found", M.noBooking);
    const made = await insertReview(c.env.DB, b, hostId, body);
    if (!made.ok) return errorJson(c, 409, "review_exists", M.reviewExists);
    return c.json({ review: myReview(made.value) }, 201);
  },
  reply: async (c, { params, body }) => {
    const me = principal(c).userId;
    const r = await reviewRow(c.env.DB, params.id);
    const hostId = await hostRowId(c.env.DB, me);
    if (!r || (r.status !== "verified" && r.traveler_id !== me && r.host_id !== hostId))
      return errorJson(c, 404, "not_found", M.noReview);
    if (r.host_id !== hostId) return errorJson(c, 403, "forbidden", M.replyHostOnly);
    if (r.status !== "verified") return errorJson(c, 409, "not_verified", M.replyNotVerified);
    const replied = await replyToReview(c.env.DB, r, me, body.body);
    if (!replied.ok) return errorJson(c, 409, "reply_exists", M.replyExists);
    const fresh = await reviewRow(c.env.DB, r.id);
    return { review: myReview(fresh ?? r) };
  },
  ofListing: (c, { params, query }) => listingReviews(c.env.DB, params.id, query),
});
