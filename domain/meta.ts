/**
 * Page metadata for sharing and search (spec §2 "Behaviours common to routes"): what a link preview or a search
 * result shows for each route. Pure: the worker fetches the data and writes these values into index.html
 * (worker/seo/); the web app uses the same titles for the tab.
 *
 * Only published listings and approved hosts get their own metadata; everything else gets `defaultMeta`.
 * Share images are 1200x630, a host bio is cut at 100 characters, a host rating shows only above 0, a tour's
 * price is the lowest of its four per-group-size prices, and prices are in EUR.
 */
import type { HomeListingRow } from "./api/cards";
import { BRAND } from "./brand";
import { findCurrency, formatPrice } from "./currency";
import { CITIES, COUNTRIES } from "./geo";
import { LISTING_TYPE_LABEL, priceLabel, priceUnit } from "./listing-card";
import type { ListingFilters } from "./listing-filters";
import { encodedListingPath } from "./listing-slug";
import { GALLERY_SIZES } from "./media";
import { experienceText, HOST_TYPE_LABEL, memberSince } from "./people";
import { responseTimeText } from "./response-time";
import { encodePathSegment } from "./routes";
import { countOf, sameText } from "./text";
import {
  DEFAULT_TITLE,
  destinationName,
  hostsHeading,
  hostTitle,
  LISTING_TYPE_PLURAL,
  type ListingsMetaQuery,
  listingsHeading,
  listingTitle,
  pageTitle,
  travelerPageName,
} from "./titles";
import { type HostType, LISTING_TYPE_PARAM, type ListingKind } from "./vocabulary";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The site's own share image (web/public), for pages without an image of their own. */
export const DEFAULT_SHARE_IMAGE = "/og-default.png";
export const META_BIO_LENGTH = 100;
/** Descriptions longer than this are cut at a word; previews show about 160-200 characters. */
export const META_DESCRIPTION_LENGTH = 200;

export const DEFAULT_DESCRIPTION =
  "Find verified local guides, drivers, tour operators and rental cars in Central Asia, the Caucasus, the Himalaya, East Africa and beyond. Message hosts directly and book with a small deposit.";

export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  /** The document title, brand included. */
  title: string;
  /** og:title and twitter:title: the page's own name, without the brand (og:site_name carries it). */
  shareTitle: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  type: "website" | "product" | "profile" | "article";
  image: { url: string; alt: string };
  jsonLd: JsonLd[];
  /** Private people's pages are kept out of search results. */
  noindex: boolean;
  /** product:price:* for listings, always EUR. */
  price: { amount: string; currency: "EUR" } | null;
  /** Up to two twitter:label/data pairs (Slack shows them under the preview). */
  labels: { label: string; data: string }[];
  /** article:* properties of an article page (Open Graph); absent elsewhere. */
  article?: {
    publishedTime: string;
    modifiedTime: string;
    /** A URL of the author's page, or their name. */
    author: string;
    section: string | null;
    tags: string[];
  };
  /**
   * The photo the page shows largest (a listing's gallery, the results' first card: its largest paint), with the
   * `sizes` it is shown at: the HTML preloads it with its srcset, so the browser fetches it while the app's code is
   * still loading.
   */
  leadPhoto?: { url: string; sizes: string };
  /**
   * A listing page's heading as the page draws it (its type, title, places and days), for the first view the worker
   * draws into the HTML with the lead photo (decision 046); absent on other pages.
   */
  listingHead?: ListingHead;
  /**
   * A host page's header card and bio as the page draws them, for the view the worker draws into the HTML (decision
   * 047); absent on other pages.
   */
  hostHead?: HostHead;
  /**
   * The results page's first cards for its URL's search, for the view the worker draws into the HTML (decision 048);
   * absent on other pages, and on a results page whose search found nothing or says more than its cache key keeps.
   */
  resultsHead?: ResultsHead;
}

/** What the worker draws of /listings (decision 048): the page's filters, its count and its first cards. */
export interface ResultsHead {
  /** The filters of the URL the page is cached under, read as the page reads them. */
  filters: ListingFilters;
  total: number;
  listings: HomeListingRow[];
}

// ───────────────────────────── text helpers ─────────────────────────────

/**
 * The first characters (code points) of a text longer than `max` of them, more than `max` of them; null for a text
 * that fits. A character is one or two UTF-16 units, so only the first 2 × max + 2 units are split into characters,
 * however long the text (a listing's whole description, on every uncached page).
 */
function overLength(clean: string, max: number): string[] | null {
  if (clean.length <= max) return null;
  const chars = Array.from(clean.slice(0, 2 * max + 2));
  return chars.length > max ? chars : null;
}

/** Cuts to at most `max` characters (code points, so an emoji is never split) and marks the cut with "…". */
export function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = overLength(clean, max);
  if (!chars) return clean;
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** Like `cut`, but ends at a word boundary when one is near, for descriptions. */
function clip(text: string, max = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = overLength(clean, max);
  if (!chars) return clean;
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:·-]+$/u, "")}…`;
}

export interface ListingHead {
  typeLabel: string;
  title: string;
  /** Every city and country, as listingPlaces gives them; empty when none. */
  place: string;
  /** "3 days" on a tour or group tour with days; else null. */
  days: string | null;
  /** Whether it has a price (the page shows it in the visitor's currency; else "Price on request"). */
  priced: boolean;
}

/** A listing page's places line: every city, then every country, once each (its heading and first view). */
export function listingPlaces(cities: readonly string[], countries: readonly string[]): string {
  return [...new Set([...cities, ...countries].map((s) => s.trim()).filter(Boolean))].join(", ");
}

/** "Almaty, Kazakhstan": the first city and the first country, or "" when there are none. */
export function place(cities: readonly string[], countries: readonly string[]): string {
  const city = cities.find((c) => c.trim())?.trim();
  const country = countries.find((c) => c.trim())?.trim();
  return [city, country].filter(Boolean).join(", ");
}

const EUR = findCurrency("EUR");

/** "€1,250"; metadata prices are always in euros. */
export function euros(cents: number): string {
  return formatPrice(cents, EUR);
}

/** schema.org and Open Graph prices: "1250.00". */
function decimalEuros(cents: number): string {
  return (cents / 100).toFixed(2);
}

function breadcrumbs(origin: string, items: [name: string, path: string][]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], n) => ({
      "@type": "ListItem",
      position: n + 1,
      name,
      item: `${origin}${path}`,
    })),
  };
}

function organization(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: BRAND.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: BRAND.supportEmail,
  };
}

function website(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: BRAND.name,
    url: `${origin}/`,
    description: DEFAULT_DESCRIPTION,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/listings?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A URL from the site root made absolute; absolute URLs (a photo on another host) stay as they are. */
export function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

function defaultImage(origin: string): PageMeta["image"] {
  return { url: absolute(origin, DEFAULT_SHARE_IMAGE), alt: `${BRAND.name}: ${BRAND.tagline}` };
}

function base(origin: string, path: string, overrides: Partial<PageMeta> & Pick<PageMeta, "shareTitle">): PageMeta {
  return {
    title: pageTitle(overrides.shareTitle),
    description: DEFAULT_DESCRIPTION,
    url: absolute(origin, path),
    type: "website",
    image: defaultImage(origin),
    jsonLd: [],
    noindex: false,
    price: null,
    labels: [],
    ...overrides,
  };
}

// ───────────────────────────── defaults and static pages ─────────────────────────────

/** The metadata of index.html: any page without its own, a failed lookup, a listing that is not public. */
export function defaultMeta(origin: string, path = "/"): PageMeta {
  return {
    ...base(origin, path, { shareTitle: BRAND.name, jsonLd: [website(origin), organization(origin)] }),
    title: DEFAULT_TITLE,
  };
}

export function homeMeta(origin: string): PageMeta {
  return defaultMeta(origin, "/");
}

export function destinationsMeta(origin: string): PageMeta {
  return base(origin, "/destinations", {
    shareTitle: "Destinations",
    description: "Underrated countries with verified local guides, drivers, tour operators and rental cars.",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: "Destinations",
        url: `${origin}/destinations`,
      },
      breadcrumbs(origin, [
        [BRAND.name, "/"],
        ["Destinations", "/destinations"],
      ]),
    ],
  });
}

export function travelersMeta(origin: string, path = "/travelers"): PageMeta {
  return base(origin, path, {
    shareTitle: path === "/travelers" ? "Travelers" : "Traveler",
    description: "Travelers planning trips to underrated destinations and looking for local hosts.",
    noindex: true,
  });
}

/** /traveler/{id or slug}: named after the traveler (first name and last initial, as their page shows them). */
export function travelerMeta(origin: string, path: string, name: string): PageMeta {
  return base(origin, path, {
    shareTitle: travelerPageName(name),
    description: `${name} is planning a trip and looking for local hosts on ${BRAND.name}.`,
    noindex: true,
  });
}

/** /become-host: what hosting here offers, shared by hosts recruiting other hosts. */
export function becomeHostMeta(origin: string): PageMeta {
  return base(origin, "/become-host", {
    shareTitle: "Become a host",
    description: `Guides, drivers, tour operators and rental car providers: get verified on ${BRAND.name} and meet travelers who come for the places guidebooks skip.`,
  });
}

/** Sign-in and account screens: the default preview, never indexed (they are personal or pointless to index). */
export function accountMeta(origin: string, path: string): PageMeta {
  return { ...defaultMeta(origin, path), noindex: true };
}

// ───────────────────────────── browse pages ─────────────────────────────

/** Query values longer than this are not repeated into titles (they are someone's paste, not a place). */
const MAX_QUERY_ECHO = 80;

function echo(value: string | null | undefined): string {
  const v = value?.replace(/\s+/g, " ").trim() ?? "";
  return overLength(v, MAX_QUERY_ECHO) ? "" : v;
}

function queryString(pairs: [string, string][]): string {
  const q = new URLSearchParams(pairs.filter(([, v]) => v !== "")).toString();
  return q ? `?${q}` : "";
}

/** A browse page (/listings, /hosts) with its query: a CollectionPage under its section's breadcrumb. */
function browseMeta(
  origin: string,
  [section, root]: [name: string, path: string],
  path: string,
  heading: string,
  overrides: Partial<PageMeta>,
): PageMeta {
  const crumbs: [string, string][] = [
    [BRAND.name, "/"],
    [section, root],
  ];
  if (path !== root) crumbs.push([heading, path]);
  return base(origin, path, {
    shareTitle: heading,
    jsonLd: [
      { "@context": "https://schema.org", "@type": "CollectionPage", name: heading, url: absolute(origin, path) },
      breadcrumbs(origin, crumbs),
    ],
    ...overrides,
  });
}

function cleanListingsQuery(q: ListingsMetaQuery) {
  const type = q.type && LISTING_TYPE_PLURAL[q.type] ? q.type : "";
  return { type, country: echo(q.country), city: echo(q.city), search: echo(q.search) };
}

const isKnownCountry = (text: string) => COUNTRIES.some((c) => sameText(c.label, text));
const isKnownCity = (text: string) => CITIES.some((c) => sameText(c.label, text));

/**
 * What search engines may index of a browse query: the fixed type names and places we know. Free text (a search, a
 * typed location, an unknown place) is not a page worth indexing and, reflected into titles, invites spam: such a
 * page is noindex and its canonical is the page without the text.
 */
function indexable<T extends Record<string, string | undefined>>(
  query: T,
  known: { [K in keyof T]?: (value: string) => boolean },
): { kept: T; noindex: boolean } {
  let noindex = false;
  const kept = { ...query };
  for (const key of Object.keys(query) as (keyof T)[]) {
    const value = query[key]?.trim();
    if (!value) continue;
    const check = known[key];
    if (check?.(value)) continue;
    noindex = true;
    kept[key] = "" as T[keyof T];
  }
  return { kept, noindex };
}

/** The canonical /listings path of a query: only what changes the page, in a fixed order. */
export function listingsPath(q: ListingsMetaQuery): string {
  const clean = cleanListingsQuery(q);
  return `/listings${queryString([
    ["type", clean.type],
    ["country", clean.country],
    ["city", clean.city],
    ["search", clean.search],
  ])}`;
}

export function listingsMeta(origin: string, q: ListingsMetaQuery): PageMeta {
  const clean = cleanListingsQuery(q);
  const type = clean.type;
  const heading = listingsHeading(clean);
  const where = [clean.city, clean.country].filter(Boolean).join(", ");
  const what = (
    type ? LISTING_TYPE_PLURAL[type] : "Private tours, group tours, rental cars and drivers"
  )?.toLowerCase();
  const { kept, noindex } = indexable(
    { type: q.type ?? "", country: q.country ?? "", city: q.city ?? "", search: q.search ?? "" },
    { type: (t) => Boolean(LISTING_TYPE_PLURAL[t]), country: isKnownCountry, city: isKnownCity },
  );
  return browseMeta(origin, ["Listings", "/listings"], listingsPath(kept), heading, {
    description: `Book ${what} ${where ? `in ${where}` : "in underrated destinations"} from verified local hosts. Prices in EUR, message hosts directly.`,
    noindex,
  });
}

export interface HostsMetaQuery {
  location?: string | null;
  country?: string | null;
}

/** The canonical /hosts path of a query. */
export function hostsPath(q: HostsMetaQuery): string {
  return `/hosts${queryString([
    ["location", echo(q.location)],
    ["country", echo(q.country)],
  ])}`;
}

export function hostsMeta(origin: string, q: HostsMetaQuery): PageMeta {
  const location = echo(q.location);
  const country = echo(q.country);
  const heading = hostsHeading(location, country);
  const where = [location, country].filter(Boolean).join(", ");
  const { kept, noindex } = indexable(
    { location: q.location ?? "", country: q.country ?? "" },
    { location: (place) => isKnownCity(place) || isKnownCountry(place), country: isKnownCountry },
  );
  return browseMeta(origin, ["Hosts", "/hosts"], hostsPath(kept), heading, {
    noindex,
    description: `Verified local guides, drivers and tour operators ${where ? `in ${where}` : "in underrated destinations"}. Read reviews and message them directly.`,
  });
}

export interface DestinationPreview {
  country: string;
  /** The page's path: /destinations/{slug}, or /kazakhstan for the country page. */
  path: string;
  hosts: number;
  listings: number;
  image: { url: string; alt: string } | null;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function destinationMeta(origin: string, d: DestinationPreview): PageMeta {
  const title = destinationName(d.country);
  const counts = [
    d.hosts > 0 ? count(d.hosts, "verified local host", "verified local hosts") : "",
    d.listings > 0 ? count(d.listings, "tour, car or driver", "tours, cars and drivers") : "",
  ].filter(Boolean);
  return base(origin, d.path, {
    shareTitle: title,
    description: `${counts.length ? `${counts.join(" and ")} in ${d.country}. ` : ""}Plan a trip to ${d.country} with people who live there.`,
    image: d.image ? { url: absolute(origin, d.image.url), alt: d.image.alt } : defaultImage(origin),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "TouristDestination",
        name: d.country,
        url: absolute(origin, d.path),
        ...(d.image ? { image: absolute(origin, d.image.url) } : {}),
      },
      breadcrumbs(origin, [
        [BRAND.name, "/"],
        ["Destinations", "/destinations"],
        [d.country, d.path],
      ]),
    ],
  });
}

// ───────────────────────────── listings ─────────────────────────────

export interface ListingPreview {
  kind: ListingKind;
  id: string;
  slug: string | null;
  title: string;
  description: string;
  /** The listing's first photo. */
  photo: string | null;
  countries: string[];
  cities: string[];
  /** Euro cents: the lowest of a tour's four group-size prices, per person for group tours, per day otherwise. */
  price: number | null;
  days: number | null;
  host: { name: string; slug: string; hostType: HostType };
  /** Path of the generated 1200x630 share image, when there is one. */
  shareImage: string | null;
}

/** "From €120 per person" (tours: the lowest group-size price), "€450 per person", "€60 per day" (priceLabel's rule). */
export function listingPriceText(kind: ListingKind, cents: number): string {
  return `${priceLabel(kind, euros(cents)).text} per ${priceUnit(kind)}`;
}

export function listingMeta(origin: string, l: ListingPreview): PageMeta {
  const path = encodedListingPath(l.kind, l);
  const url = absolute(origin, path);
  const where = place(l.cities, l.countries);
  const typeLabel = LISTING_TYPE_LABEL[l.kind];
  const price = l.price !== null && l.price > 0 ? listingPriceText(l.kind, l.price) : null;
  const days = (l.kind === "tour" || l.kind === "group_tour") && l.days ? count(l.days, "day", "days") : null;
  const facts = [where ? `${typeLabel} in ${where}` : typeLabel, days, price, `hosted by ${l.host.name}`]
    .filter(Boolean)
    .join(" · ");
  const hostUrl = absolute(origin, `/host/${encodePathSegment(l.host.slug)}`);
  const photo = l.photo ? absolute(origin, l.photo) : null;
  const image = l.shareImage ?? l.photo;
  const offer: JsonLd | null =
    l.price !== null && l.price > 0
      ? {
          "@type": "Offer",
          url,
          price: decimalEuros(l.price),
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: decimalEuros(l.price),
            priceCurrency: "EUR",
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: priceUnit(l.kind) },
          },
        }
      : null;
  const provider = {
    "@type": l.host.hostType === "tour_operator" ? "TravelAgency" : "LocalBusiness",
    name: l.host.name,
    url: hostUrl,
  };
  const common = {
    "@context": "https://schema.org",
    name: l.title,
    description: clip(l.description || facts, 500),
    url,
    ...(photo ? { image: [photo] } : {}),
    ...(offer ? { offers: offer } : {}),
  };
  const item: JsonLd =
    l.kind === "tour" || l.kind === "group_tour"
      ? {
          ...common,
          "@type": "TouristTrip",
          provider,
          ...(where ? { touristType: "Travelers", itinerary: itinerary(l) } : {}),
        }
      : l.kind === "driver"
        ? {
            ...common,
            "@type": "Service",
            serviceType: "Private driver",
            provider,
            ...(where ? { areaServed: where } : {}),
          }
        : { ...common, "@type": "Product", category: "Car rental", brand: { "@type": "Brand", name: l.host.name } };
  return base(origin, path, {
    title: listingTitle(l.title),
    shareTitle: l.title,
    description: clip(l.description ? `${facts}. ${l.description}` : `${facts}.`),
    type: "product",
    image: image ? { url: absolute(origin, image), alt: l.title } : defaultImage(origin),
    price: l.price !== null && l.price > 0 ? { amount: decimalEuros(l.price), currency: "EUR" } : null,
    labels: [...(price ? [{ label: "Price", data: price }] : []), ...(where ? [{ label: "Where", data: where }] : [])],
    ...(l.photo ? { leadPhoto: { url: l.photo, sizes: GALLERY_SIZES } } : {}),
    listingHead: {
      typeLabel,
      title: l.title,
      place: listingPlaces(l.cities, l.countries),
      days,
      priced: l.price !== null && l.price > 0,
    },
    jsonLd: [
      item,
      breadcrumbs(origin, [
        [BRAND.name, "/"],
        ["Listings", "/listings"],
        [LISTING_TYPE_PLURAL[LISTING_TYPE_PARAM[l.kind]] ?? typeLabel, `/listings?type=${LISTING_TYPE_PARAM[l.kind]}`],
        [l.title, path],
      ]),
    ],
  });
}

function itinerary(l: ListingPreview): JsonLd {
  const stops = [...new Set([...l.cities, ...l.countries].map((s) => s.trim()).filter(Boolean))];
  return {
    "@type": "ItemList",
    itemListElement: stops.map((name, n) => ({
      "@type": "ListItem",
      position: n + 1,
      item: { "@type": "Place", name },
    })),
  };
}

// ───────────────────────────── hosts ─────────────────────────────

/** What a host page's header card shows beyond the share preview's facts (decision 047). */
export interface HostProfileFacts {
  firstName: string | null;
  languages: string[];
  yearsExperience: number | null;
  responseMinutes: number | null;
  responseSampleSize: number;
  createdAt: string;
}

/**
 * A host page's header card and bio as HostPage draws them. Activity ("Online now", "Active 3 hours ago") changes by
 * the minute and the page is cached, so it is not here: the drawn view shows a bar in its place. The response time
 * is here only when it does not depend on that either (enough replies for a band).
 */
export interface HostHead {
  name: string;
  /** "About {firstName}": the first name, else the whole name. */
  firstName: string;
  photo: string | null;
  typeLabel: string;
  /** City and country, ", "-joined; empty when neither. */
  place: string;
  superhost: boolean;
  /** "4.9" and "(23 reviews)" when rated above 0; else null ("No reviews yet"). */
  rating: { value: string; reviews: string } | null;
  response: string | null;
  languages: string[];
  /** "1 year", "8 years"; null when none given. */
  experience: string | null;
  /** "Member since March 2024"; null when the date is not valid. */
  since: string | null;
  bio: string | null;
}

export interface HostPreview {
  slug: string;
  name: string;
  hostType: HostType;
  bio: string | null;
  city: string | null;
  country: string | null;
  photo: string | null;
  rating: number;
  reviews: number;
  superhost: boolean;
  shareImage: string | null;
  /** The header card's other facts, when the caller read them (the page's HTML draws its first view with them). */
  profile?: HostProfileFacts;
}

/** A host page's header card and bio (HostPage's HostView, from the same fields as its API). */
export function hostHead(h: HostPreview, profile: HostProfileFacts): HostHead {
  return {
    name: h.name,
    firstName: profile.firstName || h.name,
    photo: h.photo,
    typeLabel: HOST_TYPE_LABEL[h.hostType],
    place: [h.city, h.country].filter(Boolean).join(", "),
    superhost: h.superhost,
    rating: h.rating > 0 ? { value: h.rating.toFixed(1), reviews: `(${countOf(h.reviews, "review")})` } : null,
    // Without enough replies for a band the text depends on whether the host is online now, as activity does.
    response: responseTimeText({ minutes: profile.responseMinutes, sampleSize: profile.responseSampleSize }),
    languages: profile.languages,
    experience: experienceText(profile.yearsExperience),
    since: memberSince(profile.createdAt),
    bio: h.bio,
  };
}

/** "★ 4.8 (23 reviews)", or null when the host has no rating above 0. */
export function ratingText(rating: number, reviews: number): string | null {
  if (!(rating > 0)) return null;
  const stars = `★ ${(Math.round(rating * 10) / 10).toFixed(1)}`;
  return reviews > 0 ? `${stars} (${count(reviews, "review", "reviews")})` : stars;
}

export function hostMeta(origin: string, h: HostPreview): PageMeta {
  const path = `/host/${encodePathSegment(h.slug)}`;
  const url = absolute(origin, path);
  const where = place(h.city ? [h.city] : [], h.country ? [h.country] : []);
  const typeLabel = HOST_TYPE_LABEL[h.hostType];
  const rating = ratingText(h.rating, h.reviews);
  const bio = h.bio?.trim() ? cut(h.bio, META_BIO_LENGTH) : null;
  const facts = [
    `Verified ${typeLabel.toLowerCase()}${where ? ` in ${where}` : ""}`,
    h.superhost ? "Superhost" : null,
    rating,
  ]
    .filter(Boolean)
    .join(" · ");
  const image = h.shareImage ?? h.photo;
  const business: JsonLd = {
    "@context": "https://schema.org",
    "@type": h.hostType === "tour_operator" ? "TravelAgency" : "LocalBusiness",
    name: h.name,
    url,
    ...(bio ? { description: bio } : {}),
    ...(h.photo ? { image: absolute(origin, h.photo) } : {}),
    ...(where
      ? {
          address: {
            "@type": "PostalAddress",
            ...(h.city ? { addressLocality: h.city } : {}),
            ...(h.country ? { addressCountry: h.country } : {}),
          },
        }
      : {}),
    // Search engines need the count behind a rating; a rating above 0 always comes from reviews.
    ...(h.rating > 0 && h.reviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: (Math.round(h.rating * 10) / 10).toFixed(1),
            bestRating: "5",
            worstRating: "1",
            reviewCount: h.reviews,
          },
        }
      : {}),
  };
  return base(origin, path, {
    title: hostTitle(h.name),
    shareTitle: `${h.name} · ${typeLabel}${where ? ` in ${where}` : ""}`,
    description: bio ? `${facts}. ${bio}` : `${facts}.`,
    type: "profile",
    image: image
      ? { url: absolute(origin, image), alt: `${h.name}, ${typeLabel.toLowerCase()}${where ? ` in ${where}` : ""}` }
      : defaultImage(origin),
    labels: [
      ...(rating ? [{ label: "Rating", data: rating }] : []),
      ...(where ? [{ label: "Based in", data: where }] : []),
    ],
    jsonLd: [
      business,
      breadcrumbs(origin, [
        [BRAND.name, "/"],
        ["Hosts", "/hosts"],
        [h.name, path],
      ]),
    ],
    ...(h.profile ? { hostHead: hostHead(h, h.profile) } : {}),
  });
}

// ───────────────────────────── blog ─────────────────────────────

/** /blog, /blog/showcase and /blog/submit (the form is for signed-in people: not indexed). */
export function blogMeta(origin: string, page: "blog" | "showcase" | "submit"): PageMeta {
  const path = page === "blog" ? "/blog" : `/blog/${page}`;
  const shareTitle = page === "blog" ? "Blog" : page === "showcase" ? "Traveler stories" : "Share your story";
  const description =
    page === "blog"
      ? "Practical travel writing from local hosts and travelers: permits, seasons, etiquette and routes in the places guidebooks skip."
      : page === "showcase"
        ? `Trips told by the travelers who made them, with their own photos, on ${BRAND.name}.`
        : `Tell other travelers about a trip to an underrated place: your story and photos on the ${BRAND.name} blog.`;
  const crumbs: [string, string][] = [
    [BRAND.name, "/"],
    ["Blog", "/blog"],
  ];
  if (page !== "blog") crumbs.push([shareTitle, path]);
  return base(origin, path, {
    shareTitle,
    description,
    noindex: page === "submit",
    jsonLd:
      page === "submit"
        ? []
        : [
            {
              "@context": "https://schema.org",
              "@type": page === "blog" ? "Blog" : "CollectionPage",
              name: page === "blog" ? `${BRAND.name} blog` : shareTitle,
              url: absolute(origin, path),
              description,
            },
            breadcrumbs(origin, crumbs),
          ],
  });
}

export interface ArticlePreview {
  slug: string;
  title: string;
  description: string;
  /** The cover photo (a /media path), if any. */
  cover: string | null;
  author: { name: string; path: string | null };
  tags: string[];
  country: string | null;
  published_at: string;
  updated_at: string;
  /** Path of the generated 1200x630 share image. */
  shareImage: string | null;
}

/** /blog/{slug}: a published article, shared as an article (Open Graph) and a BlogPosting (schema.org). */
export function articleMeta(origin: string, a: ArticlePreview): PageMeta {
  const path = `/blog/${encodePathSegment(a.slug)}`;
  const url = absolute(origin, path);
  const image = a.shareImage ?? a.cover;
  const authorUrl = a.author.path ? absolute(origin, a.author.path) : null;
  return base(origin, path, {
    title: pageTitle(a.title),
    shareTitle: a.title,
    description: clip(a.description || a.title),
    type: "article",
    image: image ? { url: absolute(origin, image), alt: a.title } : defaultImage(origin),
    article: {
      publishedTime: a.published_at,
      modifiedTime: a.updated_at,
      author: authorUrl ?? a.author.name,
      section: a.country,
      tags: a.tags,
    },
    labels: [
      { label: "Written by", data: a.author.name },
      ...(a.country ? [{ label: "Country", data: a.country }] : []),
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: cut(a.title, 110),
        description: clip(a.description || a.title),
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        datePublished: a.published_at,
        dateModified: a.updated_at,
        ...(a.cover ? { image: [absolute(origin, a.cover)] } : {}),
        author: { "@type": "Person", name: a.author.name, ...(authorUrl ? { url: authorUrl } : {}) },
        publisher: {
          "@type": "Organization",
          name: BRAND.name,
          logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
        },
        ...(a.tags.length ? { keywords: a.tags.join(", ") } : {}),
        ...(a.country ? { contentLocation: { "@type": "Place", name: a.country } } : {}),
      },
      breadcrumbs(origin, [
        [BRAND.name, "/"],
        ["Blog", "/blog"],
        [a.title, path],
      ]),
    ],
  });
}
