/**
 * GET /api/admin/listings (issue 19 item 4; docs/decisions/031-admin-listings.md): every listing of the four kinds,
 * whatever its status, with its host and moderation state, searched, filtered, sorted and paged by keyset.
 *
 * One statement per page. The console sorts on columns only the four listing tables have (created, updated, title,
 * views), so a page's keys come from a `UNION ALL` of four narrow arms, each filtered on its own table (the FTS
 * index for the title, the hosts that match a name or e-mail, listing_places for a country, listing_moderation for
 * the moderation filters) and merged in the sort order with the cursor applied inside every arm; only the page's
 * rows are then joined to their host, profile, account and moderation row. `key` is the catalog's / FTS index's
 * `rowid * 4 + kind` (decision 002), so each arm reaches the FTS and place tables by integer key.
 */
import { type SQL, sql } from "drizzle-orm";
import type { AdminListingRow, AdminListingSort, AdminListingsCsvQuery } from "../../domain/api/admin-listings";
import type { SortDir } from "../../domain/api/admin-lists";
import { hostSlug } from "../../domain/host-slug";
import { listingPath } from "../../domain/listing-slug";
import { ftsQuery } from "../../domain/search";
import { placeKey } from "../../domain/text";
import { type HostStatus, LISTING_KINDS, type ListingKind, type ListingStatus } from "../../domain/vocabulary";
import { allBatch, listingTable, parseJsonList } from "./client";
import { keyset } from "./keyset";
import { ftsKey, KIND_NUMBER } from "./listings";

/** Each sort's value in a kind's table `l` (never NULL: keyset pages need a total order) and its cursor type. */
const SORTS: Record<AdminListingSort, { value: SQL; type: "string" | "number" }> = {
  created_at: { value: sql`l.created_at`, type: "string" },
  updated_at: { value: sql`l.updated_at`, type: "string" },
  published_at: { value: sql`coalesce(l.published_at, '')`, type: "string" },
  title: { value: sql`lower(l.title)`, type: "string" },
  views_count: { value: sql`l.views_count`, type: "number" },
};

/** The countries of a kind's row `l`, as a JSON list. */
const COUNTRIES: Record<ListingKind, SQL> = {
  tour: sql`l.countries`,
  group_tour: sql`l.countries`,
  rental_car: sql`json_array(l.country)`,
  driver: sql`json_array(l.country)`,
};

export type AdminListingsInput = AdminListingsCsvQuery & { cursor?: string; limit: number };

interface RawAdminListing {
  sv: string | number;
  kind: ListingKind;
  id: string;
  title: string;
  slug: string | null;
  status: ListingStatus;
  views_count: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  countries: string;
  host_id: string;
  host_status: HostStatus;
  host_profile_slug: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  featured_at: string | null;
  unpublished_at: string | null;
  unpublish_reason: string | null;
}

/** The conditions of one kind's arm (over its table `l`), from the filters and search. */
function armFilters(kind: ListingKind, q: AdminListingsInput, hostMatch: boolean, titleMatch: boolean): SQL[] {
  const k = KIND_NUMBER[kind];
  const where: SQL[] = [];
  if (q.status) where.push(sql`l.status = ${q.status}`);
  if (q.featured)
    where.push(
      sql`l.id ${q.featured === "yes" ? sql`IN` : sql`NOT IN`} (SELECT listing_id FROM listing_moderation WHERE featured_at IS NOT NULL)`,
    );
  if (q.unpublished_by_admin)
    where.push(
      sql`l.id ${q.unpublished_by_admin === "yes" ? sql`IN` : sql`NOT IN`} (SELECT listing_id FROM listing_moderation WHERE unpublished_at IS NOT NULL)`,
    );
  // A country holds many listings: walk the sort's index and test each row (the unary + keeps SQLite from looking
  // every match up by rowid and sorting them all).
  if (q.country)
    where.push(
      sql`+l.rowid IN (SELECT key / 4 FROM listing_places WHERE kind = 'country' AND value = ${placeKey(q.country)} AND key % 4 = ${k})`,
    );
  if (q.q) {
    const text = q.q.trim();
    const any: SQL[] = [];
    if (titleMatch) any.push(sql`l.rowid IN (SELECT key / 4 FROM title_match WHERE key % 4 = ${k})`);
    if (hostMatch) any.push(sql`l.host_id IN (SELECT id FROM host_match)`);
    // A listing id, or the start of one (at least 8 characters, as the console shows them).
    if (/^[0-9a-f-]{8,36}$/i.test(text)) {
      const id = text.toLowerCase();
      any.push(sql`(l.id >= ${id} AND l.id < ${`${id}~`})`);
    }
    where.push(any.length ? sql`(${sql.join(any, sql` OR `)})` : sql`0`);
  }
  return where;
}

/**
 * One page of the console's listings (fetch `limit` + 1 to know whether there is a next page). `key` of the next
 * cursor is the listing id, unique across the four tables.
 */
export async function adminListings(
  d1: D1Database,
  q: AdminListingsInput,
): Promise<{ items: AdminListingRow[]; next_cursor: string | null }> {
  const sort = SORTS[q.sort];
  const dir: SortDir = q.dir;
  const kinds = q.kind ? [q.kind] : LISTING_KINDS;
  // Hosts whose name or e-mail holds the text: read once, then each arm walks their listings by host index.
  const text = q.q?.trim() ?? "";
  const hostMatch = text !== "";
  // Listings whose title holds the words (the FTS index, read once for the four arms; a hidden listing's row is under
  // its negated rowid, migration 0021).
  const match = text ? ftsQuery(text) : null;
  const arms = kinds.map((kind) => {
    const ks = keyset({ sort: sort.value, id: sql`l.id`, dir, type: sort.type, cursor: q.cursor });
    const where = armFilters(kind, q, hostMatch, match !== null);
    if (ks.after) where.push(ks.after);
    return sql`SELECT l.rowid * 4 + ${sql.raw(String(KIND_NUMBER[kind]))} AS key, ${kind} AS kind, l.id AS id,
      ${sort.value} AS sv FROM ${listingTable(kind)} l ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}`;
  });
  const order = dir === "asc" ? sql`ASC` : sql`DESC`;
  const titleCte = match
    ? sql`title_match AS MATERIALIZED (
        SELECT ${ftsKey(sql`abs(rowid)`)} AS key FROM listing_search WHERE listing_search MATCH ${`{title} : (${match})`}),`
    : sql``;
  const hostCte = hostMatch
    ? sql`host_match AS MATERIALIZED (
        SELECT h.id FROM hosts h JOIN users u ON u.id = h.user_id LEFT JOIN profiles p ON p.user_id = h.user_id
        WHERE instr(lower(coalesce(u.email, '')), ${text.toLowerCase()}) > 0
          OR instr(lower(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))), ${text.toLowerCase()}) > 0),`
    : sql``;
  const detail = (kind: ListingKind) => sql`
    SELECT page.sv, page.key, page.kind, l.id, l.title, l.slug, l.status, l.views_count, l.created_at, l.updated_at,
      l.published_at, ${COUNTRIES[kind]} AS countries, l.host_id
    FROM page JOIN ${listingTable(kind)} l ON l.rowid = page.key / 4 WHERE page.kind = ${kind}`;
  const [rows] = await allBatch<[RawAdminListing]>(d1, [
    sql`WITH ${titleCte} ${hostCte} page AS MATERIALIZED (
        ${sql.join(arms, sql` UNION ALL `)} ORDER BY sv ${order}, id ${order} LIMIT ${q.limit + 1}),
      found AS (${sql.join(kinds.map(detail), sql` UNION ALL `)})
      SELECT f.*, h.status AS host_status, h.profile_slug AS host_profile_slug, p.first_name, p.last_name, u.email,
        m.featured_at, m.unpublished_at, m.unpublish_reason
      FROM found f JOIN hosts h ON h.id = f.host_id LEFT JOIN users u ON u.id = h.user_id
      LEFT JOIN profiles p ON p.user_id = h.user_id LEFT JOIN listing_moderation m ON m.listing_id = f.id
      ORDER BY f.sv ${order}, f.id ${order}`,
  ]);
  const page = keyset({ sort: sql`sv`, id: sql`id`, dir, type: sort.type }).next(rows, q.limit, (r) => [
    r.sv as never,
    r.id,
  ]);
  return { items: page.items.map(toAdminListing), next_cursor: page.next_cursor };
}

/** One listing's console row, or null (after an action). */
export async function adminListing(d1: D1Database, kind: ListingKind, id: string): Promise<AdminListingRow | null> {
  const [rows] = await allBatch<[RawAdminListing]>(d1, [
    sql`SELECT '' AS sv, ${kind} AS kind, l.id, l.title, l.slug, l.status, l.views_count, l.created_at, l.updated_at,
        l.published_at, ${COUNTRIES[kind]} AS countries, l.host_id, h.status AS host_status,
        h.profile_slug AS host_profile_slug, p.first_name, p.last_name, u.email,
        m.featured_at, m.unpublished_at, m.unpublish_reason
      FROM ${listingTable(kind)} l JOIN hosts h ON h.id = l.host_id LEFT JOIN users u ON u.id = h.user_id
      LEFT JOIN profiles p ON p.user_id = h.user_id LEFT JOIN listing_moderation m ON m.listing_id = l.id
      WHERE l.id = ${id.toLowerCase()}`,
  ]);
  return rows[0] ? toAdminListing(rows[0]) : null;
}

function toAdminListing(r: RawAdminListing): AdminListingRow {
  return {
    kind: r.kind,
    id: r.id,
    title: r.title,
    status: r.status,
    visible: r.status === "published" && r.host_status === "approved",
    path: listingPath(r.kind, r),
    countries: parseJsonList(r.countries),
    views_count: r.views_count,
    created_at: r.created_at,
    updated_at: r.updated_at,
    published_at: r.published_at,
    featured_at: r.featured_at,
    unpublished_at: r.unpublished_at,
    unpublish_reason: r.unpublish_reason,
    host_id: r.host_id,
    host_name: [r.first_name, r.last_name].filter(Boolean).join(" "),
    host_email: r.email,
    host_status: r.host_status,
    host_path: `/host/${hostSlug({ profile_slug: r.host_profile_slug, first_name: r.first_name, id: r.host_id })}`,
  };
}
