/**
 * Cancellation policies a host picks per listing (issue 16 item 5), shown before anything is paid, and the refund a
 * cancellation gives back. A host who cancels always refunds in full (and it counts against them: domain/bookings/
 * superhost.ts); a traveler gets what the policy says at the moment they cancel.
 */

export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = "moderate";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface PolicyRule {
  /** The share of what was paid that comes back, in percent, when cancelling at least `before` ms ahead. */
  percent: number;
  before: number;
}

/** Each policy's one cut-off: cancelling at or before it refunds `percent`, after it nothing. */
export const POLICY_RULES: Record<CancellationPolicy, PolicyRule> = {
  flexible: { percent: 100, before: 24 * HOUR_MS },
  moderate: { percent: 100, before: 7 * DAY_MS },
  strict: { percent: 50, before: 14 * DAY_MS },
};

export const POLICY_NAME: Record<CancellationPolicy, string> = {
  flexible: "Flexible",
  moderate: "Moderate",
  strict: "Strict",
};

/** The policy in one sentence, as the listing, the checkout and the cancel dialog show it. */
export const POLICY_TEXT: Record<CancellationPolicy, string> = {
  flexible: "Full refund if you cancel at least 24 hours before the trip starts; no refund after that.",
  moderate: "Full refund if you cancel at least 7 days before the trip starts; no refund after that.",
  strict: "50% refund if you cancel at least 14 days before the trip starts; no refund after that.",
};

/** The moment a trip starts: 00:00 UTC of its first day (all dates are calendar days in UTC). */
export function tripStart(startDate: string): Date {
  return new Date(`${startDate}T00:00:00Z`);
}

/** The last moment a traveler can cancel and still get the policy's refund. */
export function refundCutoff(policy: CancellationPolicy, startDate: string): Date {
  return new Date(tripStart(startDate).getTime() - POLICY_RULES[policy].before);
}

export type CancelledBy = "traveler" | "host";

export interface RefundInput {
  policy: CancellationPolicy;
  startDate: string;
  /** Euro cents received so far (deposit, and the balance when it was paid). */
  paidCents: number;
  /** Who the cancellation is on: an admin cancelling on someone's behalf passes that side. */
  by: CancelledBy;
  now: Date;
}

export interface RefundQuote {
  /** Euro cents that go back. */
  refundCents: number;
  /** The share of what was paid, 0–100. */
  percent: number;
  /** Until when this refund holds (the policy's cut-off), null when nothing is left to lose or gain. */
  until: string | null;
}

/** What a cancellation refunds, by the policy for a traveler, in full for a host. */
export function refundFor(input: RefundInput): RefundQuote {
  if (input.paidCents <= 0) return { refundCents: 0, percent: 100, until: null };
  if (input.by === "host") return { refundCents: input.paidCents, percent: 100, until: null };
  const rule = POLICY_RULES[input.policy];
  const cutoff = refundCutoff(input.policy, input.startDate);
  const percent = input.now.getTime() <= cutoff.getTime() ? rule.percent : 0;
  return {
    refundCents: Math.floor((input.paidCents * percent) / 100),
    percent,
    until: percent > 0 ? cutoff.toISOString() : null,
  };
}
