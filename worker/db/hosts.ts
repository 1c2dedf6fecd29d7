import { type SQL, sql } from "drizzle-orm";
import type { HostProfile } from "../../domain/api/cards";
import type { HostResponse, HostsInput, HostsResponse, ReviewsResponse } from "../../domain/api/hosts";
import { hostSlug, normalizeHostSlug } from "../../domain/host-slug";
import { isUuid } from "../../domain/listing-slug";
import { ftsQuery } from "../../domain/search";
import { placeKey } from "../../domain/text";
import { allBatch, placeKeySql } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { approvedHostsFrom, hostCardColumns, type RawHostCard, toHostCard } from "./host-cards";
import { newestCardsSql, type RawCard, toCard } from "./listing-cards";
import { ftsKey } from "./listings";
import { type RawReview, reviewsPage } from "./reviews";

const HOST_LISTINGS_LIMIT = 48;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * How well a host matches a ?location= search, best first (the `score` of GET /api/hosts; 0 is no match):
 * their own city or country is the place itself; their own city or country starts with it or has a word
 * that does ("lanka" finds Sri Lanka); one of their published listings is in a city or country that does;
 * one of their published listings names it in its title, description or topics (regions such as the Pamir,
 * the Wakhan or the Caucasus, sights such as Kök-Töbe). Listing places and text come from the FTS5 listing
 * index, which folds diacritics, so "kok tobe" finds "Kök-Töbe".
 */
export const HOST_MATCH = { ownPlace: 4, ownPlaceWord: 3, listingPlace: 2, listingText: 1 } as const;

const startsOrWord = (column: SQL, term: string) =>
  sql`(${placeKeySql(column)} LIKE ${`${likeEscape(term)}%`} ESCAPE '\\' OR ${placeKeySql(column)} LIKE ${`% ${likeEscape(term)}%`} ESCAPE '\\')`;

/**
 * The score of each approved host for `location` (see HOST_MATCH), as a SQL expression over `h` and `p`, and
 * the CTE it reads (hosts whose visible listings match, found through the FTS index, one row per host).
 * "City, Country" narrows the host's own place to that pair; the listing text must hold every word.
 */
function locationScore(location: string): { with: SQL; score: SQL } | null {
  const [first, second] = location.split(",").map(placeKey);
  if (!first) return null;
  const own = second
    ? {
        exact: sql`${placeKeySql(sql`p.city`)} = ${first} AND ${placeKeySql(sql`p.country`)} = ${second}`,
        word: sql`${startsOrWord(sql`p.city`, first)} AND ${startsOrWord(sql`p.country`, second)}`,
      }
    : {
        exact: sql`(${placeKeySql(sql`p.city`)} = ${first} OR ${placeKeySql(sql`p.country`)} = ${first})`,
        word: sql`(${startsOrWord(sql`p.city`, first)} OR ${startsOrWord(sql`p.country`, first)})`,
      };
  const match = ftsQuery(location);
  const listingScore = match ? sql`coalesce((SELECT lm.score FROM lm WHERE lm.host_id = h.id), 0)` : sql`0`;
  const withListings = match
    ? sql`WITH lm AS MATERIALIZED (
        SELECT c.host_id, max(CASE WHEN c.key IN (SELECT ${ftsKey(sql`rowid`)} FROM listing_search
            WHERE listing_search MATCH ${`{city country} : (${match})`} AND rowid > 0)
          THEN ${HOST_MATCH.listingPlace} ELSE ${HOST_MATCH.listingText} END) AS score
        FROM listing_search s CROSS JOIN listing_catalog c ON c.key = ${ftsKey(sql`s.rowid`)}
        WHERE listing_search MATCH ${match} AND s.rowid > 0 AND c.visible = 1 GROUP BY c.host_id) `
    : sql``;
  return {
    with: withListings,
    score: sql`CASE WHEN ${own.exact} THEN ${HOST_MATCH.ownPlace} WHEN ${own.word} THEN ${HOST_MATCH.ownPlaceWord}
      ELSE ${listingScore} END`,
  };
}

/**
 * ?country= matches hosts who live in the country or have a published listing there (the same places as the
 * country's page and the Destinations menu, worker/db/countries.ts); those who live there come first.
 */
function countryScore(country: string): { filter: SQL; score: SQL } {
  const key = placeKey(country);
  const lives = sql`${placeKeySql(sql`p.country`)} = ${key}`;
  return {
    filter: sql`(${lives} OR h.id IN (SELECT c.host_id FROM listing_places lp JOIN listing_catalog c ON c.key = lp.key
      AND c.visible = 1 WHERE lp.kind = 'country' AND lp.value = ${key}))`,
    score: sql`CASE WHEN ${lives} THEN 1 ELSE 0 END`,
  };
}

/**
 * GET /api/hosts: approved hosts, best match first (with a location or country), then best rated, one keyset
 * page at a time, with the total that match. One D1 round trip.
 */
export async function listHosts(d1: D1Database, q: HostsInput): Promise<HostsResponse> {
  const loc = q.location ? locationScore(q.location) : null;
  const where: SQL[] = [];
  const scores: SQL[] = [];
  if (loc) scores.push(sql`(${loc.score}) * 2`);
  if (q.country) {
    const c = countryScore(q.country);
    where.push(c.filter);
    scores.push(c.score);
  }
  const score = scores.length ? sql.join(scores, sql` + `) : sql`0`;
  const matched = sql`${loc?.with ?? sql``}SELECT ${hostCardColumns}, ${score} AS score ${approvedHostsFrom}
    ${where.length ? sql`AND ${sql.join(where, sql` AND `)}` : sql``}`;
  // A location search keeps only hosts who match it at all (score 2 and up; the country adds at most 1).
  const kept = loc ? sql`WHERE score >= 2` : sql`WHERE 1`;
  let after = sql``;
  if (q.cursor) {
    const [s, rating, reviews, id] = decodeCursor(q.cursor, ["number", "number", "number", "string"]);
    after = sql`AND (score, rating, total_reviews, id) < (${s}, ${rating}, ${reviews}, ${id})`;
  }
  const [rows, totals] = await allBatch<[RawHostCard & { score: number }, { total: number }]>(d1, [
    sql`SELECT * FROM (${matched}) ${kept} ${after}
      ORDER BY score DESC, rating DESC, total_reviews DESC, id DESC LIMIT ${q.limit + 1}`,
    sql`SELECT count(*) AS total FROM (${matched}) ${kept}`,
  ]);
  const more = rows.length > q.limit;
  const page = more ? rows.slice(0, q.limit) : rows;
  const last = page.at(-1);
  return {
    hosts: page.map(({ score: _score, ...h }) => toHostCard(h)),
    next_cursor: more && last ? encodeCursor([last.score, last.rating, last.total_reviews, last.id]) : null,
    total: totals[0]?.total ?? 0,
  };
}

export type RawHostProfile = RawHostCard & Pick<HostProfile, "user_id" | "bio" | "years_experience" | "created_at">;

const profileColumns = sql`${hostCardColumns}, h.user_id, h.bio, h.years_experience, h.created_at`;

/**
 * Reads an approved host by a public slug (spec §2: lower-cased for lookup): a UUID-shaped value is the host id,
 * else the profile slug (saved in lower case, so the index answers). `read` gets the host id as a SQL value
 * and batches everything the caller needs with it: one D1 round trip. Hosts without a profile slug answer
 * to their first-name slug (domain/host-slug.ts); only a miss pays for that search.
 */
export async function readHostBySlug<T>(d1: D1Database, slug: string, read: (hostId: SQL) => Promise<T | null>) {
  const s = normalizeHostSlug(slug);
  if (!s) return null;
  const key = isUuid(s) ? sql`h.id = ${s}` : sql`h.profile_slug = ${s}`;
  const found = await read(sql`(SELECT h.id FROM hosts h WHERE h.status = 'approved' AND ${key} LIMIT 1)`);
  if (found || isUuid(s)) return found;
  const [named] = await allBatch<[{ id: string; first_name: string | null }]>(d1, [
    sql`SELECT h.id, p.first_name ${approvedHostsFrom} AND h.profile_slug IS NULL
      AND lower(p.first_name) LIKE ${`${likeEscape(s.slice(0, 1))}%`} ESCAPE '\\' ORDER BY h.created_at, h.id LIMIT 200`,
  ]);
  const id = named.find((h) => hostSlug({ ...h, profile_slug: null }) === s)?.id;
  return id ? read(sql`${id}`) : null;
}

/** GET /api/hosts/:slug: the approved host and their published listings, or null. */
export function getHostProfile(d1: D1Database, slug: string): Promise<HostResponse | null> {
  return readHostBySlug(d1, slug, async (id) => {
    const [hosts, listings] = await allBatch<[RawHostProfile, RawCard]>(d1, [
      hostProfileSql(id),
      newestCardsSql(HOST_LISTINGS_LIMIT, sql`c.host_id = ${id}`),
    ]);
    const host = hosts[0];
    return host ? { host: toHostCard(host), listings: listings.map(toCard) } : null;
  });
}

/** One host by id as profile and detail pages show them; `approvedOnly` false lets an owner see their draft. */
export function hostProfileSql(hostId: SQL, approvedOnly = true): SQL {
  const from = approvedOnly
    ? approvedHostsFrom
    : sql`FROM hosts h JOIN profiles p ON p.user_id = h.user_id LEFT JOIN user_activity a ON a.user_id = h.user_id WHERE 1`;
  return sql`SELECT ${profileColumns} ${from} AND h.id = ${hostId}`;
}

/** GET /api/hosts/:slug/reviews: verified reviews, newest first. Null when the host is not public. */
export async function getHostReviews(
  d1: D1Database,
  slug: string,
  page: { limit: number; cursor?: string },
): Promise<ReviewsResponse | null> {
  const after = page.cursor
    ? (() => {
        const [created, rid] = decodeCursor(page.cursor, ["string", "string"]);
        return sql`AND (r.created_at, r.id) < (${created}, ${rid})`;
      })()
    : sql``;
  return readHostBySlug(d1, slug, async (id) => {
    const [hosts, rows] = await allBatch<[{ id: string }, RawReview]>(d1, [
      sql`SELECT id FROM hosts WHERE id = ${id}`,
      sql`SELECT r.id, r.rating, r.body, r.created_at, r.photos, r.host_reply, r.host_reply_at, tp.first_name, tp.last_name,
        (r.traveler_id IS NULL OR u.deleted_at IS NOT NULL) AS deleted,
        tp.profile_photo_url AS traveler_photo, tp.country AS traveler_country,
        CASE r.listing_type
          WHEN 'tours' THEN (SELECT title FROM tours WHERE id = r.listing_id)
          WHEN 'group_tours' THEN (SELECT title FROM group_tours WHERE id = r.listing_id)
          WHEN 'rental_cars' THEN (SELECT title FROM rental_cars WHERE id = r.listing_id)
          WHEN 'drivers' THEN (SELECT title FROM drivers WHERE id = r.listing_id)
        END AS listing_title
      FROM reviews r LEFT JOIN users u ON u.id = r.traveler_id LEFT JOIN profiles tp ON tp.user_id = r.traveler_id
      WHERE r.host_id = ${id} AND r.status = 'verified' ${after}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit + 1}`,
    ]);
    if (!hosts[0]) return null;
    return reviewsPage(rows, page.limit);
  });
}
