import { infiniteQueryOptions } from "@tanstack/react-query";
import { retryUnlessNotFound } from "../../components/PageStates";
import { ReviewList } from "../../components/reviews/ReviewList";
import { call } from "../../lib/api";
import { useAppInfiniteQuery } from "../../lib/query";

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

/** The host's verified reviews, with their photos and the host's replies. */
export function HostReviews({ slug, firstName }: { slug: string; firstName: string }) {
  const reviews = useAppInfiniteQuery(hostReviewsQuery(slug));
  return <ReviewList reviews={reviews} hostFirstName={firstName} empty={`No verified reviews for ${firstName} yet.`} />;
}
