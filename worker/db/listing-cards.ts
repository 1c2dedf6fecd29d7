import { type SQL, sql } from "drizzle-orm";
import type { HomeListingRow } from "../../domain/api/cards";
import type { ListingKind } from "../../domain/vocabulary";
import { parseJsonList } from "./client";

/**
 * Listing cards (spec §3 "Homepage listing row") for a page of listing_catalog rows. `page` is a query over
 * `listing_catalog c` that selects `c.key, c.kind, c.price` and `sv` (the sort value handed back for the cursor),
 * in the page's order; `order` repeats that order over the result columns `sv` and `key`. Each arm joins its own
 * table by rowid (key / 4), so a page costs one lookup per card. With `total`, the page also selects a `total`
 * column, and every card carries it.
 */
export function cardsSql(page: SQL, order: SQL, options: { total?: boolean } = {}): SQL {
  const host = sql`h.id AS host_id, trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) AS host_name,
    p.profile_photo_url AS host_photo, h.rating AS host_rating, h.total_reviews AS host_reviews,
    h.is_superhost AS host_is_superhost`;
  const arm = (kind: ListingKind, table: SQL, cols: SQL) => sql`
    SELECT page.sv, page.key, l.id, ${cols}, l.slug, l.title, l.images, l.topics, page.price AS price,
      l.published_at, ${host}${options.total ? sql`, page.total` : sql``}
    FROM page JOIN ${table} l ON l.rowid = page.key / 4
    JOIN hosts h ON h.id = l.host_id JOIN profiles p ON p.user_id = h.user_id
    WHERE page.kind = ${kind}`;
  return sql`
    WITH page AS MATERIALIZED (${page})
    ${arm(
      "tour",
      sql`tours`,
      sql`'tour' AS type, 'tour' AS listing_type, json_extract(l.cities, '$[0]') AS location, l.countries,
        NULL AS carType, l.number_of_days AS duration, '[]' AS group_start_dates`,
    )}
    UNION ALL ${arm(
      "group_tour",
      sql`group_tours`,
      sql`'tour', 'group_tour', json_extract(l.cities, '$[0]'), l.countries, NULL, l.number_of_days,
        (SELECT json_group_array(start_date) FROM (
          SELECT d.start_date FROM group_tour_departures d
          WHERE d.group_tour_id = l.id AND d.start_date >= date('now') ORDER BY d.start_date LIMIT 12))`,
    )}
    UNION ALL ${arm("rental_car", sql`rental_cars`, sql`'car', 'rental_car', l.city, json_array(l.country), l.car_type, NULL, '[]'`)}
    UNION ALL ${arm("driver", sql`drivers`, sql`'driver', 'driver', l.city, json_array(l.country), NULL, NULL, '[]'`)}
    ORDER BY ${order}`;
}

export interface RawCard {
  sv: string | number | null;
  key: number;
  id: string;
  type: HomeListingRow["type"];
  listing_type: string;
  slug: string | null;
  title: string;
  images: string;
  location: string | null;
  countries: string;
  topics: string;
  carType: string | null;
  duration: number | null;
  price: number | null;
  group_start_dates: string;
  published_at: string | null;
  host_id: string;
  host_name: string;
  host_photo: string | null;
  host_rating: number;
  host_reviews: number;
  host_is_superhost: number;
}

export function toCard(r: RawCard): HomeListingRow {
  return {
    id: r.id,
    type: r.type,
    listing_type: r.listing_type as ListingKind,
    slug: r.slug,
    title: r.title,
    images: parseJsonList(r.images),
    location: r.location,
    countries: parseJsonList(r.countries),
    topics: parseJsonList(r.topics),
    carType: r.carType,
    duration: r.duration,
    price: r.price ?? 0,
    group_start_dates: parseJsonList(r.group_start_dates),
    host_id: r.host_id,
    host_name: r.host_name,
    host_photo: r.host_photo,
    host_rating: r.host_rating,
    host_reviews: r.host_reviews,
    host_is_superhost: Boolean(r.host_is_superhost),
    published_at: r.published_at,
  };
}

/** Cards of the newest visible listings that match `where` (over `listing_catalog c`). */
export function newestCardsSql(limit: number, where: SQL = sql`1`): SQL {
  return cardsSql(
    sql`SELECT c.key, c.kind, c.price, c.published_at AS sv FROM listing_catalog c
      WHERE c.visible = 1 AND ${where} ORDER BY c.published_at DESC, c.key DESC LIMIT ${limit}`,
    sql`sv DESC, key DESC`,
  );
}
