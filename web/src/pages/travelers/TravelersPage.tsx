import { Link } from "react-router";
import type { TravelerRow } from "../../../../domain/api/travelers";
import { pageTitle } from "../../../../domain/titles";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { buttonClass } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppInfiniteQuery } from "../../lib/query";
import { MessageTravelerButton, OfferTravelerButton } from "./MessageTravelerButton";
import {
  ActivityText,
  homePlace,
  NotAcceptingBadge,
  TravelerAvatar,
  TripFacts,
  travelerName,
  travelerPath,
} from "./TravelerParts";

export const NO_TRAVELERS = "No travelers are sharing trip plans at the moment.";
const SKELETONS = 4;

function TravelerCard({ traveler }: { traveler: TravelerRow }) {
  const place = homePlace(traveler);
  return (
    <article
      data-testid="traveler-card"
      className="relative flex h-full flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-stone-900 dark:ring-white/10"
    >
      <div className="flex items-start gap-4">
        <TravelerAvatar traveler={traveler} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-lg font-semibold text-stone-900 dark:text-white">
            <Link to={travelerPath(traveler)} className="stretched-link">
              {travelerName(traveler)}
            </Link>
          </h2>
          {place && <p className="text-sm text-stone-600 dark:text-stone-300">From {place}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <ActivityText lastSeenAt={traveler.last_seen_at} />
            {!traveler.receive_new_conversations && <NotAcceptingBadge />}
          </p>
        </div>
      </div>
      {traveler.trip ? (
        <TripFacts trip={traveler.trip} />
      ) : (
        <p className="text-sm text-stone-600 dark:text-stone-300">No trip plans shared yet.</p>
      )}
      <div className="mt-auto flex flex-wrap items-start gap-2">
        <MessageTravelerButton traveler={traveler} name={travelerName(traveler)} />
        {traveler.trip && <OfferTravelerButton traveler={traveler} name={travelerName(traveler)} />}
      </div>
    </article>
  );
}

function TravelerCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="traveler-skeleton"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm dark:bg-stone-900"
    >
      <div className="flex items-center gap-4">
        <div className="size-16 animate-shimmer rounded-full bg-stone-200 dark:bg-stone-800" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-28 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-3 w-40 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        </div>
      </div>
      <div className="h-3 w-3/4 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      <div className="h-3 w-1/2 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
    </div>
  );
}

/** Travelers with public trip requests, newest plans first, one cursor page at a time. */
export function Component() {
  const query = useAppInfiniteQuery({
    queryKey: ["travelers"],
    queryFn: ({ pageParam, signal }) => call("GET /api/travelers", { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const travelers = query.data?.pages.flatMap((p) => p.travelers) ?? [];
  usePageTitle(pageTitle("Travelers"));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">Travelers</p>
      <h1 className="mt-1 font-display text-4xl font-semibold text-stone-900 sm:text-5xl dark:text-white">
        Travelers planning their next trip
      </h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-300">
        Where they want to go, when, and what they love. Open a profile to read the whole trip request.
      </p>

      <div className="mt-10">
        {query.isError && travelers.length === 0 ? (
          <LoadError title="Travelers could not be loaded" error={query.error} onRetry={() => query.refetch()} />
        ) : query.isSuccess && travelers.length === 0 ? (
          <EmptyState>{NO_TRAVELERS}</EmptyState>
        ) : (
          <ul aria-label="Travelers" aria-busy={query.isPending} className="grid gap-5 md:grid-cols-2">
            {query.isPending &&
              skeletonKeys(SKELETONS).map((k) => (
                <li key={k}>
                  <TravelerCardSkeleton />
                </li>
              ))}
            {travelers.map((t) => (
              <li key={t.user_id}>
                <TravelerCard traveler={t} />
              </li>
            ))}
          </ul>
        )}

        {query.isFetchNextPageError && (
          <p role="alert" className="mt-6 text-center text-sm text-ember-700 dark:text-amber-400">
            More travelers could not be loaded. Try again.
          </p>
        )}
        {query.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <button
              type="button"
              onClick={() => query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              className={buttonClass({ variant: "secondary", size: "md" })}
            >
              {query.isFetchingNextPage ? "Loading…" : "Load more"}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
