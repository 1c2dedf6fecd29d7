import { sql } from "drizzle-orm";
import type { CountryHostCount, HomeQuery, HomeResponse, HomeStats } from "../../domain/api/home";
import { hostSlug } from "../../domain/host-slug";
import { allBatch, placeKeySql, type RawRow } from "./client";
import { countriesWeHave } from "./countries";
import { defaultDestinationImageSql } from "./destination-images";
import { approvedHostsFrom, hostCardColumns, type RawHostCard, toHostCard } from "./host-cards";
import { cardsSql, newestCardsSql, type RawCard, toCard } from "./listing-cards";
import { featuredPageSql, notFeaturedSql } from "./listing-moderation";
import type { hosts, profiles, user_activity } from "./schema";

const MAP_HOST_LIMIT = 1000;

type MapRow = Pick<RawRow<typeof hosts>, "id" | "profile_slug" | "host_type"> &
  Pick<RawRow<typeof profiles>, "first_name" | "last_name" | "city" | "country"> &
  Pick<RawRow<typeof user_activity>, "last_seen_at"> & {
    /** Only hosts with a location are on the map. */
    lat: number;
    lng: number;
  };

/** Everything the home page shows, read in one D1 round trip (a batch). */
export async function getHomeData(d1: D1Database, q: HomeQuery): Promise<HomeResponse> {
  const [featured, newest, hosts, map, stats, countries] = await allBatch<
    [RawCard, RawCard, RawHostCard, MapRow, HomeStats, CountryHostCount]
  >(d1, [
    // Listings an admin featured lead the row (newest featured first); the newest others fill it.
    cardsSql(featuredPageSql(q.listings), sql`sv DESC, key DESC`),
    newestCardsSql(q.listings, notFeaturedSql),
    sql`
      SELECT ${hostCardColumns} ${approvedHostsFrom}
      ORDER BY h.is_superhost DESC, h.rating DESC, h.total_reviews DESC LIMIT ${q.hosts}`,
    sql`
      SELECT h.id, h.profile_slug, p.first_name, p.last_name, p.city, p.country, h.latitude AS lat,
        h.longitude AS lng, h.host_type, a.last_seen_at
      ${approvedHostsFrom} AND h.latitude IS NOT NULL AND h.longitude IS NOT NULL
      ORDER BY h.rating DESC LIMIT ${MAP_HOST_LIMIT}`,
    sql`
      SELECT
        (SELECT count(*) FROM (${countriesWeHave})) AS countries_count,
        (SELECT count(*) FROM hosts WHERE status = 'approved') AS hosts_count,
        (SELECT count(*) FROM profiles WHERE user_type = 'traveler') AS travelers_count`,
    sql`
      SELECT p.country, count(*) AS hosts,
        coalesce(di.image_url, ${defaultDestinationImageSql(placeKeySql(sql`p.country`))}) AS image_url, di.alt_text
      FROM hosts h JOIN profiles p ON p.user_id = h.user_id
      LEFT JOIN destination_images di ON di.country = p.country
      WHERE h.status = 'approved' AND p.country IS NOT NULL
      GROUP BY p.country ORDER BY hosts DESC`,
  ]);

  return {
    listings: [...featured.map((r) => ({ ...toCard(r), featured: true })), ...newest.map(toCard)].slice(0, q.listings),
    hosts: hosts.map(toHostCard),
    map: map.map((r) => ({
      id: r.id,
      slug: hostSlug({ profile_slug: r.profile_slug, first_name: r.first_name, id: r.id }),
      name: [r.first_name, r.last_name].filter(Boolean).join(" "),
      city: r.city,
      country: r.country,
      lat: r.lat,
      lng: r.lng,
      host_type: r.host_type,
      last_seen_at: r.last_seen_at,
    })),
    stats: stats[0] ?? { countries_count: 0, hosts_count: 0, travelers_count: 0 },
    countries,
  };
}
