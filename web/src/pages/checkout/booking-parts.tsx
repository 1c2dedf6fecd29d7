import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BookingDetail, BookingResponse } from "../../../../domain/api/bookings";
import { formatDateRange } from "../../../../domain/date-range";
import { LISTING_TYPE_LABEL } from "../../../../domain/listing-card";
import { photoProps } from "../../../../domain/media";
import { CARD } from "../../components/form/Field";
import { NotFoundState, retryUnlessNotFound } from "../../components/PageStates";
import { call } from "../../lib/api";
import { formatAt } from "../../lib/currency";
import { useAppQuery } from "../../lib/query";

/** The checkout and the payment's outcome read one booking, always from the server (never amounts from the URL). */
export const bookingKey = (id: string) => ["booking", id];

export function useBooking(
  id: string,
  enabled: boolean,
  refetchInterval?: (data: BookingResponse | undefined) => number | false,
) {
  return useAppQuery({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => call("GET /api/bookings/:id", { params: { id }, signal }),
    enabled: enabled && id !== "",
    retry: retryUnlessNotFound,
    // A payment changes it behind the page's back: always ask again on arrival.
    staleTime: 0,
    refetchInterval: refetchInterval && ((q) => refetchInterval(q.state.data)),
  });
}

/** Euro cents in the currency and at the rate the booking was made in (spec §9). */
export const bookingMoney = (b: BookingDetail) => (cents: number) =>
  formatAt(cents, b.display_currency, b.display_rate);

/** What is actually charged: euros, with the cents when there are any ("€48", "€48.50"). */
export function formatEuros(cents: number): string {
  const euros = cents / 100;
  return `€${euros.toLocaleString("en-US", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export const myBookingsPath = (id: string) => `/my-bookings?booking=${encodeURIComponent(id)}`;

export const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200";

const MY_BOOKINGS_LINKS = [
  { to: "/my-bookings", label: "My bookings" },
  { to: "/listings", label: "Browse listings" },
];

/** An address without a booking, or a booking that is not the person's to see. */
export function NoSuchBooking() {
  return (
    <NotFoundState title="There is no such booking" links={MY_BOOKINGS_LINKS}>
      The link may be mistyped, or the booking belongs to another account.
    </NotFoundState>
  );
}

const travelersText = (n: number) => (n === 1 ? "1 traveler" : `${n} travelers`);
const daysText = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** What is booked: the listing, its dates, the party and the host. */
export function BookingFacts({ booking: b }: { booking: BookingDetail }) {
  const rows = [
    { label: "Dates", value: `${formatDateRange(b.start_date, b.end_date)} (${daysText(b.days)})` },
    { label: "Travelers", value: travelersText(b.party_size) },
    { label: "Host", value: b.host.name },
    ...(b.pickup_place ? [{ label: "Pickup", value: b.pickup_place }] : []),
  ];
  return (
    <section aria-labelledby="booked-heading" className={`${CARD} space-y-4`}>
      <div className="flex gap-4">
        {b.listing.cover && (
          <img
            {...photoProps(b.listing.cover, "96px")}
            alt=""
            className="size-20 shrink-0 rounded-2xl object-cover sm:size-24"
          />
        )}
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-800 dark:text-brand-200">
            {LISTING_TYPE_LABEL[b.listing.kind]}
          </p>
          <h2 id="booked-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
            {b.listing.path ? (
              <Link to={b.listing.path} className="hover:underline">
                {b.listing.title}
              </Link>
            ) : (
              b.listing.title
            )}
          </h2>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map((r) => (
          <div key={r.label}>
            <dt className="text-stone-600 dark:text-stone-300">{r.label}</dt>
            <dd className="font-medium break-words text-stone-900 dark:text-white">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The page's frame: its heading and what goes under it. */
export function CheckoutFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:py-14">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">{title}</h1>
        {intro && <div className="text-stone-600 dark:text-stone-300">{intro}</div>}
      </header>
      {children}
    </div>
  );
}

/** The shape of either page while the booking loads. */
export function CheckoutSkeleton() {
  const bar = "animate-shimmer rounded bg-stone-200 dark:bg-stone-800";
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="checkout-skeleton"
      className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:py-14"
    >
      <span className="sr-only">Loading your booking…</span>
      <div aria-hidden="true" className={`h-10 w-2/3 ${bar}`} />
      <div aria-hidden="true" className={`h-44 rounded-3xl ${bar}`} />
      <div aria-hidden="true" className={`h-36 rounded-3xl ${bar}`} />
    </div>
  );
}
