import { sql } from "drizzle-orm";
import type { CountryWithListings } from "../../domain/api/places";
import { getDb } from "./client";

/** Countries that have at least one published listing of an approved host, most listings first. */
export async function getCountriesWithListings(d1: D1Database): Promise<CountryWithListings[]> {
  return getDb(d1).all<CountryWithListings>(sql`
    SELECT max(lp.label) AS country, count(*) AS listings
    FROM listing_places lp JOIN listing_catalog c ON c.key = lp.key AND c.visible = 1
    WHERE lp.kind = 'country' GROUP BY lp.value ORDER BY listings DESC, country ASC`);
}
