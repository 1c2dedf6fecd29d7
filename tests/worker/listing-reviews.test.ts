import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListingReviewsResponse } from "../../domain/api/reviews";
import { addDays } from "../../domain/bookings/pricing";
import { runBookingClocks } from "../../worker/cron/bookings";
import { act, inDays, payInTestMode, publishedListing, requestBooking } from "./booking-fixtures";
import { type Person, person } from "./people";

let host: Person;
let admin: Person;
let guest: Person;
let tour: string;

beforeAll(async () => {
  [host, admin, guest] = await Promise.all([person("approved-host"), person("admin"), person("guest")]);
  tour = (await publishedListing(host, "tour", { number_of_days: 1 })).id;
});

/** A traveler's completed one-day trip on the tour, reviewed with `rating`: the review's id. */
async function reviewedTrip(rating: number, startIn: number): Promise<string> {
  const traveler = await person("traveler");
  const start = inDays(startIn);
  const booking = await requestBooking(traveler, {
    listing: { type: "tour", id: tour },
    start_date: start,
    party_size: 1,
  });
  await act(host, booking.id, "confirm");
  await payInTestMode(traveler, booking.id);
  await runBookingClocks(env, new Date(`${addDays(start, 1)}T00:30:00Z`));
  const res = await traveler.fetch(`/api/bookings/${booking.id}/review`, {
    method: "POST",
    json: { rating, body: "A calm and well planned day; our guide knew every path by heart." },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ review: { id: string } }>()).review.id;
}

const listingReviews = async () => {
  const res = await guest.fetch(`/api/listings/tour/${tour}/reviews`);
  expect(res.status).toBe(200);
  return res.json<ListingReviewsResponse>();
};

describe("a listing's reviews", () => {
  it("count and average only verified reviews, and are empty with no average before any", async () => {
    expect(await listingReviews()).toEqual({ reviews: [], next_cursor: null, summary: { count: 0, average: null } });

    const first = await reviewedTrip(5, 3);
    const second = await reviewedTrip(4, 5);
    await reviewedTrip(1, 7);
    expect((await listingReviews()).summary).toEqual({ count: 0, average: null });

    for (const id of [first, second]) {
      const res = await admin.fetch(`/api/admin/reviews/${id}/verify`, { method: "POST" });
      expect(res.status).toBe(200);
    }
    const body = await listingReviews();
    expect(body.summary).toEqual({ count: 2, average: 4.5 });
    expect(body.reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
  });
});
