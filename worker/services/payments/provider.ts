/**
 * The one interface payments go through (issue 16 item 4): Stripe Checkout when STRIPE_SECRET_KEY is set
 * (stripe.ts), else the test-mode provider (test-mode.ts), which moves no money and walks the same states through
 * the same event path (events.ts). Routes, the webhook and the cron never call a provider's API themselves.
 */
import type { Env } from "../../env";
import { stripeProvider } from "./stripe";
import { testModeProvider } from "./test-mode";

export interface CheckoutRequest {
  /** Our payments row id: the provider's idempotency key and the event's way back to it. */
  paymentId: string;
  bookingId: string;
  kind: "deposit" | "balance";
  /** Euro cents. */
  amountCents: number;
  /** What the traveler sees on the provider's page. */
  description: string;
  customerEmail: string | null;
  /** Absolute URLs on our origin. */
  successUrl: string;
  cancelUrl: string;
  /** When the checkout stops taking the payment (the provider may clamp it to its own window). */
  expiresAt: Date;
}

export interface CheckoutSession {
  /** The provider's session id. */
  ref: string;
  /** Where the traveler pays. */
  url: string;
  expiresAt: string;
}

export interface RefundRequest {
  /** Our refund row id: the idempotency key. */
  refundId: string;
  bookingId: string;
  /** The provider's payment the refund is taken from. */
  paymentRef: string;
  amountCents: number;
}

export interface RefundResult {
  ref: string;
  status: "succeeded" | "pending" | "failed";
}

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Stops an open checkout taking money (the booking expired or was cancelled). */
  expireCheckout(ref: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The provider of this deployment; `fetcher` replaces the network (tests stand in for Stripe's servers). */
export function paymentProvider(env: Pick<Env, "STRIPE_SECRET_KEY">, fetcher?: typeof fetch): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripeProvider(env.STRIPE_SECRET_KEY, fetcher) : testModeProvider;
}

/** Test mode: no Stripe key, so no money moves and the checkout page says so. */
export const isTestMode = (env: Pick<Env, "STRIPE_SECRET_KEY">) => !env.STRIPE_SECRET_KEY;
