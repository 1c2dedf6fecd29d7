/**
 * The superhost rule (issue 16 item 8), recomputed nightly for every approved host (worker/cron/superhosts.ts):
 * travelers' verified reviews say the host is excellent, the host answers quickly, and the host has not cancelled
 * a traveler's booking in the last 12 months.
 */

export const SUPERHOST_RULE = {
  minRating: 4.8,
  minVerifiedReviews: 5,
  /** Median minutes to answer, over at least `minResponseSample` answered waits (domain/response-time.ts). */
  maxResponseMinutes: 120,
  minResponseSample: 3,
  /** Host cancellations allowed in the last `cancellationMonths` months. */
  maxHostCancellations: 0,
  cancellationMonths: 12,
} as const;

export interface SuperhostInput {
  rating: number;
  verified_reviews: number;
  response_time_minutes: number | null;
  response_time_sample_size: number;
  host_cancellations_last_year: number;
}

/** Whether a host is a superhost by the rule above. */
export function isSuperhost(h: SuperhostInput): boolean {
  const r = SUPERHOST_RULE;
  return (
    h.verified_reviews >= r.minVerifiedReviews &&
    h.rating >= r.minRating &&
    h.response_time_minutes !== null &&
    h.response_time_sample_size >= r.minResponseSample &&
    h.response_time_minutes <= r.maxResponseMinutes &&
    h.host_cancellations_last_year <= r.maxHostCancellations
  );
}

/** The rule in words, for the host's dashboard and the FAQ. */
export const SUPERHOST_TEXT = `Superhosts have an average rating of at least ${SUPERHOST_RULE.minRating} over at least ${SUPERHOST_RULE.minVerifiedReviews} verified reviews, usually answer within 2 hours, and have not cancelled a booking in the last 12 months.`;
