/**
 * What share previews need from D1, one round trip per page: a public listing, an approved host, a destination.
 * Each returns null when the entity is not public (the page answers 404 with the default metadata).
 */
import { sql } from "drizzle-orm";
import { countrySlug } from "../../domain/featured";
import { COUNTRIES } from "../../domain/geo";
import { hostSlug } from "../../domain/host-slug";
import { isUuid } from "../../domain/listing-slug";
import type { DestinationPreview, HostPreview, ListingPreview } from "../../domain/meta";
import { hostName } from "../../domain/people";
import { placeKey } from "../../domain/text";
import type { ListingKind } from "../../domain/vocabulary";
import { allBatch, listingTable, parseJsonList, placeKeySql, type RawRow } from "./client";
import { countryPageDefaultImageSql } from "./destination-images";
import { readHostBySlug } from "./hosts";
import type { hosts, listing_catalog, profiles, tours } from "./schema";

/** A listing preview plus what its share image and cache need. */
export interface ListingPreviewData extends Omit<ListingPreview, "shareImage"> {
  hostId: string;
  hostPhoto: string | null;
  updatedAt: string;
}

export interface HostPreviewData extends Omit<HostPreview, "shareImage"> {
  id: string;
  updatedAt: string;
}

type RawListing = Pick<
  RawRow<typeof tours>,
  "id" | "slug" | "title" | "description" | "images" | "countries" | "cities" | "updated_at" | "host_id"
> &
  Pick<RawRow<typeof listing_catalog>, "price" | "days"> &
  Pick<RawRow<typeof hosts>, "profile_slug" | "host_type"> &
  Pick<RawRow<typeof profiles>, "first_name" | "last_name"> & { host_photo: string | null };

const PLACES: Record<ListingKind, ReturnType<typeof sql>> = {
  tour: sql`l.countries AS countries, l.cities AS cities`,
  group_tour: sql`l.countries AS countries, l.cities AS cities`,
  rental_car: sql`json_array(l.country) AS countries, json_array(l.city) AS cities`,
  driver: sql`json_array(l.country) AS countries, json_array(l.city) AS cities`,
};

/**
 * A published listing of an approved host by the detail route's value (a UUID-shaped value is the id, else the
 * slug, as the detail API looks it up). The catalog row gives the price (a tour's lowest group-size price) and days.
 */
export async function listingPreview(
  d1: D1Database,
  kind: ListingKind,
  slugOrId: string,
): Promise<ListingPreviewData | null> {
  const value = slugOrId.trim().toLowerCase();
  if (!value) return null;
  const lookup = isUuid(value) ? sql`l.id = ${value}` : sql`l.slug = ${value}`;
  const [rows] = await allBatch<[RawListing]>(d1, [
    sql`SELECT l.id, l.slug, l.title, l.description, l.images, ${PLACES[kind]}, c.price, c.days,
        max(l.updated_at, h.updated_at, p.updated_at) AS updated_at,
        h.id AS host_id, h.profile_slug, h.host_type, p.first_name, p.last_name, p.profile_photo_url AS host_photo
      FROM ${listingTable(kind)} l JOIN hosts h ON h.id = l.host_id JOIN profiles p ON p.user_id = h.user_id
      JOIN listing_catalog c ON c.listing_id = l.id
      WHERE ${lookup} AND l.status = 'published' AND h.status = 'approved' LIMIT 1`,
  ]);
  const r = rows[0];
  if (!r) return null;
  return {
    kind,
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    photo: parseJsonList(r.images)[0] ?? null,
    countries: parseJsonList(r.countries),
    cities: parseJsonList(r.cities),
    price: r.price,
    days: r.days,
    host: {
      name: hostName(r),
      slug: hostSlug({ id: r.host_id, profile_slug: r.profile_slug, first_name: r.first_name }),
      hostType: r.host_type,
    },
    hostId: r.host_id,
    hostPhoto: r.host_photo,
    updatedAt: r.updated_at,
  };
}

type RawHost = Pick<
  RawRow<typeof hosts>,
  | "id"
  | "profile_slug"
  | "host_type"
  | "bio"
  | "rating"
  | "total_reviews"
  | "is_superhost"
  | "updated_at"
  | "years_experience"
  | "response_time_minutes"
  | "response_time_sample_size"
  | "created_at"
> & { languages: string | null } & Pick<
    RawRow<typeof profiles>,
    "first_name" | "last_name" | "city" | "country" | "profile_photo_url"
  >;

/**
 * An approved host by public slug (the same lookup as the host page's API), with what the page's header card shows
 * (its drawn first view, decision 047).
 */
export function hostPreview(d1: D1Database, slug: string): Promise<HostPreviewData | null> {
  return readHostBySlug(d1, slug, async (id) => {
    const [rows] = await allBatch<[RawHost]>(d1, [
      sql`SELECT h.id, h.profile_slug, h.host_type, h.bio, h.rating, h.total_reviews, h.is_superhost,
          max(h.updated_at, p.updated_at) AS updated_at, h.languages, h.years_experience, h.response_time_minutes,
          h.response_time_sample_size, h.created_at,
          p.first_name, p.last_name, p.city, p.country, p.profile_photo_url
        FROM hosts h JOIN profiles p ON p.user_id = h.user_id WHERE h.status = 'approved' AND h.id = ${id}`,
    ]);
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      slug: hostSlug(r),
      name: hostName(r),
      hostType: r.host_type,
      bio: r.bio,
      city: r.city,
      country: r.country,
      photo: r.profile_photo_url,
      rating: r.rating,
      reviews: r.total_reviews,
      superhost: r.is_superhost === 1,
      updatedAt: r.updated_at,
      profile: {
        firstName: r.first_name,
        languages: parseJsonList(r.languages),
        yearsExperience: r.years_experience,
        responseMinutes: r.response_time_minutes,
        responseSampleSize: r.response_time_sample_size,
        createdAt: r.created_at,
      },
    };
  });
}

/**
 * A destination page's name, counts and hero image; null when the country has no approved host and no
 * visible listing (the page shows not-found then, as its API answers 404).
 */
export async function destinationPreview(
  d1: D1Database,
  country: string,
  path: string,
): Promise<DestinationPreview | null> {
  const key = placeKey(country);
  if (!key) return null;
  const known = COUNTRIES.find((c) => placeKey(c.value) === key || placeKey(c.label) === key);
  const [rows] = await allBatch<
    [{ label: string | null; hosts: number; listings: number; image_url: string | null; alt_text: string | null }]
  >(d1, [
    sql`SELECT
        (SELECT label FROM listing_places WHERE kind = 'country' AND value = ${key} LIMIT 1) AS label,
        (SELECT count(*) FROM hosts h JOIN profiles p ON p.user_id = h.user_id
          WHERE h.status = 'approved' AND ${placeKeySql(sql`p.country`)} = ${key}) AS hosts,
        (SELECT count(*) FROM listing_catalog c WHERE c.visible = 1 AND c.key IN
          (SELECT key FROM listing_places WHERE kind = 'country' AND value = ${key})) AS listings,
        coalesce(di.image_url, ${countryPageDefaultImageSql(key)}) AS image_url, di.alt_text
      FROM (SELECT 1) LEFT JOIN destination_images di ON ${placeKeySql(sql`di.country`)} = ${key}
      LIMIT 1`,
  ]);
  const r = rows[0];
  if (!r || (r.hosts === 0 && r.listings === 0)) return null;
  const name = known?.label ?? r.label ?? country;
  return {
    country: name,
    path: path === "/kazakhstan" ? path : `/destinations/${countrySlug(name)}`,
    hosts: r.hosts,
    listings: r.listings,
    image: r.image_url ? { url: r.image_url, alt: r.alt_text || `${name} destination` } : null,
  };
}
