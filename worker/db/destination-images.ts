/**
 * The featured countries' pictures (`destination_images`, spec §7): an admin's picture per country, and the default
 * every reader falls back to without one (docs/decisions/022-destination-images.md): the first photo of the
 * country's first published listing, tours and group tours before cars and drivers.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DestinationImage } from "../../domain/api/destination-images";
import { countrySlug, FEATURED_COUNTRIES } from "../../domain/featured";
import { destinationAltText } from "../../domain/messages";
import { placeKey } from "../../domain/text";
import { auditOrigin, auditStatement } from "./audit";
import { allBatch, nowIso } from "./client";

/**
 * The default picture of the country whose place key (lower case, hyphens as spaces: placeKeySql) `key` is: the
 * first photo of the visible listing of that country published first. A scalar subquery for any reader's SELECT.
 * Each catalog row's own table is found by rowid (key / 4), as the listing cards do.
 */
export function defaultDestinationImageSql(key: SQL): SQL {
  return sql`(SELECT json_extract(CASE dc.kind
        WHEN 'tour' THEN (SELECT images FROM tours WHERE rowid = dc.key / 4)
        WHEN 'group_tour' THEN (SELECT images FROM group_tours WHERE rowid = dc.key / 4)
        WHEN 'rental_car' THEN (SELECT images FROM rental_cars WHERE rowid = dc.key / 4)
        ELSE (SELECT images FROM drivers WHERE rowid = dc.key / 4) END, '$[0]')
      FROM listing_places dp JOIN listing_catalog dc ON dc.key = dp.key AND dc.visible = 1
      WHERE dp.kind = 'country' AND dp.value = ${key}
      ORDER BY dc.kind IN ('tour', 'group_tour') DESC, dc.published_at, dc.key LIMIT 1)`;
}

/**
 * A country page's picture when no admin chose one (the key as placeKey makes it): the default above for the 18
 * featured countries, whose picture an admin may reset; NULL for any other country, whose page draws its generated
 * scene.
 */
export function countryPageDefaultImageSql(key: string): SQL {
  return FEATURED_COUNTRIES.some((c) => placeKey(c) === key) ? defaultDestinationImageSql(sql`${key}`) : sql`NULL`;
}

interface Row {
  country: string;
  image_url: string | null;
  alt_text: string | null;
  updated_at: string | null;
  updated_by: string | null;
  updater_name: string | null;
  default_image_url: string | null;
}

function toImage(country: string, r: Row | undefined): DestinationImage {
  const custom = Boolean(r?.image_url);
  return {
    country,
    slug: countrySlug(country),
    image_url: (custom ? r?.image_url : r?.default_image_url) ?? null,
    alt_text: (custom && r?.alt_text?.trim()) || destinationAltText(country),
    custom,
    default_image_url: r?.default_image_url ?? null,
    updated_at: custom ? (r?.updated_at ?? null) : null,
    updated_by:
      custom && r?.updated_by && r.updater_name !== null ? { user_id: r.updated_by, name: r.updater_name } : null,
  };
}

/** The given featured countries' pictures (all 18 by default), in the home page's order. */
export async function destinationImages(
  d1: D1Database,
  countries: readonly string[] = FEATURED_COUNTRIES,
): Promise<DestinationImage[]> {
  const values = sql.join(
    countries.map((c) => sql`(${c}, ${placeKey(c)})`),
    sql`, `,
  );
  const [rows] = await allBatch<[Row]>(d1, [
    sql`WITH f(country, key) AS (VALUES ${values})
      SELECT f.country, di.image_url, di.alt_text, di.updated_at, di.updated_by,
        CASE WHEN p.user_id IS NULL THEN NULL
          ELSE trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) END AS updater_name,
        ${defaultDestinationImageSql(sql`f.key`)} AS default_image_url
      FROM f LEFT JOIN destination_images di ON di.country = f.country
      LEFT JOIN profiles p ON p.user_id = di.updated_by`,
  ]);
  const byCountry = new Map(rows.map((r) => [r.country, r]));
  return countries.map((c) => toImage(c, byCountry.get(c)));
}

export async function destinationImage(d1: D1Database, country: string): Promise<DestinationImage> {
  const [image] = await destinationImages(d1, [country]);
  if (!image) throw new Error(`no picture row for ${country}`);
  return image;
}

/** Spec §7: upsert on country {country, image_url, alt_text, updated_by}, with its audit row, in one batch. */
export async function saveDestinationImage(
  d1: D1Database,
  s: { country: string; imageUrl: string; altText: string; adminId: string; previous: string | null },
): Promise<void> {
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO destination_images (country, image_url, alt_text, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (country) DO UPDATE SET image_url = excluded.image_url, alt_text = excluded.alt_text,
           updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      )
      .bind(s.country, s.imageUrl, s.altText, s.adminId, nowIso()),
    auditStatement(d1, {
      actorId: s.adminId,
      action: "destination_image.update",
      entityType: "destination_image",
      entityId: s.country,
      details: { image_url: s.imageUrl, alt_text: s.altText, previous_image_url: s.previous },
    }),
  ]);
}

/**
 * Spec §7: delete by country, so the default shows again. The audit row is written only when there was a picture to
 * remove (its insert is guarded by the row's existence, in the same batch before the delete). Returns the removed
 * picture's address, or null when there was none.
 */
export async function resetDestinationImage(d1: D1Database, country: string, adminId: string): Promise<string | null> {
  const [, removed] = await d1.batch<{ image_url: string }>([
    d1
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
         SELECT ?1, ?2, 'destination_image.reset', 'destination_image', ?3, json_object('image_url', image_url), ?4, ?5, ?6
           FROM destination_images WHERE country = ?3`,
      )
      .bind(crypto.randomUUID(), adminId, country, nowIso(), ...auditOrigin()),
    d1.prepare("DELETE FROM destination_images WHERE country = ? RETURNING image_url").bind(country),
  ]);
  return removed?.results[0]?.image_url ?? null;
}
