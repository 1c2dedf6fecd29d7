import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { errorKind } from "../../../domain/error-kind";
import { groupDigits } from "../../../domain/numbers";
import { NOT_FOUND_TITLE } from "../../../domain/titles";
import { ApiRequestError, movedTo } from "../lib/api";
import { usePageTitle } from "../lib/page-title";
import { ConnectionProblem } from "./ConnectionProblem";
import { Button, buttonClass } from "./ui/Button";

/** The states around the browse and detail pages' content: not found, failed load, nothing to show, more to load. */

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** A 404 (or a moved page's 301) is an answer, not a glitch: retrying it only delays the not-found state. */
export function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && movedTo(error) === null && failures < 2;
}

/**
 * An old link of a host, traveler or listing whose slug changed (the API answered 301 with the current path): the
 * address is replaced with the current one, query and fragment kept, so Back does not return to the old link.
 */
export function MovedRedirect({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={{ pathname: to, search: location.search, hash: location.hash }} replace />;
}

const PRIMARY_BUTTON = buttonClass({ size: "md" });
const SECONDARY_BUTTON = buttonClass({ variant: "secondary", size: "md" });

export type PageLink = { to: string; label: string };

const BROWSE_LINKS: PageLink[] = [
  { to: "/listings", label: "Browse listings" },
  { to: "/hosts", label: "Browse hosts" },
];

/**
 * A page whose subject does not exist (or has nothing to show): a big 404, what happened and where to go instead.
 * The first link is the primary one. The browser tab reads "Not found".
 */
export function NotFoundState({
  title,
  children,
  links = BROWSE_LINKS,
}: {
  title: string;
  children: ReactNode;
  links?: PageLink[];
}) {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="font-display text-7xl font-semibold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <p className="text-stone-600 dark:text-stone-300">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {links.map((l, n) => (
          <Link key={l.to} to={l.to} className={n === 0 ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

const LOAD_ERROR_LOOK = {
  /** The whole page failed: the title is the page's heading. */
  page: "mx-auto min-h-[50vh] max-w-md justify-center gap-4 px-6",
  /** A section's or a grid's content failed: a dashed box as wide as its container (a grid row). */
  box: "col-span-full gap-3 rounded-2xl border border-dashed border-stone-300 p-8 dark:border-stone-700",
  /** A further page ("Load more") failed under results already shown. */
  compact: "col-span-full gap-3 py-4",
};

/**
 * A failed load that may succeed on a second try, with a "Try again" button. When the network failed (`error` is
 * a network error, spec §4), the connection-problem screen instead: its retries count, it reloads after two, and
 * it retries by itself once the connection is back; an auth-classed failure shows that screen's Authentication
 * Error variant. `onRetry` may return the retry's promise (a query's
 * `refetch()`), so the screen reads "Recovering..." until the retry is done.
 */
export function LoadError({
  title,
  onRetry,
  error,
  variant = "box",
}: {
  title: string;
  onRetry: () => unknown;
  /** What failed (a query's `error`). */
  error?: unknown;
  variant?: keyof typeof LOAD_ERROR_LOOK;
}) {
  const page = variant === "page";
  const kind = errorKind(error);
  if (kind !== "other")
    return (
      <ConnectionProblem
        onRetry={onRetry}
        kind={kind}
        error={error}
        headingLevel={page ? 1 : 2}
        compact={variant === "compact"}
        className={LOAD_ERROR_LOOK[variant]}
      />
    );
  const Wrapper = page ? "section" : "div";
  return (
    <Wrapper role="alert" className={`flex flex-col items-center text-center ${LOAD_ERROR_LOOK[variant]}`}>
      {page ? (
        <h1 className="font-display text-2xl font-semibold">{title}</h1>
      ) : (
        <p className="font-display text-xl font-semibold text-stone-900 dark:text-white">{title}</p>
      )}
      <p className={page ? "text-stone-600 dark:text-stone-300" : "text-sm text-stone-600 dark:text-stone-300"}>
        Check your connection and try again.
      </p>
      <button type="button" onClick={onRetry} className={PRIMARY_BUTTON}>
        Try again
      </button>
    </Wrapper>
  );
}

/**
 * Nothing to show (spec §8 texts). A search or filter that found nothing is cleared by the one control the page
 * keeps next to its result count (ResultCount's row), not by a second button here.
 */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="col-span-full flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 p-8 text-center dark:border-stone-700">
      <p className="text-stone-600 dark:text-stone-300">{children}</p>
    </div>
  );
}

/** The button under a paginated grid that fetches the next page. */
function LoadMore({ loading, onClick, children }: { loading: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <div className="mt-10 flex justify-center">
      <Button variant="secondary" busy={loading} busyLabel="Loading…" onClick={onClick} className="min-w-40">
        {children}
      </Button>
    </div>
  );
}

/** What a paginated result grid reads of its infinite query. */
export interface PagedQuery {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  error: unknown;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** How the results are named: "1 host", "2 hosts", "Load more hosts". */
export interface ResultNoun {
  one: string;
  many: string;
}

/**
 * Polite announcement of how many results match in all ("37 hosts", the API's `total`, not only the pages
 * loaded), so a filter change is heard, not only seen.
 */
export function ResultCount({
  query,
  total,
  noun,
}: {
  query: PagedQuery;
  total: number | undefined;
  noun: ResultNoun;
}) {
  const text = query.isPending
    ? `Loading ${noun.many}…`
    : query.isPlaceholderData
      ? "Updating results…"
      : total === undefined
        ? ""
        : `${groupDigits(total)} ${total === 1 ? noun.one : noun.many}`;
  return (
    <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
      {text}
    </p>
  );
}

/**
 * A paginated grid of results (/listings, /hosts): skeletons while the first page loads, a failed load, `empty`
 * when nothing matched, the result cards (`children`), then "Load more" or its failure. Results of the previous
 * filters stay dimmed while new ones load.
 */
export function ResultGrid({
  query,
  count,
  noun,
  className,
  skeletons,
  empty,
  children,
}: {
  query: PagedQuery;
  count: number;
  noun: ResultNoun;
  /** The grid's columns and gaps. */
  className: string;
  skeletons: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div
        aria-busy={query.isFetching && !query.isFetchingNextPage}
        className={`grid transition-opacity ${className} ${query.isPlaceholderData ? "opacity-60" : ""}`}
      >
        {query.isPending && skeletons}
        {query.isError && count === 0 && (
          <LoadError title={`We couldn't load ${noun.many}.`} error={query.error} onRetry={() => query.refetch()} />
        )}
        {query.isSuccess && count === 0 && empty}
        {children}
      </div>
      {query.isFetchNextPageError ? (
        <LoadError
          title={`We couldn't load more ${noun.many}.`}
          variant="compact"
          error={query.error}
          onRetry={() => query.fetchNextPage()}
        />
      ) : (
        query.hasNextPage &&
        !query.isPlaceholderData && (
          <LoadMore loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            Load more {noun.many}
          </LoadMore>
        )
      )}
    </>
  );
}
