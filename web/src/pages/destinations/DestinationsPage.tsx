import { Link } from "react-router";
import { countrySlug } from "../../../../domain/featured";
import { pageTitle } from "../../../../domain/titles";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { call } from "../../lib/api";
import { useCountries } from "../../lib/countries";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { DestinationImage } from "./DestinationArt";
import { plural } from "./text";

export const NO_DESTINATIONS = "No destinations available at the moment.";

/**
 * "View all destinations": the countries we have (an approved host lives there or a published listing goes
 * there, worker/db/countries.ts), with their listing and host counts from /api/countries (the same query as the
 * header menu and the home statistics); photos from the home data, which is usually cached already. The home
 * data is optional: without it a card shows the generated scene.
 */
export function Component() {
  const countries = useCountries();
  const home = useAppQuery({ queryKey: ["home"], queryFn: ({ signal }) => call("GET /api/home", { signal }) });
  const extras = new Map((home.data?.countries ?? []).map((c) => [c.country.toLowerCase(), c]));
  const list = [...(countries.data?.countries ?? [])].sort((a, b) => a.country.localeCompare(b.country, "en"));
  usePageTitle(pageTitle("Destinations"));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">Destinations</p>
      <h1 className="mt-1 font-display text-4xl font-semibold text-stone-900 sm:text-5xl dark:text-white">
        Where our hosts live
      </h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-300">
        {countries.data
          ? `${plural(list.length, "country", "countries")} with local guides, drivers and tours. Pick one to meet its hosts, see its cities and the newest listings there.`
          : "Countries with local guides, drivers and tours. Pick one to meet its hosts, see its cities and the newest listings there."}
      </p>

      <div className="mt-10">
        {countries.isError ? (
          <LoadError
            title="Destinations could not be loaded"
            error={countries.error}
            onRetry={() => countries.refetch()}
          />
        ) : countries.isSuccess && list.length === 0 ? (
          <EmptyState>{NO_DESTINATIONS}</EmptyState>
        ) : (
          <ul aria-label="All destinations" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {countries.isPending &&
              skeletonKeys(8).map((k) => (
                <li
                  key={k}
                  aria-hidden="true"
                  data-testid="destination-skeleton"
                  className="aspect-[4/3] animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800"
                />
              ))}
            {list.map((c) => {
              const extra = extras.get(c.country.toLowerCase());
              return (
                <li key={c.country}>
                  <Link
                    to={`/destinations/${countrySlug(c.country)}`}
                    className="group relative block aspect-[4/3] overflow-hidden rounded-2xl bg-brand-900 shadow-sm"
                  >
                    <DestinationImage
                      country={c.country}
                      url={extra?.image_url}
                      alt=""
                      sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                      className="size-full transition duration-500 group-hover:scale-105"
                    />
                    <span className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/15 to-transparent" />
                    <span className="absolute inset-x-0 bottom-0 p-4 text-white">
                      <span className="block font-display text-xl font-semibold">{c.country}</span>
                      <span className="text-sm text-white/90">
                        {[
                          c.listings > 0 && plural(c.listings, "listing", "listings"),
                          c.hosts > 0 && plural(c.hosts, "local host", "local hosts"),
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
