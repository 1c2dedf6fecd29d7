import { type SQL, sql } from "drizzle-orm";
import { countrySlug } from "../../domain/featured";
import { hostSlug } from "../../domain/host-slug";
import { INFO_PAGE_IDS, INFO_PAGES, infoPath } from "../../domain/info-pages";
import { encodedListingPath } from "../../domain/listing-slug";
import { encodePathSegment } from "../../domain/routes";
import { placeKey } from "../../domain/text";
import type { ListingKind } from "../../domain/vocabulary";
import { type SitemapArticleRow, sitemapArticlesSql } from "./blog";
import { allBatch, type RawRow } from "./client";
import { countriesWeHave } from "./countries";
import type { hosts, listing_catalog, profiles, tours } from "./schema";

/** URLs per sitemap file before /sitemap.xml becomes an index of pages. */
export const SITEMAP_PAGE_SIZE = 10_000;
/** The sitemaps protocol's limit per file; a page whose range grew since the index was read stops here. */
export const SITEMAP_MAX_URLS = 50_000;

/** One `<url>`: an absolute-path (already percent-encoded) and its W3C datetime lastmod, if known. */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/**
 * A page of the sitemap index: the fixed public pages and destination pages, or a range of listing catalog keys
 * (or host rowids), `from` inclusive and `to` exclusive (null: open-ended, the last page). The ranges come from
 * the index, so each page is a keyset read of its own range, and a listing added or hidden later moves no other
 * page's content.
 */
export type SitemapPart = { kind: "pages" } | { kind: "listings" | "hosts"; from: number; to: number | null };

export function sitemapPartPath(part: SitemapPart): string {
  if (part.kind === "pages") return "/sitemap-pages.xml";
  return `/sitemap-${part.kind}-${part.from}${part.to === null ? "" : `-${part.to}`}.xml`;
}

const PART_FILE = /^sitemap-(listings|hosts)-(\d{1,15})(?:-(\d{1,15}))?\.xml$/;

/** The part a file name (`sitemap-listings-0-4096.xml`) names, or null. */
export function parseSitemapPart(file: string): SitemapPart | null {
  if (file === "sitemap-pages.xml") return { kind: "pages" };
  const m = PART_FILE.exec(file);
  if (!m) return null;
  const from = Number(m[2]);
  const to = m[3] === undefined ? null : Number(m[3]);
  if (to !== null && to <= from) return null;
  return { kind: m[1] as "listings" | "hosts", from, to };
}

/**
 * A stored timestamp as a W3C datetime (`2025-03-01T09:30:00Z`); the latest of several; undefined when none
 * parses. Accepts ISO-8601 and SQLite's `YYYY-MM-DD HH:MM:SS` (UTC).
 */
export function w3cDate(...values: (string | null | undefined)[]): string | undefined {
  let latest = Number.NaN;
  for (const v of values) {
    if (!v) continue;
    const s = v.trim().replace(" ", "T");
    const zoned = /^\d{4}-\d{2}-\d{2}$/.test(s) || /(?:Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`;
    const t = Date.parse(zoned);
    if (Number.isFinite(t) && !(t <= latest)) latest = t;
  }
  return Number.isFinite(latest) ? new Date(latest).toISOString().replace(/\.\d{3}Z$/, "Z") : undefined;
}

// ───────────────────────────── reads ─────────────────────────────

interface CountryRow {
  value: string;
  label: string;
  lastmod: string | null;
}
interface NewestRow {
  listing: string | null;
  host: string | null;
  profile: string | null;
}
type ListingRow = Pick<RawRow<typeof listing_catalog>, "key" | "kind"> &
  Pick<RawRow<typeof tours>, "id" | "slug" | "title" | "updated_at" | "published_at">;
type HostRow = Pick<RawRow<typeof hosts>, "id" | "profile_slug" | "updated_at"> &
  Pick<RawRow<typeof profiles>, "first_name"> & { rid: number; profile_updated_at: string | null };
interface BoundaryRow {
  at: number;
  total: number;
}

const pagesSql: [SQL, SQL] = [
  // The countries we have (worker/db/countries.ts), with the display label /destinations links with; lastmod is
  // the newest published listing there (for a country with hosts but no listing yet, the newest host change).
  sql`SELECT w.key AS value, w.country AS label, m.lastmod
    FROM (${countriesWeHave}) w LEFT JOIN (
      SELECT lp.value, max(c.published_at) AS lastmod
      FROM listing_places lp JOIN listing_catalog c ON c.key = lp.key AND c.visible = 1
      WHERE lp.kind = 'country' GROUP BY lp.value
    ) m ON m.value = w.key
    ORDER BY w.key`,
  sql`SELECT (SELECT max(published_at) FROM listing_catalog WHERE visible = 1) AS listing,
    max(h.updated_at) AS host, max(p.updated_at) AS profile
    FROM hosts h JOIN profiles p ON p.user_id = h.user_id WHERE h.status = 'approved'`,
];

function pagesUrls(countries: CountryRow[], newest: NewestRow | undefined): SitemapUrl[] {
  const listings = w3cDate(newest?.listing);
  const hosts = w3cDate(newest?.host, newest?.profile);
  const destinations = countries.flatMap((c) => {
    const slug = countrySlug(c.label);
    // Only a slug that leads back to this country's listings (GET /api/destinations/:country matches by placeKey).
    return slug && placeKey(slug) === c.value
      ? [{ path: `/destinations/${encodePathSegment(slug)}`, lastmod: w3cDate(c.lastmod) ?? hosts }]
      : [];
  });
  const kazakhstan = countries.find((c) => c.value === "kazakhstan");
  return [
    { path: "/", lastmod: w3cDate(listings, hosts) },
    { path: "/listings", lastmod: listings },
    { path: "/hosts", lastmod: hosts },
    { path: "/destinations", lastmod: listings },
    { path: "/kazakhstan", lastmod: w3cDate(kazakhstan?.lastmod) ?? listings },
    ...destinations,
    ...INFO_PAGE_IDS.map((id) => ({ path: infoPath(id), lastmod: w3cDate(INFO_PAGES[id].updated) })),
  ];
}

/** The blog, its showcase and every published article (issue 17). */
function blogUrls(articles: SitemapArticleRow[]): SitemapUrl[] {
  const newest = w3cDate(...articles.map((a) => a.published_at));
  return [
    { path: "/blog", lastmod: newest },
    { path: "/blog/showcase", lastmod: newest },
    ...articles.map((a) => ({
      path: `/blog/${encodePathSegment(a.slug)}`,
      lastmod: w3cDate(a.updated_at, a.published_at),
    })),
  ];
}

const range = (column: SQL, from: number, to: number | null) =>
  to === null ? sql`${column} >= ${from}` : sql`${column} >= ${from} AND ${column} < ${to}`;

/** Visible listings with catalog keys in [from, to), in key order: one keyset read of the catalog's primary key. */
function listingsSql(from: number, to: number | null, limit: number): SQL {
  const arm = (kind: ListingKind, table: SQL) => sql`
    SELECT page.key, page.kind, l.id, l.slug, l.title, l.updated_at, l.published_at
    FROM page JOIN ${table} l ON l.rowid = page.key / 4 WHERE page.kind = ${kind}`;
  return sql`
    WITH page AS MATERIALIZED (
      SELECT key, kind FROM listing_catalog WHERE visible = 1 AND ${range(sql`key`, from, to)} ORDER BY key LIMIT ${limit})
    ${arm("tour", sql`tours`)}
    UNION ALL ${arm("group_tour", sql`group_tours`)}
    UNION ALL ${arm("rental_car", sql`rental_cars`)}
    UNION ALL ${arm("driver", sql`drivers`)}
    ORDER BY key`;
}

/** Approved hosts (with a profile, as their page needs) with rowids in [from, to), in rowid order. */
function hostsSql(from: number, to: number | null, limit: number): SQL {
  return sql`SELECT h.rowid AS rid, h.id, h.profile_slug, p.first_name, h.updated_at, p.updated_at AS profile_updated_at
    FROM hosts h JOIN profiles p ON p.user_id = h.user_id
    WHERE h.status = 'approved' AND ${range(sql`h.rowid`, from, to)} ORDER BY h.rowid LIMIT ${limit}`;
}

const listingUrl = (l: ListingRow): SitemapUrl => {
  return { path: encodedListingPath(l.kind, l), lastmod: w3cDate(l.updated_at, l.published_at) };
};

const hostUrl = (h: HostRow): SitemapUrl => ({
  path: `/host/${encodePathSegment(hostSlug(h))}`,
  lastmod: w3cDate(h.updated_at, h.profile_updated_at),
});

/** Each path once (two hosts without a profile slug may share a first-name slug), first occurrence kept. */
function unique(urls: SitemapUrl[]): SitemapUrl[] {
  const seen = new Set<string>();
  return urls.filter((u) => {
    if (seen.has(u.path)) return false;
    seen.add(u.path);
    return true;
  });
}

/** The URLs of one page of the sitemap index: one D1 round trip. */
export async function readSitemapPart(d1: D1Database, part: SitemapPart): Promise<SitemapUrl[]> {
  if (part.kind === "pages") {
    const [countries, newest, articles] = await allBatch<[CountryRow, NewestRow, SitemapArticleRow]>(d1, [
      ...pagesSql,
      sitemapArticlesSql,
    ]);
    return unique([...pagesUrls(countries, newest[0]), ...blogUrls(articles)]);
  }
  if (part.kind === "listings") {
    const [rows] = await allBatch<[ListingRow]>(d1, [listingsSql(part.from, part.to, SITEMAP_MAX_URLS)]);
    return unique(rows.map(listingUrl));
  }
  const [rows] = await allBatch<[HostRow]>(d1, [hostsSql(part.from, part.to, SITEMAP_MAX_URLS)]);
  return unique(rows.map(hostUrl));
}

/**
 * Every `pageSize`-th key of a visible set, in order, with the set's size: the first key of each page. One pass
 * over the keys (the index is read once an hour), where page N by OFFSET would re-walk N pages on every read.
 */
function boundariesSql(keys: SQL, pageSize: number): SQL {
  return sql`SELECT at, total FROM (
      SELECT at, row_number() OVER (ORDER BY at) AS rn, count(*) OVER () AS total FROM (${keys}))
    WHERE (rn - 1) % ${pageSize} = 0 ORDER BY at`;
}

function partsFrom(kind: "listings" | "hosts", bounds: BoundaryRow[]): SitemapPart[] {
  // The first page starts at 0, so a listing that becomes visible below the first boundary still has a page.
  return bounds.map((b, i) => ({ kind, from: i === 0 ? 0 : b.at, to: bounds[i + 1]?.at ?? null }));
}

export type SitemapPlan =
  | { form: "urlset"; urls: SitemapUrl[] }
  | { form: "index"; parts: { part: SitemapPart; lastmod?: string }[] };

/**
 * What /sitemap.xml holds: every URL when they fit in one page (two D1 round trips: counts and the fixed pages,
 * then the listings and hosts), else the index of pages (one round trip). `pageSize` is injectable for tests.
 */
export async function readSitemapPlan(d1: D1Database, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapPlan> {
  const size = Math.max(1, Math.min(SITEMAP_MAX_URLS, Math.floor(pageSize)));
  const [countries, newest, listingBounds, hostBounds, articles] = await allBatch<
    [CountryRow, NewestRow, BoundaryRow, BoundaryRow, SitemapArticleRow]
  >(d1, [
    ...pagesSql,
    boundariesSql(sql`SELECT key AS at FROM listing_catalog WHERE visible = 1`, size),
    boundariesSql(
      sql`SELECT h.rowid AS at FROM hosts h JOIN profiles p ON p.user_id = h.user_id WHERE h.status = 'approved'`,
      size,
    ),
    sitemapArticlesSql,
  ]);
  const pages = unique([...pagesUrls(countries, newest[0]), ...blogUrls(articles)]);
  const listings = listingBounds[0]?.total ?? 0;
  const hosts = hostBounds[0]?.total ?? 0;
  if (pages.length + listings + hosts <= size) {
    const [listingRows, hostRows] = await allBatch<[ListingRow, HostRow]>(d1, [
      listingsSql(0, null, size),
      hostsSql(0, null, size),
    ]);
    return { form: "urlset", urls: unique([...pages, ...listingRows.map(listingUrl), ...hostRows.map(hostUrl)]) };
  }
  return {
    form: "index",
    parts: [
      { part: { kind: "pages" }, lastmod: w3cDate(...pages.map((p) => p.lastmod)) },
      ...partsFrom("listings", listingBounds).map((part) => ({ part })),
      ...partsFrom("hosts", hostBounds).map((part) => ({ part })),
    ],
  };
}
