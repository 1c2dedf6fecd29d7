import { useDeferredValue } from "react";
import { MESSAGES } from "../../../../domain/messages";
import { SectionBoundary } from "../../components/ErrorBoundary";
import { HostCard } from "../../components/HostCard";
import { ListingCard } from "../../components/ListingCard";
import { EmptyState } from "../../components/PageStates";
import { HostCardSkeleton, ListingCardSkeleton, skeletonKeys } from "../../components/Skeletons";
import { call } from "../../lib/api";
import { useAppQuery } from "../../lib/query";
import { FeaturedDestinations } from "./FeaturedDestinations";
import { MapSection } from "./MapSection";
import { SectionHeading, SectionLink } from "./SectionHeading";
import { HowItWorks, StatsBand, Testimonials, WhyUs } from "./StaticSections";

/** Spec §9 skeleton counts. */
export const LISTING_SKELETONS = 3;
export const HOST_SKELETONS = 4;

/**
 * Everything on / below the hero: the home data (one request) and the sections that show it, loaded after the
 * first paint (docs/decisions/012-initial-js.md).
 */
export default function HomeSections() {
  const home = useAppQuery({ queryKey: ["home"], queryFn: ({ signal }) => call("GET /api/home", { signal }) });
  // The cards, map and statistics are drawn in a transition: React yields to the browser while it draws them, so
  // the arrival of the data does not block a tap or a scroll (total blocking time, decision 012).
  const data = useDeferredValue(home.data);
  const loading = home.isPending || (home.data !== undefined && data === undefined);

  return (
    <>
      <SectionBoundary title="Hosts map">
        <MapSection hosts={loading ? undefined : (data?.map ?? [])} />
      </SectionBoundary>

      <SectionBoundary title="Newest listings">
        <section aria-labelledby="newest-listings" className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading
            id="newest-listings"
            eyebrow="Just listed"
            title="Newest tours, drivers and cars"
            action={<SectionLink to="/listings">Browse all listings</SectionLink>}
          />
          <div aria-busy={loading} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loading && skeletonKeys(LISTING_SKELETONS).map((k) => <ListingCardSkeleton key={k} />)}
            {!loading && (data?.listings.length ?? 0) === 0 && <EmptyState>{MESSAGES.noListings}</EmptyState>}
            {data?.listings.map((l) => (
              <ListingCard key={`${l.listing_type}:${l.id}`} listing={l} />
            ))}
          </div>
        </section>
      </SectionBoundary>

      <SectionBoundary title="Local experts">
        <section aria-labelledby="local-experts" className="bg-white py-16 dark:bg-stone-900/40">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading
              id="local-experts"
              eyebrow="Local experts"
              title="Meet hosts travelers love"
              action={<SectionLink to="/hosts">See all hosts</SectionLink>}
            />
            <div aria-busy={loading} className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {loading && skeletonKeys(HOST_SKELETONS).map((k) => <HostCardSkeleton key={k} />)}
              {!loading && (data?.hosts.length ?? 0) === 0 && <EmptyState>{MESSAGES.noHosts}</EmptyState>}
              {data?.hosts.map((h) => (
                <HostCard key={h.id} host={h} />
              ))}
            </div>
          </div>
        </section>
      </SectionBoundary>

      <SectionBoundary title="Featured destinations">
        <FeaturedDestinations countries={data?.countries ?? []} loading={loading} />
      </SectionBoundary>
      <WhyUs />
      <HowItWorks />
      <Testimonials />
      <StatsBand stats={loading ? undefined : data?.stats} failed={home.isError} />
    </>
  );
}
