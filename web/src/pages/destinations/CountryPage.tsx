import { Link } from "react-router";
import type { DestinationResponse } from "../../../../domain/api/places";
import { destinationName, pageTitle } from "../../../../domain/titles";
import { HostCard } from "../../components/HostCard";
import { PinIcon } from "../../components/icons";
import { ListingCard } from "../../components/ListingCard";
import { EmptyState, isNotFound, LoadError, NotFoundState, retryUnlessNotFound } from "../../components/PageStates";
import { HostCardSkeleton, ListingCardSkeleton, skeletonKeys } from "../../components/Skeletons";
import { call, toQuery } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { SectionHeading, SectionLink } from "../home/SectionHeading";
import { DestinationImage } from "./DestinationArt";
import { countryNameFromParam, plural } from "./text";

const HOST_SKELETONS = 4;
const LISTING_SKELETONS = 3;

function Hero({ data }: { data: DestinationResponse }) {
  return (
    <section className="relative isolate h-72 overflow-hidden bg-brand-900 sm:h-96">
      <DestinationImage
        country={data.country}
        url={data.image?.url}
        alt={data.image?.alt ?? ""}
        eager
        className="absolute inset-0 -z-10 size-full"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/25 to-black/10"
      />
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-8 text-white">
        <nav aria-label="Breadcrumb" className="text-sm text-white/90">
          <Link to="/destinations" className="underline-offset-4 hover:underline">
            Destinations
          </Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{data.country}</span>
        </nav>
        <h1 className="mt-2 font-display text-4xl font-semibold sm:text-6xl">{data.country}</h1>
        <p
          data-testid="destination-counts"
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/95 sm:text-base"
        >
          <span>{plural(data.counts.hosts, "local host", "local hosts")}</span>
          <span>{plural(data.counts.listings, "listing", "listings")}</span>
          {data.cities.length > 0 && <span>{plural(data.cities.length, "city", "cities")}</span>}
        </p>
      </div>
    </section>
  );
}

function Cities({ data }: { data: DestinationResponse }) {
  if (data.cities.length === 0) return null;
  return (
    <section aria-labelledby="destination-cities" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="destination-cities" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
        Cities and regions
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {data.cities.map((c) => (
          <li key={c.city}>
            <Link
              to={`/listings${toQuery({ country: data.country, city: c.city })}`}
              className="flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm shadow-sm ring-1 ring-stone-900/10 hover:bg-brand-50 dark:bg-stone-900 dark:ring-white/10 dark:hover:bg-stone-800"
            >
              <PinIcon width={14} height={14} className="text-brand-700 dark:text-brand-200" />
              <span className="font-semibold">{c.city}</span>
              <span className="text-stone-600 dark:text-stone-300">{plural(c.listings, "listing", "listings")}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HeroSkeleton() {
  return (
    <div
      className="h-72 animate-shimmer bg-stone-200 sm:h-96 dark:bg-stone-800"
      data-testid="destination-hero-skeleton"
    >
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-end gap-3 px-4 pb-8">
        <div className="h-4 w-32 rounded bg-stone-300 dark:bg-stone-700" />
        <div className="h-12 w-64 rounded-lg bg-stone-300 dark:bg-stone-700" />
      </div>
    </div>
  );
}

/** Spec §2 "Country page": a destination's photo, counts, cities, top hosts and newest listings. */
export function CountryPage({ country }: { country: string }) {
  const query = useAppQuery({
    queryKey: ["destination", country.toLowerCase()],
    queryFn: ({ signal }) => call("GET /api/destinations/:country", { params: { country }, signal }),
    retry: retryUnlessNotFound,
  });
  const data = query.data;
  const empty = data && data.counts.hosts === 0 && data.counts.listings === 0;
  usePageTitle(data && !empty ? pageTitle(destinationName(data.country)) : null);

  if (isNotFound(query.error) || empty) {
    const name = data?.country ?? countryNameFromParam(country);
    return (
      <NotFoundState
        title={`${name} isn't on our map yet`}
        links={[
          { to: "/destinations", label: "See all destinations" },
          { to: "/listings", label: "Browse listings" },
        ]}
      >
        There are no local hosts or listings in {name} for now. Our hosts are waiting for you in plenty of other places.
      </NotFoundState>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto box-content max-w-md px-4 py-16">
        <LoadError title="This destination could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      </div>
    );
  }

  const loading = query.isPending;
  const name = data?.country ?? countryNameFromParam(country);
  const hostsLink = `/hosts${toQuery({ country: name })}`;
  const listingsLink = `/listings${toQuery({ country: name })}`;

  return (
    <div aria-busy={loading}>
      {data ? <Hero data={data} /> : <HeroSkeleton />}
      {data && <Cities data={data} />}

      <section aria-labelledby="destination-hosts" className="mx-auto max-w-7xl px-4 pt-14">
        <SectionHeading
          id="destination-hosts"
          eyebrow="Local experts"
          title={`Top hosts in ${name}`}
          action={<SectionLink to={hostsLink}>All hosts in {name}</SectionLink>}
        />
        <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loading && skeletonKeys(HOST_SKELETONS).map((k) => <HostCardSkeleton key={k} />)}
          {data?.hosts.length === 0 && <EmptyState>No hosts in {name} yet.</EmptyState>}
          {data?.hosts.map((h) => (
            <HostCard key={h.id} host={h} />
          ))}
        </div>
      </section>

      <section aria-labelledby="destination-listings" className="mx-auto max-w-7xl px-4 pt-14 pb-16">
        <SectionHeading
          id="destination-listings"
          eyebrow="Just listed"
          title={`Newest in ${name}`}
          action={<SectionLink to={listingsLink}>All listings in {name}</SectionLink>}
        />
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loading && skeletonKeys(LISTING_SKELETONS).map((k) => <ListingCardSkeleton key={k} />)}
          {data?.listings.length === 0 && <EmptyState>No listings in {name} yet.</EmptyState>}
          {data?.listings.map((l) => (
            <ListingCard key={`${l.listing_type}:${l.id}`} listing={l} />
          ))}
        </div>
      </section>
    </div>
  );
}
