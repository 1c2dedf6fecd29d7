/**
 * Bookings (issue 16; rules in domain/bookings/): the price of a request before anything is paid, requests from
 * every listing kind, the traveler's and host's lists, one booking with its payments and what its caller may do, the
 * state machine's actions (confirm, decline, cancel, balance received), the deposit and balance checkouts, the
 * test-mode payment, and the payment provider's webhook.
 */
import { z } from "zod";
import type { CancellationPolicy } from "../bookings/cancellation";
import type { BookingAction } from "../bookings/machine";
import { BOOKING_LIMITS, type Quote } from "../bookings/pricing";
import { CURRENCIES, type CurrencyCode } from "../currency";
import {
  type BookingStatus,
  LISTING_ROUTES,
  type ListingKind,
  type ListingRoute,
  type PaymentKind,
  type PaymentStatus,
  type ReviewStatus,
} from "../vocabulary";
import type { Page } from "./cards";
import { get, post, reply } from "./endpoint";
import { cursor, isoDate, plainText } from "./fields";

const id = plainText().trim().min(1, "is required").max(64, "must be an id");
const idParams = z.object({ id });

/** The listing a booking or an offer is for: its kind's path segment and its id. */
export const listingRef = z.strictObject(
  {
    type: z.enum(LISTING_ROUTES, { error: "must be tour, group-tour, rental-car or driver" }),
    id,
  },
  { error: (iss) => (iss.input === undefined ? "is required" : "must be a listing's type and id") },
);

/** The currency a person sees prices in (spec §9); euros when absent. */
export const currencyCode = z
  .enum(CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]], {
    error: `must be one of ${CURRENCIES.map((c) => c.code).join(", ")}`,
  })
  .default("EUR");

const partySize = z
  .number({ error: (iss) => (iss.input === undefined ? "is required" : "must be a number") })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(BOOKING_LIMITS.maxParty, `can be at most ${BOOKING_LIMITS.maxParty}`);

/** What the price of a request depends on: the listing, its dates or departure, and the party. */
const requestShape = {
  listing: listingRef,
  /** Tours: the first day; cars and drivers: the first day of the range. */
  start_date: isoDate.nullable().optional(),
  /** Cars and drivers: the last day (inclusive). */
  end_date: isoDate.nullable().optional(),
  /** Group tours: the departure. */
  departure_id: id.nullable().optional(),
  party_size: partySize,
  /** The currency the traveler is looking at prices in (spec §9), stored with the booking. */
  currency: currencyCode,
};

/** POST /api/bookings/quote. */
export const quoteBody = z.strictObject(requestShape);
export type QuoteBody = z.input<typeof quoteBody>;

/** POST /api/bookings: the request, with where to be picked up and a note to the host. */
export const bookingBody = z.strictObject({
  ...requestShape,
  pickup_place: plainText()
    .trim()
    .max(BOOKING_LIMITS.pickupMax, `can be at most ${BOOKING_LIMITS.pickupMax} characters`)
    .nullable()
    .optional(),
  note: plainText()
    .trim()
    .max(BOOKING_LIMITS.noteMax, `can be at most ${BOOKING_LIMITS.noteMax} characters`)
    .nullable()
    .optional(),
});
export type BookingBody = z.input<typeof bookingBody>;

/** Which of the caller's bookings: as traveler or host, and which tab of /my-bookings. */
export const BOOKING_VIEWS = ["upcoming", "requests", "past", "cancelled", "all"] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

export const bookingsQuery = z.strictObject({
  role: z.enum(["traveler", "host"], { error: "must be traveler or host" }).default("traveler"),
  view: z.enum(BOOKING_VIEWS, { error: `must be one of ${BOOKING_VIEWS.join(", ")}` }).default("all"),
  /** Host calendar: trips overlapping this month ("2027-05"). */
  month: plainText()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month like 2027-05")
    .optional(),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const reason = (max: number) => plainText().trim().min(1, "is required").max(max, `can be at most ${max} characters`);

export const declineBody = z.strictObject({ reason: reason(1000) });
export const cancelBody = z.strictObject({
  reason: plainText().trim().max(1000, "can be at most 1000 characters").nullable().optional(),
});
export const checkoutBody = z.strictObject({
  kind: z.enum(["deposit", "balance"], { error: "must be deposit or balance" }),
});

/** A person on a booking, as the other side and admins see them. */
export interface BookingPerson {
  user_id: string;
  name: string;
  profile_photo_url: string | null;
  /** The public page's slug (host or traveler), null when they have none or were deleted. */
  profile_slug: string | null;
}

export interface BookingListing {
  kind: ListingKind;
  type: ListingRoute;
  id: string;
  title: string;
  /** The public page, null once it is gone. */
  path: string | null;
  cover: string | null;
}

/** What the caller may do with the booking now (the state machine and whose booking it is). */
export interface BookingCan {
  confirm: boolean;
  decline: boolean;
  cancel: boolean;
  pay_deposit: boolean;
  pay_balance: boolean;
  balance_received: boolean;
  review: boolean;
}

export interface BookingSummary {
  id: string;
  status: BookingStatus;
  listing: BookingListing;
  traveler: BookingPerson;
  host: BookingPerson;
  start_date: string;
  end_date: string;
  days: number;
  party_size: number;
  pickup_place: string | null;
  note: string | null;
  /** Euro cents. */
  total_cents: number;
  deposit_cents: number;
  deposit_percent: number;
  balance_cents: number;
  paid_cents: number;
  refunded_cents: number;
  /** The currency and rate shown when the traveler booked. */
  display_currency: CurrencyCode;
  display_rate: number;
  cancellation_policy: CancellationPolicy;
  respond_by: string | null;
  deposit_due_at: string | null;
  balance_due_date: string | null;
  balance_method: "online" | "in_person" | null;
  decline_reason: string | null;
  cancel_reason: string | null;
  cancelled_side: "traveler" | "host" | null;
  conversation_id: string | null;
  offer_id: string | null;
  /** The traveler's review of the trip, once written (the host's reply too, once given). */
  review: {
    id: string;
    status: ReviewStatus;
    rating: number;
    body: string;
    rejection_reason: string | null;
    host_reply: string | null;
  } | null;
  /** The caller's side of the booking ("admin" for an admin looking at someone else's). */
  my_side: "traveler" | "host" | "admin";
  can: BookingCan;
  created_at: string;
  updated_at: string;
}

export interface PaymentRow {
  id: string;
  kind: PaymentKind;
  provider: string;
  amount_cents: number;
  status: PaymentStatus;
  created_at: string;
  updated_at: string;
}

/** What cancelling now would give back to the traveler (shown before the cancel button does anything). */
export interface CancellationQuote {
  refund_cents: number;
  percent: number;
  /** Until when this refund holds, null when it cannot change any more. */
  until: string | null;
}

export interface BookingDetail extends BookingSummary {
  payments: PaymentRow[];
  /** What the caller's cancellation would refund, null when they may not cancel. */
  cancellation: CancellationQuote | null;
}

export interface BookingResponse {
  booking: BookingDetail;
  /** Payments run in test mode (no STRIPE_SECRET_KEY): the checkout says so. */
  test_mode: boolean;
}

export interface BookingsResponse extends Page {
  bookings: BookingSummary[];
}

/** POST /api/bookings/quote: the price before anything is asked or paid. */
export interface QuoteResponse {
  quote: Quote;
  cancellation_policy: CancellationPolicy;
  /** The listing's days (or the departure's seats) are free for this request right now. */
  available: boolean;
  display_currency: CurrencyCode;
  display_rate: number;
}

export interface CheckoutResponse {
  payment: {
    id: string;
    kind: "deposit" | "balance";
    amount_cents: number;
    /** Where to pay: the provider's page, or our checkout page in test mode. */
    url: string;
    expires_at: string | null;
  };
  test_mode: boolean;
}

/** GET /api/me/earnings: the host's money at a glance (euro cents). */
export interface EarningsResponse {
  /** Deposits received on trips not cancelled. */
  deposits_received_cents: number;
  /** Balances received (online or in person). */
  balances_received_cents: number;
  /** Balances still to come on upcoming trips. */
  balances_due_cents: number;
  /** Refunded to travelers. */
  refunded_cents: number;
  requests: number;
  upcoming: number;
  completed: number;
}

export const bookingsApi = {
  /** Anyone may see what a request would cost (and whether its dates are free) before signing in. */
  quote: post("/api/bookings/quote", { access: "public", body: quoteBody, response: reply<QuoteResponse>() }),
  /** Travelers request to book (201); group tours and their seats are held at once, awaiting the deposit. */
  create: post("/api/bookings", { access: "signed-in", body: bookingBody, response: reply<BookingResponse>() }),
  list: get("/api/bookings", { access: "signed-in", query: bookingsQuery, response: reply<BookingsResponse>() }),
  /** Its traveler, its host and admins. */
  one: get("/api/bookings/:id", { access: "signed-in", params: idParams, response: reply<BookingResponse>() }),
  confirm: post("/api/bookings/:id/confirm", {
    access: "signed-in",
    params: idParams,
    response: reply<BookingResponse>(),
  }),
  decline: post("/api/bookings/:id/decline", {
    access: "signed-in",
    params: idParams,
    body: declineBody,
    response: reply<BookingResponse>(),
  }),
  cancel: post("/api/bookings/:id/cancel", {
    access: "signed-in",
    params: idParams,
    body: cancelBody,
    response: reply<BookingResponse>(),
  }),
  /** The host records the balance as paid to them in person. */
  balanceReceived: post("/api/bookings/:id/balance-received", {
    access: "signed-in",
    params: idParams,
    response: reply<BookingResponse>(),
  }),
  /** The traveler starts paying the deposit or the balance (one open checkout per kind, reused). */
  checkout: post("/api/bookings/:id/checkout", {
    access: "signed-in",
    params: idParams,
    body: checkoutBody,
    response: reply<CheckoutResponse>(),
  }),
  /** Test mode only (404 when Stripe is configured): the traveler's test payment, through the webhook's path. */
  testPay: post("/api/payments/:id/test-pay", {
    access: "signed-in",
    params: idParams,
    response: reply<BookingResponse>(),
  }),
  earnings: get("/api/me/earnings", { access: "signed-in", response: reply<EarningsResponse>() }),
  /** Stripe's events, verified by signature on the raw body (no session: the signature is the permission). */
  stripeWebhook: post("/api/webhooks/stripe", { access: "public", response: reply<{ received: true }>() }),
};

export type { BookingAction };
