/**
 * Paying a booking (issue 16 item 4): the deposit while the booking awaits it, the balance once the deposit is in.
 * One open checkout per booking and kind is reused until it expires; a new one is recorded before the provider is
 * asked (its id is the idempotency key), so a retry never opens a second session for the same payment.
 */
import { formatDateRange } from "../../../domain/date-range";
import { done, type Outcome, refused } from "../../../domain/outcome";
import type { BookingRow } from "../../db/bookings";
import { nowIso } from "../../db/client";
import { deleteCheckout, insertCheckout, openCheckout, setCheckoutSession } from "../../db/payments";
import { siteOrigin } from "../../site-origin";
import { paymentProvider } from "../payments/provider";
import { type BookingCtx, logEffect } from "./context";

const DAY_MS = 86_400_000;

export interface StartedCheckout {
  id: string;
  kind: "deposit" | "balance";
  amount_cents: number;
  url: string;
  expires_at: string | null;
}

export async function startCheckout(
  ctx: BookingCtx,
  b: BookingRow,
  kind: "deposit" | "balance",
  email: string | null,
): Promise<Outcome<StartedCheckout, "not_payable" | "provider_unavailable">> {
  const now = nowIso(ctx.now.getTime());
  const deposit = kind === "deposit";
  const payable = deposit
    ? b.status === "awaiting_deposit" && (!b.deposit_due_at || b.deposit_due_at > now)
    : b.status === "deposit_paid";
  if (!payable) return refused("not_payable");
  const amount = deposit ? b.deposit_cents : b.total_cents - b.deposit_cents;
  if (amount <= 0) return refused("not_payable");
  const open = await openCheckout(ctx.env.DB, b.id, kind, now);
  if (open?.checkout_url)
    return done({
      id: open.id,
      kind,
      amount_cents: open.amount_cents,
      url: open.checkout_url,
      expires_at: open.expires_at,
    });
  const provider = paymentProvider(ctx.env);
  const id = crypto.randomUUID();
  await insertCheckout(ctx.env.DB, { id, booking_id: b.id, provider: provider.name, kind, amount_cents: amount });
  const origin = siteOrigin(ctx.env);
  const booking = encodeURIComponent(b.id);
  const expiresAt = deposit && b.deposit_due_at ? new Date(b.deposit_due_at) : new Date(ctx.now.getTime() + DAY_MS);
  let session: Awaited<ReturnType<typeof provider.createCheckout>>;
  try {
    session = await provider.createCheckout({
      paymentId: id,
      bookingId: b.id,
      kind,
      amountCents: amount,
      description: `${deposit ? "Deposit" : "Balance"}: ${b.listing_title}, ${formatDateRange(b.start_date, b.end_date)}`,
      customerEmail: email,
      successUrl: `${origin}/payment-success?booking=${booking}`,
      cancelUrl: `${origin}/checkout-deposit?booking=${booking}${deposit ? "" : "&pay=balance"}`,
      expiresAt,
    });
  } catch (error) {
    logEffect("create_checkout", error);
    await deleteCheckout(ctx.env.DB, id);
    return refused("provider_unavailable");
  }
  try {
    await setCheckoutSession(ctx.env.DB, id, session);
  } catch (error) {
    // Our database, not the provider, failed: the payment row goes (its session is never shown, so never paid)
    // and the error is ours to report.
    await deleteCheckout(ctx.env.DB, id).catch((cleanup) => logEffect("create_checkout.cleanup", cleanup));
    throw error;
  }
  return done({ id, kind, amount_cents: amount, url: session.url, expires_at: session.expiresAt });
}
