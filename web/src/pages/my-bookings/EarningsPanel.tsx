import { LoadError } from "../../components/PageStates";
import { useCurrency } from "../../lib/currency";
import { useEarnings } from "./bookings-data";

function Amount({ label, cents, hint }: { label: string; cents: number; hint: string }) {
  const { format } = useCurrency();
  return (
    <div className="rounded-2xl bg-stone-50 px-4 py-3 dark:bg-stone-800">
      <dt className="text-sm text-stone-600 dark:text-stone-300">{label}</dt>
      <dd className="font-display text-2xl font-semibold text-stone-900 dark:text-white">{format(cents)}</dd>
      <dd className="text-xs text-stone-500 dark:text-stone-400">{hint}</dd>
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The host's money at a glance (GET /api/me/earnings), in the currency they browse in. */
export function EarningsPanel() {
  const earnings = useEarnings();
  return (
    <section
      aria-labelledby="earnings-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10"
    >
      <h2 id="earnings-heading" className="mb-4 font-display text-xl font-semibold text-stone-900 dark:text-white">
        Earnings
      </h2>
      {earnings.isPending ? (
        <div role="status" aria-busy="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <span className="sr-only">Loading your earnings…</span>
          {["deposits", "balances", "due", "refunded"].map((k) => (
            <div
              key={k}
              aria-hidden="true"
              className="h-20 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800"
            />
          ))}
        </div>
      ) : earnings.isError ? (
        <LoadError title="We couldn't load your earnings." error={earnings.error} onRetry={() => earnings.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Amount
              label="Deposits received"
              cents={earnings.data.deposits_received_cents}
              hint="On trips that were not cancelled"
            />
            <Amount
              label="Balances received"
              cents={earnings.data.balances_received_cents}
              hint="Online or in person"
            />
            <Amount label="Balances due" cents={earnings.data.balances_due_cents} hint="Still to come before trips" />
            <Amount label="Refunded" cents={earnings.data.refunded_cents} hint="Given back to travelers" />
          </dl>
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-300">
            {count(earnings.data.requests, "request", "requests")} to answer ·{" "}
            {count(earnings.data.upcoming, "upcoming trip", "upcoming trips")} ·{" "}
            {count(earnings.data.completed, "completed trip", "completed trips")}
          </p>
        </>
      )}
    </section>
  );
}
