/**
 * The booking state machine (ARCHITECTURE.md "Booking state machine", issue 16; docs/decisions/016-bookings.md), the
 * one place that says which action moves a booking from which state to which, and who may take it. The worker's
 * routes, the payment webhook and the cron all go through `decide` (worker/db/booking-transitions.ts applies it);
 * nothing else writes bookings.status.
 *
 *   requested ──confirm(host)──▶ awaiting_deposit ──pay_deposit──▶ deposit_paid ──pay_balance──▶ confirmed
 *       │                            │                                 │      └─balance_received(host)─▶ │
 *       ├─decline(host)─▶ declined   ├─expire(cron, 24 h)─▶ expired    ├──────complete(cron)──────▶ completed
 *       ├─expire(cron, 48 h)─▶ expired                                  │                               ▲
 *       └─cancel─▶ cancelled ◀──────────── cancel ──────────────────────┴──────── cancel ◀── confirmed ─┘
 *                     └─refund(provider settled, or admin)─▶ refunded ◀─refund(admin)─ completed
 *                                                            └─refund(admin): more of what the policy kept
 *
 * Group-tour departures and accepted custom offers start at awaiting_deposit: the host set their terms beforehand.
 */
import { done, type Outcome, refused } from "../outcome";
import type { BookingStatus } from "../vocabulary";

/** Who takes an action: the booking's traveler or host, an admin, or the system (payment webhook, cron). */
export const BOOKING_ACTORS = ["traveler", "host", "admin", "system"] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export const BOOKING_ACTIONS = [
  "confirm",
  "decline",
  "expire",
  "pay_deposit",
  "pay_balance",
  "balance_received",
  "cancel",
  "complete",
  "refund",
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

interface Edge {
  from: BookingStatus;
  action: BookingAction;
  to: BookingStatus;
  by: readonly BookingActor[];
}

/** Every allowed move; any (state, action, actor) not here is refused. */
export const BOOKING_TRANSITIONS: readonly Edge[] = [
  { from: "requested", action: "confirm", to: "awaiting_deposit", by: ["host"] },
  { from: "requested", action: "decline", to: "declined", by: ["host"] },
  { from: "requested", action: "expire", to: "expired", by: ["system"] },
  { from: "requested", action: "cancel", to: "cancelled", by: ["traveler", "admin"] },
  { from: "awaiting_deposit", action: "pay_deposit", to: "deposit_paid", by: ["system"] },
  { from: "awaiting_deposit", action: "expire", to: "expired", by: ["system"] },
  { from: "awaiting_deposit", action: "cancel", to: "cancelled", by: ["traveler", "host", "admin"] },
  { from: "deposit_paid", action: "pay_balance", to: "confirmed", by: ["system"] },
  { from: "deposit_paid", action: "balance_received", to: "confirmed", by: ["host", "admin"] },
  { from: "deposit_paid", action: "cancel", to: "cancelled", by: ["traveler", "host", "admin"] },
  { from: "deposit_paid", action: "complete", to: "completed", by: ["system"] },
  { from: "confirmed", action: "cancel", to: "cancelled", by: ["traveler", "host", "admin"] },
  { from: "confirmed", action: "complete", to: "completed", by: ["system"] },
  { from: "cancelled", action: "refund", to: "refunded", by: ["system", "admin"] },
  { from: "completed", action: "refund", to: "refunded", by: ["admin"] },
  // An admin may give back more of what a policy kept (a strict policy's other half), up to what was paid.
  { from: "refunded", action: "refund", to: "refunded", by: ["admin"] },
];

export type TransitionRefusal =
  /** No edge leaves this state by this action (e.g. confirming a booking that is already paid). */
  | { reason: "not_allowed_now"; status: BookingStatus; action: BookingAction }
  /** The edge exists, but not for this actor (a traveler confirming their own request). */
  | { reason: "not_yours_to_take"; status: BookingStatus; action: BookingAction; actor: BookingActor };

/** Where `action` by `actor` takes a booking in `status`, or why it may not. */
export function decide(
  status: BookingStatus,
  action: BookingAction,
  actor: BookingActor,
): Outcome<BookingStatus, TransitionRefusal> {
  const edge = BOOKING_TRANSITIONS.find((e) => e.from === status && e.action === action);
  if (!edge) return refused({ reason: "not_allowed_now", status, action });
  if (!edge.by.includes(actor)) return refused({ reason: "not_yours_to_take", status, action, actor });
  return done(edge.to);
}

/** The actions `actor` may take on a booking in `status` (what the screens offer). */
export function actionsFor(status: BookingStatus, actor: BookingActor): BookingAction[] {
  return BOOKING_TRANSITIONS.filter((e) => e.from === status && e.by.includes(actor)).map((e) => e.action);
}

/** States in which the booking holds its seats or days (released on leaving them for a state outside). */
export const HOLDING_STATUSES: readonly BookingStatus[] = [
  "requested",
  "awaiting_deposit",
  "deposit_paid",
  "confirmed",
  "completed",
];

/** Whether moving from `from` to `to` gives back the seats or days the booking held. */
export function releasesHold(from: BookingStatus, to: BookingStatus): boolean {
  return HOLDING_STATUSES.includes(from) && !HOLDING_STATUSES.includes(to);
}

/** A trip still to happen (the traveler's upcoming list, the host's calendar and the .ics feed). */
export const UPCOMING_STATUSES: readonly BookingStatus[] = ["awaiting_deposit", "deposit_paid", "confirmed"];

/** The booking has reached an end state: nothing but an admin refund can change it. */
export const FINAL_STATUSES: readonly BookingStatus[] = ["declined", "cancelled", "expired", "refunded", "completed"];

/** How each state is shown to people. */
export const BOOKING_STATUS_LABEL: Record<BookingStatus, string> = {
  requested: "Waiting for the host",
  awaiting_deposit: "Awaiting deposit",
  deposit_paid: "Deposit paid",
  confirmed: "Paid in full",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
  refunded: "Refunded",
};

/** The audit log's action name of a transition ("booking.confirm"). */
export const auditAction = (action: BookingAction | "request") => `booking.${action}`;
