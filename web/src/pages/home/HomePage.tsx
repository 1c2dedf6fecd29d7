import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { MESSAGES } from "../../../../domain/messages";
import { SectionBoundary } from "../../components/ErrorBoundary";
import { HostCard } from "../../components/HostCard";
import { ListingCard } from "../../components/ListingCard";
import { HostCardSkeleton, ListingCardSkeleton, skeletonKeys } from "../../components/Skeletons";
import { api } from "../../lib/api";
import { FeaturedDestinations } from "./FeaturedDestinations";
import { Hero } from "./Hero";
import { MapSection } from "./MapSection";
import { SectionHeading } from "./SectionHeading";
import { HowItWorks, StatsBand, Testimonials, WhyUs } from "./StaticSections";

/** Spec §9 skeleton counts. */
export const LISTING_SKELETONS = 3;
export const HOST_SKELETONS = 4;

function EmptyState({ text }: { text: string }) {
  return (
    <p className="col-span-full rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
      {text}
    </p>
  );
}

const seeAll = (to: string, label: string) => (
  <Link
    to={to}
    className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold hover:bg-white dark:border-stone-700 dark:hover:bg-stone-800"
  >
    {label}
  </Link>
);

export function Component() {
  const home = useQuery({ queryKey: ["home"], queryFn: ({ signal }) => api.home(signal) });
  const loading = home.isPending;
  const data = home.data;

  return (
    <>
      <Hero />
      <SectionBoundary title="Hosts map">
        <MapSection hosts={loading ? undefined : (data?.map ?? [])} />
      </SectionBoundary>

      <SectionBoundary title="Newest listings">
        <section aria-labelledby="newest-listings" className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading
            id="newest-listings"
            eyebrow="Just listed"
            title="Newest tours, drivers and cars"
            action={seeAll("/listings", "Browse all listings")}
          />
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loading && skeletonKeys(LISTING_SKELETONS).map((k) => <ListingCardSkeleton key={k} />)}
            {!loading && (data?.listings.length ?? 0) === 0 && <EmptyState text={MESSAGES.noListings} />}
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
              action={seeAll("/hosts", "See all hosts")}
            />
            <div className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {loading && skeletonKeys(HOST_SKELETONS).map((k) => <HostCardSkeleton key={k} />)}
              {!loading && (data?.hosts.length ?? 0) === 0 && <EmptyState text={MESSAGES.noHosts} />}
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
      <StatsBand stats={data?.stats} />
    </>
  );
}
