/**
 * The Stripe adapter: Checkout sessions for deposits and balances, refunds, and expiring sessions, through the
 * official SDK with its fetch HTTP client (Workers have no Node http). Every create carries an idempotency key made
 * from our row id, so a retried request never charges or refunds twice.
 */
import Stripe from "stripe";
import type { CheckoutRequest, CheckoutSession, PaymentProvider, RefundRequest, RefundResult } from "./provider";

/** Stripe's window for a Checkout session's expiry: 30 minutes to 24 hours from creation. */
const MIN_EXPIRY_MS = 31 * 60_000;
const MAX_EXPIRY_MS = 23.9 * 3_600_000;

export function stripeClient(secretKey: string, fetcher?: typeof fetch): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetcher),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "untrodden" },
  });
}

export function clampExpiry(wanted: Date, now = Date.now()): Date {
  return new Date(Math.min(Math.max(wanted.getTime(), now + MIN_EXPIRY_MS), now + MAX_EXPIRY_MS));
}

export function stripeProvider(secretKey: string, fetcher?: typeof fetch): PaymentProvider {
  const stripe = stripeClient(secretKey, fetcher);
  return {
    name: "stripe",
    async createCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = { booking_id: r.bookingId, payment_id: r.paymentId, kind: r.kind };
      const expires = clampExpiry(r.expiresAt);
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: { currency: "eur", unit_amount: r.amountCents, product_data: { name: r.description } },
            },
          ],
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          expires_at: Math.floor(expires.getTime() / 1000),
          client_reference_id: r.bookingId,
          ...(r.customerEmail ? { customer_email: r.customerEmail } : {}),
          metadata,
          payment_intent_data: { metadata },
        },
        { idempotencyKey: `checkout-${r.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
      return { ref: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString() };
    },
    async expireCheckout(ref: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(ref, {}, { idempotencyKey: `expire-${ref}` });
      } catch (err) {
        // A session that is already complete or expired cannot be expired: nothing left to stop.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw err;
      }
    },
    async refund(r: RefundRequest): Promise<RefundResult> {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: r.paymentRef,
            amount: r.amountCents,
            metadata: { booking_id: r.bookingId, refund_id: r.refundId },
          },
          { idempotencyKey: `refund-${r.refundId}` },
        );
      } catch (err) {
        // Stripe refused the refund itself (already refunded, more than the charge): asking again would be refused
        // again, so it is a failure for an admin to look at, not a retry for the cron.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return { ref: "", status: "failed" };
        throw err;
      }
      const status =
        refund.status === "succeeded"
          ? "succeeded"
          : refund.status === "failed" || refund.status === "canceled"
            ? "failed"
            : "pending";
      return { ref: refund.id, status };
    },
  };
}
