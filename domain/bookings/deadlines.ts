/**
 * The clocks of a booking (issue 16 item 3): a host answers a request within 48 hours, a traveler pays the deposit
 * within 24 hours of the host's yes, and a trip completes the day after it ends. Each deadline is also cut short by
 * the trip's start: nothing waits past the first day. The housekeeping cron (worker/cron/bookings.ts) moves
 * bookings whose time is up, through the state machine like everything else.
 */

import { tripStart } from "./cancellation";
import { addDays } from "./pricing";

export const RESPOND_HOURS = 48;
export const DEPOSIT_HOURS = 24;

const HOUR_MS = 3_600_000;

const earlier = (a: number, b: number) => new Date(Math.min(a, b)).toISOString();

/** Until when the host may answer a request made at `now`. */
export function respondBy(now: Date, startDate: string): string {
  return earlier(now.getTime() + RESPOND_HOURS * HOUR_MS, tripStart(startDate).getTime());
}

/** Until when the deposit may be paid, once the booking awaits it from `now`. */
export function depositDueAt(now: Date, startDate: string): string {
  return earlier(now.getTime() + DEPOSIT_HOURS * HOUR_MS, tripStart(startDate).getTime());
}

/** The moment a trip ending on `endDate` is completed: 00:00 UTC of the day after. */
export function completesAt(endDate: string): string {
  return `${addDays(endDate, 1)}T00:00:00.000Z`;
}
