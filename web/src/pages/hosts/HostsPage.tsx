import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { MESSAGES } from "../../../../domain/messages";
import { hostsHeading, pageTitle } from "../../../../domain/titles";
import { HostCard } from "../../components/HostCard";
import { PinIcon } from "../../components/icons";
import { EmptyState, ResultCount, ResultGrid, type ResultNoun } from "../../components/PageStates";
import { PlaceAutocomplete } from "../../components/PlaceAutocomplete";
import { HostCardSkeleton, skeletonKeys } from "../../components/Skeletons";
import { buttonClass } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppInfiniteQuery } from "../../lib/query";
import { useUrlParams } from "../listings/url-state";
import { ListingsMentioning, NoHostsFound } from "./NoHostsFound";

/** Spec §9: 4 host skeletons. */
export const HOST_SKELETONS = 4;

const NOUN: ResultNoun = { one: "host", many: "hosts" };

/** Shared with the home hero search: both search hosts by place. */
const HOSTS_LOCATION_RECENTS = "hosts-location";

type Place = { location: string | null; country: string | null };

/**
 * The location search. Typed text searches cities and countries (`location`); a chosen country filters by
 * country, a chosen city by the city within its country (city names repeat across countries).
 */
function LocationSearch({ value, onSearch }: { value: string; onSearch: (place: Place) => void }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  const searchText = (text: string) => onSearch({ location: text.trim() || null, country: null });
  return (
    <search className="relative block max-w-2xl">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          searchText(draft);
        }}
        className="flex items-center gap-2 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-stone-900/10 focus-within:ring-2 focus-within:ring-brand-600 dark:bg-stone-900 dark:ring-white/10"
      >
        <PinIcon className="ml-3 shrink-0 text-brand-700 dark:text-brand-200" />
        <PlaceAutocomplete
          label="City or country"
          hideLabel
          type="search"
          kinds="places"
          recentsKey={HOSTS_LOCATION_RECENTS}
          placeholder="e.g. Almaty or Georgia"
          value={draft}
          onChange={setDraft}
          onSelect={(place) =>
            onSearch(
              place.kind === "country"
                ? { location: null, country: place.label }
                : // A region (the Pamir, the Caucasus) may reach over borders: searched as text, like typed words.
                  { location: place.label, country: place.kind === "city" ? (place.country ?? null) : null },
            )
          }
          className="min-w-0 flex-1"
          inputClassName="w-full bg-transparent py-2 text-base text-stone-900 outline-none placeholder:text-stone-500 dark:text-white dark:placeholder:text-stone-400"
        />
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Find hosts
        </button>
      </form>
    </search>
  );
}

export function Component() {
  const [params, update] = useUrlParams();
  const location = (params.get("location") ?? "").trim().slice(0, 200);
  const country = (params.get("country") ?? "").trim().slice(0, 100);
  const query = { location: location || undefined, country: country || undefined };
  const heading = hostsHeading(location, country);
  usePageTitle(pageTitle(heading));

  const results = useAppInfiniteQuery({
    queryKey: ["hosts", query],
    queryFn: ({ pageParam, signal }) => call("GET /api/hosts", { query: { ...query, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const hosts = results.data?.pages.flatMap((p) => p.hosts) ?? [];
  const total = results.data?.pages[0]?.total;
  const search = location || country;
  const filtered = Boolean(search);
  const clear = () => update({ location: null, country: null });

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16">
      <header className="mb-8 space-y-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
            Verified local experts
          </p>
          <h1 className="mt-1 font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
            {heading}
          </h1>
          <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-300">
            Guides, drivers and tour operators who live where you are going, each checked by our team.
          </p>
        </div>
        <LocationSearch value={location || country} onSearch={(place) => update(place)} />
      </header>

      <section aria-labelledby="hosts-results">
        <h2 id="hosts-results" className="sr-only">
          Hosts
        </h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <ResultCount query={results} total={total} noun={NOUN} />
            {location && hosts.length > 0 && <ListingsMentioning location={location} />}
          </div>
          {/* The one way to clear the search, with results or without. */}
          {filtered && (
            <button type="button" onClick={clear} className={buttonClass({ variant: "secondary", size: "sm" })}>
              Show all hosts
            </button>
          )}
        </div>
        <ResultGrid
          query={results}
          count={hosts.length}
          noun={NOUN}
          className="grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
          skeletons={skeletonKeys(HOST_SKELETONS).map((k) => <HostCardSkeleton key={k} />)}
          empty={
            filtered ? (
              <NoHostsFound search={search} location={location} />
            ) : (
              <EmptyState>{MESSAGES.noHosts}</EmptyState>
            )
          }
        >
          {hosts.map((h) => (
            <HostCard key={h.id} host={h} />
          ))}
        </ResultGrid>
      </section>
    </div>
  );
}
