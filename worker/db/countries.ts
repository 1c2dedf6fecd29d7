import { sql } from "drizzle-orm";
import type { CountryWithListings } from "../../domain/api-types";
import type { Db } from "./client";

/** Countries that have at least one published listing of an approved host, most listings first. */
export async function getCountriesWithListings(db: Db): Promise<CountryWithListings[]> {
  return db.all<CountryWithListings>(sql`
    SELECT country, count(*) AS listings FROM (
      SELECT j.value AS country FROM tours l, json_each(l.countries) j
        JOIN hosts h ON h.id = l.host_id AND h.status = 'approved' WHERE l.status = 'published'
      UNION ALL
      SELECT j.value FROM group_tours l, json_each(l.countries) j
        JOIN hosts h ON h.id = l.host_id AND h.status = 'approved' WHERE l.status = 'published'
      UNION ALL
      SELECT l.country FROM rental_cars l
        JOIN hosts h ON h.id = l.host_id AND h.status = 'approved' WHERE l.status = 'published'
      UNION ALL
      SELECT l.country FROM drivers l
        JOIN hosts h ON h.id = l.host_id AND h.status = 'approved' WHERE l.status = 'published'
    ) GROUP BY country ORDER BY listings DESC, country ASC`);
}
