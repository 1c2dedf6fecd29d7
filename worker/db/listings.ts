import { type SQL, sql } from "drizzle-orm";
import type { HomeListingRow } from "../../domain/api/cards";
import type { ListingSort, ListingsInput } from "../../domain/api/listings";
import { ftsQuery } from "../../domain/search";
import { placeKey } from "../../domain/text";
import { LISTING_KINDS, type ListingKind, type ListingTypeParam } from "../../domain/vocabulary";
import { allBatch, listingTable } from "./client";
import { decodeCursor, encodeCursor, InvalidCursorError } from "./cursor";
import { cardsSql, type RawCard, toCard } from "./listing-cards";

/** The kind number of the catalog keys (decision 002): key = listing rowid * 4 + kind number. */
export const KIND_NUMBER: Record<ListingKind, number> = { tour: 0, group_tour: 1, rental_car: 2, driver: 3 };

/**
 * The FTS index's rowids (migration 0021, decision 052): (kind number + 1) * 2^40 + the listing row's rowid, so each
 * type is one rowid range; negated while the listing is hidden, so `rowid > 0` is visibility.
 */
const FTS_SPAN = 2 ** 40;

/** The catalog key of a visible listing's FTS rowid (an SQL expression; literals inline, so they stay integers). */
export function ftsKey(rowid: SQL): SQL {
  return sql`((${rowid}) % ${sql.raw(String(FTS_SPAN))} * 4 + (${rowid}) / ${sql.raw(String(FTS_SPAN))} - 1)`;
}

/**
 * The FTS rowids of a type's visible listings, as a range test on `s.rowid` (FTS5 seeks to it), optionally ending
 * earlier (`upper`, a whole test on `s.rowid`): FTS5 uses one lower and one upper bound, so none is added beside it.
 */
function ftsTypeRange(kind: number, upper?: SQL): SQL {
  const start = (kind + 1) * FTS_SPAN;
  return sql`s.rowid >= ${sql.raw(String(start))} AND ${upper ?? sql`s.rowid < ${sql.raw(String(start + FTS_SPAN))}`}`;
}

export const KIND_OF_TYPE: Record<ListingTypeParam, ListingKind> = {
  tours: "tour",
  "group-tours": "group_tour",
  cars: "rental_car",
  drivers: "driver",
};

/**
 * How each sort walks listing_catalog: the sort value (`sv`), its direction, and the index it can use. Every
 * order ends with the key so that keyset pagination never skips or repeats a row; relevance walks the FTS
 * match instead (its tier, then each type's newest first, the types taking turns; relevancePage).
 */
const ORDERS: Record<Exclude<ListingSort, "relevance">, { sv: SQL; desc: boolean; cursor: "string" | "number" }> = {
  newest: { sv: sql`c.published_at`, desc: true, cursor: "string" },
  price_asc: { sv: sql`c.price`, desc: false, cursor: "number" },
  price_desc: { sv: sql`c.price`, desc: true, cursor: "number" },
  rating: { sv: sql`c.rating`, desc: true, cursor: "number" },
};

/** Rows of an order's index a text search in that order walks before it sorts its matches instead. */
const TEXT_WINDOW = 2000;

export interface ListingsPage {
  listings: HomeListingRow[];
  next_cursor: string | null;
  /** How many listings match the filters and text in all (not only after the cursor). */
  total: number;
}

function placeFilter(kind: "country" | "city", value: string, key: SQL): SQL {
  return sql`${key} IN (SELECT key FROM listing_places WHERE kind = ${kind} AND value = ${placeKey(value)})`;
}

/** Country and city filters over a catalog key (`c.key`, or ftsKey of a visible listing's FTS rowid). */
function placeFilters(q: ListingsInput, key: SQL): SQL[] {
  const where: SQL[] = [];
  if (q.country) where.push(placeFilter("country", q.country, key));
  if (q.city) where.push(placeFilter("city", q.city, key));
  return where;
}

/** The filters that read a catalog row's own columns (besides `visible`). */
function catalogFilters(q: ListingsInput): SQL[] {
  const where: SQL[] = [];
  if (q.type) where.push(sql`c.kind = ${KIND_OF_TYPE[q.type]}`);
  if (q.min_price !== undefined) where.push(sql`c.price >= ${q.min_price}`);
  if (q.max_price !== undefined) where.push(sql`c.price <= ${q.max_price}`);
  if (q.min_days !== undefined) where.push(sql`c.days >= ${q.min_days}`);
  if (q.max_days !== undefined) where.push(sql`c.days <= ${q.max_days}`);
  if (q.min_rating !== undefined) where.push(sql`c.rating >= ${q.min_rating}`);
  if (q.departure_from !== undefined || q.departure_to !== undefined) {
    // Departures in the range that still have a seat; past departures never count.
    const from = q.departure_from ?? "0000-01-01";
    const to = q.departure_to ?? "9999-12-31";
    where.push(sql`c.kind = 'group_tour' AND EXISTS (SELECT 1 FROM group_tour_departures d
      WHERE d.group_tour_id = c.listing_id AND d.start_date >= max(${from}, date('now')) AND d.start_date <= ${to}
        AND d.seats_booked < d.seats_total)`);
  }
  return where;
}

/** All the filters as SQL over `listing_catalog c`. */
function filters(q: ListingsInput): SQL[] {
  return [sql`c.visible = 1`, ...catalogFilters(q), ...placeFilters(q, sql`c.key`)];
}

/**
 * GET /api/listings: published listings of approved hosts, filtered, searched through the FTS5 index, sorted,
 * one keyset page at a time, with the total that match. One D1 round trip per page; a relevance page that its first
 * tier cannot fill takes a second, and so does text in another order when its word is too rare for the window.
 */
export async function searchListings(
  d1: D1Database,
  q: ListingsInput,
  options: { textWindow?: number } = {},
): Promise<ListingsPage> {
  const match = q.search ? ftsQuery(q.search) : null;
  const sort: ListingSort = q.sort ?? (match ? "relevance" : "newest");
  if (sort === "relevance" && match) return relevancePage(d1, q, match);
  const where = filters(q);
  // The total counts the same rows without the cursor: with text, the FTS index's visible matches (and the catalog's
  // filters on their rows); else the catalog's visible rows (partial indexes), or without any filter the count the
  // catalog's triggers keep (catalog_counts).
  const countSql = match
    ? sql`SELECT count(*) AS total FROM ${matchesFrom(q, match, placeProbes(q))}`
    : where.length === 1
      ? sql`SELECT visible AS total FROM catalog_counts WHERE id = 1`
      : sql`SELECT count(*) AS total FROM listing_catalog c WHERE ${sql.join(where, sql` AND `)}`;
  const o = ORDERS[sort === "relevance" ? "newest" : sort];
  // A listing without a price cannot be placed in a price order (publishing requires one).
  if (sort === "price_asc" || sort === "price_desc") where.push(sql`c.price IS NOT NULL`);
  if (q.cursor) {
    const [sv, key] = decodeCursor(q.cursor, [o.cursor, "number"]);
    where.push(o.desc ? sql`(${o.sv}, c.key) < (${sv}, ${key})` : sql`(${o.sv}, c.key) > (${sv}, ${key})`);
  }
  const dir = o.desc ? sql`DESC` : sql`ASC`;
  const order = sql`sv ${dir}, key ${dir}`;
  const ordered = (extra: SQL[]) => sql`SELECT c.key, c.kind, c.price, ${o.sv} AS sv FROM listing_catalog c
    WHERE ${sql.join([...where, ...extra], sql` AND `)} ORDER BY ${o.sv} ${dir}, c.key ${dir} LIMIT ${q.limit + 1}`;
  if (!match) {
    const [rows, totals] = await allBatch<[RawCard, { total: number }]>(d1, [cardsSql(ordered([]), order), countSql]);
    return toPage(rows, q.limit, o.cursor, totals[0]?.total ?? 0);
  }
  // Text in another order: walk the order's index (covering: key and sort value) for a window of rows and keep those
  // the text matches, so a common word costs a short walk instead of sorting all its matches. The window is a prefix
  // of the order, so its matches are the page when there are enough of them, or when it holds every row left.
  const inMatch = (key: SQL) =>
    sql`${key} IN (SELECT ${ftsKey(sql`rowid`)} FROM listing_search WHERE listing_search MATCH ${match} AND rowid > 0)`;
  const windowSize = options.textWindow ?? TEXT_WINDOW;
  const window = sql`SELECT c.key AS key, ${o.sv} AS sv FROM listing_catalog c WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${o.sv} ${dir}, c.key ${dir} LIMIT ${windowSize}`;
  const windowPage = sql`SELECT c.key, c.kind, c.price, w.sv FROM (
      SELECT key, sv FROM (${window}) WHERE ${inMatch(sql`+key`)} ORDER BY ${order} LIMIT ${q.limit + 1}
    ) w JOIN listing_catalog c ON c.key = w.key`;
  const [rows, totals, walked] = await allBatch<[RawCard, { total: number }, { n: number }]>(d1, [
    cardsSql(windowPage, order),
    countSql,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM listing_catalog c WHERE ${sql.join(where, sql` AND `)} LIMIT ${windowSize})`,
  ]);
  const total = totals[0]?.total ?? 0;
  if (rows.length > q.limit || (walked[0]?.n ?? 0) < windowSize) return toPage(rows, q.limit, o.cursor, total);
  // A rarer word: the window held too few of its matches. The page is its matches in order instead.
  const [byMatch] = await allBatch<[RawCard]>(d1, [cardsSql(ordered([inMatch(sql`c.key`)]), order)]);
  return toPage(byMatch, q.limit, o.cursor, total);
}

/**
 * Relevance tiers (decision 052), best first: every search word in the title; in the title or the place (city,
 * country); in those or the topics; anywhere, the description included. Each tier is one FTS5 query that excludes
 * the tiers above it, so every match is in exactly one.
 */
export function relevanceTiers(match: string): string[] {
  const title = `{title}: (${match})`;
  const place = `{title city country}: (${match})`;
  const topics = `{title city country topics}: (${match})`;
  return [title, `${place} NOT ${title}`, `${topics} NOT ${place}`, `(${match}) NOT ${topics}`];
}

/** A place name as an FTS5 phrase in its column (`{country}: ("south korea")`), or null when it has no words. */
function placePhrase(column: "country" | "city", value: string | undefined): string | null {
  const words = value ? placeKey(value).match(/[\p{L}\p{N}]+/gu) : null;
  return words ? `{${column}}: ("${words.join(" ")}")` : null;
}

/**
 * The visible FTS matches of `m` that pass the place tests given and the catalog's own filters, as a FROM clause over
 * `listing_search s` (and `listing_catalog c` when a filter reads it). `s.rowid > 0` is visibility (migration 0021),
 * so a search without filters on the catalog's own columns never reads the catalog, and the type is a rowid range.
 * With catalog filters, the catalog row is read by key (CROSS JOIN keeps the FTS index as the outer loop: the planner
 * could otherwise walk the catalog and probe the index once per listing).
 */
function matchesFrom(q: ListingsInput, m: string, places: SQL[], kind?: number, upper?: SQL): SQL {
  // The place's words, in the FTS index's own city or country column, narrow the walk to listings that can be there
  // before the exact test on listing_places (the column holds every name of the listing's places, so it is a superset).
  const inColumns = [placePhrase("country", q.country), placePhrase("city", q.city)].filter((p) => p !== null);
  if (inColumns.length) m = `(${m}) AND ${inColumns.join(" AND ")}`;
  const onCatalog = catalogFilters({ ...q, type: undefined });
  // One lower and one upper bound only: FTS5 uses one of each, and a second lower bound (`rowid > 0` beside a type's
  // range) could be the one it picks, leaving a descending walk to step through every other type below.
  const type = kind ?? (q.type ? KIND_NUMBER[KIND_OF_TYPE[q.type]] : undefined);
  const visible = type === undefined ? sql`s.rowid > 0` : ftsTypeRange(type, upper);
  return onCatalog.length
    ? sql`listing_search s CROSS JOIN listing_catalog c ON c.key = ${ftsKey(sql`s.rowid`)}
        WHERE s.listing_search MATCH ${m} AND ${visible} AND ${sql.join([...places, sql`c.visible = 1`, ...onCatalog], sql` AND `)}`
    : sql`listing_search s WHERE s.listing_search MATCH ${m} AND ${visible}${
        places.length ? sql` AND ${sql.join(places, sql` AND `)}` : sql``
      }`;
}

/**
 * Country and city as a probe of listing_places per FTS row: the exact test, after the place's words in the FTS
 * columns have narrowed the walk to the few rows that can pass (matchesFrom).
 */
function placeProbes(q: ListingsInput): SQL[] {
  const probe = (kind: "country" | "city", value: string) =>
    sql`EXISTS (SELECT 1 FROM listing_places lp WHERE lp.kind = ${kind} AND lp.value = ${placeKey(value)}
      AND lp.key = ${ftsKey(sql`s.rowid`)})`;
  const where: SQL[] = [];
  if (q.country) where.push(probe("country", q.country));
  if (q.city) where.push(probe("city", q.city));
  return where;
}

/**
 * A relevance position as one number, ascending in the page's order: the tier, then how many listings of its type
 * were added after it (its distance from its type's newest row), then the type. Exact in a double (< 2^43).
 */
const TIER_UNIT = 2 ** 40;

/**
 * Relevance: the tier a match is in (1 best, see relevanceTiers); within a tier the newest listings first, the four
 * types taking turns (the newest tour, car, driver and group tour, then the second newest of each…); decision 052.
 * A listing's place in its type is its distance from the type's newest row, and each type is its own range of FTS
 * rowids, so each type is one walk of the tier's FTS matches newest first, stopped at a page; the four walks are
 * merged by distance. One statement reads the tier the page starts in, with the total (every visible match, in the
 * FTS index); only a page that tier cannot fill reads the tiers below, in a second one. No score is computed, so the
 * cost of a page does not grow with the number of matches (decision 039 scored them all).
 */
async function relevancePage(d1: D1Database, q: ListingsInput, match: string): Promise<ListingsPage> {
  const everyMatch = matchesFrom(q, match, placeProbes(q));
  let after: { tier: number; distance: number; kind: number } | null = null;
  if (q.cursor) {
    const [position, key] = decodeCursor(q.cursor, ["number", "number"]);
    const tier = Math.floor(position / TIER_UNIT);
    const rest = position - tier * TIER_UNIT;
    if (!Number.isSafeInteger(position) || tier < 1 || tier > 4 || !Number.isSafeInteger(key)) {
      throw new InvalidCursorError();
    }
    after = { tier, distance: Math.floor(rest / 4), kind: rest % 4 };
  }
  const kinds: readonly ListingKind[] = q.type ? [KIND_OF_TYPE[q.type]] : LISTING_KINDS;
  /** One tier's page: each type's walk newest first, merged by distance from the type's newest row. */
  const tierPage = (m: string, t: number, limit: number) => {
    const walks = kinds.map((kind) => {
      const k = KIND_NUMBER[kind];
      const newest = sql`(SELECT max(rowid) FROM ${listingTable(kind)})`;
      const base = sql.raw(String((k + 1) * FTS_SPAN));
      const kn = sql.raw(String(k));
      // Past the cursor: a greater distance, or the same distance and a later type.
      const bound =
        after && t === after.tier
          ? sql`s.rowid ${sql.raw(k > after.kind ? "<=" : "<")} ${base} + ${newest} - ${after.distance}`
          : undefined;
      return sql`SELECT * FROM (SELECT ${ftsKey(sql`s.rowid`)} AS key,
          ${sql.raw(String(t * TIER_UNIT))} + (${newest} - (s.rowid - ${base})) * 4 + ${kn} AS sv
        FROM ${matchesFrom(q, m, placeProbes(q), k, bound)}
        ORDER BY s.rowid DESC LIMIT ${limit})`;
    });
    return sql`SELECT * FROM (SELECT key, sv FROM (${sql.join(walks, sql` UNION ALL `)}) ORDER BY sv LIMIT ${limit})`;
  };
  /**
   * A page of the given tiers, in order: SQLite runs UNION ALL's arms in order and stops once the LIMIT is reached
   * (its behaviour rather than a documented promise; the tests page through the tiers against a reference written
   * the plain way). The rows are sorted again by position.
   */
  const pageOf = (tiers: { m: string; t: number }[], limit: number, withTotal: boolean) =>
    cardsSql(
      sql`SELECT c.key, c.kind, c.price, p.sv${withTotal ? sql`, (SELECT count(*) FROM ${everyMatch}) AS total` : sql``}
        FROM (${sql.join(
          tiers.map(({ m, t }) => tierPage(m, t, limit)),
          sql` UNION ALL `,
        )} LIMIT ${limit}) p JOIN listing_catalog c ON c.key = p.key WHERE c.visible = 1`,
      sql`sv`,
      { total: withTotal },
    );
  const tiers = relevanceTiers(match)
    .map((m, i) => ({ m, t: i + 1 }))
    .filter(({ t }) => t >= (after?.tier ?? 1));
  const [current, ...below] = tiers;
  const want = q.limit + 1;
  // The tier the page starts in first: a common word fills the page from it, and a statement of one tier compiles in
  // about half the time of four. Only when it runs out are the tiers below it read, in a second statement.
  const [rows] = current ? await allBatch<[RawCard & { total: number }]>(d1, [pageOf([current], want, true)]) : [[]];
  let total = rows[0]?.total;
  if (rows.length >= want || below.length === 0) {
    if (total === undefined) total = await countMatches(d1, everyMatch);
    return toPage(rows, q.limit, "number", total);
  }
  const [more] = await allBatch<[RawCard & { total?: number }]>(d1, [
    pageOf(below, want - rows.length, total === undefined),
  ]);
  total ??= more[0]?.total ?? (await countMatches(d1, everyMatch));
  return toPage([...rows, ...more], q.limit, "number", total);
}

/** How many visible matches a search has, for a page that came back empty. */
async function countMatches(d1: D1Database, everyMatch: SQL): Promise<number> {
  const [totals] = await allBatch<[{ total: number }]>(d1, [sql`SELECT count(*) AS total FROM ${everyMatch}`]);
  return totals[0]?.total ?? 0;
}

function toPage(rows: RawCard[], limit: number, cursorShape: "string" | "number", total: number): ListingsPage {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  const next =
    more && last && last.sv !== null && typeof last.sv === cursorShape ? encodeCursor([last.sv, last.key]) : null;
  return { listings: shown.map(toCard), next_cursor: next, total };
}
