import { useEffect, useState } from "react";
import { Link } from "react-router";
import { fallbackOptions, normalizeForSearch, rankOptions } from "../../../../domain/autocomplete";
import { ListingCard } from "../../components/ListingCard";
import { call } from "../../lib/api";
import { useCountries } from "../../lib/countries";
import { useAppQuery } from "../../lib/query";

/** How many nearest places and matching listings the no-result state offers. */
export const NEAREST_PLACES = 4;
export const MATCHING_LISTINGS = 3;

export const noHostsFoundText = (search: string) => `No hosts found for “${search}”`;

interface Place {
  kind: "country" | "city" | "region";
  label: string;
  /** For a city or a region. */
  country?: string;
}

const placeHref = (p: Place) =>
  p.kind === "country"
    ? `/hosts?country=${encodeURIComponent(p.label)}`
    : `/hosts?location=${encodeURIComponent(p.label)}`;

/**
 * The places a suggestion may name: the countries we have (/api/countries, where a host lives or a listing goes),
 * their cities and the regions the search knows (domain/geo.ts, loaded on demand like the autocomplete's lists).
 */
function usePlaces(): Place[] {
  const countries = useCountries();
  const [geo, setGeo] = useState<typeof import("../../../../domain/geo") | null>(null);
  useEffect(() => {
    let live = true;
    import("../../../../domain/geo").then(
      (m) => live && setGeo(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!countries.data || !geo) return [];
  const have = new Set(countries.data.countries.map((c) => normalizeForSearch(c.country)));
  return [
    ...countries.data.countries.map((c) => ({ kind: "country" as const, label: c.country })),
    ...geo.CITIES.filter((c) => have.has(normalizeForSearch(c.country))).map((c) => ({
      kind: "city" as const,
      label: c.label,
      country: c.country,
    })),
    ...geo.REGIONS.map((r) => ({ kind: "region" as const, label: r.label, country: r.country })),
  ];
}

/**
 * The nearest places to what was searched: the autocomplete's ranking (domain/autocomplete.ts, spec §5) without
 * the place itself, or, when nothing matches, the places closest in spelling.
 */
export function nearestPlaces<T extends { label: string }>(places: readonly T[], search: string): T[] {
  const self = normalizeForSearch(search);
  const ranked = rankOptions(places, search, { limit: NEAREST_PLACES + 1 }).filter(
    (p) => normalizeForSearch(p.label) !== self,
  );
  return ranked.length > 0 ? ranked.slice(0, NEAREST_PLACES) : fallbackOptions(places, search);
}

/** The first listings whose text matches a host search (the FTS index behind /listings?search=). */
export function useListingsMentioning(location: string) {
  return useAppQuery({
    queryKey: ["listings", { search: location, limit: MATCHING_LISTINGS }],
    queryFn: ({ signal }) =>
      call("GET /api/listings", { query: { search: location, limit: MATCHING_LISTINGS }, signal }),
    enabled: location !== "",
  });
}

/** Beside found hosts: how many listings mention the searched place, linking to them on /listings. */
export function ListingsMentioning({ location }: { location: string }) {
  const { data } = useListingsMentioning(location);
  if (!data || data.total === 0) return null;
  return (
    <Link
      to={`/listings?search=${encodeURIComponent(location)}`}
      className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
    >
      {data.total.toLocaleString("en-US")} {data.total === 1 ? "listing mentions" : "listings mention"} “{location}”
    </Link>
  );
}

/**
 * /hosts found nobody for a search: says so for that search, offers the nearest places as links and, when
 * listings match the text, those listings instead (hosts are searched by place, listings by any words).
 * Clearing the search is the page's one "Show all hosts" control, beside the count.
 */
export function NoHostsFound({ search, location }: { search: string; location: string }) {
  const places = usePlaces();
  const nearest = nearestPlaces(places, search);
  const listings = useListingsMentioning(location);
  const found = listings.data?.listings ?? [];
  const total = listings.data?.total ?? 0;

  return (
    <div className="col-span-full space-y-8">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 p-8 text-center dark:border-stone-700">
        <p className="font-display text-xl font-semibold text-stone-900 dark:text-white">{noHostsFoundText(search)}</p>
        {nearest.length > 0 && (
          <nav aria-labelledby="nearest-places" className="flex flex-col items-center gap-3">
            <p id="nearest-places" className="text-sm text-stone-600 dark:text-stone-300">
              Try a place near it:
            </p>
            <ul className="flex flex-wrap justify-center gap-2">
              {nearest.map((p) => (
                <li key={`${p.kind}:${p.label}:${p.country ?? ""}`}>
                  <Link
                    to={placeHref(p)}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-900 hover:bg-brand-100 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-800"
                  >
                    {p.country ? `${p.label}, ${p.country}` : p.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {found.length > 0 && (
        <section aria-labelledby="matching-listings">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="matching-listings" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
              Listings that mention “{location}”
            </h2>
            <Link
              to={`/listings?search=${encodeURIComponent(location)}`}
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
            >
              See all {total.toLocaleString("en-US")} {total === 1 ? "listing" : "listings"}
            </Link>
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {found.map((l) => (
              <ListingCard key={`${l.listing_type}:${l.id}`} listing={l} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
