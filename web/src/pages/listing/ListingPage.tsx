import { useLayoutEffect } from "react";
import { useLocation, useParams } from "react-router";
import type { ListingDetailResponse } from "../../../../domain/api/listings";
import { LISTING_TYPE_LABEL } from "../../../../domain/listing-card";
import { listingPlaces } from "../../../../domain/meta";
import { hostName } from "../../../../domain/people";
import { INTENTS } from "../../../../domain/return-path";
import { listingTitle } from "../../../../domain/titles";
import { LISTING_ROUTE, type ListingKind } from "../../../../domain/vocabulary";
import { useAuth } from "../../auth/context";
import { ClockIcon, PinIcon } from "../../components/icons";
import { ListingCard } from "../../components/ListingCard";
import { isNotFound, LoadError, MovedRedirect, NotFoundState, retryUnlessNotFound } from "../../components/PageStates";
import { call, movedTo } from "../../lib/api";
import { useDeferredData } from "../../lib/deferred-data";
import { endDrawnView, useRenderNear } from "../../lib/first-view";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { useResumeIntent } from "../../lib/resume-intent";
import { Gallery } from "./Gallery";
import { HostSummary } from "./HostSummary";
import { ListingReviews } from "./ListingReviews";
import { Departures, Itinerary, Paragraphs, Section, ServiceFacts } from "./ListingSections";
import { ListingSkeleton } from "./ListingSkeleton";
import { MessageHostButton } from "./MessageHostButton";
import { PhoneActionBar } from "./PhoneActionBar";
import { PreviewBanner } from "./PreviewBanner";
import { HeadlinePrice, PriceBox } from "./PriceBox";
import { daysText } from "./pricing";
import { useRequestToBook } from "./RequestToBook";

/** The first path segment names the kind: /tour, /tours (by id), /rental-car, /driver, /group-tour. */
const KIND_BY_SEGMENT: Record<string, ListingKind> = {
  tour: "tour",
  tours: "tour",
  "rental-car": "rental_car",
  driver: "driver",
  "group-tour": "group_tour",
};

export function kindFromPath(pathname: string): ListingKind | null {
  return KIND_BY_SEGMENT[pathname.split("/")[1] ?? ""] ?? null;
}

function ListingView({ data }: { data: ListingDetailResponse }) {
  const { listing, host, more_from_host: more } = data;
  // On the page the document opened at, the host's other listings are laid out as they near the screen (decision 056).
  const near = useRenderNear();
  // Back from signing in to message the host: the button in view and focused, and pressed (issues 14, 15).
  useResumeIntent(INTENTS.messageHost, true, true);
  // Back from signing in to request to book: the form opens again with what was chosen (booking-request.ts).
  useResumeIntent(INTENTS.requestBooking, true, true);
  const { user } = useAuth();
  const request = useRequestToBook(listing);
  // Neither the host on their own listing nor a preview of an unpublished one can be booked.
  const bookable = !data.preview && user?.id !== host.user_id;
  const from = { type: LISTING_ROUTE[listing.kind], id: listing.id };
  const place = listingPlaces(listing.cities, listing.countries);
  const tourLike = listing.kind === "tour" || listing.kind === "group_tour";
  usePageTitle(listingTitle(listing.title));
  return (
    // The bottom padding keeps the end of the page clear of the phones' action bar.
    <article className="mx-auto max-w-7xl space-y-8 px-4 pt-8 pb-28 sm:pt-10 lg:pb-10">
      {data.preview && <PreviewBanner listing={listing} />}
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            {LISTING_TYPE_LABEL[listing.kind]}
          </span>
        </div>
        <h1 className="font-display text-3xl leading-tight font-semibold text-stone-900 sm:text-4xl dark:text-white">
          {listing.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-600 dark:text-stone-300">
          {place && (
            <span className="flex items-center gap-1">
              <PinIcon width={16} height={16} /> {place}
            </span>
          )}
          {tourLike && listing.number_of_days > 0 && (
            <span className="flex items-center gap-1">
              <ClockIcon width={16} height={16} /> {daysText(listing.number_of_days)}
            </span>
          )}
          <HeadlinePrice listing={listing} />
        </div>
      </header>

      <Gallery images={listing.images} title={listing.title} />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="space-y-10">
          <Section id="about-heading" title="About">
            <Paragraphs text={listing.description} />
            {listing.topics.length > 0 && (
              <ul aria-label="Topics" className="flex flex-wrap gap-2 pt-1">
                {listing.topics.map((t) => (
                  <li
                    key={t}
                    className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200"
                  >
                    {t}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          {listing.kind === "group_tour" && <Departures listing={listing} />}
          {tourLike && <Itinerary steps={listing.itinerary} />}
          <ServiceFacts listing={listing} />
          <ListingReviews type={from.type} id={listing.id} hostFirstName={host.first_name || hostName(host)} />
        </div>
        <aside aria-label="Booking and host" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <PriceBox listing={listing}>
            {bookable && request.button("w-full")}
            <MessageHostButton
              hostUserId={host.user_id}
              listing={from}
              variant={bookable ? "secondary" : "primary"}
              className="w-full"
            />
          </PriceBox>
          <HostSummary host={host} />
        </aside>
      </div>

      {more.length > 0 && (
        <section
          aria-labelledby="more-heading"
          className="space-y-6 border-t border-stone-200 pt-10 dark:border-stone-800"
        >
          <h2 id="more-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
            More from this host
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((l) => (
              <ListingCard key={`${l.listing_type}:${l.id}`} listing={l} belowFold={near} />
            ))}
          </div>
        </section>
      )}
      {bookable && request.dialog}
      {/* Last in the article: the spacing between its sections would otherwise lift the fixed bar off its place. */}
      <PhoneActionBar listing={listing} hostUserId={host.user_id} request={bookable && request.button()} />
    </article>
  );
}

const sameListing = (a: ListingDetailResponse, b: ListingDetailResponse) =>
  a.listing.kind === b.listing.kind && a.listing.id === b.listing.id;

/** Tour, group tour, rental car and driver detail pages (spec §2), by slug, by id or by id plus title slug. */
export function Component() {
  const { pathname } = useLocation();
  const { slugOrId = "" } = useParams();
  const kind = kindFromPath(pathname);
  const query = useAppQuery({
    queryKey: ["listing", kind, slugOrId],
    queryFn: ({ signal }) =>
      call("GET /api/listings/:type/:slugOrId", { params: { type: LISTING_ROUTE[kind ?? "tour"], slugOrId }, signal }),
    enabled: kind !== null && slugOrId !== "",
    retry: retryUnlessNotFound,
  });
  // Drawn in a transition (decision 053): the skeleton (under the drawn view when there is one) until it is done.
  const data = useDeferredData(query.data, sameListing);
  // The worker's drawn heading and photo (decision 046) give way to the page, or to its error, in the same frame.
  const settled = data !== undefined || query.isError || kind === null || slugOrId === "";
  useLayoutEffect(() => {
    if (settled) endDrawnView();
  }, [settled]);
  const moved = movedTo(query.error);
  if (moved) return <MovedRedirect to={moved} />;
  if (kind === null || slugOrId === "" || isNotFound(query.error)) {
    return (
      <NotFoundState title="This listing isn't available">
        It may have been unpublished, or the link is mistyped. Plenty of other trips are waiting, though.
      </NotFoundState>
    );
  }
  // A failed refetch of a listing on screen keeps it (and what is open in it); the error is for a first load.
  if (query.isError && data === undefined) {
    return (
      <LoadError
        variant="page"
        title="We couldn't load this listing"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (data === undefined) return <ListingSkeleton />;
  // Keyed by the listing: another listing opened from this one (its data at hand) starts afresh, not with this
  // one's gallery position and booking draft.
  return <ListingView key={`${data.listing.kind}:${data.listing.id}`} data={data} />;
}
