import type { BookingSummary } from "../../../../domain/api/bookings";
import { moneyText } from "../../../../domain/bookings/notices";
import type { ReviewStatus } from "../../../../domain/vocabulary";

const DEADLINE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A deadline in the person's own time: "Nov 28, 5:14 AM". */
export const deadlineText = (iso: string) => DEADLINE.format(new Date(iso));

export const peopleText = (n: number) => (n === 1 ? "1 person" : `${n} people`);

/**
 * Money of a booking: euros as charged, with the currency the traveler booked in beside them ("€640 (about $704)"),
 * the same words as its notices and e-mails.
 */
export const bookingMoney = (cents: number, b: Pick<BookingSummary, "display_currency" | "display_rate">) =>
  moneyText(cents, b);

/** What a review's state means to the traveler who wrote it and to the host it is about. */
export const REVIEW_STATE: Record<ReviewStatus, { label: string; traveler: string; host: string }> = {
  pending: {
    label: "Pending verification",
    traveler: "Our team checks every review before it is published.",
    host: "Our team checks every review before it is published; you can reply once it is.",
  },
  verified: {
    label: "Published",
    traveler: "It shows on the host's page and the listing.",
    host: "It shows on your page and the listing.",
  },
  rejected: {
    label: "Not published",
    traveler: "Our team did not publish it.",
    host: "Our team did not publish it.",
  },
};
