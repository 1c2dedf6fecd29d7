import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import type { ReviewRow, ReviewsResponse } from "../../../../domain/api/hosts";
import { formatDate } from "../../../../domain/date-range";
import { photoProps } from "../../../../domain/media";
import { useRenderNear } from "../../lib/first-view";
import { Avatar } from "../Avatar";
import { StarIcon } from "../icons";
import { Lightbox } from "../Lightbox";
import { EmptyState } from "../PageStates";
import { buttonClass } from "../ui/Button";

// The public list of verified reviews, shared by the host page and the listing page (and its parts by the admins'
// review queue): stars, the traveler, the text, their photos with a lightbox and the host's one reply.

const RATING_MAX = 5;

export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${full} out of ${RATING_MAX}`} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: RATING_MAX }, (_, n) => `star-${n}`).map((key, n) => (
        <StarIcon
          key={key}
          width={size}
          height={size}
          className={n < full ? "" : "text-stone-300 dark:text-stone-600"}
        />
      ))}
    </span>
  );
}

/** A review's photos as thumbnails; each opens the lightbox on it. `by` names whose review they are. */
export function ReviewPhotos({ photos, by }: { photos: readonly string[]; by: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const count = photos.length;
  const alt = (i: number) => `Photo ${i + 1} of ${count} from ${by}'s review`;
  return (
    <>
      <ul aria-label={`Photos from ${by}'s review`} className="flex flex-wrap gap-2">
        {photos.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`Open photo ${i + 1} of ${count} from ${by}'s review`}
              className="block cursor-zoom-in overflow-hidden rounded-lg"
            >
              <img
                {...photoProps(src, "80px")}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="size-20 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        open={open !== null}
        onClose={() => setOpen(null)}
        label={`Photos from ${by}'s review`}
        images={photos}
        index={open ?? 0}
        step={(delta) => setOpen((i) => ((i ?? 0) + delta + count) % count)}
        alt={alt}
      />
    </>
  );
}

function Review({
  review,
  hostFirstName,
  showListing,
  near,
}: {
  review: ReviewRow;
  hostFirstName: string;
  showListing: boolean;
  /** Laid out only as it nears the screen (decision 056). */
  near: boolean;
}) {
  return (
    <li
      className={`space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10${near ? " render-near [--near-height:12rem]" : ""}`}
    >
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
      {showListing && review.listing_title && (
        <p className="text-xs font-medium text-brand-700 dark:text-brand-200">{review.listing_title}</p>
      )}
      <p className="leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-200">{review.body}</p>
      <ReviewPhotos photos={review.photos} by={review.traveler_name} />
      {review.host_reply && (
        <div className="rounded-xl border-l-4 border-brand-600 bg-sand-50 p-3 dark:border-brand-300 dark:bg-stone-800">
          <p className="text-sm font-semibold text-stone-900 dark:text-white">
            Response from {hostFirstName}
            {review.host_reply_at && (
              <span className="font-normal text-stone-600 dark:text-stone-300">
                {" "}
                · {formatDate(review.host_reply_at)}
              </span>
            )}
          </p>
          <p className="mt-1 leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-200">
            {review.host_reply}
          </p>
        </div>
      )}
    </li>
  );
}

/**
 * A section of verified reviews loaded a page at a time ("Load more reviews" follows the cursor): a skeleton while
 * the first page loads, the error with Try again, `empty` when there are none. `summary` sits beside the heading.
 */
export function ReviewList({
  reviews,
  hostFirstName,
  summary,
  empty,
  showListing = true,
}: {
  reviews: Pick<
    UseInfiniteQueryResult<unknown, unknown>,
    "isPending" | "isError" | "isSuccess" | "refetch" | "hasNextPage" | "fetchNextPage" | "isFetchingNextPage"
  > & { data?: { pages: ReviewsResponse[] }; isFetchNextPageError: boolean };
  /** Who answers the reviews ("Response from Aigerim"). */
  hostFirstName: string;
  summary?: ReactNode;
  empty: ReactNode;
  /** Name the listing each review is about (not on the listing's own page). */
  showListing?: boolean;
}) {
  const headingId = useId();
  const rows = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];
  // On the page the document opened at, reviews are laid out as they near the screen (decision 056).
  const near = useRenderNear();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
          Reviews
        </h2>
        {summary}
      </div>
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
      {reviews.isSuccess && rows.length === 0 && <EmptyState>{empty}</EmptyState>}
      {rows.length > 0 && (
        <ul className="grid items-start gap-3 lg:grid-cols-2" data-testid="reviews">
          {rows.map((r) => (
            <Review key={r.id} review={r} hostFirstName={hostFirstName} showListing={showListing} near={near} />
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
