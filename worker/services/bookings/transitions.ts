/**
 * Every change of a booking's state, for routes, the payment events and the cron alike: the state machine decides
 * (domain/bookings/machine.ts), the change is written with its audit row and notices in one batch
 * (worker/db/booking-writes.ts), and its after-effects run once it landed (notices pushed, e-mails sent, refunds
 * asked of the provider, open checkouts stopped).
 */
import { refundFor } from "../../../domain/bookings/cancellation";
import { depositDueAt } from "../../../domain/bookings/deadlines";
import {
  auditAction,
  type BookingAction,
  type BookingActor,
  decide,
  type TransitionRefusal,
} from "../../../domain/bookings/machine";
import type { BookingEvent } from "../../../domain/bookings/notices";
import { done, type Outcome } from "../../../domain/outcome";
import { applyTransition, type TransitionWrite } from "../../db/booking-writes";
import { type BookingRow, bookingRow } from "../../db/bookings";
import { nowIso } from "../../db/client";
import { openCheckoutsOf, paymentsOf, refundStatements } from "../../db/payments";
import { paymentProvider } from "../payments/provider";
import { type BookingCtx, logEffect } from "./context";
import { notices } from "./notify";
import { sendRefunds } from "./refunds";

export type MoveRefusal = TransitionRefusal | { reason: "booking_changed" };

export interface Actor {
  side: BookingActor;
  /** The person acting (null for the system). */
  userId: string | null;
}

export const SYSTEM: Actor = { side: "system", userId: null };

export interface Move {
  set?: TransitionWrite["set"];
  extra?: D1PreparedStatement[];
  details?: Record<string, unknown>;
  /** Refund shown in the notices (a cancellation's). */
  refundCents?: number;
  /** The notice event when it is not the action's own name. */
  event?: BookingEvent;
}

/**
 * Takes `action` on booking `b` as `actor`: decided by the state machine, written with its audit row and notices,
 * then its after-effects deferred. Refused when the machine says no or another change came first.
 */
export async function moveBooking(
  ctx: BookingCtx,
  b: BookingRow,
  action: BookingAction,
  actor: Actor,
  move: Move = {},
): Promise<Outcome<BookingRow, MoveRefusal>> {
  const decided = decide(b.status, action, actor.side);
  if (!decided.ok) return decided;
  const to = decided.value;
  const now = nowIso(ctx.now.getTime());
  const after = { ...b, ...move.set, status: to } as BookingRow;
  const told = await notices(ctx, after, move.event ?? action, actor.side, { refundCents: move.refundCents });
  const written = await applyTransition(ctx.env.DB, {
    booking: b,
    to,
    set: move.set,
    now,
    audit: {
      actorId: actor.userId,
      action: auditAction(action),
      entityType: "booking",
      entityId: b.id,
      details: { from: b.status, to, by: actor.side, ...move.details },
    },
    extra: [...(move.extra ?? []), ...told.statements],
  });
  if (!written.ok) return { ok: false, refusal: { reason: written.refusal } };
  ctx.defer(told.after());
  if (to === "expired" || to === "cancelled") ctx.defer(stopCheckouts(ctx, b.id));
  return done(after);
}

/** Open checkouts of a booking that can no longer be paid are expired at the provider (the cron retries nothing). */
async function stopCheckouts(ctx: BookingCtx, bookingId: string): Promise<void> {
  const provider = paymentProvider(ctx.env);
  for (const p of await openCheckoutsOf(ctx.env.DB, bookingId)) {
    if (p.provider_ref) await provider.expireCheckout(p.provider_ref).catch((e) => logEffect("expire_checkout", e));
  }
}

/** The host says yes: the traveler has 24 hours to pay the deposit. */
export function confirmBooking(ctx: BookingCtx, b: BookingRow, actor: Actor) {
  return moveBooking(ctx, b, "confirm", actor, { set: { deposit_due_at: depositDueAt(ctx.now, b.start_date) } });
}

export function declineBooking(ctx: BookingCtx, b: BookingRow, actor: Actor, reason: string) {
  return moveBooking(ctx, b, "decline", actor, { set: { decline_reason: reason }, details: { reason } });
}

/** What cancelling `b` now as `side` would refund (by the policy for the traveler, in full for the host). */
export function cancellationRefund(
  b: Pick<BookingRow, "cancellation_policy" | "start_date" | "paid_cents" | "refunded_cents">,
  side: "traveler" | "host",
  now: Date,
) {
  return refundFor({
    policy: b.cancellation_policy,
    startDate: b.start_date,
    paidCents: b.paid_cents - b.refunded_cents,
    by: side,
    now,
  });
}

/**
 * Cancels a booking on `side`'s account (an admin passes the side they act for): the refund the policy gives is
 * recorded with the cancellation and sent to the provider once it landed.
 */
export async function cancelBooking(
  ctx: BookingCtx,
  b: BookingRow,
  actor: Actor,
  side: "traveler" | "host",
  reason: string | null,
): Promise<Outcome<BookingRow, MoveRefusal>> {
  const refund = cancellationRefund(b, side, ctx.now);
  const pays = await paymentsOf(ctx.env.DB, b.id);
  const provider = paymentProvider(ctx.env).name;
  const now = nowIso(ctx.now.getTime());
  const moved = await moveBooking(ctx, b, "cancel", actor, {
    set: { cancelled_by: actor.userId, cancelled_side: side, cancel_reason: reason, cancelled_at: now },
    extra: refundStatements(ctx.env.DB, b.id, pays, refund.refundCents, provider, now),
    details: { side, reason, refund_cents: refund.refundCents, refund_percent: refund.percent },
    refundCents: refund.refundCents,
  });
  if (moved.ok && refund.refundCents > 0) ctx.defer(sendRefunds(ctx, { bookingId: b.id }));
  return moved;
}

/** An admin refunds `amount` (at most what is left to refund) of a cancelled or completed booking. */
export async function adminRefund(
  ctx: BookingCtx,
  b: BookingRow,
  actor: Actor,
  amount: number,
  reason: string,
): Promise<Outcome<BookingRow, MoveRefusal>> {
  const pays = await paymentsOf(ctx.env.DB, b.id);
  const now = nowIso(ctx.now.getTime());
  const moved = await moveBooking(ctx, b, "refund", actor, {
    extra: refundStatements(ctx.env.DB, b.id, pays, amount, paymentProvider(ctx.env).name, now),
    details: { amount_cents: amount, reason },
    refundCents: amount,
  });
  if (moved.ok) ctx.defer(sendRefunds(ctx, { bookingId: b.id }));
  return moved;
}

/** Reads the booking again after a change (what the route answers with). */
export async function reread(ctx: BookingCtx, id: string): Promise<BookingRow> {
  const row = await bookingRow(ctx.env.DB, id);
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}
