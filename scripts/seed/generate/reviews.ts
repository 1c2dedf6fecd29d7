import { REVIEW_TEXTS } from "../content/reviews";
import type { CompletedBooking } from "./bookings";
import { DAY, iso, type Seeding } from "./context";
import type { HostInfo } from "./hosts";
import type { TravelerInfo } from "./travelers";

/** Reviews of completed bookings and older ones for established hosts, then each host's rating from them. */
export function addReviews(
  s: Seeding,
  cast: {
    completedBookings: CompletedBooking[];
    approved: HostInfo[];
    demoHost: HostInfo;
    travelers: TravelerInfo[];
    adminId: string;
  },
): void {
  const { rng, now, data } = s;
  const { completedBookings, approved, demoHost, travelers, adminId } = cast;
  const reviewsAtLeast = {
    3: REVIEW_TEXTS,
    4: REVIEW_TEXTS.filter((r) => r.rating >= 4),
    5: REVIEW_TEXTS.filter((r) => r.rating >= 5),
  };
  const reviewText = (minRating: 3 | 4 | 5) => rng.pick(reviewsAtLeast[minRating]);
  for (const [i, b] of completedBookings.entries()) {
    const r = reviewText(4);
    data.reviews.push({
      id: rng.uuid(),
      booking_id: b.id,
      listing_type: b.listing.table,
      listing_id: b.listing.id,
      host_id: b.listing.host.id,
      traveler_id: b.traveler,
      rating: r.rating,
      body: r.text,
      status: i % 3 === 2 ? "pending" : "verified",
      moderated_by: i % 3 === 2 ? null : adminId,
      moderated_at: i % 3 === 2 ? null : iso(b.end + 2 * DAY),
      created_at: iso(b.end + DAY),
      updated_at: iso(b.end + DAY),
    });
  }
  // Reviews from before bookings moved onto the platform: they give every established host a history.
  for (const h of approved) {
    const n = h === demoHost ? 14 : rng.chance(0.12) ? 0 : rng.int(1, 18);
    for (let k = 0; k < n; k++) {
      const r = reviewText(rng.chance(0.85) ? 5 : 3);
      const at = now - rng.int(20, 700) * DAY;
      data.reviews.push({
        id: rng.uuid(),
        host_id: h.id,
        traveler_id: rng.pick(travelers).userId,
        rating: r.rating,
        body: r.text,
        status: k === n - 1 && rng.chance(0.3) ? "pending" : "verified",
        moderated_by: adminId,
        moderated_at: iso(at + DAY),
        created_at: iso(at),
        updated_at: iso(at),
      });
    }
  }
  // Verified reviews are what hosts.rating and total_reviews summarise.
  const tally = new Map<string, { n: number; sum: number }>();
  for (const r of data.reviews) {
    if (r.status !== "verified") continue;
    const t = tally.get(r.host_id) ?? { n: 0, sum: 0 };
    t.n += 1;
    t.sum += r.rating;
    tally.set(r.host_id, t);
  }
  for (const h of data.hosts) {
    const t = tally.get(h.id) ?? { n: 0, sum: 0 };
    h.total_reviews = t.n;
    h.rating = t.n ? Math.round((t.sum / t.n) * 100) / 100 : 0;
    h.is_superhost = t.n >= 10 && h.rating >= 4.8;
  }
}
