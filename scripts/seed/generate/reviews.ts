import { isSuperhost } from "../../../domain/bookings/superhost";
import type { ListingTable } from "../../../domain/vocabulary";
import { REVIEW_SUBJECTS, REVIEW_TEXTS, type ReviewText } from "../content/reviews";
import type { CompletedBooking } from "./bookings";
import { DAY, fill, iso, type Seeding } from "./context";
import type { HostInfo } from "./hosts";
import type { TravelerInfo } from "./travelers";

const ROAD_LISTINGS: readonly ListingTable[] = ["rental_cars", "drivers"];

/** Whether a review text reads true of this host (and of the listing it reviews, when there is one). */
function fits(r: ReviewText, host: HostInfo, listing: ListingTable | null): boolean {
  if (r.host && r.host !== (host.female ? "she" : "he")) return false;
  if (r.countries && !r.countries.includes(host.country)) return false;
  if (!r.about) return true;
  if (!REVIEW_SUBJECTS[r.about].includes(host.type)) return false;
  if (listing === null || r.about === "operator") return true;
  return (r.about === "road") === ROAD_LISTINGS.includes(listing);
}

/**
 * Reviews of completed bookings and older ones for established hosts, then each host's rating from them. A host never
 * shows the same text twice: each draws from the texts that fit them and it has not used yet.
 */
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
  const used = new Map<string, Set<ReviewText>>();
  /** A text for this host of at least the rating (any rating it has left when none is), or null when it has none left. */
  const reviewText = (host: HostInfo, minRating: 3 | 4 | 5, listing: ListingTable | null) => {
    const mine = used.get(host.id) ?? new Set<ReviewText>();
    used.set(host.id, mine);
    const left = REVIEW_TEXTS.filter((r) => !mine.has(r) && fits(r, host, listing));
    const wanted = left.filter((r) => r.rating >= minRating);
    const pool = wanted.length > 0 ? wanted : left.filter((r) => r.rating >= 4);
    if (pool.length === 0) return null;
    const r = rng.pick(pool);
    mine.add(r);
    return { rating: r.rating, body: fill(r.text, { first: host.first, city: host.city.label }) };
  };
  for (const [i, b] of completedBookings.entries()) {
    const r = reviewText(b.listing.host, 4, b.listing.table);
    if (!r) continue;
    data.reviews.push({
      id: rng.uuid(),
      booking_id: b.id,
      listing_type: b.listing.table,
      listing_id: b.listing.id,
      host_id: b.listing.host.id,
      traveler_id: b.traveler,
      rating: r.rating,
      body: r.body,
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
      const r = reviewText(h, rng.chance(0.85) ? 5 : 3, null);
      if (!r) break;
      const at = now - rng.int(20, 700) * DAY;
      data.reviews.push({
        id: rng.uuid(),
        host_id: h.id,
        traveler_id: rng.pick(travelers).userId,
        rating: r.rating,
        body: r.body,
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
  // The superhost rule the nightly job applies (domain/bookings/superhost.ts), so the demo shows what it would keep.
  const yearAgo = iso(now - 365 * DAY);
  const hostCancellations = new Map<string, number>();
  for (const b of data.bookings)
    if (b.cancelled_side === "host" && (b.cancelled_at ?? "") >= yearAgo)
      hostCancellations.set(b.host_id, (hostCancellations.get(b.host_id) ?? 0) + 1);
  for (const h of data.hosts) {
    const t = tally.get(h.id) ?? { n: 0, sum: 0 };
    h.total_reviews = t.n;
    h.rating = t.n ? Math.round((t.sum / t.n) * 100) / 100 : 0;
    h.is_superhost =
      h.status === "approved" &&
      isSuperhost({
        rating: h.rating,
        verified_reviews: t.n,
        response_time_minutes: h.response_time_minutes ?? null,
        response_time_sample_size: h.response_time_sample_size ?? 0,
        host_cancellations_last_year: hostCancellations.get(h.user_id) ?? 0,
      });
  }
}
