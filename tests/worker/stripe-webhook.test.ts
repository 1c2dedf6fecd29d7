import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { runBookingClocks } from "../../worker/cron/bookings";
import { act, count, inDays, publishedListing, requestBooking } from "./booking-fixtures";
import { type FakeStripe, fakeStripe, refundEvent, sessionEvent, signature, stripeEvent } from "./fake-stripe";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";
import { bookingOf, deliver, stripeCheckout, stripeEnv, stripeWorker } from "./stripe-fixtures";

/**
 * Stripe's webhook (POST /api/webhooks/stripe) with the secrets set, fed real event payloads signed by the SDK's own
 * test helper: each event applies once however often and in whatever order it comes, and a request that is not
 * Stripe's changes nothing.
 */

let host: Person;
let traveler: Person;
let tour: string;
let fake: FakeStripe;
let nextDay = 20;

beforeAll(async () => {
  [host, traveler] = await Promise.all([person("approved-host"), person("traveler")]);
  tour = (await publishedListing(host, "tour")).id;
});

beforeEach(() => {
  fake = fakeStripe();
  fake.install();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A new request of the traveler's for two people, confirmed by the host: it awaits its €100 deposit. */
async function awaitingDeposit() {
  nextDay += 4;
  const made = await requestBooking(traveler, {
    listing: { type: "tour", id: tour },
    start_date: inDays(nextDay),
    party_size: 2,
  });
  await act(host, made.id, "confirm");
  return made;
}

/** A booking whose deposit Stripe took and reported. */
async function depositPaid() {
  const b = await awaitingDeposit();
  const { payment, session } = await stripeCheckout(fake, traveler, b.id);
  const paid = fake.pay(session.id);
  expect((await deliver(sessionEvent("checkout.session.completed", paid))).status).toBe(200);
  return { b, payment, session: paid };
}

const row = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .first<Record<string, unknown>>();

/** Everything a payment event may change, to show that a refused one changed none of it. */
async function everything() {
  const tables = [
    "bookings",
    "payments",
    "processed_webhook_events",
    "audit_log",
    "notifications",
    "email_outbox",
    "listing_days",
  ];
  const counts = await Promise.all(tables.map((t) => count(`SELECT count(*) AS n FROM ${t}`)));
  const { results: bookings } = await env.DB.prepare(
    "SELECT id, status, paid_cents, refunded_cents, updated_at FROM bookings ORDER BY id",
  ).all();
  const { results: payments } = await env.DB.prepare("SELECT id, status, updated_at FROM payments ORDER BY id").all();
  return { counts: Object.fromEntries(tables.map((t, i) => [t, counts[i]])), bookings, payments };
}

const auditCount = (bookingId: string, action: string) =>
  count("SELECT count(*) AS n FROM audit_log WHERE entity_id = ? AND action = ?", bookingId, action);

describe("checkout.session.completed", () => {
  it("for the deposit makes the booking deposit_paid exactly once, though Stripe delivers it three times", async () => {
    const b = await awaitingDeposit();
    const { payment, session } = await stripeCheckout(fake, traveler, b.id);
    const [create] = fake.callsTo("POST /v1/checkout/sessions");
    expect(create?.form.get("line_items[0][price_data][unit_amount]")).toBe("10000");
    expect(create?.form.get("metadata[payment_id]")).toBe(payment.id);
    expect(create?.idempotencyKey).toBe(`checkout-${payment.id}`);
    const due = Date.parse((await bookingOf(traveler, b.id)).deposit_due_at ?? "");
    expect(Number(create?.form.get("expires_at")) * 1000).toBeLessThanOrEqual(due);
    expect(payment.url).toBe(session.url);

    const event = sessionEvent("checkout.session.completed", fake.pay(session.id));
    for (let i = 0; i < 3; i++) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect(await bookingOf(traveler, b.id)).toMatchObject({ status: "deposit_paid", paid_cents: 10_000 });
    expect(await row("SELECT status, payment_ref FROM payments WHERE id = ?", payment.id)).toEqual({
      status: "paid",
      payment_ref: session.payment_intent,
    });
    expect(await auditCount(b.id, "booking.pay_deposit")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM processed_webhook_events WHERE id = ?", event.id)).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'booking_pay_deposit' AND data LIKE ?",
        host.id,
        `%${b.id}%`,
      ),
    ).toBe(1);
  });

  it("delivered three times at once is applied once, and every delivery is answered without a server error", async () => {
    const b = await awaitingDeposit();
    const { session } = await stripeCheckout(fake, traveler, b.id);
    const event = sessionEvent("checkout.session.completed", fake.pay(session.id));
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await bookingOf(traveler, b.id)).toMatchObject({ status: "deposit_paid", paid_cents: 10_000 });
    expect(await auditCount(b.id, "booking.pay_deposit")).toBe(1);
  });

  it("for the balance makes the booking paid in full (confirmed) exactly once", async () => {
    const { b } = await depositPaid();
    const { payment, session } = await stripeCheckout(fake, traveler, b.id, "balance");
    expect(payment.amount_cents).toBe(40_000);
    const event = sessionEvent("checkout.session.completed", fake.pay(session.id));
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    expect(await bookingOf(traveler, b.id)).toMatchObject({
      status: "confirmed",
      paid_cents: 50_000,
      balance_method: "online",
    });
    expect(await auditCount(b.id, "booking.pay_balance")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM payments WHERE booking_id = ? AND status = 'paid'", b.id)).toBe(2);
  });
});

describe("checkout.session.expired", () => {
  it("before the deposit is due closes that checkout only: the booking waits and a new checkout opens", async () => {
    const b = await awaitingDeposit();
    const first = await stripeCheckout(fake, traveler, b.id);
    fake.sessions.set(first.session.id, { ...first.session, status: "expired" });
    const event = sessionEvent("checkout.session.expired", first.session);
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    expect(await row("SELECT status FROM payments WHERE id = ?", first.payment.id)).toEqual({ status: "expired" });
    expect((await bookingOf(traveler, b.id)).status).toBe("awaiting_deposit");
    const second = await stripeCheckout(fake, traveler, b.id);
    expect(second.payment.id).not.toBe(first.payment.id);
    expect(second.session.id).not.toBe(first.session.id);
  });

  it("once the deposit was due expires the booking and frees its days", async () => {
    const b = await awaitingDeposit();
    const { session } = await stripeCheckout(fake, traveler, b.id);
    await env.DB.prepare("UPDATE bookings SET deposit_due_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), b.id)
      .run();
    expect((await deliver(sessionEvent("checkout.session.expired", session))).status).toBe(200);
    expect((await bookingOf(traveler, b.id)).status).toBe("expired");
    expect(await count("SELECT count(*) AS n FROM listing_days WHERE booking_id = ?", b.id)).toBe(0);
  });
});

describe("events out of order", () => {
  it("expired, then completed (paid at the last moment): the payment counts, and replays of both change nothing", async () => {
    const b = await awaitingDeposit();
    const { payment, session } = await stripeCheckout(fake, traveler, b.id);
    const expired = sessionEvent("checkout.session.expired", session);
    const completed = sessionEvent("checkout.session.completed", fake.pay(session.id));
    expect((await deliver(expired)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    expect(await bookingOf(traveler, b.id)).toMatchObject({ status: "deposit_paid", paid_cents: 10_000 });
    expect(await row("SELECT status FROM payments WHERE id = ?", payment.id)).toEqual({ status: "paid" });
    const before = await everything();
    for (const e of [expired, completed, expired]) expect((await deliver(e)).status).toBe(200);
    expect(await everything()).toEqual(before);
  });

  it("completed, then expired: the late expiry changes nothing", async () => {
    const { b, payment, session } = await depositPaid();
    const before = await everything();
    expect((await deliver(sessionEvent("checkout.session.expired", session))).status).toBe(200);
    const after = await everything();
    expect(after.bookings).toEqual(before.bookings);
    expect(after.payments).toEqual(before.payments);
    expect(await row("SELECT status FROM payments WHERE id = ?", payment.id)).toEqual({ status: "paid" });
    expect((await bookingOf(traveler, b.id)).status).toBe("deposit_paid");
  });

  it("completed for a booking that expired meanwhile: the money goes straight back, all of it, once", async () => {
    const b = await awaitingDeposit();
    const { session } = await stripeCheckout(fake, traveler, b.id);
    const paid = fake.pay(session.id);
    await env.DB.prepare("UPDATE bookings SET deposit_due_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), b.id)
      .run();
    await runBookingClocks(stripeEnv(), new Date());
    expect((await bookingOf(traveler, b.id)).status).toBe("expired");

    const event = sessionEvent("checkout.session.completed", paid);
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    const refunds = fake.callsTo("POST /v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(Object.fromEntries(refunds[0]?.form ?? [])).toMatchObject({
      payment_intent: paid.payment_intent,
      amount: "10000",
    });
    const refundRow = await row(
      "SELECT id, status, amount_cents FROM payments WHERE booking_id = ? AND kind = 'refund'",
      b.id,
    );
    expect(refundRow).toMatchObject({ status: "succeeded", amount_cents: 10_000 });
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${refundRow?.id}`);
    expect(await bookingOf(traveler, b.id)).toMatchObject({
      status: "expired",
      paid_cents: 10_000,
      refunded_cents: 10_000,
    });
  });
});

describe("refund.updated", () => {
  async function cancelledWithPendingRefund() {
    const paid = await depositPaid();
    fake.state.refundStatus = "pending";
    const res = await stripeWorker(traveler, `/api/bookings/${paid.b.id}/cancel`, { method: "POST", json: {} });
    expect(res.status).toBe(200);
    const [refund] = [...fake.refunds.values()];
    if (!refund) throw new Error("no refund asked of Stripe");
    expect((await bookingOf(traveler, paid.b.id)).status).toBe("cancelled");
    return { ...paid, refund };
  }

  it("succeeded settles the refund and makes the cancelled booking refunded, exactly once", async () => {
    const { b, refund } = await cancelledWithPendingRefund();
    const event = refundEvent(refund, "succeeded");
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    expect(await bookingOf(traveler, b.id)).toMatchObject({ status: "refunded", refunded_cents: 10_000 });
    expect(await row("SELECT status FROM payments WHERE id = ?", refund.metadata.refund_id)).toEqual({
      status: "succeeded",
    });
    expect(await auditCount(b.id, "booking.refund")).toBe(1);
  });

  it("failed marks the refund failed and leaves the booking cancelled with nothing refunded", async () => {
    const { b, refund } = await cancelledWithPendingRefund();
    const event = refundEvent(refund, "failed");
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    expect(await row("SELECT status FROM payments WHERE id = ?", refund.metadata.refund_id)).toEqual({
      status: "failed",
    });
    expect(await bookingOf(traveler, b.id)).toMatchObject({ status: "cancelled", refunded_cents: 0 });
  });
});

describe("a request that is not Stripe's", () => {
  it("with a bad signature is refused with 400 and changes nothing", async () => {
    const b = await awaitingDeposit();
    const { session } = await stripeCheckout(fake, traveler, b.id);
    const payload = JSON.stringify(sessionEvent("checkout.session.completed", fake.pay(session.id)));
    const before = await everything();
    const forged = await signature(payload, { secret: "whsec_someone_else" });
    const other = await signature(JSON.stringify({ id: "evt_other", type: "ping" }));
    for (const header of [forged, other, "t=1,v1=deadbeef", ""]) {
      const res = await stripeWorker(null, "/api/webhooks/stripe", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(header ? { "Stripe-Signature": header } : {}) },
        body: payload,
      });
      expect(res.status).toBe(400);
      expect((await res.json<ErrorBody>()).error.code).toBe("bad_signature");
    }
    expect(await everything()).toEqual(before);
  });

  it("signed more than 300 seconds ago is refused with 400 and changes nothing; 290 seconds is still fine", async () => {
    const b = await awaitingDeposit();
    const { session } = await stripeCheckout(fake, traveler, b.id);
    const event = sessionEvent("checkout.session.completed", fake.pay(session.id));
    const payload = JSON.stringify(event);
    const before = await everything();
    const stale = await signature(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const res = await deliver(event, stale);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error).toEqual({
      code: "bad_signature",
      message: "The webhook signature is missing, wrong or too old",
    });
    expect(await everything()).toEqual(before);
    const recent = await signature(payload, { timestamp: Math.floor(Date.now() / 1000) - 290 });
    const ok = await stripeWorker(null, "/api/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": recent },
      body: payload,
    });
    expect(ok.status).toBe(200);
    expect((await bookingOf(traveler, b.id)).status).toBe("deposit_paid");
  });

  it("arriving where no webhook secret is configured is refused with 400", async () => {
    const payload = JSON.stringify(
      stripeEvent("checkout.session.expired", { id: "cs_test_x", object: "checkout.session" }),
    );
    const res = await stripeWorker(
      null,
      "/api/webhooks/stripe",
      { method: "POST", headers: { "Stripe-Signature": await signature(payload) }, body: payload },
      env,
    );
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.code).toBe("webhook_not_configured");
  });
});

describe("with Stripe configured", () => {
  it("test payments are switched off (404)", async () => {
    const b = await awaitingDeposit();
    const { payment } = await stripeCheckout(fake, traveler, b.id);
    const res = await stripeWorker(traveler, `/api/payments/${payment.id}/test-pay`, { method: "POST" });
    expect(res.status).toBe(404);
    expect((await bookingOf(traveler, b.id)).status).toBe("awaiting_deposit");
  });

  it("a cancellation sends the refund to Stripe with its row's idempotency key and settles to refunded", async () => {
    const { b, session } = await depositPaid();
    const res = await stripeWorker(traveler, `/api/bookings/${b.id}/cancel`, {
      method: "POST",
      json: { reason: "Our flights changed" },
    });
    expect(res.status).toBe(200);
    const refundRow = await row(
      "SELECT id, status, amount_cents FROM payments WHERE booking_id = ? AND kind = 'refund'",
      b.id,
    );
    expect(refundRow).toMatchObject({ status: "succeeded", amount_cents: 10_000 });
    const [call] = fake.callsTo("POST /v1/refunds");
    expect(call?.idempotencyKey).toBe(`refund-${refundRow?.id}`);
    expect(Object.fromEntries(call?.form ?? [])).toMatchObject({
      payment_intent: session.payment_intent,
      amount: "10000",
      "metadata[refund_id]": refundRow?.id,
      "metadata[booking_id]": b.id,
    });
    expect(await bookingOf(traveler, b.id)).toMatchObject({
      status: "refunded",
      paid_cents: 10_000,
      refunded_cents: 10_000,
      cancelled_side: "traveler",
    });
  });

  it("a refund Stripe could not take is sent again by the cron with the same key, and settles once", async () => {
    const { b } = await depositPaid();
    fake.state.downFor = 1;
    expect((await stripeWorker(traveler, `/api/bookings/${b.id}/cancel`, { method: "POST", json: {} })).status).toBe(
      200,
    );
    expect((await bookingOf(traveler, b.id)).status).toBe("cancelled");
    const pending = await row("SELECT id, status FROM payments WHERE booking_id = ? AND kind = 'refund'", b.id);
    expect(pending?.status).toBe("pending");
    await runBookingClocks(stripeEnv(), new Date(Date.now() + 10 * 60_000));
    await runBookingClocks(stripeEnv(), new Date(Date.now() + 20 * 60_000));
    const keys = fake.callsTo("POST /v1/refunds").map((c) => c.idempotencyKey);
    expect(keys).toEqual([`refund-${pending?.id}`, `refund-${pending?.id}`]);
    expect(fake.refunds.size).toBe(1);
    expect(await bookingOf(traveler, b.id)).toMatchObject({ status: "refunded", refunded_cents: 10_000 });
  });

  it("a refund Stripe refuses is marked failed and not asked again by the cron; the booking stays cancelled", async () => {
    const { b } = await depositPaid();
    fake.state.refuseRefunds = true;
    expect((await stripeWorker(traveler, `/api/bookings/${b.id}/cancel`, { method: "POST", json: {} })).status).toBe(
      200,
    );
    await runBookingClocks(stripeEnv(), new Date(Date.now() + 10 * 60_000));
    expect(fake.callsTo("POST /v1/refunds")).toHaveLength(1);
    expect(await row("SELECT status FROM payments WHERE booking_id = ? AND kind = 'refund'", b.id)).toEqual({
      status: "failed",
    });
    expect(await bookingOf(traveler, b.id)).toMatchObject({ status: "cancelled", refunded_cents: 0 });
  });

  it("cancelling a booking whose checkout is open stops that checkout at Stripe", async () => {
    const b = await awaitingDeposit();
    const { session } = await stripeCheckout(fake, traveler, b.id);
    expect((await stripeWorker(traveler, `/api/bookings/${b.id}/cancel`, { method: "POST", json: {} })).status).toBe(
      200,
    );
    const [call] = fake.callsTo(`POST /v1/checkout/sessions/${session.id}/expire`);
    expect(call?.idempotencyKey).toBe(`expire-${session.id}`);
    expect(fake.sessions.get(session.id)?.status).toBe("expired");
  });
});
