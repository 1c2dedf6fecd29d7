import { infiniteQueryOptions } from "@tanstack/react-query";
import { countOf } from "../../../../domain/text";
import type { ListingRoute } from "../../../../domain/vocabulary";
import { StarIcon } from "../../components/icons";
import { retryUnlessNotFound } from "../../components/PageStates";
import { ReviewList } from "../../components/reviews/ReviewList";
import { call } from "../../lib/api";
import { useAppInfiniteQuery } from "../../lib/query";

function listingReviewsQuery(type: ListingRoute, id: string) {
  return infiniteQueryOptions({
    queryKey: ["listing-reviews", type, id],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/listings/:type/:id/reviews", { params: { type, id }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    retry: retryUnlessNotFound,
  });
}

/** The listing's verified reviews, headed by how many there are and their average rating. */
export function ListingReviews({ type, id, hostFirstName }: { type: ListingRoute; id: string; hostFirstName: string }) {
  const reviews = useAppInfiniteQuery(listingReviewsQuery(type, id));
  const summary = reviews.data?.pages[0]?.summary;
  return (
    <ReviewList
      reviews={reviews}
      hostFirstName={hostFirstName}
      showListing={false}
      summary={
        summary && summary.count > 0 && summary.average !== null ? (
          <p className="flex items-center gap-1 text-stone-600 dark:text-stone-300">
            <StarIcon width={16} height={16} className="text-amber-500" />
            <span className="font-semibold text-stone-900 dark:text-white">{summary.average.toFixed(1)}</span>
            <span className="sr-only">out of 5 on average,</span>
            <span>({countOf(summary.count, "review")})</span>
          </p>
        ) : null
      }
      empty="No reviews of this trip yet. Travelers review it after their trip, and we check each review first."
    />
  );
}
