import { ListingCardSkeleton, skeletonKeys } from "../../components/Skeletons";

const bar = "animate-shimmer rounded bg-stone-200 dark:bg-stone-800";

/** The profile's shape while it loads: header card, then a row of listing cards. */
export function HostSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="host-profile-skeleton"
      className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-10"
    >
      <span className="sr-only">Loading…</span>
      <div
        aria-hidden="true"
        className="grid gap-6 rounded-3xl bg-white p-6 sm:grid-cols-[auto_1fr] sm:p-8 dark:bg-stone-900"
      >
        <div className="size-32 animate-shimmer rounded-full bg-stone-200 dark:bg-stone-800" />
        <div className="space-y-3">
          <div className={`h-9 w-1/2 ${bar}`} />
          <div className={`h-4 w-24 ${bar}`} />
          <div className={`h-4 w-2/3 ${bar}`} />
          <div className={`h-10 w-40 rounded-full ${bar}`} />
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {skeletonKeys(3).map((k) => (
          <ListingCardSkeleton key={k} />
        ))}
      </div>
    </div>
  );
}
