import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ReviewRow } from "../../../../domain/api/hosts";
import { formatDate } from "../../../../domain/date-range";
import { Avatar } from "../../components/Avatar";
import { StarIcon } from "../../components/icons";
import { EmptyState, retryUnlessNotFound } from "../../components/PageStates";
import { buttonClass } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useAppInfiniteQuery } from "../../lib/query";

const RATING_MAX = 5;

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${full} out of ${RATING_MAX}`} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: RATING_MAX }, (_, n) => `star-${n}`).map((key, n) => (
        <StarIcon key={key} width={14} height={14} className={n < full ? "" : "text-stone-300 dark:text-stone-600"} />
      ))}
    </span>
  );
}

function Review({ review }: { review: ReviewRow }) {
  return (
    <li className="space-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10">
      <div className="flex items-center gap-3">
        <Avatar
          src={review.traveler_photo}
          name={review.traveler_name}
          size={40}
          letterClassName="bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-200"
        />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-stone-900 dark:text-white">{review.traveler_name}</p>
          <p className="text-stone-600 dark:text-stone-300">
            {[review.traveler_country, formatDate(review.created_at)].filter(Boolean).join(" · ")}
          </p>
        </div>
        <div className="ml-auto">
          <Stars rating={review.rating} />
        </div>
      </div>
      {review.listing_title && (
        <p className="text-xs font-medium text-brand-700 dark:text-brand-200">{review.listing_title}</p>
      )}
      <p className="leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-200">{review.body}</p>
    </li>
  );
}

/** Shared with the profile page, which starts loading the first page alongside the profile itself. */
export function hostReviewsQuery(slug: string) {
  return infiniteQueryOptions({
    queryKey: ["host-reviews", slug],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/hosts/:slug/reviews", { params: { slug }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    retry: retryUnlessNotFound,
  });
}

/** Verified reviews, a page at a time ("Load more" follows the cursor). */
export function HostReviews({ slug, firstName }: { slug: string; firstName: string }) {
  const reviews = useAppInfiniteQuery(hostReviewsQuery(slug));
  const rows = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
        Reviews
      </h2>
      {reviews.isPending && (
        <div role="status" aria-busy="true" className="grid gap-3 lg:grid-cols-2">
          <span className="sr-only">Loading reviews…</span>
          {["a", "b"].map((k) => (
            <div
              key={k}
              aria-hidden="true"
              data-testid="review-skeleton"
              className="h-28 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800"
            />
          ))}
        </div>
      )}
      {reviews.isError && rows.length === 0 && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-stone-600 dark:text-stone-300">
          Reviews could not be loaded.
          <button
            type="button"
            onClick={() => void reviews.refetch()}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Try again
          </button>
        </div>
      )}
      {reviews.isSuccess && rows.length === 0 && <EmptyState>No verified reviews for {firstName} yet.</EmptyState>}
      {rows.length > 0 && (
        <ul className="grid gap-3 lg:grid-cols-2" data-testid="reviews">
          {rows.map((r) => (
            <Review key={r.id} review={r} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          {reviews.isFetchingNextPage ? "Loading…" : "Load more reviews"}
        </button>
      )}
      {reviews.isFetchNextPageError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          More reviews could not be loaded. Try again.
        </p>
      )}
    </section>
  );
}
