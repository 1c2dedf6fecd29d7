/**
 * A host's own listings as the owner's screens read them, whatever their status: one listing to edit, and the list
 * of all of them (issue 6). Knows nothing of HTTP.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { OwnDeparture, OwnListing, OwnListingRow } from "../../domain/listing-form";
import { isUuid, listingPath } from "../../domain/listing-slug";
import type { HostStatus, ListingKind } from "../../domain/vocabulary";
import { allBatch, getDb, listingTable, parseJsonList, type RawListingRow, type RawRow } from "./client";
import { driverFacts, multiDayFacts, rentalCarFacts } from "./listing-detail";
import { type group_tour_departures, hosts } from "./schema";

/** The person's host row (its id and status), or null when they are not a host. */
export async function hostOfUser(d1: D1Database, userId: string) {
  const [row] = await getDb(d1)
    .select({ id: hosts.id, status: hosts.status })
    .from(hosts)
    .where(eq(hosts.user_id, userId))
    .limit(1);
  return row ?? null;
}

export interface LoadedListing {
  listing: OwnListing;
  ownerId: string;
  hostId: string;
  hostStatus: HostStatus;
  /** Group tours: which departures have bookings (they cannot be removed). */
  bookedDepartures: Set<string>;
}

function toOwnListing(kind: ListingKind, r: RawListingRow[ListingKind], departures: OwnDeparture[]): OwnListing {
  const base = {
    id: r.id,
    slug: r.slug,
    status: r.status,
    title: r.title,
    description: r.description,
    topics: parseJsonList(r.topics),
    images: parseJsonList(r.images),
    views_count: r.views_count,
    created_at: r.created_at,
    updated_at: r.updated_at,
    published_at: r.published_at,
    path: listingPath(kind, r),

    deposit_percent: r.deposit_percent,
    cancellation_policy: r.cancellation_policy,
  };
  // The query read the kind's own table, so the row has that kind's columns.
  switch (kind) {
    case "tour": {
      const t = r as RawListingRow["tour"];
      return {
        ...base,
        kind,
        ...multiDayFacts(t),
        price_1_person: t.price_1_person ?? 0,
        price_2_persons: t.price_2_persons,
        price_3_persons: t.price_3_persons,
        price_4_persons: t.price_4_persons,
      };
    }
    case "group_tour": {
      const g = r as RawListingRow["group_tour"];
      return {
        ...base,
        kind,
        ...multiDayFacts(g),
        price_per_person: g.price_per_person,
        max_group_size: g.max_group_size,
        departures,
      };
    }
    case "rental_car": {
      const c = r as RawListingRow["rental_car"];
      return { ...base, kind, city: c.city, country: c.country, ...rentalCarFacts(c) };
    }
    case "driver": {
      const d = r as RawListingRow["driver"];
      return { ...base, kind, city: d.city, country: d.country, ...driverFacts(d) };
    }
  }
}

/** One listing of any status with its owner and host status, or null. One round trip. */
export async function loadListing(d1: D1Database, kind: ListingKind, id: string): Promise<LoadedListing | null> {
  if (!isUuid(id)) return null;
  const table = listingTable(kind);
  const [rows, departures] = await allBatch<
    [
      RawListingRow[ListingKind] & { owner_id: string; host_status: HostStatus },
      RawRow<typeof group_tour_departures> & { has_bookings: number },
    ]
  >(d1, [
    sql`SELECT l.*, h.user_id AS owner_id, h.status AS host_status FROM ${table} l JOIN hosts h ON h.id = l.host_id
      WHERE l.id = ${id.toLowerCase()}`,
    kind === "group_tour"
      ? sql`SELECT d.id, d.start_date, d.end_date, d.seats_total, d.seats_booked,
            EXISTS (SELECT 1 FROM bookings b WHERE b.departure_id = d.id) AS has_bookings
          FROM group_tour_departures d WHERE d.group_tour_id = ${id.toLowerCase()} ORDER BY d.start_date, d.id`
      : sql`SELECT 1 WHERE 0`,
  ]);
  const row = rows[0];
  if (!row) return null;
  const own: OwnDeparture[] = departures.map(({ id, start_date, end_date, seats_total, seats_booked }) => ({
    id,
    start_date,
    end_date,
    seats_total,
    seats_booked,
  }));
  return {
    listing: toOwnListing(kind, row, own),
    ownerId: row.owner_id,
    hostId: row.host_id,
    hostStatus: row.host_status,
    bookedDepartures: new Set(departures.filter((d) => d.has_bookings === 1).map((d) => d.id)),
  };
}

const KIND_ROW_SQL: Record<ListingKind, SQL> = {
  tour: sql`SELECT 'tour' AS kind, id, title, slug, status, views_count, images, created_at, updated_at, published_at,
      min(coalesce(price_1_person, coalesce(price_1_person, price_2_persons, price_3_persons, price_4_persons)),
          coalesce(price_2_persons, coalesce(price_1_person, price_2_persons, price_3_persons, price_4_persons)),
          coalesce(price_3_persons, coalesce(price_1_person, price_2_persons, price_3_persons, price_4_persons)),
          coalesce(price_4_persons, coalesce(price_1_person, price_2_persons, price_3_persons, price_4_persons))) AS price
    FROM tours`,
  group_tour: sql`SELECT 'group_tour' AS kind, id, title, slug, status, views_count, images, created_at, updated_at,
      published_at, price_per_person AS price FROM group_tours`,
  rental_car: sql`SELECT 'rental_car' AS kind, id, title, slug, status, views_count, images, created_at, updated_at,
      published_at, price_per_day AS price FROM rental_cars`,
  driver: sql`SELECT 'driver' AS kind, id, title, slug, status, views_count, images, created_at, updated_at,
      published_at, price_per_day AS price FROM drivers`,
};

/**
 * GET /api/me/listings: every listing of the person's host profile, all kinds and statuses, newest first; null when
 * they are not a host. One round trip (the host row and the listings in one batch).
 */
export async function listOwnListings(d1: D1Database, userId: string): Promise<OwnListingRow[] | null> {
  const hostId = sql`(SELECT id FROM hosts WHERE user_id = ${userId})`;
  const parts = (Object.keys(KIND_ROW_SQL) as ListingKind[]).map(
    (k) => sql`${KIND_ROW_SQL[k]} WHERE host_id = ${hostId}`,
  );
  const [found, rows] = await allBatch<
    [
      { id: string },
      Pick<
        RawListingRow[ListingKind],
        "id" | "title" | "slug" | "status" | "views_count" | "images" | "created_at" | "updated_at" | "published_at"
      > & {
        kind: ListingKind;
        price: number | null;
        admin_unpublished_at: string | null;
        admin_unpublish_reason: string | null;
      },
    ]
  >(d1, [
    sql`SELECT id FROM hosts WHERE user_id = ${userId}`,
    sql`SELECT o.*, m.unpublished_at AS admin_unpublished_at, m.unpublish_reason AS admin_unpublish_reason
      FROM (${sql.join(parts, sql` UNION ALL `)}) o LEFT JOIN listing_moderation m ON m.listing_id = o.id
      ORDER BY o.created_at DESC, o.id`,
  ]);
  if (!found[0]) return null;
  return rows.map(({ images, admin_unpublished_at, admin_unpublish_reason, ...r }) => ({
    ...r,
    unpublished_by_admin:
      admin_unpublished_at && admin_unpublish_reason
        ? { at: admin_unpublished_at, reason: admin_unpublish_reason }
        : null,
    cover: parseJsonList(images)[0] ?? null,
    path: listingPath(r.kind, r),
    price_unit: r.kind === "tour" || r.kind === "group_tour" ? "person" : "day",
  }));
}
