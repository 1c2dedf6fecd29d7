import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminReviewResponse, AdminReviewsResponse } from "../../domain/api/admin-bookings";
import type { BookingResponse } from "../../domain/api/bookings";
import type { HostResponse, ReviewsResponse } from "../../domain/api/hosts";
import type { MyReviewResponse } from "../../domain/api/reviews";
import { completedBooking, count, inDays, publishedListing, requestBooking } from "./booking-fixtures";
import type { ErrorBody } from "./helpers";
import { type Person, person, uploadedPhoto } from "./people";

/**
 * Reviews of completed bookings (issue 16 item 8): the traveler writes one per trip, an admin verifies it (the host's
 * rating and review count change in the same batch) or rejects it with a reason, and the host replies once.
 */

let host: Person;
let traveler: Person;
let otherTraveler: Person;
let otherHost: Person;
let admin: Person;
let tour: string;
let day = 10;

beforeAll(async () => {
  [host, traveler, otherTraveler, otherHost, admin] = await Promise.all([
    person("approved-host"),
    person("traveler"),
    person("traveler"),
    person("approved-host"),
    person("admin"),
  ]);
  tour = (await publishedListing(host, "tour")).id;
});

const trip = (who = traveler) => {
  day += 4;
  return completedBooking(who, host, { listing: { type: "tour", id: tour }, start_date: inDays(day), party_size: 1 });
};
const TEXT = "Aigerim knew every trail above the lakes and found us a family to stay with. Unforgettable.";

const write = (who: Person, bookingId: string, json: unknown) =>
  who.fetch(`/api/bookings/${bookingId}/review`, { method: "POST", json });

async function written(bookingId: string, rating: number, who = traveler) {
  const res = await write(who, bookingId, { rating, body: TEXT });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<MyReviewResponse>()).review;
}

const verify = (who: Person, id: string) => who.fetch(`/api/admin/reviews/${id}/verify`, { method: "POST" });
const reject = (who: Person, id: string, json: unknown) =>
  who.fetch(`/api/admin/reviews/${id}/reject`, { method: "POST", json });
const reply = (who: Person, id: string, json: unknown) =>
  who.fetch(`/api/reviews/${id}/reply`, { method: "POST", json });
const errorOf = async (res: Response) => (await res.json<ErrorBody>()).error;

const hostNumbers = () =>
  env.DB.prepare("SELECT rating, total_reviews FROM hosts WHERE id = ?").bind(host.hostId).first();

describe("writing a review", () => {
  it("is the traveler's, once per completed trip: pending, with photos they uploaded", async () => {
    const b = await trip();
    const { url } = await uploadedPhoto(traveler);
    const res = await write(traveler, b.id, { rating: 5, body: TEXT, photos: [url] });
    expect(res.status).toBe(201);
    const { review } = await res.json<MyReviewResponse>();
    expect(review).toMatchObject({
      booking_id: b.id,
      rating: 5,
      body: TEXT,
      photos: [url],
      status: "pending",
      host_reply: null,
    });
    const again = await write(traveler, b.id, { rating: 4, body: TEXT });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "review_exists", message: "You have already reviewed this trip" });
    const seen = await (await traveler.fetch(`/api/bookings/${b.id}`)).json<BookingResponse>();
    expect(seen.booking.review).toMatchObject({ id: review.id, status: "pending", rating: 5 });
    expect(seen.booking.can.review).toBe(false);
    expect(await count("SELECT count(*) AS n FROM reviews WHERE booking_id = ?", b.id)).toBe(1);
  });

  it("is refused to a guest (401), another traveler (404) and the host (403)", async () => {
    const b = await trip();
    expect((await write(await person("guest"), b.id, { rating: 5, body: TEXT })).status).toBe(401);
    expect((await write(otherTraveler, b.id, { rating: 5, body: TEXT })).status).toBe(404);
    const byHost = await write(host, b.id, { rating: 5, body: TEXT });
    expect(byHost.status).toBe(403);
    expect((await errorOf(byHost)).message).toBe("Only the traveler of this booking can review it");
    expect(await count("SELECT count(*) AS n FROM reviews WHERE booking_id = ?", b.id)).toBe(0);
  });

  it("is refused with 400 naming the field: a rating outside 1–5, a short text, a photo that is not the traveler's", async () => {
    const b = await trip();
    const { url: theirs } = await uploadedPhoto(otherTraveler);
    const cases: [unknown, string][] = [
      [{ rating: 0, body: TEXT }, "rating: must be a number from 1 to 5"],
      [{ rating: 6, body: TEXT }, "rating: must be a number from 1 to 5"],
      [{ rating: 4.5, body: TEXT }, "rating: must be a whole number from 1 to 5"],
      [{ rating: 5, body: "Great!" }, "body: must be at least 20 characters"],
      [
        { rating: 5, body: TEXT, photos: ["https://example.org/a.jpg"] },
        "photos.0: must be a photo uploaded to this site",
      ],
      [{ rating: 5, body: TEXT, photos: [theirs] }, "photos: must be photos you uploaded"],
    ];
    for (const [json, message] of cases) {
      const res = await write(traveler, b.id, json);
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await count("SELECT count(*) AS n FROM reviews WHERE booking_id = ?", b.id)).toBe(0);
  });
});

describe("an admin's decision", () => {
  it("verifying updates the host's rating and review count; rejecting with a reason does not", async () => {
    expect(await hostNumbers()).toEqual({ rating: 0, total_reviews: 0 });
    const first = await written((await trip()).id, 4);
    const second = await written((await trip()).id, 5);
    const third = await written((await trip()).id, 1);

    expect((await verify(host, first.id)).status).toBe(403);
    expect((await verify(await person("guest"), first.id)).status).toBe(401);
    expect(await hostNumbers()).toEqual({ rating: 0, total_reviews: 0 });

    const verified = await verify(admin, first.id);
    expect(verified.status).toBe(200);
    expect((await verified.json<AdminReviewResponse>()).review).toMatchObject({ id: first.id, status: "verified" });
    expect(await hostNumbers()).toEqual({ rating: 4, total_reviews: 1 });
    expect((await verify(admin, second.id)).status).toBe(200);
    expect(await hostNumbers()).toEqual({ rating: 4.5, total_reviews: 2 });

    expect((await reject(admin, third.id, {})).status).toBe(400);
    const rejected = await reject(admin, third.id, { reason: "It names a different host." });
    expect(rejected.status).toBe(200);
    expect((await rejected.json<AdminReviewResponse>()).review).toMatchObject({
      status: "rejected",
      rejection_reason: "It names a different host.",
    });
    expect(await hostNumbers()).toEqual({ rating: 4.5, total_reviews: 2 });

    const twice = await verify(admin, third.id);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe("review_decided");
    expect((await verify(admin, crypto.randomUUID())).status).toBe(404);

    expect(
      await count(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'review_published'",
        traveler.id,
      ),
    ).toBe(2);
    expect(
      await count(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'review_rejected'",
        traveler.id,
      ),
    ).toBe(1);
  });

  it("shows only verified reviews on the listing and the host's page, and the host's new rating", async () => {
    const listing = await (await otherTraveler.fetch(`/api/listings/tour/${tour}/reviews`)).json<ReviewsResponse>();
    expect(listing.reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
    const slug = (
      await env.DB.prepare("SELECT profile_slug FROM hosts WHERE id = ?").bind(host.hostId).first<{
        profile_slug: string;
      }>()
    )?.profile_slug;
    const page = await (await otherTraveler.fetch(`/api/hosts/${slug}/reviews`)).json<ReviewsResponse>();
    expect(page.reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
    const detail = await (await otherTraveler.fetch(`/api/hosts/${slug}`)).json<HostResponse>();
    expect(detail.host).toMatchObject({ rating: 4.5, total_reviews: 2 });
  });

  it("lists the queue by status with the count of each", async () => {
    const res = await admin.fetch("/api/admin/reviews?status=verified");
    expect(res.status).toBe(200);
    const body = await res.json<AdminReviewsResponse>();
    expect(body.counts).toMatchObject({ verified: 2, rejected: 1 });
    expect(body.reviews.every((r) => r.status === "verified")).toBe(true);
    expect((await traveler.fetch("/api/admin/reviews")).status).toBe(403);
    expect((await admin.fetch("/api/admin/reviews?status=lost")).status).toBe(400);
  });
});

describe("the host's reply", () => {
  it("waits for the review to be verified, is the reviewed host's alone, and is given once", async () => {
    const review = await written((await trip()).id, 5);
    const early = await reply(host, review.id, { body: "Thank you, come back in winter!" });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe("not_verified");
    expect((await reply(otherHost, review.id, { body: "Hello" })).status).toBe(404);
    expect((await verify(admin, review.id)).status).toBe(200);

    expect((await reply(await person("guest"), review.id, { body: "Hello" })).status).toBe(401);
    expect((await reply(traveler, review.id, { body: "Hello" })).status).toBe(403);
    expect((await reply(otherHost, review.id, { body: "Hello" })).status).toBe(403);
    expect((await reply(host, review.id, { body: " " })).status).toBe(400);
    const res = await reply(host, review.id, { body: "Thank you, come back in winter!" });
    expect(res.status).toBe(200);
    expect((await res.json<MyReviewResponse>()).review.host_reply).toBe("Thank you, come back in winter!");
    const twice = await reply(host, review.id, { body: "And again" });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe("reply_exists");
    expect(
      await count("SELECT count(*) AS n FROM audit_log WHERE entity_id = ? AND action = 'review.reply'", review.id),
    ).toBe(1);
    const listing = await (await otherTraveler.fetch(`/api/listings/tour/${tour}/reviews`)).json<ReviewsResponse>();
    expect(listing.reviews.find((r) => r.id === review.id)?.host_reply).toBe("Thank you, come back in winter!");
  });
});

describe("a trip not completed yet", () => {
  it("cannot be reviewed (409)", async () => {
    const b = await requestBooking(traveler, {
      listing: { type: "tour", id: tour },
      start_date: inDays(400),
      party_size: 1,
    });
    const res = await write(traveler, b.id, { rating: 5, body: TEXT });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: "not_completed",
      message: "You can review a trip once it is completed",
    });
  });
});
