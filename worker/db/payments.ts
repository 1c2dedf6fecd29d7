/**
 * Payments of bookings as D1 keeps them: checkouts (deposit, balance) from open to paid or expired, refunds from
 * pending to succeeded or failed, and the provider's events already applied (processed_webhook_events), which is
 * what makes each webhook event count once however often it is delivered.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb, isUniqueViolation, nowIso, statement } from "./client";
import { guardFailure } from "./guards";
import { payments, processed_webhook_events } from "./schema";

export type PaymentRecord = typeof payments.$inferSelect;

/** The payments of a booking (checkouts and refunds), oldest first. */
export function paymentsOf(d1: D1Database, bookingId: string): Promise<PaymentRecord[]> {
  return getDb(d1).select().from(payments).where(eq(payments.booking_id, bookingId)).orderBy(asc(payments.created_at));
}

export async function paymentById(d1: D1Database, id: string): Promise<PaymentRecord | null> {
  const [row] = await getDb(d1).select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** The booking's checkout of this kind that is still open and not past its expiry, to reuse instead of a new one. */
export async function openCheckout(
  d1: D1Database,
  bookingId: string,
  kind: "deposit" | "balance",
  now: string,
): Promise<PaymentRecord | null> {
  const rows = await getDb(d1)
    .select()
    .from(payments)
    .where(and(eq(payments.booking_id, bookingId), eq(payments.kind, kind), eq(payments.status, "open")))
    .orderBy(asc(payments.created_at));
  return rows.find((p) => p.checkout_url && (p.expires_at === null || p.expires_at > now)) ?? null;
}

/** A new open checkout, before the provider is asked (its id is the provider's idempotency key). */
export async function insertCheckout(
  d1: D1Database,
  p: { id: string; booking_id: string; provider: string; kind: "deposit" | "balance"; amount_cents: number },
): Promise<void> {
  const now = nowIso();
  await getDb(d1)
    .insert(payments)
    .values({ ...p, status: "open", created_at: now, updated_at: now });
}

/** The provider's session for an open checkout: where to pay and until when. */
export async function setCheckoutSession(
  d1: D1Database,
  id: string,
  session: { ref: string; url: string; expiresAt: string },
): Promise<void> {
  await getDb(d1)
    .update(payments)
    .set({ provider_ref: session.ref, checkout_url: session.url, expires_at: session.expiresAt, updated_at: nowIso() })
    .where(eq(payments.id, id));
}

/** A checkout the provider could not open: it never was. */
export async function deleteCheckout(d1: D1Database, id: string): Promise<void> {
  await getDb(d1)
    .delete(payments)
    .where(and(eq(payments.id, id), eq(payments.status, "open")));
}

/** The checkout is paid (statement for the batch that applies the payment). */
export function paidStatement(d1: D1Database, id: string, paymentRef: string | null, now: string) {
  return statement(
    d1,
    getDb(d1)
      .update(payments)
      .set({ status: "paid", payment_ref: paymentRef, updated_at: now })
      .where(and(eq(payments.id, id), inArray(payments.status, ["open", "expired"]))),
  );
}

/**
 * Fails the batch unless the statement just before it (`paidStatement`) marked the checkout paid: a payment applied
 * twice at once (two test payments of one checkout) counts once.
 */
export function paidGuard(d1: D1Database, id: string) {
  return d1
    .prepare(`SELECT ${guardFailure("payment_changed", "p.id")} FROM payments p WHERE p.id = ?1 AND changes() = 0`)
    .bind(id);
}

export async function markCheckoutExpired(
  d1: D1Database,
  id: string,
  now: string,
  eventStatement: D1PreparedStatement,
) {
  await d1.batch([
    statement(
      d1,
      getDb(d1)
        .update(payments)
        .set({ status: "expired", updated_at: now })
        .where(and(eq(payments.id, id), eq(payments.status, "open"))),
    ),
    eventStatement,
  ]);
}

/** Open checkouts of a booking (to expire at the provider when the booking no longer takes payments). */
export function openCheckoutsOf(d1: D1Database, bookingId: string) {
  return getDb(d1)
    .select()
    .from(payments)
    .where(and(eq(payments.booking_id, bookingId), eq(payments.status, "open")));
}

/**
 * Refund rows for `amountCents` taken from the booking's paid payments among `taken` (newest first, never more than
 * each one has left after the refunds among `taken`): statements for the batch of the cancellation or refund that
 * decided them.
 */
export function refundStatements(
  d1: D1Database,
  bookingId: string,
  taken: readonly PaymentRecord[],
  amountCents: number,
  provider: string,
  now: string,
): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  const refunds = taken.filter((r) => r.kind === "refund");
  let left = amountCents;
  for (const p of taken.filter((x) => x.kind !== "refund" && x.status === "paid").reverse()) {
    if (left <= 0) break;
    const already = refunds
      .filter((r) => r.refund_of === p.id && r.status !== "failed")
      .reduce((sum, r) => sum + r.amount_cents, 0);
    const take = Math.min(left, p.amount_cents - already);
    if (take <= 0) continue;
    left -= take;
    out.push(
      statement(
        d1,
        getDb(d1).insert(payments).values({
          id: crypto.randomUUID(),
          booking_id: bookingId,
          provider,
          kind: "refund",
          refund_of: p.id,
          payment_ref: p.payment_ref,
          amount_cents: take,
          status: "pending",
          created_at: now,
          updated_at: now,
        }),
      ),
    );
  }
  return out;
}

/** Refunds still to be sent (or sent again after a failure), oldest first. */
export function refundsToSend(d1: D1Database, options: { bookingId?: string; before?: string; limit?: number } = {}) {
  return getDb(d1)
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, "refund"),
        eq(payments.status, "pending"),
        options.bookingId ? eq(payments.booking_id, options.bookingId) : undefined,
        options.before ? lte(payments.created_at, options.before) : undefined,
      ),
    )
    .orderBy(asc(payments.created_at))
    .limit(options.limit ?? 50);
}

/**
 * The refund went through: it is succeeded and the booking's refunded total grows, once (the booking's update runs
 * only when the refund's did). Statements for one batch.
 */
export function refundSucceededStatements(
  d1: D1Database,
  refund: PaymentRecord,
  providerRef: string | null,
  now: string,
) {
  return [
    statement(
      d1,
      getDb(d1)
        .update(payments)
        .set({ status: "succeeded", provider_ref: providerRef ?? refund.provider_ref, updated_at: now })
        .where(and(eq(payments.id, refund.id), inArray(payments.status, ["pending", "failed"]))),
    ),
    d1
      .prepare(
        "UPDATE bookings SET refunded_cents = refunded_cents + ?1, updated_at = ?2 WHERE id = ?3 AND changes() = 1",
      )
      .bind(refund.amount_cents, now, refund.booking_id),
  ];
}

export async function markRefundFailed(d1: D1Database, id: string, now: string): Promise<void> {
  await getDb(d1)
    .update(payments)
    .set({ status: "failed", updated_at: now })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")));
}

/** The row recording that a provider's event was applied; the batch fails on a second one with the same id. */
export function processedEventStatement(d1: D1Database, event: { id: string; provider: string; type: string }) {
  return statement(
    d1,
    getDb(d1).insert(processed_webhook_events).values({ id: event.id, provider: event.provider, type: event.type }),
  );
}

/** Whether a batch failed because its event had already been applied. */
export const isDuplicateEvent = (err: unknown) => isUniqueViolation(err, "processed_webhook_events");

export async function eventProcessed(d1: D1Database, id: string): Promise<boolean> {
  const [row] = await getDb(d1)
    .select({ id: processed_webhook_events.id })
    .from(processed_webhook_events)
    .where(eq(processed_webhook_events.id, id))
    .limit(1);
  return Boolean(row);
}

/** Sum of pending and succeeded refunds of a booking (what is already on its way back). */
export async function refundedOrPending(d1: D1Database, bookingId: string): Promise<number> {
  const [row] = await getDb(d1)
    .select({ n: sql<number>`coalesce(sum(${payments.amount_cents}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.booking_id, bookingId),
        eq(payments.kind, "refund"),
        inArray(payments.status, ["pending", "succeeded"]),
      ),
    );
  return row?.n ?? 0;
}
