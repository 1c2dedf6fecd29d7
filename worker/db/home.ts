import { type SQL, sql } from "drizzle-orm";
import type {
  CountryHostCount,
  HomeHostRow,
  HomeListingRow,
  HomeResponse,
  HomeStats,
  MapHost,
} from "../../domain/api-types";
import { hostSlug } from "../../domain/host-slug";
import type { ListingKind } from "../../domain/listing-slug";
import { allBatch, parseJsonList } from "./client";

const MAP_HOST_LIMIT = 1000;

/**
 * One arm per listing table: the newest published listings of approved hosts, newest first. Each arm is
 * limited on its own (index on status, published_at) so the union stays small however big the catalogue.
 */
function newestListingsSql(limit: number): SQL {
  const host = sql`h.id AS host_id, trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) AS host_name,
    p.profile_photo_url AS host_photo, h.rating AS host_rating, h.total_reviews AS host_reviews,
    h.is_superhost AS host_is_superhost`;
  const hostJoin = sql`JOIN hosts h ON h.id = l.host_id AND h.status = 'approved' JOIN profiles p ON p.user_id = h.user_id`;
  return sql`
    SELECT * FROM (
      SELECT * FROM (
        SELECT l.id, 'tour' AS type, 'tour' AS listing_type, l.slug, l.title, l.images,
          json_extract(l.cities, '$[0]') AS location, l.countries, l.topics, NULL AS carType,
          l.number_of_days AS duration,
          min(coalesce(l.price_1_person, 1e15), coalesce(l.price_2_persons, 1e15),
              coalesce(l.price_3_persons, 1e15), coalesce(l.price_4_persons, 1e15)) AS price,
          '[]' AS group_start_dates, l.published_at, ${host}
        FROM tours l ${hostJoin}
        WHERE l.status = 'published' ORDER BY l.published_at DESC LIMIT ${limit})
      UNION ALL
      SELECT * FROM (
        SELECT l.id, 'tour', 'group_tour', l.slug, l.title, l.images,
          json_extract(l.cities, '$[0]'), l.countries, l.topics, NULL, l.number_of_days, l.price_per_person,
          (SELECT json_group_array(start_date) FROM (
            SELECT d.start_date FROM group_tour_departures d
            WHERE d.group_tour_id = l.id AND d.start_date >= date('now') ORDER BY d.start_date LIMIT 12)),
          l.published_at, ${host}
        FROM group_tours l ${hostJoin}
        WHERE l.status = 'published' ORDER BY l.published_at DESC LIMIT ${limit})
      UNION ALL
      SELECT * FROM (
        SELECT l.id, 'car', 'rental_car', l.slug, l.title, l.images, l.city, json_array(l.country), l.topics,
          l.car_type, NULL, l.price_per_day, '[]', l.published_at, ${host}
        FROM rental_cars l ${hostJoin}
        WHERE l.status = 'published' ORDER BY l.published_at DESC LIMIT ${limit})
      UNION ALL
      SELECT * FROM (
        SELECT l.id, 'driver', 'driver', l.slug, l.title, l.images, l.city, json_array(l.country), l.topics,
          NULL, NULL, l.price_per_day, '[]', l.published_at, ${host}
        FROM drivers l ${hostJoin}
        WHERE l.status = 'published' ORDER BY l.published_at DESC LIMIT ${limit})
    ) ORDER BY published_at DESC LIMIT ${limit}`;
}

const approvedHostsFrom = sql`FROM hosts h JOIN profiles p ON p.user_id = h.user_id
  LEFT JOIN user_activity a ON a.user_id = h.user_id WHERE h.status = 'approved'`;

type Raw<T> = { [K in keyof T]: T[K] extends boolean ? number : T[K] extends string[] ? string : T[K] };

export interface HomeQuery {
  listings: number;
  hosts: number;
}

/** Everything the home page shows, read in one D1 round trip (a batch). */
interface MapRow {
  id: string;
  profile_slug: string | null;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  country: string | null;
  lat: number;
  lng: number;
  host_type: MapHost["host_type"];
}

export async function getHomeData(d1: D1Database, q: HomeQuery): Promise<HomeResponse> {
  const [listings, hosts, map, stats, countries] = await allBatch<
    [Raw<HomeListingRow>, Raw<HomeHostRow>, MapRow, HomeStats, CountryHostCount]
  >(d1, [
    newestListingsSql(q.listings),
    sql`
      SELECT h.id, h.profile_slug, p.first_name, p.last_name, p.profile_photo_url, p.city, p.country,
        a.last_seen_at, coalesce(a.is_online, 0) AS is_online, h.host_type, h.rating, h.total_reviews,
        h.is_superhost, h.response_time_minutes, h.response_time_sample_size, h.languages
      ${approvedHostsFrom}
      ORDER BY h.is_superhost DESC, h.rating DESC, h.total_reviews DESC LIMIT ${q.hosts}`,
    sql`
      SELECT h.id, h.profile_slug, p.first_name, p.last_name, p.city, p.country, h.latitude AS lat,
        h.longitude AS lng, h.host_type
      ${approvedHostsFrom} AND h.latitude IS NOT NULL AND h.longitude IS NOT NULL
      ORDER BY h.rating DESC LIMIT ${MAP_HOST_LIMIT}`,
    sql`
      SELECT
        (SELECT count(DISTINCT p.country) FROM hosts h JOIN profiles p ON p.user_id = h.user_id
          WHERE h.status = 'approved' AND p.country IS NOT NULL) AS countries_count,
        (SELECT count(*) FROM hosts WHERE status = 'approved') AS hosts_count,
        (SELECT count(*) FROM profiles WHERE user_type = 'traveler') AS travelers_count`,
    sql`
      SELECT p.country, count(*) AS hosts, di.image_url, di.alt_text
      FROM hosts h JOIN profiles p ON p.user_id = h.user_id
      LEFT JOIN destination_images di ON di.country = p.country
      WHERE h.status = 'approved' AND p.country IS NOT NULL
      GROUP BY p.country ORDER BY hosts DESC`,
  ]);

  return {
    listings: listings.map((r) => ({
      ...r,
      listing_type: r.listing_type as ListingKind,
      images: parseJsonList(r.images),
      countries: parseJsonList(r.countries),
      topics: parseJsonList(r.topics),
      group_start_dates: parseJsonList(r.group_start_dates),
      host_is_superhost: Boolean(r.host_is_superhost),
    })),
    hosts: hosts.map((r) => ({
      ...r,
      is_online: Boolean(r.is_online),
      is_superhost: Boolean(r.is_superhost),
      languages: parseJsonList(r.languages),
    })),
    map: map.map((r) => ({
      id: r.id,
      slug: hostSlug({ profile_slug: r.profile_slug, first_name: r.first_name, id: r.id }),
      name: [r.first_name, r.last_name].filter(Boolean).join(" "),
      city: r.city,
      country: r.country,
      lat: r.lat,
      lng: r.lng,
      host_type: r.host_type,
    })),
    stats: stats[0] ?? { countries_count: 0, hosts_count: 0, travelers_count: 0 },
    countries,
  };
}
