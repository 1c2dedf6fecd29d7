import {
  type CancellationPolicy,
  POLICY_NAME,
  POLICY_RULES,
  POLICY_TEXT,
  refundCutoff,
} from "../../../../domain/bookings/cancellation";
import { BALANCE_DUE_DAYS } from "../../../../domain/bookings/pricing";

/**
 * The terms a traveler agrees to before paying anything (issue 16 items 1 and 5), in the same words on the listing,
 * the request form and the checkout: the deposit and when the rest is due, and the cancellation policy.
 */

// Made on first use, not as the module loads: the listing page loads this module at start-up, and the first Intl
// object a page makes loads the browser's locale data in one long task (domain/numbers.ts).
let moment: Intl.DateTimeFormat | undefined;
function momentFormat(): Intl.DateTimeFormat {
  moment ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "2-digit",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return moment;
}

/** A deadline in the reader's own time: "Jun 02, 2026, 2:00 PM". */
export function formatMoment(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? "" : momentFormat().format(ms);
}

/** "Moderate cancellation: Full refund if you cancel at least 7 days before the trip starts; …" */
export function PolicyText({ policy, className = "" }: { policy: CancellationPolicy; className?: string }) {
  return (
    <p className={`text-sm text-stone-700 dark:text-stone-200 ${className}`}>
      <span className="font-semibold text-stone-900 dark:text-white">{POLICY_NAME[policy]} cancellation:</span>{" "}
      {POLICY_TEXT[policy]}
    </p>
  );
}

/** What the deposit is and when the rest is paid, as the listing states it before any dates are chosen. */
export function depositText(percent: number): string {
  return `${percent}% deposit to book; the rest is due ${BALANCE_DUE_DAYS} days before the trip.`;
}

/**
 * The policy applied to this trip: until when cancelling refunds what, and that a host's cancellation refunds all.
 * `now` decides whether the cut-off has already passed.
 */
export function refundRule(policy: CancellationPolicy, startDate: string, now: Date = new Date()): string {
  const cutoff = refundCutoff(policy, startDate);
  const { percent } = POLICY_RULES[policy];
  const share = percent === 100 ? "a full refund" : `a ${percent}% refund`;
  const yours =
    cutoff.getTime() >= now.getTime()
      ? `Cancel by ${formatMoment(cutoff.toISOString())} for ${share} of what you paid; after that, nothing is refunded.`
      : "The refund period of this policy has passed: if you cancel, nothing is refunded.";
  return `${yours} If the host cancels, you get everything back.`;
}
