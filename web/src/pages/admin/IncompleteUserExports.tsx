import type { IncompleteUserExportRow } from "../../../../domain/api/admin-incomplete-users";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button, buttonClass } from "../../components/ui/Button";
import { call, urlFor } from "../../lib/api";
import { useAppInfiniteQuery } from "../../lib/query";

export const CARD =
  "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10";
export const H2 = "font-display text-xl font-semibold text-stone-900 dark:text-white";

export const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

/** The CSV of everyone incomplete now (the current filter's when a query is given), as a download link. */
export function exportNowHref(query: Record<string, string> = {}) {
  return urlFor("GET /api/admin/incomplete-users/export", { query });
}

/**
 * The daily exports the cron keeps in R2 (issue 19 item 5): newest first, a page at a time, each a download of the
 * file as it was written that day.
 */
export function PastExports({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const exportsList = useAppInfiniteQuery({
    queryKey: [PERSONAL_QUERY_KEY, "incomplete-user-exports"],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/admin/incomplete-users/exports", { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const rows: IncompleteUserExportRow[] = exportsList.data?.pages.flatMap((p) => p.items) ?? [];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="past-exports-heading" className={CARD}>
      <Heading id="past-exports-heading" className={H2}>
        Past exports
      </Heading>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
        Every night the incomplete sign-ups of that moment are saved as a CSV file. Download one to see who was
        incomplete on that day.
      </p>
      <div className="mt-4">
        {exportsList.isPending ? (
          <div role="status" aria-busy="true" className="space-y-3">
            <span className="sr-only">Loading…</span>
            {skeletonKeys(3).map((k) => (
              <div key={k} className="h-10 animate-shimmer rounded-xl bg-stone-200 dark:bg-stone-800" />
            ))}
          </div>
        ) : exportsList.isError && rows.length === 0 ? (
          <LoadError
            title="We couldn't load the past exports."
            error={exportsList.error}
            onRetry={() => exportsList.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState>No exports yet: the first one is saved tonight.</EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {rows.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium text-stone-900 dark:text-white">{when(r.created_at)}</p>
                    <p className="text-sm text-stone-600 dark:text-stone-300">
                      {r.row_count === 1 ? "1 person" : `${r.row_count.toLocaleString("en-GB")} people`}
                    </p>
                  </div>
                  <a
                    href={urlFor("GET /api/admin/incomplete-users/exports/:id", { params: { id: r.id } })}
                    download
                    className={buttonClass({ variant: "secondary", size: "sm" })}
                  >
                    Download<span className="sr-only"> the export of {when(r.created_at)}</span>
                  </a>
                </li>
              ))}
            </ul>
            {exportsList.hasNextPage && (
              <div className="mt-3 flex justify-center">
                <Button
                  variant="secondary"
                  size="sm"
                  busy={exportsList.isFetchingNextPage}
                  onClick={() => void exportsList.fetchNextPage()}
                >
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
