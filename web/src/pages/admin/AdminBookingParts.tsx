import type { BookingSummary } from "../../../../domain/api/bookings";
import { BOOKING_STATUS_LABEL } from "../../../../domain/bookings/machine";
import { findCurrency, formatPrice } from "../../../../domain/currency";
import type { BookingStatus } from "../../../../domain/vocabulary";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { Badge, type BadgeTone } from "./AdminConversationParts";

// What /admin/bookings and a booking's admin page share: query keys, amounts, the state badge.

export const BOOKINGS_KEY = [PERSONAL_QUERY_KEY, "admin-bookings"] as const;
export const bookingKey = (id: string) => [PERSONAL_QUERY_KEY, "admin-booking", id] as const;

const TONE: Record<BookingStatus, BadgeTone> = {
  requested: "amber",
  awaiting_deposit: "amber",
  deposit_paid: "brand",
  confirmed: "green",
  completed: "stone",
  declined: "red",
  cancelled: "red",
  expired: "stone",
  refunded: "stone",
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={TONE[status]}>{BOOKING_STATUS_LABEL[status]}</Badge>;
}

const EUROS = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" });

/**
 * Euro cents to the cent ("€1,234.50"): admins refund exact amounts of the ledger, which is kept in euros, so their
 * pages show euros rather than the currency the admin browses in.
 */
export const euros = (cents: number) => EUROS.format(cents / 100);

/** An amount in euros, and as the traveler saw it when they booked in another currency (spec §9). */
export function Amount({
  cents,
  booking,
}: {
  cents: number;
  booking: Pick<BookingSummary, "display_currency" | "display_rate">;
}) {
  if (booking.display_currency === "EUR") return <>{euros(cents)}</>;
  const booked = formatPrice(cents, { ...findCurrency(booking.display_currency), rate: booking.display_rate });
  return (
    <>
      {euros(cents)}{" "}
      <span className="text-stone-600 dark:text-stone-300">
        ({booked}
        <span className="sr-only"> as booked</span>)
      </span>
    </>
  );
}
