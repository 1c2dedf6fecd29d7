import { keepPreviousData } from "@tanstack/react-query";
import { startTransition, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { ListingSort } from "../../../../domain/api/listings";
import { FIRST_SCREEN_CARDS } from "../../../../domain/first-view";
import {
  clearPatch,
  convertAmount,
  effectiveSort,
  filterChips,
  hasDepartures,
  hasDuration,
  isFiltered,
  type ListingFilters,
  PARAM,
  panelFilterCount,
  parseFilters,
  resultsHeading,
  SORT_LABEL,
  sortOptions,
  TYPE_OPTIONS,
  toApiQuery,
} from "../../../../domain/listing-filters";
import { pageTitle } from "../../../../domain/titles";
import { SearchIcon } from "../../components/icons";
import { ListingCard } from "../../components/ListingCard";
import { EmptyState, ResultCount, ResultGrid, type ResultNoun } from "../../components/PageStates";
import { ListingCardSkeleton, skeletonKeys } from "../../components/Skeletons";
import { buttonClass } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useCurrency } from "../../lib/currency";
import { endDrawnView } from "../../lib/first-view";
import { usePageTitle } from "../../lib/page-title";
import { useAppInfiniteQuery } from "../../lib/query";
import { FiltersPanel } from "./FiltersPanel";
import { FIELD_CLASS } from "./PlaceField";
import { type Patch, type UpdateOptions, useUrlDraft, useUrlParams } from "./url-state";

/** Spec §9: 3 listing skeletons. */
export const LISTING_SKELETONS = 3;

const NOUN: ResultNoun = { one: "listing", many: "listings" };

type Update = (patch: Patch, options?: UpdateOptions) => void;

function SearchBox({ value, update }: { value: string; update: Update }) {
  const id = useId();
  const field = useUrlDraft(value, (search, options) => update({ [PARAM.search]: search }, options));
  return (
    <search>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          field.flush();
        }}
        className="flex items-center gap-2 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-stone-900/10 focus-within:ring-2 focus-within:ring-brand-600 dark:bg-stone-900 dark:ring-white/10"
      >
        <SearchIcon className="ml-3 shrink-0 text-stone-500" />
        <label htmlFor={id} className="sr-only">
          Search listings
        </label>
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          placeholder="Tours, places, activities"
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          className="min-w-0 flex-1 bg-transparent py-2 text-base text-stone-900 outline-none placeholder:text-stone-500 dark:text-white dark:placeholder:text-stone-400"
        />
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Search
        </button>
      </form>
    </search>
  );
}

/** The four kinds plus "All", as a radio group: one choice, arrow keys move between them. */
function TypeFilter({ filters: f, update }: { filters: ListingFilters; update: Update }) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Listing type</legend>
      <div className="flex flex-wrap gap-2">
        {TYPE_OPTIONS.map((o) => (
          <label key={o.value ?? "all"} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={o.value ?? ""}
              checked={f.type === o.value}
              onChange={() =>
                update({
                  [PARAM.type]: o.value,
                  // Filters the new kind does not have would silently hide everything.
                  [PARAM.minDays]: hasDuration(o.value) ? f.minDays : null,
                  [PARAM.maxDays]: hasDuration(o.value) ? f.maxDays : null,
                  [PARAM.departureFrom]: hasDepartures(o.value) ? f.departureFrom : null,
                  [PARAM.departureTo]: hasDepartures(o.value) ? f.departureTo : null,
                })
              }
              className="peer sr-only"
            />
            <span className="block rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold whitespace-nowrap text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-stone-400 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:peer-checked:border-brand-200 dark:peer-checked:bg-brand-200 dark:peer-checked:text-stone-950">
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SortSelect({ filters: f, update }: { filters: ListingFilters; update: Update }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-stone-600 dark:text-stone-300">
        Sort by
      </label>
      <select
        id={id}
        value={effectiveSort(f)}
        onChange={(e) => {
          const sort = e.target.value as ListingSort;
          // The default order stays out of the URL, so shared links stay short.
          update({ [PARAM.sort]: sort === effectiveSort({ search: f.search, sort: null }) ? null : sort });
        }}
        className={`${FIELD_CLASS} w-auto`}
      >
        {sortOptions(f.search).map((s) => (
          <option key={s} value={s}>
            {SORT_LABEL[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Component() {
  const [params, update] = useUrlParams();
  const filters = parseFilters(params);
  const { currency } = useCurrency();
  const query = toApiQuery(filters, currency);
  const heading = resultsHeading(filters);
  usePageTitle(pageTitle(heading));
  const chips = filterChips(filters, currency);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Escape inside the open filters (on a phone) closes them and returns to their button.
  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !panel.current?.contains(document.activeElement)) return;
      setPanelOpen(false);
      panelButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [panelOpen]);

  // Price bounds read in the currency prices are shown in: a link shared from another currency, or a
  // currency switch on this page, re-expresses them (the range widens by rounding, never narrows).
  const from = filters.priceCurrency;
  const { minPrice, maxPrice } = filters;
  useEffect(() => {
    if (!from || from.code === currency.code) return;
    update(
      {
        [PARAM.minPrice]: minPrice === null ? null : convertAmount(minPrice, from, currency, "min"),
        [PARAM.maxPrice]: maxPrice === null ? null : convertAmount(maxPrice, from, currency, "max"),
        [PARAM.currency]: minPrice === null && maxPrice === null ? null : currency.code,
      },
      { replace: true },
    );
  }, [from, currency, minPrice, maxPrice, update]);

  const results = useAppInfiniteQuery({
    queryKey: ["listings", query],
    queryFn: ({ pageParam, signal }) => call("GET /api/listings", { query: { ...query, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  // The worker's drawn results (decision 048) give way to the page's own, or to its error, in the same frame.
  const settled = !results.isPending;
  useLayoutEffect(() => {
    if (settled) endDrawnView();
  }, [settled]);
  const listings = results.data?.pages.flatMap((p) => p.listings) ?? [];
  // When the results arrive after the page (a page opened from a link), the first screen's cards come with their
  // first render and the rest follow in a transition, which React renders in slices between the browser's other work,
  // so their arrival is not one long task on a phone (decision 053). Results already at hand (Back, a cached search)
  // are drawn whole at once, so the scroll position they return to exists.
  const [allCards, setAllCards] = useState(settled);
  useEffect(() => {
    if (settled) startTransition(() => setAllCards(true));
  }, [settled]);
  const cards = allCards ? listings : listings.slice(0, FIRST_SCREEN_CARDS);
  const clear = () => update(clearPatch());
  const filtered = isFiltered(filters);
  const panelCount = panelFilterCount(filters);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16">
      <header className="mb-6 space-y-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
            Browse listings
          </p>
          <h1 className="mt-1 font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
            {heading}
          </h1>
        </div>
        <SearchBox value={filters.search} update={update} />
        <TypeFilter filters={filters} update={update} />
      </header>

      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="mb-6 lg:mb-0">
          <button
            ref={panelButton}
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((o) => !o)}
            className="flex w-full items-center justify-between rounded-xl border border-stone-300 bg-white px-4 py-3 text-sm font-semibold lg:hidden dark:border-stone-700 dark:bg-stone-900"
          >
            <span>Filters{panelCount > 0 && ` (${panelCount})`}</span>
            <span aria-hidden="true">{panelOpen ? "−" : "+"}</span>
          </button>
          <div
            id={panelId}
            ref={panel}
            className={`${panelOpen ? "block" : "hidden"} mt-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 lg:mt-0 lg:block dark:bg-stone-900 dark:ring-white/10`}
          >
            <FiltersPanel filters={filters} update={update} currency={currency} />
            <button
              type="button"
              onClick={() => {
                setPanelOpen(false);
                panelButton.current?.focus();
              }}
              className={`${buttonClass({ size: "sm", block: true })} mt-3 lg:hidden`}
            >
              Show results
            </button>
          </div>
        </aside>

        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <ResultCount query={results} total={results.data?.pages[0]?.total} noun={NOUN} />
            <SortSelect filters={filters} update={update} />
          </div>

          {chips.length > 0 && (
            <div className="mb-5 flex flex-wrap items-center gap-2">
              <ul aria-label="Applied filters" className="contents">
                {chips.map((c) => (
                  <li key={c.key}>
                    <button
                      type="button"
                      onClick={() => update(c.remove)}
                      aria-label={`Remove filter ${c.label}`}
                      className="flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-100 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-800"
                    >
                      {c.label}
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
              {/* The one way to clear everything (the sort stays), with results or without; with a single filter
                  its chip (or the "All" type) is that way, so a second control doing the same is left out. */}
              {chips.length + (filters.type ? 1 : 0) > 1 && (
                <button type="button" onClick={clear} className={buttonClass({ variant: "secondary", size: "sm" })}>
                  Clear all filters
                </button>
              )}
            </div>
          )}

          <ResultGrid
            query={results}
            count={listings.length}
            noun={NOUN}
            className="gap-6 sm:grid-cols-2 xl:grid-cols-3"
            skeletons={skeletonKeys(LISTING_SKELETONS).map((k) => <ListingCardSkeleton key={k} />)}
            empty={
              <EmptyState>
                {filters.search
                  ? `No listings found for “${filters.search}”${chips.length > 1 || filters.type ? " with these filters" : ""}.`
                  : filtered
                    ? "No listings match these filters."
                    : "No listings available at the moment."}
              </EmptyState>
            }
          >
            {cards.map((l, i) => (
              <ListingCard key={`${l.listing_type}:${l.id}`} listing={l} priority={i === 0} />
            ))}
          </ResultGrid>
        </section>
      </div>
    </div>
  );
}
