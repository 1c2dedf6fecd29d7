/**
 * The results page's first view, drawn by the worker (decision 048): the page's header (its heading, search box and
 * type choice), the filters' button, the result count and the first cards of its search, with the same classes and
 * the same `<img>` as web/src/pages/listings/ListingsPage.tsx and web/src/components/ListingCard.tsx. Prices are bars
 * (only the app knows the visitor's currency) and the desktop's filters panel is a skeleton. Like the listing and host
 * views (decisions 046, 047) it sits in the site's frame over the app, hidden from assistive technology and inert,
 * until the page has its own results.
 */
import type { HomeListingRow } from "../../domain/api/cards";
import { findCurrency } from "../../domain/currency";
import { FIRST_SCREEN_CARDS } from "../../domain/first-view";
import { listingCard } from "../../domain/listing-card";
import {
  effectiveSort,
  filterChips,
  resultsHeading,
  SORT_LABEL,
  sortOptions,
  TYPE_OPTIONS,
} from "../../domain/listing-filters";
import { listingPath } from "../../domain/listing-slug";
import { CARD_SIZES, photoProps } from "../../domain/media";
import type { ResultsHead } from "../../domain/meta";
import {
  CALENDAR_SMALL,
  CLEAR_ALL_CLASS,
  CLOCK_SMALL,
  FIELD_CLASS,
  PIN_SMALL,
  SEARCH,
  SEARCH_BUTTON_CLASS,
  STAR_SMALL,
} from "./drawn-icons";
import { escapeAttribute, escapeText } from "./escape";

/** Cards drawn: two rows at the widest layout, more than a phone's or a laptop's first screen shows. */
export const DRAWN_CARDS = FIRST_SCREEN_CARDS;

const SHIMMER = "animate-shimmer bg-stone-200 dark:bg-stone-800";

function img(url: string, sizes: string, rest: string): string {
  const p = photoProps(url, sizes);
  const set = p.srcSet ? ` srcset="${escapeAttribute(p.srcSet)}" sizes="${escapeAttribute(p.sizes ?? "")}"` : "";
  return `<img src="${escapeAttribute(p.src)}"${set} alt=""${rest}>`;
}

/** One card as ListingCard draws it, with its price as a bar. */
export function listingCardMarkup(listing: HomeListingRow, priority: boolean, now: Date = new Date()): string {
  const card = listingCard(listing, findCurrency(null), now);
  const place = [listing.location, ...card.countries.filter((c) => c !== listing.location)].filter(Boolean).join(", ");
  const [photo] = listing.images;
  const lead = photo
    ? img(
        photo,
        CARD_SIZES,
        ` loading="${priority ? "eager" : "lazy"}"${priority ? ' fetchpriority="high"' : ""} decoding="async" width="960" height="640" class="size-full object-cover transition duration-500 group-hover:scale-[1.03]"`,
      )
    : "";
  const featured = listing.featured
    ? '<span class="absolute top-3 right-3 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">Featured</span>'
    : "";
  const facts = [
    card.topic
      ? `<span class="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800 dark:bg-brand-900 dark:text-brand-100">${escapeText(card.topic)}</span>`
      : "",
    card.durationText ? `<span class="flex items-center gap-1">${CLOCK_SMALL} ${card.durationText}</span>` : "",
    listing.carType ? `<span>${escapeText(listing.carType)}</span>` : "",
  ].join("");
  const dates =
    card.dates.length > 0
      ? `<p class="flex flex-wrap items-center gap-1 text-xs text-stone-600 dark:text-stone-300">${CALENDAR_SMALL}${escapeText(card.dates.join(" · "))}${card.moreDates ? `<span class="font-medium text-brand-700 dark:text-brand-200">${card.moreDates}</span>` : ""}</p>`
      : "";
  const avatar = listing.host_photo
    ? img(listing.host_photo, "28px", ' width="28" height="28" loading="lazy" class="size-7 rounded-full object-cover"')
    : "";
  const rating = card.ratingText
    ? `<p class="flex items-center gap-0.5 text-stone-600 dark:text-stone-300">${STAR_SMALL}<span>${card.ratingText}</span><span>(${listing.host_reviews})</span></p>`
    : '<p class="text-stone-600 dark:text-stone-300">New host</p>';
  return (
    '<article class="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-stone-900 dark:ring-white/10">' +
    `<div class="relative aspect-[3/2] overflow-hidden bg-stone-200 dark:bg-stone-800">${lead}` +
    `<span class="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm">${card.typeLabel}</span>${featured}</div>` +
    '<div class="flex flex-1 flex-col gap-2 p-4">' +
    `<p class="flex items-center gap-1 text-xs font-medium text-stone-600 dark:text-stone-300">${PIN_SMALL}<span>${escapeText(place)}${card.extraCountries > 0 ? ` +${card.extraCountries}` : ""}</span></p>` +
    `<h3 class="font-display text-lg leading-snug font-semibold text-stone-900 dark:text-white"><a class="stretched-link" href="${escapeAttribute(listingPath(listing.listing_type, listing))}">${escapeText(listing.title)}</a></h3>` +
    `<div class="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600 dark:text-stone-300">${facts}</div>${dates}` +
    '<div class="mt-auto flex items-end justify-between gap-2 border-t border-stone-100 pt-3 dark:border-stone-800">' +
    `<div class="flex min-w-0 items-center gap-2">${avatar}<div class="min-w-0 text-xs"><p class="truncate font-medium text-stone-800 dark:text-stone-100">${escapeText(listing.host_name)}</p>${rating}</div></div>` +
    // The price is in the visitor's currency, which only the app knows: a bar of its height until then.
    `<p class="h-6 w-20 shrink-0 rounded ${SHIMMER}"></p>` +
    "</div></div></article>"
  );
}

/** The desktop's filters panel until the app draws it: a label and a field's bar per group. */
const PANEL_SKELETON = `<div class="space-y-5">${`<div class="space-y-2"><div class="h-4 w-24 rounded ${SHIMMER}"></div><div class="h-10 rounded-lg ${SHIMMER}"></div></div>`.repeat(4)}</div>`;

/** The results page as ListingsPage draws it with its first page of results. */
export function resultsHeadMarkup(head: ResultsHead, now: Date = new Date()): string {
  const f = head.filters;
  const types = TYPE_OPTIONS.map(
    (o) =>
      `<label class="relative cursor-pointer"><input type="radio" value="${o.value ?? ""}"${f.type === o.value ? " checked" : ""} class="peer sr-only">` +
      '<span class="block rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold whitespace-nowrap text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-stone-400 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:peer-checked:border-brand-200 dark:peer-checked:bg-brand-200 dark:peer-checked:text-stone-950">' +
      `${o.label}</span></label>`,
  ).join("");
  const chips = filterChips(f, findCurrency(null));
  const chipRow =
    chips.length > 0
      ? '<div class="mb-5 flex flex-wrap items-center gap-2"><ul class="contents">' +
        chips
          .map(
            (c) =>
              `<li><button type="button" class="flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-100 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-800">${escapeText(c.label)}<span aria-hidden="true">×</span></button></li>`,
          )
          .join("") +
        "</ul>" +
        (chips.length + (f.type ? 1 : 0) > 1
          ? `<button type="button" class="${CLEAR_ALL_CLASS}">Clear all filters</button>`
          : "") +
        "</div>"
      : "";
  const count = `${head.total.toLocaleString("en-US")} ${head.total === 1 ? "listing" : "listings"}`;
  // Every order, as the page's field has them: the field is as wide as its longest.
  const sort = effectiveSort(f);
  const sorts = sortOptions(f.search)
    .map((o) => `<option${o === sort ? " selected" : ""}>${SORT_LABEL[o]}</option>`)
    .join("");
  const cards = head.listings
    .slice(0, DRAWN_CARDS)
    // Only the first card's photo loads at once and first, as the page's do: on a phone, the one column's second and
    // third photos are below the first screen, and at high priority they took the bandwidth the lead photo needed.
    // The others load lazily (at once when on screen, as on a laptop's first row).
    .map((l, i) => listingCardMarkup(l, i === 0, now))
    .join("");
  return (
    '<div class="mx-auto max-w-7xl px-4 pt-8 pb-16"><header class="mb-6 space-y-4"><div>' +
    '<p class="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">Browse listings</p>' +
    `<h1 class="mt-1 font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">${escapeText(resultsHeading(f))}</h1></div>` +
    '<search><form class="flex items-center gap-2 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-stone-900/10 focus-within:ring-2 focus-within:ring-brand-600 dark:bg-stone-900 dark:ring-white/10">' +
    `${SEARCH}<input type="search" placeholder="Tours, places, activities" value="${escapeAttribute(f.search)}" class="min-w-0 flex-1 bg-transparent py-2 text-base text-stone-900 outline-none placeholder:text-stone-500 dark:text-white dark:placeholder:text-stone-400">` +
    `<button type="button" class="${SEARCH_BUTTON_CLASS}">Search</button></form></search>` +
    `<fieldset class="min-w-0"><div class="flex flex-wrap gap-2">${types}</div></fieldset></header>` +
    '<div class="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8"><aside class="mb-6 lg:mb-0">' +
    '<button type="button" class="flex w-full items-center justify-between rounded-xl border border-stone-300 bg-white px-4 py-3 text-sm font-semibold lg:hidden dark:border-stone-700 dark:bg-stone-900"><span>Filters</span><span aria-hidden="true">+</span></button>' +
    `<div class="hidden mt-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 lg:mt-0 lg:block dark:bg-stone-900 dark:ring-white/10">${PANEL_SKELETON}</div></aside>` +
    '<section><div class="mb-4 flex flex-wrap items-center justify-between gap-3">' +
    `<p class="text-sm text-stone-600 dark:text-stone-300">${count}</p>` +
    '<div class="flex items-center gap-2"><span class="text-sm whitespace-nowrap text-stone-600 dark:text-stone-300">Sort by</span>' +
    `<select class="${FIELD_CLASS} w-auto">${sorts}</select></div></div>` +
    `${chipRow}<div class="grid transition-opacity gap-6 sm:grid-cols-2 xl:grid-cols-3 ">${cards}</div>` +
    "</section></div></div>"
  );
}
