/**
 * What each side of a booking is told when it moves (issue 16 item 3: "tells the other side"): the in-app
 * notification (and the e-mail built from the same words, worker/services/booking-notify.ts), per event and
 * recipient. Money is in euros as charged, with the traveler's display currency alongside when it differs.
 */
import { type CurrencyCode, findCurrency, formatPrice } from "../currency";
import { formatDateRange } from "../date-range";
import type { BookingAction } from "./machine";
import { BOOKING_NOTICE_PREFIX } from "./notice-kind";

export type BookingEvent = BookingAction | "requested" | "booked";

export interface NoticeBooking {
  id: string;
  listing_title: string;
  start_date: string;
  end_date: string | null;
  party_size: number;
  deposit_cents: number;
  total_cents: number;
  paid_cents: number;
  display_currency: string;
  display_rate: number;
  decline_reason: string | null;
  cancel_reason: string | null;
  cancelled_side: "traveler" | "host" | null;
}

export interface Notice {
  /** notifications.kind */
  kind: string;
  title: string;
  body: string;
  /** A same-site path the notification opens. */
  link: string;
}

export interface NoticeInput {
  event: BookingEvent;
  booking: NoticeBooking;
  travelerName: string;
  hostName: string;
  /** Euro cents going back to the traveler (cancel, refund). */
  refundCents?: number;
}

/** "€640" or "€640 (about $704)" in the currency the traveler booked in. */
export function moneyText(cents: number, booking: Pick<NoticeBooking, "display_currency" | "display_rate">): string {
  const euros = formatPrice(cents, findCurrency("EUR"));
  if (booking.display_currency === "EUR") return euros;
  const shown = findCurrency(booking.display_currency as CurrencyCode);
  return `${euros} (about ${formatPrice(cents, { ...shown, rate: booking.display_rate })})`;
}

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);

/** A person's words as a sentence of the notice: ended with a full stop unless they end one themselves. */
const sentence = (text: string) => (/[.!?…]["'”’)]?$/.test(text) ? text : `${text}.`);

export const bookingLink = (id: string) => `/my-bookings?booking=${encodeURIComponent(id)}`;
export const checkoutLink = (id: string) => `/checkout-deposit?booking=${encodeURIComponent(id)}`;

/** The notices of one event: to the traveler and/or the host (none when that side needs no word). */
export function bookingNotices(input: NoticeInput): { traveler: Notice | null; host: Notice | null } {
  const b = input.booking;
  const what = `${b.listing_title} (${formatDateRange(b.start_date, b.end_date)}, ${people(b.party_size)})`;
  const link = bookingLink(b.id);
  const n = (title: string, body: string, to = link): Notice => ({
    kind: `${BOOKING_NOTICE_PREFIX}${input.event}`,
    title,
    body,
    link: to,
  });
  const refund = input.refundCents ? ` ${moneyText(input.refundCents, b)} will be refunded.` : "";
  switch (input.event) {
    case "requested":
      return {
        traveler: null,
        host: n(
          "New booking request",
          `${input.travelerName} asked to book ${what}. Please confirm or decline within 48 hours.`,
        ),
      };
    case "booked":
      return {
        traveler: null,
        host: n(
          "New booking",
          `${input.travelerName} booked ${what}. The deposit of ${moneyText(b.deposit_cents, b)} is due within 24 hours.`,
        ),
      };
    case "confirm":
      return {
        traveler: n(
          "Your booking request was confirmed",
          `${input.hostName} confirmed ${what}. Pay the deposit of ${moneyText(b.deposit_cents, b)} within 24 hours to secure it.`,
          checkoutLink(b.id),
        ),
        host: null,
      };
    case "decline":
      return {
        traveler: n(
          "Your booking request was declined",
          `${input.hostName} cannot take ${what}${b.decline_reason ? `: ${sentence(b.decline_reason)}` : "."} Nothing was charged.`,
        ),
        host: null,
      };
    case "expire":
      return b.paid_cents > 0
        ? { traveler: null, host: null }
        : {
            traveler: n(
              "Your booking expired",
              `${what} expired before it was confirmed and paid. Nothing was charged.`,
            ),
            host: n(
              "A booking expired",
              `${input.travelerName}'s booking of ${what} expired; the dates are free again.`,
            ),
          };
    case "pay_deposit":
      return {
        traveler: n(
          "Deposit paid: your trip is booked",
          `We received your deposit of ${moneyText(b.deposit_cents, b)} for ${what}. The balance of ${moneyText(b.total_cents - b.deposit_cents, b)} is due before the trip.`,
        ),
        host: n("Deposit received", `${input.travelerName} paid the deposit for ${what}.`),
      };
    case "pay_balance":
    case "balance_received":
      return {
        traveler: n("Paid in full", `Your trip ${what} is paid in full. Have a wonderful journey!`),
        host: n("Balance received", `${input.travelerName}'s trip ${what} is paid in full.`),
      };
    case "cancel": {
      const byHost = b.cancelled_side === "host";
      const reason = b.cancel_reason ? ` Reason: ${sentence(b.cancel_reason)}` : "";
      return {
        traveler: n(
          byHost ? "Your host cancelled your booking" : "Your booking is cancelled",
          `${byHost ? `${input.hostName} cancelled` : "You cancelled"} ${what}.${refund}${reason}`,
        ),
        host: n(
          byHost ? "You cancelled a booking" : "A traveler cancelled",
          `${byHost ? "You cancelled" : `${input.travelerName} cancelled`} ${what}.${reason}`,
        ),
      };
    }
    case "complete":
      return {
        traveler: n("How was your trip?", `Tell other travelers about ${what} with ${input.hostName}: leave a review.`),
        host: null,
      };
    case "refund":
      return {
        traveler: n("Refund sent", `${moneyText(input.refundCents ?? 0, b)} for ${what} is on its way back to you.`),
        host: null,
      };
  }
}
