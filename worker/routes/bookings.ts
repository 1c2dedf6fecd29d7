import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type BookingResponse, bookingsApi } from "../../domain/api/bookings";
import { BOOKING_MESSAGES as M, quoteRefusalText, transitionRefusalText } from "../../domain/bookings/messages";
import { isTraveler } from "../../domain/people";
import { KIND_OF_ROUTE } from "../../domain/vocabulary";
import type { HoldRefusal } from "../db/booking-writes";
import { type BookingRow, bookingDetail, bookingRow, hostEarnings, listBookings } from "../db/bookings";
import { partyOf } from "../db/conversations";
import { paymentById } from "../db/payments";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { startCheckout } from "../services/bookings/checkout";
import { type BookingCtx, requestCtx } from "../services/bookings/context";
import { priceRequest, type RequestRefusal, requestBooking } from "../services/bookings/request";
import {
  cancelBooking,
  cancellationRefund,
  confirmBooking,
  declineBooking,
  type MoveRefusal,
  moveBooking,
} from "../services/bookings/transitions";
import { applyPaymentEvent, paymentEventOfStripe, verifyStripeWebhook } from "../services/payments/events";
import { isTestMode } from "../services/payments/provider";
import { testCheckoutCompleted } from "../services/payments/test-mode";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

/** The caller's side of a booking, or null when it is not theirs to see (admins see every booking). */
export function sideOf(c: Ctx, b: BookingRow): "traveler" | "host" | "admin" | null {
  const me = principal(c);
  if (b.traveler_id === me.userId) return "traveler";
  if (b.host_id === me.userId) return "host";
  return me.isAdmin ? "admin" : null;
}

/** The booking as its caller sees it, with what cancelling now would refund them. */
export async function bookingAnswer(c: Ctx, id: string, now = new Date()): Promise<BookingResponse> {
  const detail = await bookingDetail(c.env.DB, id, principal(c).userId, now);
  if (!detail) throw new Error(`booking ${id} not found`);
  const side = detail.my_side === "admin" ? null : detail.my_side;
  c.header("Cache-Control", "private, no-store");
  return {
    booking: {
      ...detail,
      cancellation: side && detail.can.cancel ? toQuote(cancellationRefund(detail, side, now)) : null,
    },
    test_mode: isTestMode(c.env),
  };
}

const toQuote = (r: ReturnType<typeof cancellationRefund>) => ({
  refund_cents: r.refundCents,
  percent: r.percent,
  until: r.until,
});

const HOLD_REFUSALS: Record<HoldRefusal, [ContentfulStatusCode, string]> = {
  dates_unavailable: [409, M.datesUnavailable],
  departure_full: [409, quoteRefusalText("departure_full")],
  listing_unavailable: [409, M.listingUnavailable],
  offer_closed: [409, M.offerClosed],
};

/** The answer to a refused request or offer acceptance. */
export function requestRefused(c: Ctx, r: RequestRefusal | "offer_closed" | "no_listing"): Response {
  if (r === "no_listing") return errorJson(c, 404, "not_found", M.noListing);
  if (r === "own_listing") return errorJson(c, 403, "own_listing", M.ownListing);
  if (r in HOLD_REFUSALS) {
    const [status, message] = HOLD_REFUSALS[r as HoldRefusal];
    return errorJson(c, status, r, message);
  }
  return errorJson(
    c,
    400,
    r,
    quoteRefusalText(r as Exclude<RequestRefusal, HoldRefusal | "no_listing" | "own_listing">),
  );
}

/** The answer to a refused move of the state machine. */
export function moveRefused(c: Ctx, r: MoveRefusal): Response {
  if (r.reason === "booking_changed") return errorJson(c, 409, "booking_changed", M.changed);
  if (r.reason === "not_yours_to_take") return errorJson(c, 403, "forbidden", transitionRefusalText(r));
  return errorJson(c, 409, "not_allowed_now", transitionRefusalText(r));
}

type Loaded =
  | { ok: true; b: BookingRow; side: "traveler" | "host" | "admin"; ctx: BookingCtx }
  | { ok: false; res: Response };

/** The booking and the caller's side, or 404 for a booking that is not theirs (nor an admin's to see). */
async function load(c: Ctx, id: string): Promise<Loaded> {
  const b = await bookingRow(c.env.DB, id);
  const side = b && sideOf(c, b);
  if (!b || !side) return { ok: false, res: errorJson(c, 404, "not_found", M.noBooking) };
  return { ok: true, b, side, ctx: requestCtx(c) };
}

/**
 * /api/bookings: the price of a request, requests, the caller's lists and one booking, the state machine's actions,
 * checkouts, test-mode payments and Stripe's webhook (issue 16).
 */
export const bookingRoutes = implement(bookingsApi, {
  quote: async (c, { body }) => {
    const priced = await priceRequest(requestCtx(c), {
      ...body,
      kind: KIND_OF_ROUTE[body.listing.type],
      listingId: body.listing.id,
    });
    if (!priced.ok) return requestRefused(c, priced.refusal);
    const { quote, available, display, listing } = priced.value;
    return {
      quote,
      cancellation_policy: listing.policy,
      available,
      display_currency: display.code as "EUR",
      display_rate: display.rate,
    };
  },
  create: async (c, { body }) => {
    const me = principal(c).userId;
    const party = await partyOf(c.env.DB, me);
    if (!party?.user_type) return errorJson(c, 403, "complete_profile", M.completeProfile);
    if (!isTraveler(party)) return errorJson(c, 403, "travelers_only", M.travelersOnly);
    const made = await requestBooking(requestCtx(c), me, {
      ...body,
      kind: KIND_OF_ROUTE[body.listing.type],
      listingId: body.listing.id,
    });
    if (!made.ok) return requestRefused(c, made.refusal);
    return c.json(await bookingAnswer(c, made.value.id), 201);
  },
  list: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return listBookings(c.env.DB, principal(c).userId, query);
  },
  one: async (c, { params }) => {
    const got = await load(c, params.id);
    if (!got.ok) return got.res;
    return bookingAnswer(c, params.id);
  },
  confirm: async (c, { params }) => {
    const got = await load(c, params.id);
    if (!got.ok) return got.res;
    const moved = await confirmBooking(got.ctx, got.b, { side: got.side, userId: principal(c).userId });
    return moved.ok ? bookingAnswer(c, params.id) : moveRefused(c, moved.refusal);
  },
  decline: async (c, { params, body }) => {
    const got = await load(c, params.id);
    if (!got.ok) return got.res;
    const moved = await declineBooking(got.ctx, got.b, { side: got.side, userId: principal(c).userId }, body.reason);
    return moved.ok ? bookingAnswer(c, params.id) : moveRefused(c, moved.refusal);
  },
  cancel: async (c, { params, body }) => {
    const got = await load(c, params.id);
    if (!got.ok) return got.res;
    // Admins cancel on someone's behalf through /api/admin/bookings/:id/cancel, which says whose.
    if (got.side === "admin") return errorJson(c, 404, "not_found", M.noBooking);
    const moved = await cancelBooking(
      got.ctx,
      got.b,
      { side: got.side, userId: principal(c).userId },
      got.side,
      body.reason ?? null,
    );
    return moved.ok ? bookingAnswer(c, params.id) : moveRefused(c, moved.refusal);
  },
  balanceReceived: async (c, { params }) => {
    const got = await load(c, params.id);
    if (!got.ok) return got.res;
    const moved = await moveBooking(
      got.ctx,
      got.b,
      "balance_received",
      { side: got.side, userId: principal(c).userId },
      {
        set: { balance_method: "in_person" },
      },
    );
    return moved.ok ? bookingAnswer(c, params.id) : moveRefused(c, moved.refusal);
  },
  checkout: async (c, { params, body }) => {
    const got = await load(c, params.id);
    if (!got.ok) return got.res;
    if (got.side !== "traveler") return errorJson(c, 403, "forbidden", "Only the traveler of this booking pays for it");
    const started = await startCheckout(got.ctx, got.b, body.kind, principal(c).email);
    if (!started.ok)
      return started.refusal === "provider_unavailable"
        ? errorJson(c, 502, "payment_provider_unavailable", M.paymentUnavailable)
        : errorJson(c, 409, "not_payable", M.notPayable);
    c.header("Cache-Control", "private, no-store");
    return { payment: started.value, test_mode: isTestMode(c.env) };
  },
  testPay: async (c, { params }) => {
    if (!isTestMode(c.env)) return errorJson(c, 404, "not_found", M.notTestMode);
    const payment = await paymentById(c.env.DB, params.id);
    const b = payment && (await bookingRow(c.env.DB, payment.booking_id));
    if (!payment || !b || b.traveler_id !== principal(c).userId || payment.kind === "refund")
      return errorJson(c, 404, "not_found", M.paymentNotOpen);
    if (payment.status !== "open") return errorJson(c, 409, "payment_not_open", M.paymentNotOpen);
    const ctx = requestCtx(c);
    await applyPaymentEvent(ctx, paymentEventOfStripe(testCheckoutCompleted(payment)));
    return bookingAnswer(c, b.id);
  },
  earnings: async (c) => {
    c.header("Cache-Control", "private, no-store");
    return hostEarnings(c.env.DB, principal(c).userId);
  },
  stripeWebhook: async (c) => {
    const raw = await c.req.text();
    const verified = await verifyStripeWebhook(c.env, raw, c.req.header("Stripe-Signature"));
    if (!verified.ok)
      return verified.refusal === "not_configured"
        ? errorJson(c, 400, "webhook_not_configured", M.webhookNotConfigured)
        : errorJson(c, 400, "bad_signature", M.badSignature);
    await applyPaymentEvent(requestCtx(c), paymentEventOfStripe(verified.event));
    return { received: true as const };
  },
});
