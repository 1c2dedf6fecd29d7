import type { BookingDetail, PaymentRow } from "../../../../domain/api/bookings";
import { formatDate } from "../../../../domain/date-range";
import { isNotFound, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { BookingCard } from "./BookingCard";
import { BookingCardSkeleton } from "./BookingList";
import { bookingMoney } from "./booking-text";
import { type Side, useBooking } from "./bookings-data";

const PAYMENT_KIND: Record<PaymentRow["kind"], string> = {
  deposit: "Deposit",
  balance: "Balance",
  refund: "Refund",
};

/** A checkout is open until paid or expired; a refund is pending until the provider settles it. */
const PAYMENT_STATUS: Record<PaymentRow["status"], string> = {
  open: "Not paid yet",
  paid: "Paid",
  expired: "Expired",
  pending: "On its way",
  succeeded: "Sent",
  failed: "Failed",
};

function Payments({ booking }: { booking: BookingDetail }) {
  return (
    <section aria-labelledby="booking-payments" className="mt-6">
      <h3 id="booking-payments" className="mb-2 font-semibold text-stone-900 dark:text-white">
        Payments
      </h3>
      {booking.payments.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-300">Nothing has been paid for this booking.</p>
      ) : (
        <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-700">
          {booking.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-semibold">{PAYMENT_KIND[p.kind]}</span>
              <span>{bookingMoney(p.amount_cents, booking)}</span>
              <span className="text-stone-600 dark:text-stone-300">
                {PAYMENT_STATUS[p.status]} · {formatDate(p.updated_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One booking (GET /api/bookings/:id) with what can be done with it and its payments. */
function Detail({ id, side }: { id: string; side: Side }) {
  const query = useBooking(id);
  const booking = query.data?.booking;
  if (query.isPending)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading the booking…</span>
        <BookingCardSkeleton />
      </div>
    );
  if (query.isError)
    return isNotFound(query.error) ? (
      <p role="alert" className="text-stone-700 dark:text-stone-200">
        There is no such booking of yours. It may belong to another account.
      </p>
    ) : (
      <LoadError title="We couldn't load this booking." error={query.error} onRetry={() => query.refetch()} />
    );
  if (!booking) return null;
  // Someone reaching their own booking from the other side's link (a host who also travels) sees their side of it.
  const mySide = booking.my_side === "admin" ? side : booking.my_side;
  return (
    <>
      <BookingCard booking={booking} side={mySide} inDetail />
      <Payments booking={booking} />
    </>
  );
}

/**
 * `/my-bookings?booking=<id>`, the address of e-mails and notifications: the booking in a dialog over the tab the
 * person was on (open while `id` is set; closing it gives focus back to the link that opened it).
 */
export function BookingDetailDialog({ id, side, onClose }: { id: string | null; side: Side; onClose: () => void }) {
  return (
    <Dialog open={id !== null} onClose={onClose} size="md" title="Booking details">
      <div className="mt-4">{id && <Detail id={id} side={side} />}</div>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
