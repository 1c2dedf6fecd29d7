/**
 * The test-mode provider (no STRIPE_SECRET_KEY): no money moves. A checkout is our own checkout page, labelled with
 * TEST_MODE_LABEL (domain/bookings/messages.ts); paying there makes the event Stripe would send (the same JSON shape)
 * and applies it through the webhook's own path (events.ts), so local runs walk exactly the states production does.
 */
import type Stripe from "stripe";
import type { PaymentRecord } from "../../db/payments";
import type { PaymentProvider } from "./provider";

export const testModeProvider: PaymentProvider = {
  name: "test",
  async createCheckout(r) {
    return { ref: `cs_test_${r.paymentId}`, url: r.cancelUrl, expiresAt: r.expiresAt.toISOString() };
  },
  async expireCheckout() {},
  async refund(r) {
    return { ref: `re_test_${r.refundId}`, status: "succeeded" };
  },
};

/** The `checkout.session.completed` event Stripe would send for this checkout, paid in full. */
export function testCheckoutCompleted(payment: PaymentRecord): Stripe.Event {
  const session = {
    id: payment.provider_ref ?? `cs_test_${payment.id}`,
    object: "checkout.session",
    amount_total: payment.amount_cents,
    currency: "eur",
    payment_status: "paid",
    status: "complete",
    payment_intent: `pi_test_${payment.id}`,
    client_reference_id: payment.booking_id,
    metadata: { booking_id: payment.booking_id, payment_id: payment.id, kind: payment.kind },
  };
  return {
    id: `evt_test_${crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  } as unknown as Stripe.Event;
}
