import { describe, expect, it } from "vitest";
import { stripeProvider } from "../../worker/services/payments/stripe";
import { type FakeStripe, fakeStripe, formObject, STRIPE_SECRET_KEY } from "./fake-stripe";

/** The Stripe adapter (worker/services/payments/stripe.ts) through the real SDK, against a fake of Stripe's API. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function checkoutRequest(over: Partial<Parameters<ReturnType<typeof stripeProvider>["createCheckout"]>[0]> = {}) {
  return {
    paymentId: "pay-1",
    bookingId: "booking-1",
    kind: "deposit" as const,
    amountCents: 12_800,
    description: "Deposit: Horse trek to the Kolsai lakes, Jun 01, 2027 - Jun 03, 2027",
    customerEmail: "aida@example.org",
    successUrl: "https://untrodden.test/payment-success?booking=booking-1",
    cancelUrl: "https://untrodden.test/checkout-deposit?booking=booking-1",
    expiresAt: new Date(Date.now() + 20 * HOUR),
    ...over,
  };
}

const provider = (fake: FakeStripe) => stripeProvider(STRIPE_SECRET_KEY, fake.fetch);

describe("a Checkout session", () => {
  it("is created with form-encoded params: the amount in euros, the URLs, the metadata and an idempotency key", async () => {
    const fake = fakeStripe();
    const session = await provider(fake).createCheckout(checkoutRequest());
    const [call] = fake.callsTo("POST /v1/checkout/sessions");
    expect(fake.calls).toHaveLength(1);
    expect(call?.contentType).toBe("application/x-www-form-urlencoded");
    expect(call?.authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);
    expect(call?.idempotencyKey).toBe("checkout-pay-1");
    const form = call?.form ?? new URLSearchParams();
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "12800",
      "line_items[0][price_data][product_data][name]":
        "Deposit: Horse trek to the Kolsai lakes, Jun 01, 2027 - Jun 03, 2027",
      success_url: "https://untrodden.test/payment-success?booking=booking-1",
      cancel_url: "https://untrodden.test/checkout-deposit?booking=booking-1",
      client_reference_id: "booking-1",
      customer_email: "aida@example.org",
    });
    const metadata = { booking_id: "booking-1", payment_id: "pay-1", kind: "deposit" };
    expect(formObject(form, "metadata")).toEqual(metadata);
    expect(formObject(form, "payment_intent_data[metadata]")).toEqual(metadata);
    const created = fake.sessions.get(session.ref);
    expect(session).toEqual({
      ref: created?.id,
      url: `https://checkout.stripe.com/c/pay/${created?.id}`,
      expiresAt: new Date((created?.expires_at ?? 0) * 1000).toISOString(),
    });
  });

  it("expires when asked, kept inside Stripe's window of 30 minutes to 24 hours", async () => {
    const fake = fakeStripe();
    const expiresAt = async (wanted: number) => {
      const before = Date.now();
      await provider(fake).createCheckout(
        checkoutRequest({ paymentId: crypto.randomUUID(), expiresAt: new Date(before + wanted) }),
      );
      const form = fake.calls.at(-1)?.form;
      return Number(form?.get("expires_at")) * 1000 - before;
    };
    const soon = await expiresAt(5 * MINUTE);
    expect(soon).toBeGreaterThan(30 * MINUTE);
    expect(soon).toBeLessThan(35 * MINUTE);
    const asked = await expiresAt(6 * HOUR);
    expect(Math.abs(asked - 6 * HOUR)).toBeLessThan(2_000);
    const late = await expiresAt(72 * HOUR);
    expect(late).toBeLessThan(24 * HOUR);
    expect(late).toBeGreaterThan(23 * HOUR);
  });

  it("is asked for once however often it is retried: the same payment sends the same idempotency key", async () => {
    const fake = fakeStripe();
    const first = await provider(fake).createCheckout(checkoutRequest({ paymentId: "pay-2" }));
    const again = await provider(fake).createCheckout(checkoutRequest({ paymentId: "pay-2" }));
    expect(again.ref).toBe(first.ref);
    expect(fake.sessions.size).toBe(1);
    expect(fake.calls.map((c) => c.idempotencyKey)).toEqual(["checkout-pay-2", "checkout-pay-2"]);
  });

  it("is retried by the SDK after a 500, with the same idempotency key", async () => {
    const fake = fakeStripe();
    fake.state.flakyFor = 1;
    await provider(fake).createCheckout(checkoutRequest({ paymentId: "pay-3" }));
    expect(fake.calls.map((c) => c.idempotencyKey)).toEqual(["checkout-pay-3", "checkout-pay-3"]);
    expect(fake.sessions.size).toBe(1);
  });

  it("fails loudly when Stripe is down or answers without a payment page", async () => {
    const fake = fakeStripe();
    fake.state.downFor = 1;
    await expect(provider(fake).createCheckout(checkoutRequest({ paymentId: "pay-4" }))).rejects.toThrow();
    fake.state.noUrl = true;
    await expect(provider(fake).createCheckout(checkoutRequest({ paymentId: "pay-5" }))).rejects.toThrow(/no URL/);
  });

  it("is expired with an idempotency key, and expiring one that is already over is not an error", async () => {
    const fake = fakeStripe();
    const session = await provider(fake).createCheckout(checkoutRequest({ paymentId: "pay-6" }));
    await provider(fake).expireCheckout(session.ref);
    const [call] = fake.callsTo(`POST /v1/checkout/sessions/${session.ref}/expire`);
    expect(call?.idempotencyKey).toBe(`expire-${session.ref}`);
    expect(fake.sessions.get(session.ref)?.status).toBe("expired");
    const paid = await provider(fake).createCheckout(checkoutRequest({ paymentId: "pay-7" }));
    fake.pay(paid.ref);
    await expect(provider(fake).expireCheckout(paid.ref)).resolves.toBeUndefined();
    fake.state.downFor = 1;
    await expect(provider(fake).expireCheckout("cs_test_other")).rejects.toThrow();
  });
});

describe("a refund", () => {
  it("is created from the payment intent for the amount, with its row id as metadata and idempotency key", async () => {
    const fake = fakeStripe();
    const result = await provider(fake).refund({
      refundId: "refund-row-1",
      bookingId: "booking-1",
      paymentRef: "pi_123",
      amountCents: 6_400,
    });
    const [call] = fake.callsTo("POST /v1/refunds");
    expect(call?.idempotencyKey).toBe("refund-refund-row-1");
    expect(call?.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(call?.form ?? [])).toMatchObject({ payment_intent: "pi_123", amount: "6400" });
    expect(formObject(call?.form ?? new URLSearchParams(), "metadata")).toEqual({
      booking_id: "booking-1",
      refund_id: "refund-row-1",
    });
    const [made] = [...fake.refunds.values()];
    expect(result).toEqual({ ref: made?.id, status: "succeeded" });
  });

  it("reads Stripe's refund statuses: pending stays pending, failed and canceled are failures", async () => {
    const fake = fakeStripe();
    const refund = (id: string) =>
      provider(fake).refund({ refundId: id, bookingId: "b", paymentRef: "pi_1", amountCents: 100 });
    fake.state.refundStatus = "pending";
    expect((await refund("r-pending")).status).toBe("pending");
    fake.state.refundStatus = "failed";
    expect((await refund("r-failed")).status).toBe("failed");
    fake.state.refundStatus = "canceled";
    expect((await refund("r-canceled")).status).toBe("failed");
  });

  it("refused by Stripe (the charge was refunded already) is a failure, not an error to retry", async () => {
    const fake = fakeStripe();
    fake.state.refuseRefunds = true;
    const result = await provider(fake).refund({
      refundId: "r-refused",
      bookingId: "b",
      paymentRef: "pi_1",
      amountCents: 100,
    });
    expect(result.status).toBe("failed");
    expect(fake.callsTo("POST /v1/refunds")).toHaveLength(1);
    fake.state.refuseRefunds = false;
    fake.state.downFor = 1;
    await expect(
      provider(fake).refund({ refundId: "r-down", bookingId: "b", paymentRef: "pi_1", amountCents: 100 }),
    ).rejects.toThrow();
  });

  it("asked twice with the same row refunds once", async () => {
    const fake = fakeStripe();
    const ask = () =>
      provider(fake).refund({ refundId: "r-twice", bookingId: "b", paymentRef: "pi_1", amountCents: 100 });
    const [a, b] = [await ask(), await ask()];
    expect(b.ref).toBe(a.ref);
    expect(fake.refunds.size).toBe(1);
  });
});
