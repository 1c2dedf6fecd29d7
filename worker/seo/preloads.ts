/**
 * What a page's HTML asks the browser to fetch while the app's entry loads (decision 044). Without it, a page opened
 * from a link fetches in a chain: the entry, then (once it has run) the page's code, then (once that has run) the
 * page's data, each a round trip that a phone on a slow network feels. With it, all three travel together.
 *
 * - The page's code: its lazy chunk and what that imports beyond the entry, as `<link rel="modulepreload">` (the
 *   build lists them per page: scripts/page-chunks.ts).
 * - The data of a listing's or a host's page, and of the results page: the very URL the page then calls, as
 *   `<link rel="preload" as="fetch" crossorigin="anonymous">`, which the browser hands to the page's own request
 *   (same URL, same credentials mode). Only public data, so the cached HTML is the same for everyone.
 */
import { pathOf, urlOf } from "../../domain/api/endpoint";
import { hostsApi } from "../../domain/api/hosts";
import { listingsApi } from "../../domain/api/listings";
import { findCurrency } from "../../domain/currency";
import { normalizeHostSlug } from "../../domain/host-slug";
import { parseFilters, toApiQuery } from "../../domain/listing-filters";
import { listingKindOfPage } from "../../domain/listing-slug";
import { listingsPath } from "../../domain/meta";
import type { PageId, PageMatch } from "../../domain/routes";
import { LISTING_ROUTE } from "../../domain/vocabulary";
import { escapeAttribute } from "./escape";

/** Per page, the script files its first visit needs beyond the entry's (dist/client/first-view/pages.json). */
export type PageChunks = Partial<Record<PageId, readonly string[]>>;

/** Only our own script files: a list that names anything else is not used. */
const CHUNK = /^\/assets\/[\w.-]+\.js$/;

/** The build's chunk list, checked: null when it is not a map of page ids to our own script paths. */
export function parsePageChunks(text: string): PageChunks | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    for (const files of Object.values(value))
      if (!Array.isArray(files) || !files.every((f) => typeof f === "string" && CHUNK.test(f))) return null;
    return value as PageChunks;
  } catch {
    return null;
  }
}

/** The results page's search as the page calls it for these URL parameters (domain/listing-filters.ts). */
const searchCall = (params: URLSearchParams) =>
  // The currency only converts prices typed in the URL; a URL with prices is never a plain one (below).
  urlOf(listingsApi.search, { query: toApiQuery(parseFilters(params), findCurrency(null)) });

/**
 * The search a /listings URL opens with, when the URL says no more than its cache key keeps (type, place and text:
 * domain/meta.ts listingsPath), so every URL that shares the key's cached HTML makes this same call; else null,
 * and the page is cached under a key of its own without the preload (worker/seo/page.ts).
 */
export function plainSearchCall(url: URL): string | null {
  const param = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  const key = listingsPath({
    type: param("type"),
    country: param("country"),
    city: param("city"),
    search: param("search"),
  });
  const call = searchCall(url.searchParams);
  return call === searchCall(new URL(key, url).searchParams) ? call : null;
}

/**
 * The API paths a page reads first, exactly as the web page builds them: the listing's detail by its route's kind and
 * slug or id (lower-cased, as the page's cache key is), the host's profile and first page of reviews, the results
 * page's first page.
 */
export function pageDataPaths(match: PageMatch, url: URL): string[] {
  if (match.page === "listings") {
    const call = plainSearchCall(url);
    return call ? [call] : [];
  }
  if (match.page === "listing") {
    const kind = listingKindOfPage(match.route);
    const slugOrId = (match.params.slugOrId ?? "").trim().toLowerCase();
    if (!kind || !slugOrId) return [];
    return [pathOf(listingsApi.detail.path, { type: LISTING_ROUTE[kind], slugOrId })];
  }
  if (match.page === "host") {
    const slug = normalizeHostSlug(match.params.hostSlug ?? "");
    if (!slug) return [];
    return [pathOf(hostsApi.profile.path, { slug }), pathOf(hostsApi.reviews.path, { slug })];
  }
  return [];
}

/** The page's preload links, to go at the end of the head. */
export function preloadLinks(match: PageMatch, url: URL, chunks: PageChunks | null): string {
  const data = pageDataPaths(match, url).map(
    (p) => `<link rel="preload" as="fetch" href="${escapeAttribute(p)}" crossorigin="anonymous">`,
  );
  // `crossorigin` as Vite writes the entry's: module scripts are fetched in CORS mode, and a preload is only used
  // by a request of the same mode.
  const code = (chunks?.[match.page] ?? []).map(
    (f) => `<link rel="modulepreload" href="${escapeAttribute(f)}" crossorigin>`,
  );
  return [...data, ...code].join("");
}
