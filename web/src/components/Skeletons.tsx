/** Loading placeholders shaped like the cards they stand in for (spec §9: 3 listing, 4 host skeletons). */
export function ListingCardSkeleton() {
  return (
    <div
      data-testid="listing-skeleton"
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white shadow-sm dark:bg-stone-900"
    >
      <div className="aspect-[3/2] animate-shimmer bg-stone-200 dark:bg-stone-800" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-24 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-5 w-4/5 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-4 w-1/2 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    </div>
  );
}

export function HostCardSkeleton() {
  return (
    <div
      data-testid="host-skeleton"
      aria-hidden="true"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 shadow-sm dark:bg-stone-900"
    >
      <div className="size-20 animate-shimmer rounded-full bg-stone-200 dark:bg-stone-800" />
      <div className="h-4 w-28 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      <div className="h-3 w-20 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <span className="sr-only">Loading…</span>
      <div className="h-10 w-1/2 animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <ListingCardSkeleton />
        <ListingCardSkeleton />
        <ListingCardSkeleton />
      </div>
    </div>
  );
}

/** Stable keys for lists of placeholders (never index keys). */
export function skeletonKeys(count: number): string[] {
  return Array.from({ length: count }, (_, n) => `skeleton-${n + 1}`);
}
