import { skeletonKeys } from "../../components/Skeletons";

const BLOCK = "animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800";

/** The dashboard's shape while it loads: a heading and four panels. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <span className="sr-only">Loading your dashboard…</span>
      <div className={`h-10 w-2/3 sm:w-1/3 ${BLOCK}`} />
      <div className="grid gap-6 lg:grid-cols-2">
        {skeletonKeys(4).map((k) => (
          <div
            key={k}
            data-testid="dashboard-skeleton"
            className="space-y-4 rounded-3xl bg-white p-6 shadow-sm dark:bg-stone-900"
          >
            <div className={`h-6 w-40 ${BLOCK}`} />
            <div className={`h-3 w-full ${BLOCK}`} />
            <div className={`h-4 w-3/4 ${BLOCK}`} />
            <div className={`h-4 w-1/2 ${BLOCK}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
