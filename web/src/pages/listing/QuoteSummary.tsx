import type { ReactNode } from "react";
import type { QuoteResponse } from "../../../../domain/api/bookings";
import { BOOKING_MESSAGES } from "../../../../domain/bookings/messages";
import { formatDate } from "../../../../domain/date-range";
import { errorText } from "../../components/form/FormError";
import { formatAt } from "../../lib/currency";

const ROW = "flex items-baseline justify-between gap-4 py-1.5";

/** "€120 × 2 people", "€85 × 5 days". */
function unitLine(q: QuoteResponse["quote"], money: (cents: number) => string): string {
  const noun = q.unit === "person" ? (q.units === 1 ? "person" : "people") : q.units === 1 ? "day" : "days";
  return `${money(q.unit_cents)} × ${q.units} ${noun}`;
}

/**
 * The live price of the request (POST /api/bookings/quote), in the currency the traveler chose at the server's
 * rate: the total, the deposit with its percentage, the balance and the day it is due. Announced politely as it
 * changes; a refusal (too soon, not offered for that many people) or taken dates say so in its place.
 */
export function QuoteSummary({
  data,
  error,
  pending,
  updating,
  instant,
}: {
  data: QuoteResponse | undefined;
  error: unknown;
  /** Nothing chosen yet to price. */
  pending: boolean;
  /** A new price is on its way (the one shown is for the previous choice). */
  updating: boolean;
  /** Group tours: the deposit is paid now, not once the host says yes. */
  instant: boolean;
}) {
  let body: ReactNode;
  if (pending) {
    body = (
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {instant ? "Choose a departure to see the price." : "Choose your dates to see the price."}
      </p>
    );
  } else if (error) {
    body = <p className="text-sm font-medium text-red-700 dark:text-red-400">{errorText(error)}</p>;
  } else if (!data) {
    body = (
      <div aria-hidden="true" className="space-y-2">
        <div className="h-4 w-3/4 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-6 w-1/2 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    );
  } else {
    const q = data.quote;
    const money = (cents: number) => formatAt(cents, data.display_currency, data.display_rate);
    body = (
      <>
        {!data.available && (
          <p className="mb-2 text-sm font-medium text-red-700 dark:text-red-400">{BOOKING_MESSAGES.datesUnavailable}</p>
        )}
        <dl className="divide-y divide-stone-200 text-sm dark:divide-stone-700">
          <div className={ROW}>
            <dt className="text-stone-700 dark:text-stone-200">{unitLine(q, money)}</dt>
            <dd className="font-semibold text-stone-900 dark:text-white" data-testid="quote-total">
              {money(q.total_cents)}
            </dd>
          </div>
          <div className={ROW}>
            <dt className="text-stone-700 dark:text-stone-200">
              Deposit ({q.deposit_percent}%), {instant ? "paid now to hold your seats" : "paid once the host confirms"}
            </dt>
            <dd className="font-semibold text-stone-900 dark:text-white" data-testid="quote-deposit">
              {money(q.deposit_cents)}
            </dd>
          </div>
          <div className={ROW}>
            <dt className="text-stone-700 dark:text-stone-200">Balance, due {formatDate(q.balance_due_date)}</dt>
            <dd className="font-semibold text-stone-900 dark:text-white" data-testid="quote-balance">
              {money(q.balance_cents)}
            </dd>
          </div>
        </dl>
        {data.display_currency !== "EUR" && (
          <p className="mt-2 text-xs text-stone-600 dark:text-stone-300">
            Shown in {data.display_currency} at {data.display_rate} per euro; payments are charged in euros (
            {formatAt(q.deposit_cents, "EUR", 1)} deposit).
          </p>
        )}
      </>
    );
  }
  return (
    <section
      aria-labelledby="quote-heading"
      aria-live="polite"
      aria-busy={updating || undefined}
      className={`rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 transition-opacity dark:bg-stone-800/60 dark:ring-stone-700 ${updating ? "opacity-60" : ""}`}
    >
      <h3 id="quote-heading" className="mb-2 font-semibold text-stone-900 dark:text-white">
        Price
      </h3>
      {body}
    </section>
  );
}
