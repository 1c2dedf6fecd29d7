import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ListingRefusal, type ListingRefusalReason, listingRefusalMessage } from "../../domain/listing-rules";
import { ApiError } from "../errors";

/** The status and error code each listing refusal answers with; the message is domain/listing-rules.ts's. */
const ANSWER: Record<ListingRefusalReason, [ContentfulStatusCode, string]> = {
  not_a_host: [403, "not_a_host"],
  host_not_active: [403, "host_not_active"],
  host_not_approved: [403, "host_not_approved"],
  listing_incomplete: [422, "listing_incomplete"],
  photo_not_yours: [400, "invalid_request"],
  slug_taken: [409, "slug_taken"],
  unknown_departure: [400, "invalid_request"],
  departure_in_past: [400, "invalid_request"],
  seats_below_booked: [400, "invalid_request"],
  departure_has_bookings: [409, "departure_has_bookings"],
  listing_published: [409, "listing_published"],
  listing_has_bookings: [409, "listing_has_bookings"],
};

/** The API error a listing refusal is answered with. */
export function listingRefusalError(refusal: ListingRefusal): ApiError {
  const [status, code] = ANSWER[refusal.reason];
  return new ApiError(status, code, listingRefusalMessage(refusal));
}
