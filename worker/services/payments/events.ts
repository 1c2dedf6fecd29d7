/**
 * The payment provider's events, applied exactly once (issue 16 item 4). Stripe's webhook (verified on the raw body
 * with the SubtleCrypto provider, 300 s tolerance) and the test-mode payment both end here:
 *
 * - Each event's id is recorded in processed_webhook_events in the same batch as its effect, so a replay finds it
 *   and changes nothing, and two deliveries at once cannot both write (the second batch fails on the id).
 * - Effects are written against state, not order: a checkout already paid stays paid when its `expired` event comes
 *   late; money that arrives for a booking that no longer takes it (expired, cancelled) is refunded in full at once.
 */
import Stripe from "stripe";
import { auditStatement } from "../../db/audit";
import { type BookingRow, bookingRow } from "../../db/bookings";
import { nowIso } from "../../db/client";
import { guardHit } from "../../db/guards";
import {
  eventProcessed,
  isDuplicateEvent,
  markCheckoutExpired,
  markRefundFailed,
  type PaymentRecord,
  paidGuard,
  paidStatement,
  paymentById,
  paymentsOf,
  processedEventStatement,
  refundStatements,
} from "../../db/payments";
import type { Env } from "../../env";
import type { BookingCtx } from "../bookings/context";
import { sendRefunds, settleRefund } from "../bookings/refunds";
import { moveBooking, SYSTEM } from "../bookings/transitions";

/** Seconds a signed event stays acceptable (Stripe's default; a replay of an older capture is refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What we act on, whichever provider reported it. */
export type PaymentEvent = { id: string; provider: string } & (
  | { type: "checkout_completed"; paymentId: string; paymentRef: string | null }
  | { type: "checkout_expired"; paymentId: string }
  | { type: "refund_succeeded" | "refund_failed"; refundId: string; refundRef: string }
  | { type: "other"; name: string }
);

const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : value && typeof value === "object" && "id" in value ? String(value.id) : null;

/** Our reading of a Stripe event (unknown kinds are recorded as "other" and change nothing). */
export function paymentEventOfStripe(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, provider: "stripe" };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const s = event.data.object;
      const paymentId = s.metadata?.payment_id;
      // A session paid by a delayed method completes unpaid; its async_payment_succeeded event brings the money.
      if (!paymentId || s.payment_status === "unpaid") break;
      return { ...base, type: "checkout_completed", paymentId, paymentRef: idOf(s.payment_intent) };
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed": {
      const paymentId = event.data.object.metadata?.payment_id;
      if (!paymentId) break;
      return { ...base, type: "checkout_expired", paymentId };
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      const r = event.data.object;
      const refundId = r.metadata?.refund_id;
      if (!refundId) break;
      if (r.status === "succeeded") return { ...base, type: "refund_succeeded", refundId, refundRef: r.id };
      if (r.status === "failed" || r.status === "canceled")
        return { ...base, type: "refund_failed", refundId, refundRef: r.id };
      break;
    }
  }
  return { ...base, type: "other", name: event.type };
}

export type WebhookRefusal = "not_configured" | "bad_signature";

/** The Stripe event a webhook request carries, verified against STRIPE_WEBHOOK_SECRET, or why not. */
export async function verifyStripeWebhook(
  env: Pick<Env, "STRIPE_WEBHOOK_SECRET" | "STRIPE_SECRET_KEY">,
  rawBody: string,
  signature: string | undefined,
): Promise<{ ok: true; event: Stripe.Event } | { ok: false; refusal: WebhookRefusal }> {
  if (!env.STRIPE_WEBHOOK_SECRET) return { ok: false, refusal: "not_configured" };
  if (!signature) return { ok: false, refusal: "bad_signature" };
  try {
    const event = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      WEBHOOK_TOLERANCE_SECONDS,
      Stripe.createSubtleCryptoProvider(),
    );
    return { ok: true, event };
  } catch {
    return { ok: false, refusal: "bad_signature" };
  }
}

export type Applied = "applied" | "duplicate" | "ignored";

/** Applies one event once; throws when D1 failed (the provider delivers it again). */
export async function applyPaymentEvent(ctx: BookingCtx, event: PaymentEvent): Promise<Applied> {
  if (await eventProcessed(ctx.env.DB, event.id)) return "duplicate";
  const processed = processedEventStatement(ctx.env.DB, {
    id: event.id,
    provider: event.provider,
    type: event.type === "other" ? event.name : event.type,
  });
  try {
    switch (event.type) {
      case "checkout_completed":
        return await checkoutCompleted(ctx, event.paymentId, event.paymentRef, processed);
      case "checkout_expired":
        return await checkoutExpired(ctx, event.paymentId, processed);
      case "refund_succeeded": {
        const refund = await paymentById(ctx.env.DB, event.refundId);
        if (refund?.kind !== "refund") break;
        await settleRefund(ctx, refund, event.refundRef, [processed]);
        return "applied";
      }
      case "refund_failed":
        await markRefundFailed(ctx.env.DB, event.refundId, nowIso(ctx.now.getTime()));
        break;
      case "other":
        break;
    }
    await ctx.env.DB.batch([processed]);
    return "ignored";
  } catch (err) {
    // The same event delivered twice at once: the other delivery's batch landed first (ours failed on the event's id,
    // or on the booking's state it had just changed). Anything else is thrown, and the provider delivers it again.
    if (isDuplicateEvent(err) || (await eventProcessed(ctx.env.DB, event.id))) return "duplicate";
    throw err;
  }
}

/** Tries a payment this many times when another change of the booking or the payment lands in between. */
const PAYMENT_ATTEMPTS = 3;

async function checkoutCompleted(
  ctx: BookingCtx,
  paymentId: string,
  paymentRef: string | null,
  processed: D1PreparedStatement,
): Promise<Applied> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await payOnce(ctx, paymentId, paymentRef, processed);
    if (outcome !== "changed") return outcome;
    // Read again: the payment may be paid by now (a second test payment), or the booking cancelled (refund it).
    if (attempt === PAYMENT_ATTEMPTS) throw new Error(`payment ${paymentId} not applied: it kept changing`);
  }
}

/** One attempt at applying a paid checkout to the state read now; "changed" when something else landed first. */
async function payOnce(
  ctx: BookingCtx,
  paymentId: string,
  paymentRef: string | null,
  processed: D1PreparedStatement,
): Promise<Applied | "changed"> {
  const payment = await paymentById(ctx.env.DB, paymentId);
  if (!payment || payment.kind === "refund" || payment.status === "paid") {
    await ctx.env.DB.batch([processed]);
    return "ignored";
  }
  const b = await bookingRow(ctx.env.DB, payment.booking_id);
  if (!b) throw new Error(`payment ${payment.id} of a missing booking`);
  const now = nowIso(ctx.now.getTime());
  const paid = [paidStatement(ctx.env.DB, payment.id, paymentRef, now), paidGuard(ctx.env.DB, payment.id), processed];
  const details = { payment_id: payment.id, amount_cents: payment.amount_cents };
  if (payment.kind === "deposit" && b.status === "awaiting_deposit") {
    const moved = await moveBooking(ctx, b, "pay_deposit", SYSTEM, {
      set: { paid_cents: b.paid_cents + payment.amount_cents, deposit_paid_at: now },
      extra: paid,
      details,
    });
    return moved.ok ? "applied" : "changed";
  }
  if (payment.kind === "balance" && b.status === "deposit_paid") {
    const moved = await moveBooking(ctx, b, "pay_balance", SYSTEM, {
      set: { paid_cents: b.paid_cents + payment.amount_cents, balance_method: "online" },
      extra: paid,
      details,
    });
    return moved.ok ? "applied" : "changed";
  }
  return refundLatePayment(ctx, b, { ...payment, status: "paid", payment_ref: paymentRef }, paid);
}

/** Money for a booking that no longer takes it: recorded as received and sent straight back, all of it. */
async function refundLatePayment(
  ctx: BookingCtx,
  b: BookingRow,
  payment: PaymentRecord,
  paid: D1PreparedStatement[],
): Promise<"applied" | "changed"> {
  const now = nowIso(ctx.now.getTime());
  const pays = await paymentsOf(ctx.env.DB, b.id);
  try {
    await ctx.env.DB.batch([
      ...paid,
      ctx.env.DB.prepare("UPDATE bookings SET paid_cents = paid_cents + ?1, updated_at = ?2 WHERE id = ?3").bind(
        payment.amount_cents,
        now,
        b.id,
      ),
      ...refundStatements(
        ctx.env.DB,
        b.id,
        // This payment as now paid (its row is updated in the same batch), with the refunds already recorded.
        [payment, ...pays.filter((p) => p.kind === "refund")],
        payment.amount_cents,
        payment.provider,
        now,
      ),
      auditStatement(ctx.env.DB, {
        actorId: null,
        action: "booking.late_payment_refunded",
        entityType: "booking",
        entityId: b.id,
        details: { status: b.status, payment_id: payment.id, amount_cents: payment.amount_cents },
      }),
    ]);
  } catch (err) {
    if (guardHit(err)?.reason === "payment_changed") return "changed";
    throw err;
  }
  ctx.defer(sendRefunds(ctx, { bookingId: b.id }));
  return "applied";
}

async function checkoutExpired(ctx: BookingCtx, paymentId: string, processed: D1PreparedStatement): Promise<Applied> {
  const payment = await paymentById(ctx.env.DB, paymentId);
  if (payment?.status !== "open") {
    await ctx.env.DB.batch([processed]);
    return "ignored";
  }
  await markCheckoutExpired(ctx.env.DB, payment.id, nowIso(ctx.now.getTime()), processed);
  // The session held the booking only until its deposit was due: past that, the booking expires and lets go.
  const b = await bookingRow(ctx.env.DB, payment.booking_id);
  if (b?.status === "awaiting_deposit" && b.deposit_due_at && b.deposit_due_at <= nowIso(ctx.now.getTime()))
    await moveBooking(ctx, b, "expire", SYSTEM, { details: { payment_id: payment.id } });
  return "applied";
}
