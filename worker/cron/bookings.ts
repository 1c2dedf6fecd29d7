/**
 * The bookings' clocks (issue 16 item 3; ARCHITECTURE "Cron triggers", housekeeping): requests the host did not
 * answer in 48 hours and deposits not paid in 24 hours expire (releasing their seats and days), trips complete the
 * day after they end, offers past their expiry close, and refunds the provider did not take yet are asked again. All
 * through the state machine, like every other change.
 */
import { isSuperhost, SUPERHOST_RULE } from "../../domain/bookings/superhost";
import { bookingRow, dueBookings } from "../db/bookings";
import { nowIso } from "../db/client";
import { expireOffers } from "../db/offers";
import { setSuperhosts, superhostInputs } from "../db/superhosts";
import type { Env } from "../env";
import { awaitedCtx } from "../services/bookings/context";
import { sendRefunds } from "../services/bookings/refunds";
import { moveBooking, SYSTEM } from "../services/bookings/transitions";

/** Refunds younger than this are left to the request that recorded them. */
const REFUND_RETRY_AFTER_MS = 5 * 60_000;

/**
 * Runs the clocks as of `now`; `only` limits them to these bookings (the local test clock, /dev/cron, moves one
 * test's bookings without touching those of tests running beside it) and then leaves offers and refunds alone.
 */
export async function runBookingClocks(env: Env, now: Date, only?: readonly string[]) {
  const ctx = awaitedCtx(env, now);
  const all = await dueBookings(env.DB, nowIso(now.getTime()));
  const pick = (ids: string[]) => (only ? ids.filter((id) => only.includes(id)) : ids);
  const due = { unanswered: pick(all.unanswered), unpaid: pick(all.unpaid), ended: pick(all.ended) };
  const counts = { expired: 0, completed: 0, skipped: 0 };
  for (const [ids, action] of [
    [due.unanswered, "expire"],
    [due.unpaid, "expire"],
    [due.ended, "complete"],
  ] as const) {
    for (const id of ids) {
      const b = await bookingRow(env.DB, id);
      const moved =
        b &&
        (await moveBooking(ctx, b, action, SYSTEM, {
          set: action === "complete" ? { completed_at: nowIso(now.getTime()) } : {},
        }));
      if (moved?.ok) counts[action === "expire" ? "expired" : "completed"]++;
      else counts.skipped++;
    }
  }
  if (only) {
    await ctx.settle();
    return { ...counts, expiredOffers: 0, refundsSettled: 0 };
  }
  const offers = await expireOffers(env.DB, nowIso(now.getTime()));
  const refunds = await sendRefunds(ctx, { before: nowIso(now.getTime() - REFUND_RETRY_AFTER_MS) });
  await ctx.settle();
  return { ...counts, expiredOffers: offers, refundsSettled: refunds };
}

/** The nightly superhost recomputation (domain/bookings/superhost.ts). */
export async function recomputeSuperhosts(env: Env, now: Date) {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - SUPERHOST_RULE.cancellationMonths);
  const hosts = await superhostInputs(env.DB, since.toISOString());
  const superhosts = hosts.filter((h) => isSuperhost(h)).map((h) => h.id);
  return { superhosts: await setSuperhosts(env.DB, superhosts) };
}
