import type { ReactNode } from "react";
import type { BookingView } from "../../../../domain/api/bookings";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { BookingCard } from "./BookingCard";
import { type Side, useBookingList } from "./bookings-data";

export function BookingCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="booking-skeleton"
      className="space-y-4 rounded-3xl bg-white p-4 shadow-sm sm:p-5 dark:bg-stone-900"
    >
      <div className="flex gap-4">
        <div className="aspect-[4/3] w-24 animate-shimmer rounded-xl bg-stone-200 sm:w-36 dark:bg-stone-800" />
        <div className="flex-1 space-y-3 py-1">
          <div className="h-4 w-24 animate-shimmer rounded-full bg-stone-200 dark:bg-stone-800" />
          <div className="h-5 w-3/5 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-3 w-2/5 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        </div>
      </div>
      <div className="h-10 w-full animate-shimmer rounded-xl bg-stone-200 dark:bg-stone-800" />
    </div>
  );
}

export function BookingListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">{label}</span>
      {skeletonKeys(3).map((k) => (
        <BookingCardSkeleton key={k} />
      ))}
    </div>
  );
}

/** One tab's bookings: skeletons, a failed load, the tab's empty state, the cards and "Load more". */
export function BookingList({
  side,
  view,
  noun,
  empty,
}: {
  side: Side;
  view: BookingView;
  /** "upcoming trips": what the loading and failure texts call them. */
  noun: string;
  empty: ReactNode;
}) {
  const { query, bookings } = useBookingList(side, view);
  if (query.isPending) return <BookingListSkeleton label={`Loading your ${noun}…`} />;
  if (query.isError && bookings.length === 0)
    return <LoadError title={`We couldn't load your ${noun}.`} error={query.error} onRetry={() => query.refetch()} />;
  if (bookings.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {bookings.map((b) => (
          <li key={b.id}>
            <BookingCard booking={b} side={side} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <LoadError
          title={`We couldn't load more ${noun}.`}
          variant="compact"
          error={query.error}
          onRetry={() => query.fetchNextPage()}
        />
      ) : (
        query.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              busy={query.isFetchingNextPage}
              busyLabel="Loading…"
              onClick={() => void query.fetchNextPage()}
            >
              Load more {noun}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
