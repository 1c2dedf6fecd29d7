/**
 * Refunds at the provider (issue 16 item 5): a cancellation or an admin records refund rows (pending) in its own
 * batch; this sends each to the provider with the row's id as the idempotency key, so asking twice (a retry, the
 * cron after a failure) never refunds twice. A refund the provider settles is recorded once, whether its answer or
 * its webhook event comes first; a cancelled booking whose refunds are all settled becomes refunded.
 */
import { bookingRow } from "../../db/bookings";
import { nowIso } from "../../db/client";
import {
  markRefundFailed,
  type PaymentRecord,
  paymentById,
  refundSucceededStatements,
  refundsToSend,
} from "../../db/payments";
import { paymentProvider } from "../payments/provider";
import { type BookingCtx, logEffect } from "./context";
import { moveBooking, SYSTEM } from "./transitions";

/** Sends the pending refunds (of one booking, or the oldest anywhere for the cron); returns how many settled. */
export async function sendRefunds(ctx: BookingCtx, options: { bookingId?: string; before?: string } = {}) {
  const provider = paymentProvider(ctx.env);
  let settled = 0;
  for (const refund of await refundsToSend(ctx.env.DB, options)) {
    if (!refund.payment_ref) {
      await markRefundFailed(ctx.env.DB, refund.id, nowIso(ctx.now.getTime()));
      continue;
    }
    try {
      const result = await provider.refund({
        refundId: refund.id,
        bookingId: refund.booking_id,
        paymentRef: refund.payment_ref,
        amountCents: refund.amount_cents,
      });
      if (result.status === "succeeded") {
        await settleRefund(ctx, refund, result.ref);
        settled++;
      } else if (result.status === "failed") await markRefundFailed(ctx.env.DB, refund.id, nowIso(ctx.now.getTime()));
    } catch (error) {
      // Left pending: the cron asks again with the same idempotency key.
      logEffect("refund", error);
    }
  }
  return settled;
}

/**
 * Records a refund the provider settled (once: a second call changes nothing), with `extra` statements in the same
 * batch (the event that reported it); a cancelled booking with nothing left pending is then refunded.
 */
export async function settleRefund(
  ctx: BookingCtx,
  refund: PaymentRecord,
  providerRef: string | null,
  extra: D1PreparedStatement[] = [],
): Promise<void> {
  const now = nowIso(ctx.now.getTime());
  await ctx.env.DB.batch([...refundSucceededStatements(ctx.env.DB, refund, providerRef, now), ...extra]);
  const b = await bookingRow(ctx.env.DB, refund.booking_id);
  if (b?.status !== "cancelled") return;
  const open = await refundsToSend(ctx.env.DB, { bookingId: b.id });
  if (open.length) return;
  const fresh = await paymentById(ctx.env.DB, refund.id);
  if (fresh?.status !== "succeeded") return;
  await moveBooking(ctx, b, "refund", SYSTEM, {
    details: { refunded_cents: b.refunded_cents },
    refundCents: b.refunded_cents,
  });
}
