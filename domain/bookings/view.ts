/** What a person may do with a booking they see (the buttons of /my-bookings), from the state machine. */
import type { BookingCan } from "../api/bookings";
import type { BookingStatus } from "../vocabulary";
import { type BookingActor, decide } from "./machine";

export interface CanInput {
  status: BookingStatus;
  deposit_due_at: string | null;
  has_review: boolean;
}

/** The caller's possible actions; `side` is their part in the booking ("admin" for an admin looking on). */
export function bookingCan(side: "traveler" | "host" | "admin", b: CanInput, now: Date): BookingCan {
  const actor: BookingActor = side;
  const may = (action: Parameters<typeof decide>[1]) => decide(b.status, action, actor).ok;
  const traveler = side === "traveler";
  return {
    confirm: may("confirm"),
    decline: may("decline"),
    cancel: may("cancel"),
    pay_deposit:
      traveler &&
      b.status === "awaiting_deposit" &&
      (b.deposit_due_at === null || Date.parse(b.deposit_due_at) > now.getTime()),
    pay_balance: traveler && b.status === "deposit_paid",
    balance_received: side === "host" && may("balance_received"),
    review: traveler && b.status === "completed" && !b.has_review,
  };
}
