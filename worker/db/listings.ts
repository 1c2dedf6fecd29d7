import { type SQL, sql } from "drizzle-orm";
import type { HomeListingRow } from "../../domain/api/cards";
import type { ListingSort, ListingsInput } from "../../domain/api/listings";
import { ftsQuery } from "../../domain/search";
import { placeKey } from "../../domain/text";
import type { ListingKind, ListingTypeParam } from "../../domain/vocabulary";
import { allBatch } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { cardsSql, type RawCard, toCard } from "./listing-cards";

export const KIND_OF_TYPE: Record<ListingTypeParam, ListingKind> = {
  tours: "tour",
  "group-tours": "group_tour",
  cars: "rental_car",
  drivers: "driver",
};

/**
 * How each sort walks listing_catalog: the sort value (`sv`), its direction, and the index it can use. Every
 * order ends with the key so that keyset pagination never skips or repeats a row; relevance walks the FTS
 * match instead (`m.score`, ascending: bm25 is lower for better matches).
 */
const ORDERS: Record<Exclude<ListingSort, "relevance">, { sv: SQL; desc: boolean; cursor: "string" | "number" }> = {
  newest: { sv: sql`c.published_at`, desc: true, cursor: "string" },
  price_asc: { sv: sql`c.price`, desc: false, cursor: "number" },
  price_desc: { sv: sql`c.price`, desc: true, cursor: "number" },
  rating: { sv: sql`c.rating`, desc: true, cursor: "number" },
};

/** How many pages deep the text-only relevance query looks before joining to the catalog. */
const RELEVANCE_WINDOW = 4;

/** Column weights for bm25 over (listing_id, kind, title, description, city, country, topics). */
const BM25 = sql`bm25(listing_search, 0, 0, 10, 1, 6, 6, 4)`;

export interface ListingsPage {
  listings: HomeListingRow[];
  next_cursor: string | null;
  /** How many listings match the filters and text in all (not only after the cursor). */
  total: number;
}

function placeFilter(kind: "country" | "city", value: string): SQL {
  return sql`c.key IN (SELECT key FROM listing_places WHERE kind = ${kind} AND value = ${placeKey(value)})`;
}

function filters(q: ListingsInput): SQL[] {
  const where: SQL[] = [sql`c.visible = 1`];
  if (q.type) where.push(sql`c.kind = ${KIND_OF_TYPE[q.type]}`);
  if (q.country) where.push(placeFilter("country", q.country));
  if (q.city) where.push(placeFilter("city", q.city));
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

/**
 * GET /api/listings: published listings of approved hosts, filtered, searched through the FTS5 index, sorted,
 * one keyset page at a time, with the total that match. One D1 round trip per page (a second one only when a
 * relevance window comes back short; the total is not counted again then).
 */
export async function searchListings(d1: D1Database, q: ListingsInput): Promise<ListingsPage> {
  const match = q.search ? ftsQuery(q.search) : null;
  const sort: ListingSort = q.sort ?? (match ? "relevance" : "newest");
  const where = filters(q);
  // The total counts the same rows without the cursor: the catalog's visible rows (partial indexes), or the FTS
  // match joined to them by key.
  const countSql = sql`SELECT count(*) AS total FROM listing_catalog c WHERE ${sql.join(
    match ? [...where, sql`c.key IN (SELECT rowid FROM listing_search WHERE listing_search MATCH ${match})`] : where,
    sql` AND `,
  )}`;
  const take = q.limit + 1;
  let page: SQL;
  let order: SQL;
  let cursorShape: "string" | "number";
  /** The total, once a batch has counted it. */
  let counted: number | null = null;

  if (sort === "relevance" && match) {
    cursorShape = "number";
    let after: SQL = sql``;
    if (q.cursor) {
      const [score, key] = decodeCursor(q.cursor, ["number", "number"]);
      after = sql`AND (${BM25}, rowid) > (${score}, ${key})`;
    }
    order = sql`sv, key`;
    const ranked = sql`SELECT rowid AS key, ${BM25} AS score FROM listing_search WHERE listing_search MATCH ${match} ${after}`;
    if (where.length === 1) {
      // Text alone: rank in the FTS index and look up only a window of the best matches, instead of joining
      // every match to the catalog. Most listings are visible, so a window four pages deep nearly always fills
      // the page; when hidden ones leave it short and the window was full, the full join below decides.
      const window = take * RELEVANCE_WINDOW;
      const [rows, totals] = await allBatch<[RawCard & { window_rows: number }, { total: number }]>(d1, [
        cardsSql(
          sql`WITH m AS MATERIALIZED (${ranked} ORDER BY score, key LIMIT ${window})
            SELECT c.key, c.kind, c.price, m.score AS sv, (SELECT count(*) FROM m) AS window_rows
            FROM m JOIN listing_catalog c ON c.key = m.key WHERE c.visible = 1 ORDER BY m.score, m.key LIMIT ${take}`,
          order,
        ),
        countSql,
      ]);
      // An empty window answer does not say whether the window was full, so the full join decides then too.
      const windowRows = rows[0]?.window_rows ?? window;
      counted = totals[0]?.total ?? 0;
      if (rows.length === take || windowRows < window) return toPage(rows, q.limit, cursorShape, counted);
    }
    page = sql`SELECT c.key, c.kind, c.price, m.score AS sv FROM (${ranked}) m JOIN listing_catalog c ON c.key = m.key
      WHERE ${sql.join(where, sql` AND `)} ORDER BY m.score, m.key LIMIT ${take}`;
  } else {
    const o = ORDERS[sort === "relevance" ? "newest" : sort];
    cursorShape = o.cursor;
    if (match) where.push(sql`c.key IN (SELECT rowid FROM listing_search WHERE listing_search MATCH ${match})`);
    // A listing without a price cannot be placed in a price order (publishing requires one).
    if (sort === "price_asc" || sort === "price_desc") where.push(sql`c.price IS NOT NULL`);
    if (q.cursor) {
      const [sv, key] = decodeCursor(q.cursor, [o.cursor, "number"]);
      where.push(o.desc ? sql`(${o.sv}, c.key) < (${sv}, ${key})` : sql`(${o.sv}, c.key) > (${sv}, ${key})`);
    }
    const dir = o.desc ? sql`DESC` : sql`ASC`;
    page = sql`SELECT c.key, c.kind, c.price, ${o.sv} AS sv FROM listing_catalog c
      WHERE ${sql.join(where, sql` AND `)} ORDER BY ${o.sv} ${dir}, c.key ${dir} LIMIT ${take}`;
    order = sql`sv ${dir}, key ${dir}`;
  }

  if (counted !== null) {
    const [rows] = await allBatch<[RawCard]>(d1, [cardsSql(page, order)]);
    return toPage(rows, q.limit, cursorShape, counted);
  }
  const [rows, totals] = await allBatch<[RawCard, { total: number }]>(d1, [cardsSql(page, order), countSql]);
  return toPage(rows, q.limit, cursorShape, totals[0]?.total ?? 0);
}

function toPage(rows: RawCard[], limit: number, cursorShape: "string" | "number", total: number): ListingsPage {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  const next =
    more && last && last.sv !== null && typeof last.sv === cursorShape ? encodeCursor([last.sv, last.key]) : null;
  return { listings: shown.map(toCard), next_cursor: next, total };
}
