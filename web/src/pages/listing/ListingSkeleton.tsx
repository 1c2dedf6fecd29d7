const bar = "animate-shimmer rounded bg-stone-200 dark:bg-stone-800";

/** The detail page's shape while it loads: title, gallery, text column and price box. */
export function ListingSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="listing-detail-skeleton"
      className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10"
    >
      <span className="sr-only">Loading…</span>
      <div aria-hidden="true" className="space-y-3">
        <div className={`h-6 w-28 rounded-full ${bar}`} />
        <div className={`h-10 w-3/4 ${bar}`} />
        <div className={`h-4 w-1/3 ${bar}`} />
      </div>
      <div
        aria-hidden="true"
        className={`aspect-[3/2] rounded-2xl sm:aspect-[16/9] lg:aspect-auto lg:h-[30rem] ${bar}`}
      />
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="space-y-3">
          <div className={`h-7 w-40 ${bar}`} />
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-11/12 ${bar}`} />
          <div className={`h-4 w-4/5 ${bar}`} />
        </div>
        <div className={`h-56 rounded-2xl ${bar}`} />
      </div>
    </div>
  );
}
