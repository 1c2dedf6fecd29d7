/**
 * The words of every refusal of the booking API (error messages on the wire, shown as they are by the web app), in
 * one table so the routes and the screens say the same thing.
 */
import type { TransitionRefusal } from "./machine";
import { BOOKING_STATUS_LABEL } from "./machine";
import { QUOTE_REFUSAL_TEXT, type QuoteRefusal } from "./pricing";

export const BOOKING_MESSAGES = {
  noBooking: "There is no such booking",
  noListing: "This listing cannot be booked",
  travelersOnly: "Only travelers can book trips. Sign in with a traveler account to book.",
  completeProfile: "Complete your profile before you book.",
  ownListing: "You cannot book your own listing",
  datesUnavailable: "Those dates are not available any more; please choose other dates",
  listingUnavailable: "This listing is no longer open for booking",
  changed: "This booking changed in the meantime; reload it to see where it stands",
  notPayable: "There is nothing to pay on this booking now",
  paymentUnavailable: "The payment service is not answering; please try again in a minute",
  notTestMode: "Test payments are switched off: payments go through Stripe",
  paymentNotOpen: "This payment is not open any more",
  webhookNotConfigured: "The Stripe webhook secret is not configured",
  badSignature: "The webhook signature is missing, wrong or too old",
  refundTooLarge: "amount_cents: is more than is left to refund",
  nothingToRefund: "Nothing was paid that is left to refund",
  noOffer: "There is no such offer",
  offerClosed: "This offer is no longer open",
  offerHostOnly: "Only the host of this conversation can send an offer",
  offerBlocked: "This conversation is blocked: no offers can be sent in it",
  offerListingNotYours: "listing: must be one of your published listings",
  offerTravelerOnly: "Only the traveler this offer was made to can accept or decline it",
  offerHostOnlyWithdraw: "Only the host who sent this offer can withdraw it",
  offerNotStored: "The offer was saved but could not be posted in the conversation yet; it will appear shortly",
  reviewNotCompleted: "You can review a trip once it is completed",
  reviewTravelerOnly: "Only the traveler of this booking can review it",
  reviewExists: "You have already reviewed this trip",
  noReview: "There is no such review",
  replyHostOnly: "Only the reviewed host can reply",
  replyNotVerified: "You can reply once the review is published",
  replyExists: "You have already replied to this review",
  reviewDecided: "This review has already been decided",
  notOwner: "There is no such listing of yours",
  noDaysForGroupTours: "Group tours are booked by departure; their dates cannot be blocked",
  calendarFeedHostsOnly: "Calendar feeds are for hosts",
} as const;

/** The checkout page's label while payments run in test mode (no STRIPE_SECRET_KEY): exact, so people are never unsure. */
export const TEST_MODE_LABEL = "Test payment — no money moves";

/** The words for a refusal of the state machine. */
export function transitionRefusalText(r: TransitionRefusal): string {
  if (r.reason === "not_yours_to_take") {
    switch (r.action) {
      case "confirm":
      case "decline":
        return "Only the host can answer a booking request";
      case "balance_received":
        return "Only the host can record the balance as received";
      case "cancel":
        return "A request that has not been answered yet is declined by the host, not cancelled";
      default:
        return "You cannot do that with this booking";
    }
  }
  return `This booking is ${BOOKING_STATUS_LABEL[r.status].toLowerCase()}: it cannot be ${ACTION_DONE[r.action]} now`;
}

const ACTION_DONE: Record<TransitionRefusal["action"], string> = {
  confirm: "confirmed",
  decline: "declined",
  expire: "expired",
  pay_deposit: "paid",
  pay_balance: "paid",
  balance_received: "marked as paid",
  cancel: "cancelled",
  complete: "completed",
  refund: "refunded",
};

export const quoteRefusalText = (r: QuoteRefusal) => QUOTE_REFUSAL_TEXT[r];
