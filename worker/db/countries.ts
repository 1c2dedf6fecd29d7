import { sql } from "drizzle-orm";
import type { CountryWithListings } from "../../domain/api/places";
import { getDb, placeKeySql } from "./client";

/**
 * "The countries we have", the one definition behind the home page's statistics, /destinations and the header's
 * Destinations menu: every country where at least one approved host lives (their profile's country) or that
 * at least one published listing of an approved host covers (listing_places, kept by the catalog triggers).
 * Countries are told apart by their normalized name (lower case, hyphens as spaces), so "Sri-Lanka" and
 * "Sri Lanka" are one. Each row has that normalized key, the country's display name and its listing and host counts.
 */
export const countriesWeHave = sql`
  WITH lc AS (
    SELECT lp.value AS key, max(lp.label) AS label, count(*) AS listings
    FROM listing_places lp JOIN listing_catalog c ON c.key = lp.key AND c.visible = 1
    WHERE lp.kind = 'country' GROUP BY lp.value
  ), hc AS (
    SELECT trim(${placeKeySql(sql`p.country`)}) AS key, max(p.country) AS label, count(*) AS hosts
    FROM hosts h JOIN profiles p ON p.user_id = h.user_id
    WHERE h.status = 'approved' AND trim(coalesce(p.country, '')) <> '' GROUP BY 1
  ), k AS (SELECT key FROM lc UNION SELECT key FROM hc)
  SELECT k.key AS key, coalesce(lc.label, hc.label) AS country, coalesce(lc.listings, 0) AS listings,
    coalesce(hc.hosts, 0) AS hosts
  FROM k LEFT JOIN lc ON lc.key = k.key LEFT JOIN hc ON hc.key = k.key`;

/** The countries we have (see countriesWeHave), most listings first, then most hosts, then by name. */
export async function getCountries(d1: D1Database): Promise<CountryWithListings[]> {
  return getDb(d1).all<CountryWithListings>(
    sql`SELECT country, listings, hosts FROM (${countriesWeHave}) ORDER BY listings DESC, hosts DESC, country ASC`,
  );
}
