import { type SQL, sql } from "drizzle-orm";
import type { HomeHostRow, HostProfile } from "../../domain/api/cards";
import type { HostResponse, HostsInput, ReviewRow, ReviewsResponse } from "../../domain/api/hosts";
import { hostSlug, normalizeHostSlug } from "../../domain/host-slug";
import { isUuid } from "../../domain/listing-slug";
import { DELETED_USER_NAME, lastInitial, travelerName } from "../../domain/people";
import { placeKey } from "../../domain/text";
import { allBatch, placeKeySql, type RawRow } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { approvedHostsFrom, hostCardColumns, type RawHostCard, toHostCard } from "./host-cards";
import { newestCardsSql, type RawCard, toCard } from "./listing-cards";
import type { profiles, reviews } from "./schema";

const HOST_LISTINGS_LIMIT = 48;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * ?location= matches a city or a country at the start of the name or of one of its words ("lanka" finds
 * Sri Lanka); "City, Country" narrows to that pair.
 */
function locationFilter(location: string): SQL | null {
  const [first, second] = location.split(",").map(placeKey);
  if (!first) return null;
  const startsOrWord = (column: SQL, term: string) =>
    sql`(${placeKeySql(column)} LIKE ${`${likeEscape(term)}%`} ESCAPE '\\' OR ${placeKeySql(column)} LIKE ${`% ${likeEscape(term)}%`} ESCAPE '\\')`;
  if (second) return sql`${startsOrWord(sql`p.city`, first)} AND ${startsOrWord(sql`p.country`, second)}`;
  return sql`(${startsOrWord(sql`p.city`, first)} OR ${startsOrWord(sql`p.country`, first)})`;
}

/** GET /api/hosts: approved hosts, best rated first, one keyset page at a time. */
export async function listHosts(
  d1: D1Database,
  q: HostsInput,
): Promise<{ hosts: HomeHostRow[]; next_cursor: string | null }> {
  const where: SQL[] = [];
  if (q.location) {
    const f = locationFilter(q.location);
    if (f) where.push(f);
  }
  if (q.country) where.push(sql`${placeKeySql(sql`p.country`)} = ${placeKey(q.country)}`);
  if (q.cursor) {
    const [rating, reviews, id] = decodeCursor(q.cursor, ["number", "number", "string"]);
    where.push(sql`(h.rating, h.total_reviews, h.id) < (${rating}, ${reviews}, ${id})`);
  }
  const [rows] = await allBatch<[RawHostCard]>(d1, [
    sql`SELECT ${hostCardColumns} ${approvedHostsFrom} ${where.length ? sql`AND ${sql.join(where, sql` AND `)}` : sql``}
      ORDER BY h.rating DESC, h.total_reviews DESC, h.id DESC LIMIT ${q.limit + 1}`,
  ]);
  const more = rows.length > q.limit;
  const hosts = (more ? rows.slice(0, q.limit) : rows).map(toHostCard);
  const last = hosts.at(-1);
  return { hosts, next_cursor: more && last ? encodeCursor([last.rating, last.total_reviews, last.id]) : null };
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

type RawReview = Pick<RawRow<typeof reviews>, "id" | "rating" | "body" | "created_at"> &
  Pick<RawRow<typeof profiles>, "first_name" | "last_name"> & {
    /** 1 when the traveler's account is gone. */
    deleted: number;
    traveler_photo: string | null;
    traveler_country: string | null;
    listing_title: string | null;
  };

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
      sql`SELECT r.id, r.rating, r.body, r.created_at, tp.first_name, tp.last_name,
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
    return toReviewsPage(rows, page.limit);
  });
}

function toReviewsPage(rows: RawReview[], limit: number): ReviewsResponse {
  const more = rows.length > limit;
  const reviews: ReviewRow[] = (more ? rows.slice(0, limit) : rows).map((r) => ({
    id: r.id,
    rating: r.rating,
    body: r.body,
    created_at: r.created_at,
    traveler_name: r.deleted ? DELETED_USER_NAME : travelerName(r.first_name, lastInitial(r.last_name)),
    traveler_photo: r.deleted ? null : r.traveler_photo,
    traveler_country: r.deleted ? null : r.traveler_country,
    listing_title: r.listing_title,
  }));
  const last = reviews.at(-1);
  return { reviews, next_cursor: more && last ? encodeCursor([last.created_at, last.id]) : null };
}
