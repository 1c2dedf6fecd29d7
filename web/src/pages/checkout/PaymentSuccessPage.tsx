import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BookingDetail } from "../../../../domain/api/bookings";
import { BOOKING_STATUS_LABEL } from "../../../../domain/bookings/machine";
import { formatDate } from "../../../../domain/date-range";
import { pageTitle } from "../../../../domain/titles";
import { useSignedIn } from "../../auth/useSignedIn";
import { ChatIcon } from "../../components/icons";
import { isNotFound, LoadError } from "../../components/PageStates";
import { Button, buttonClass } from "../../components/ui/Button";
import { usePageTitle } from "../../lib/page-title";
import {
  BookingFacts,
  bookingMoney,
  CheckoutFrame,
  CheckoutSkeleton,
  LINK,
  myBookingsPath,
  NoSuchBooking,
  useBooking,
} from "./booking-parts";

/** How often the page asks whether the payment has been recorded, and for how long before it says so. */
export const POLL_MS = 2_000;
export const POLL_FOR_MS = 60_000;

/**
 * The payment the page is still waiting for the provider to report (its webhook), if any: the deposit while the
 * booking awaits it, the balance while a balance checkout is open on a booking whose deposit is paid.
 */
export function awaitedPayment(b: BookingDetail): "deposit" | "balance" | null {
  if (b.status === "awaiting_deposit") return "deposit";
  if (b.status === "deposit_paid" && b.payments.some((p) => p.kind === "balance" && p.status === "open"))
    return "balance";
  return null;
}

const chatPath = (b: BookingDetail) =>
  b.conversation_id
    ? `/chat?conversation=${encodeURIComponent(b.conversation_id)}`
    : `/chat?with=${encodeURIComponent(b.host.user_id)}`;

function Confirming({
  gaveUp,
  onCheckAgain,
  bookingId,
}: {
  gaveUp: boolean;
  onCheckAgain: () => void;
  bookingId: string;
}) {
  if (!gaveUp)
    return (
      <CheckoutFrame title="Confirming your payment…">
        <div role="status" className="flex items-center gap-3 text-stone-700 dark:text-stone-200">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
          />
          This usually takes a few seconds. You can keep this page open.
        </div>
      </CheckoutFrame>
    );
  return (
    <CheckoutFrame title="Your payment is still being confirmed">
      <div role="alert" className="space-y-3 text-stone-700 dark:text-stone-200">
        <p>
          We haven't heard back from the payment service yet. If you paid, your booking updates by itself as soon as it
          does, and we e-mail you. Please don't pay a second time.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button size="md" onClick={onCheckAgain}>
          Check again
        </Button>
        <Link to={myBookingsPath(bookingId)} className={buttonClass({ variant: "secondary", size: "md" })}>
          Go to my bookings
        </Link>
      </div>
    </CheckoutFrame>
  );
}

/** What the payment achieved: the trip, what is left to pay and when, and where to go next. */
function Booked({ booking: b }: { booking: BookingDetail }) {
  const money = bookingMoney(b);
  const paidInFull = b.status === "confirmed" || b.status === "completed";
  const held = paidInFull || b.status === "deposit_paid";
  const title = !held
    ? `This booking is ${BOOKING_STATUS_LABEL[b.status].toLowerCase()}`
    : paidInFull
      ? "Paid in full"
      : "You're booked";
  const intro = held
    ? `Thank you! ${b.host.name} has your trip.`
    : b.paid_cents > 0
      ? `Paid ${money(b.paid_cents)}, refunded ${money(b.refunded_cents)}. My bookings shows the details.`
      : "Nothing has been paid for it.";
  return (
    <CheckoutFrame title={title} intro={intro}>
      <BookingFacts booking={b} />
      {held && (
        <section aria-labelledby="left-heading" className="rounded-3xl bg-brand-50 p-5 sm:p-6 dark:bg-brand-900">
          <h2 id="left-heading" className="font-semibold text-brand-900 dark:text-brand-50">
            Left to pay
          </h2>
          <p className="mt-1 text-brand-900 dark:text-brand-50" data-testid="left-to-pay">
            {paidInFull
              ? `Nothing: ${money(b.total_cents)} paid in full.`
              : `${money(b.balance_cents)}${b.balance_due_date ? `, due ${formatDate(b.balance_due_date)}` : ""} (deposit of ${money(b.deposit_cents)} paid).`}
          </p>
          {b.can.pay_balance && (
            <p className="mt-2 text-sm">
              <Link to={`/checkout-deposit?booking=${encodeURIComponent(b.id)}&pay=balance`} className={LINK}>
                Pay the balance now
              </Link>
            </p>
          )}
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={myBookingsPath(b.id)} className={buttonClass({ size: "md" })}>
          Go to my bookings
        </Link>
        <Link to={chatPath(b)} className={buttonClass({ variant: "secondary", size: "md" })}>
          <ChatIcon width={18} height={18} />
          Message {b.host.name}
        </Link>
      </div>
    </CheckoutFrame>
  );
}

/**
 * /payment-success?booking=<id>: where the payment provider (or the test payment) returns. The booking's state is
 * read from the server: until the payment's webhook has been applied, the page says it is confirming and asks
 * again every 2 seconds for a minute, then says what to do; then it confirms what is booked.
 */
export function Component() {
  const auth = useSignedIn();
  const [params] = useSearchParams();
  const id = params.get("booking") ?? "";
  const [since, setSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const query = useBooking(id, auth !== null, (data) =>
    data && awaitedPayment(data.booking) && !gaveUp ? POLL_MS : false,
  );
  const waiting = query.data ? awaitedPayment(query.data.booking) !== null : false;
  usePageTitle(pageTitle(waiting ? "Confirming your payment" : "Payment"));

  useEffect(() => {
    if (!waiting || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, since + POLL_FOR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, gaveUp, since]);

  if (id === "" || isNotFound(query.error)) return <NoSuchBooking />;
  if (query.isError && !query.data)
    return (
      <LoadError
        variant="page"
        title="We couldn't load your booking"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  if (!auth || !query.data) return <CheckoutSkeleton />;
  if (waiting)
    return (
      <Confirming
        gaveUp={gaveUp}
        bookingId={id}
        onCheckAgain={() => {
          setSince(Date.now());
          setGaveUp(false);
          void query.refetch();
        }}
      />
    );
  return <Booked booking={query.data.booking} />;
}
