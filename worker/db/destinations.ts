import { sql } from "drizzle-orm";
import type { DestinationResponse } from "../../domain/api/places";
import { countrySlug } from "../../domain/featured";
import { CITIES, COUNTRIES } from "../../domain/geo";
import { placeKey } from "../../domain/text";
import { allBatch, placeKeySql } from "./client";
import { countryPageDefaultImageSql } from "./destination-images";
import { approvedHostsFrom, hostCardColumns, type RawHostCard, toHostCard } from "./host-cards";
import { newestCardsSql, type RawCard, toCard } from "./listing-cards";

const HOSTS_SHOWN = 8;
const LISTINGS_SHOWN = 12;

/**
 * GET /api/destinations/:country (a slug like "sri-lanka" or a name): the country's hero image, counts, cities
 * with listings, best hosts and newest listings, in one D1 round trip. Null when the country has no approved
 * host and no published listing.
 */
export async function getDestination(d1: D1Database, country: string): Promise<DestinationResponse | null> {
  const key = placeKey(country);
  if (!key) return null;
  const known = COUNTRIES.find((c) => placeKey(c.value) === key || placeKey(c.label) === key);
  const inCountry = sql`c.key IN (SELECT key FROM listing_places WHERE kind = 'country' AND value = ${key})`;
  const hostInCountry = sql`${placeKeySql(sql`p.country`)} = ${key}`;
  const [names, counts, cities, hosts, listings, images] = await allBatch<
    [
      { label: string },
      { hosts: number; listings: number },
      { city: string; value: string; listings: number },
      RawHostCard,
      RawCard,
      { image_url: string | null; alt_text: string | null },
    ]
  >(d1, [
    sql`SELECT label FROM listing_places WHERE kind = 'country' AND value = ${key} LIMIT 1`,
    sql`SELECT (SELECT count(*) ${approvedHostsFrom} AND ${hostInCountry}) AS hosts,
      (SELECT count(*) FROM listing_catalog c WHERE c.visible = 1 AND ${inCountry}) AS listings`,
    sql`SELECT max(cp.label) AS city, cp.value, count(*) AS listings
      FROM listing_places cp JOIN listing_catalog c ON c.key = cp.key AND c.visible = 1
      WHERE cp.kind = 'city' AND ${inCountry} GROUP BY cp.value ORDER BY listings DESC, cp.value`,
    sql`SELECT ${hostCardColumns} ${approvedHostsFrom} AND ${hostInCountry}
      ORDER BY h.is_superhost DESC, h.rating DESC, h.total_reviews DESC LIMIT ${HOSTS_SHOWN}`,
    newestCardsSql(LISTINGS_SHOWN, inCountry),
    sql`SELECT coalesce(di.image_url, ${countryPageDefaultImageSql(key)}) AS image_url, di.alt_text
      FROM (SELECT 1) LEFT JOIN destination_images di ON ${placeKeySql(sql`di.country`)} = ${key} LIMIT 1`,
  ]);
  const c = counts[0] ?? { hosts: 0, listings: 0 };
  if (c.hosts === 0 && c.listings === 0) return null;
  const name = known?.label ?? names[0]?.label ?? hosts[0]?.country ?? country;
  // A multi-country tour lists its other countries' cities too; when the country is known, keep its own.
  const ownCities = known
    ? new Set(CITIES.filter((x) => x.countryValue === known.value).map((x) => placeKey(x.label)))
    : null;
  const image = images[0];
  return {
    country: name,
    slug: countrySlug(name),
    image: image?.image_url ? { url: image.image_url, alt: image.alt_text || `${name} destination` } : null,
    counts: c,
    cities: cities
      .filter((x) => !ownCities || ownCities.has(x.value))
      .map((x) => ({ city: x.city, listings: x.listings })),
    hosts: hosts.map(toHostCard),
    listings: listings.map(toCard),
  };
}
