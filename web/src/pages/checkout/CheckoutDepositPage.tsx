import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BookingDetail, CheckoutResponse } from "../../../../domain/api/bookings";
import { TEST_MODE_LABEL } from "../../../../domain/bookings/messages";
import { formatDate } from "../../../../domain/date-range";
import { pageTitle } from "../../../../domain/titles";
import { useSignedIn } from "../../auth/useSignedIn";
import { formatMoment, PolicyText, refundRule } from "../../components/booking/BookingTerms";
import { CARD } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { isNotFound, LoadError } from "../../components/PageStates";
import { Button, buttonClass } from "../../components/ui/Button";
import { ApiRequestError, call } from "../../lib/api";
import { leaveSite, useStableNavigate } from "../../lib/navigate";
import { usePageTitle } from "../../lib/page-title";
import { queryClient } from "../../lib/query";
import {
  BookingFacts,
  bookingKey,
  bookingMoney,
  CheckoutFrame,
  CheckoutSkeleton,
  formatEuros,
  LINK,
  myBookingsPath,
  NoSuchBooking,
  useBooking,
} from "./booking-parts";

type Kind = "deposit" | "balance";

/** The provider being down is a 502 whose own words say what to do (wait a minute), unlike other server errors. */
const failureText = (err: unknown) =>
  err instanceof ApiRequestError && err.code === "payment_provider_unavailable" ? err.message : errorText(err);

const checkoutPath = (id: string, kind: Kind) =>
  `/checkout-deposit?booking=${encodeURIComponent(id)}${kind === "balance" ? "&pay=balance" : ""}`;

/** Why there is nothing to pay on this booking now, and where to go instead. */
function nothingToPay(b: BookingDetail, kind: Kind): { text: string; next?: { to: string; label: string } } {
  if (b.my_side !== "traveler") return { text: "Only the traveler of this booking pays for it." };
  switch (b.status) {
    case "requested":
      return {
        text: `The host hasn't confirmed your request yet${b.respond_by ? ` (they have until ${formatMoment(b.respond_by)})` : ""}. You pay the deposit once they do.`,
      };
    case "awaiting_deposit":
      return kind === "balance"
        ? { text: "The deposit comes first.", next: { to: checkoutPath(b.id, "deposit"), label: "Pay the deposit" } }
        : { text: "The time to pay the deposit has passed, so the booking will not go ahead." };
    case "deposit_paid":
      return b.can.pay_balance && kind === "deposit"
        ? {
            text: "Your deposit is paid.",
            next: { to: checkoutPath(b.id, "balance"), label: "Pay the balance" },
          }
        : { text: "Your deposit is paid." };
    case "confirmed":
    case "completed":
      return { text: "This trip is paid in full." };
    case "expired":
      return { text: "This booking expired: the deposit was not paid in time." };
    case "declined":
      return { text: `The host declined this request.${b.decline_reason ? ` Their reason: ${b.decline_reason}` : ""}` };
    case "cancelled":
    case "refunded":
      return { text: "This booking was cancelled." };
  }
}

function NothingToPay({ booking, kind }: { booking: BookingDetail; kind: Kind }) {
  const { text, next } = nothingToPay(booking, kind);
  return (
    <CheckoutFrame title="Nothing to pay" intro={text}>
      <BookingFacts booking={booking} />
      <div className="flex flex-wrap gap-3">
        {next && (
          <Link to={next.to} className={buttonClass({ size: "md" })}>
            {next.label}
          </Link>
        )}
        <Link
          to={myBookingsPath(booking.id)}
          className={buttonClass({ variant: next ? "secondary" : "primary", size: "md" })}
        >
          Go to my bookings
        </Link>
      </div>
    </CheckoutFrame>
  );
}

/** What this payment is: its amount in the booking's currency and in euros charged, and when it is due. */
function AmountDue({ booking: b, kind }: { booking: BookingDetail; kind: Kind }) {
  const money = bookingMoney(b);
  const amount = kind === "deposit" ? b.deposit_cents : b.balance_cents;
  return (
    <section aria-labelledby="amount-heading" className={`${CARD} space-y-4`}>
      <h2 id="amount-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
        {kind === "deposit" ? `Deposit (${b.deposit_percent}% of ${money(b.total_cents)})` : "Balance"}
      </h2>
      <p>
        <span className="font-display text-4xl font-semibold text-stone-900 dark:text-white" data-testid="amount-due">
          {money(amount)}
        </span>
        {b.display_currency !== "EUR" && (
          <span className="ml-2 text-sm text-stone-600 dark:text-stone-300">
            shown in {b.display_currency} at {b.display_rate} per euro
          </span>
        )}
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-200" data-testid="charged">
        Charged in euros: <span className="font-semibold">{formatEuros(amount)}</span>
      </p>
      <dl className="grid gap-2 text-sm">
        {kind === "deposit" && b.deposit_due_at && (
          <div>
            <dt className="inline text-stone-600 dark:text-stone-300">Pay by: </dt>
            <dd className="inline font-medium text-stone-900 dark:text-white">
              {formatMoment(b.deposit_due_at)}; the booking expires if the deposit is not paid by then.
            </dd>
          </div>
        )}
        {kind === "deposit" ? (
          <div>
            <dt className="inline text-stone-600 dark:text-stone-300">Left to pay after this: </dt>
            <dd className="inline font-medium text-stone-900 dark:text-white">
              {money(b.balance_cents)}
              {b.balance_due_date && `, due ${formatDate(b.balance_due_date)}`}
            </dd>
          </div>
        ) : (
          <div>
            <dt className="inline text-stone-600 dark:text-stone-300">Already paid: </dt>
            <dd className="inline font-medium text-stone-900 dark:text-white">
              {money(b.deposit_cents)} deposit of {money(b.total_cents)}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Test mode only: completes the checkout through the same path as a real payment's webhook. */
function TestPayment({ payment, bookingId }: { payment: CheckoutResponse["payment"]; bookingId: string }) {
  const navigate = useStableNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call("POST /api/payments/:id/test-pay", { params: { id: payment.id } });
      queryClient.setQueryData(bookingKey(bookingId), answer);
      navigate(`/payment-success?booking=${encodeURIComponent(bookingId)}`);
    } catch (err) {
      setFailure(errorText(err));
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby="test-payment-heading"
      data-testid="test-payment"
      className="space-y-3 rounded-3xl border-2 border-dashed border-amber-500 bg-amber-50 p-5 sm:p-6 dark:border-amber-400 dark:bg-amber-950"
    >
      <h2 id="test-payment-heading" className="font-display text-xl font-semibold text-amber-950 dark:text-amber-50">
        {TEST_MODE_LABEL}
      </h2>
      <p className="text-sm text-amber-950 dark:text-amber-50">
        Payments on this site run in test mode: no card is asked for and nothing is charged. Completing the test payment
        moves your booking on exactly as a real payment would.
      </p>
      <FormError message={failure} />
      <Button onClick={() => void pay()} busy={busy} busyLabel="Completing…">
        Complete test payment of {formatEuros(payment.amount_cents)}
      </Button>
    </section>
  );
}

function Checkout({ booking, testMode, kind }: { booking: BookingDetail; testMode: boolean; kind: Kind }) {
  const [started, setStarted] = useState<CheckoutResponse["payment"] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const payable = kind === "deposit" ? booking.can.pay_deposit : booking.can.pay_balance;
  if (!payable && !started) return <NothingToPay booking={booking} kind={kind} />;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call("POST /api/bookings/:id/checkout", { params: { id: booking.id }, body: { kind } });
      if (answer.test_mode) {
        setStarted(answer.payment);
        setBusy(false);
      } else {
        leaveSite.to(answer.payment.url);
      }
    } catch (err) {
      setFailure(failureText(err));
      setBusy(false);
      // Whatever changed (paid meanwhile, expired) shows once the booking is read again.
      void queryClient.invalidateQueries({ queryKey: bookingKey(booking.id) });
    }
  };

  const verb = kind === "deposit" ? "Pay deposit" : "Pay balance";
  return (
    <CheckoutFrame
      title={kind === "deposit" ? "Pay the deposit" : "Pay the balance"}
      intro={
        kind === "deposit"
          ? "The deposit holds your trip. You see what you pay and the cancellation policy before anything is charged."
          : "The rest of the price of your trip."
      }
    >
      {testMode && !started && (
        <p className="rounded-2xl bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {TEST_MODE_LABEL}
        </p>
      )}
      <BookingFacts booking={booking} />
      <AmountDue booking={booking} kind={kind} />
      <section aria-labelledby="policy-heading" className={`${CARD} space-y-3`}>
        <h2 id="policy-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          Cancellation policy
        </h2>
        <PolicyText policy={booking.cancellation_policy} />
        <p className="text-sm text-stone-700 dark:text-stone-200">
          {refundRule(booking.cancellation_policy, booking.start_date)}
        </p>
      </section>
      <FormError message={failure} />
      {started ? (
        <TestPayment payment={started} bookingId={booking.id} />
      ) : (
        <Button onClick={() => void start()} block busy={busy} busyLabel="Opening the payment…">
          {verb}
        </Button>
      )}
      <p className="text-center text-sm">
        <Link to={myBookingsPath(booking.id)} className={LINK}>
          Back to my bookings
        </Link>
      </p>
    </CheckoutFrame>
  );
}

/**
 * /checkout-deposit?booking=<id> (and &pay=balance): pays the deposit or the balance of the signed-in traveler's
 * booking, read from the server; through Stripe Checkout, or in test mode on this page.
 */
export function Component() {
  const auth = useSignedIn();
  const [params] = useSearchParams();
  const id = params.get("booking") ?? "";
  const kind: Kind = params.get("pay") === "balance" ? "balance" : "deposit";
  usePageTitle(pageTitle(kind === "deposit" ? "Pay the deposit" : "Pay the balance"));
  const query = useBooking(id, auth !== null);
  if (id === "" || isNotFound(query.error)) return <NoSuchBooking />;
  if (query.isError)
    return (
      <LoadError
        variant="page"
        title="We couldn't load your booking"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  if (!auth || query.isPending) return <CheckoutSkeleton />;
  return <Checkout booking={query.data.booking} testMode={query.data.test_mode} kind={kind} />;
}
