import { sql } from "drizzle-orm";
import type {
  Departure,
  DriverFacts,
  ListingDetail,
  ListingDetailResponse,
  RentalCarFacts,
} from "../../domain/api/listings";
import { isUuid } from "../../domain/listing-slug";
import { type HostStatus, LISTING_TABLE, type ListingKind } from "../../domain/vocabulary";
import { hitRateLimit } from "../services/rate-limit";
import { allBatch, listingTable, parseJsonList, type RawListingRow } from "./client";
import { toHostCard } from "./host-cards";
import { hostProfileSql, type RawHostProfile } from "./hosts";
import { newestCardsSql, type RawCard, toCard } from "./listing-cards";

const MORE_FROM_HOST = 6;
const DEPARTURES_SHOWN = 24;

type Row = RawListingRow[ListingKind] & { owner_id: string; host_status: HostStatus };

/** A tour's or group tour's places, days and itinerary, as its public page and its owner's editor both show them. */
export function multiDayFacts(r: RawListingRow["tour"] | RawListingRow["group_tour"]) {
  return {
    countries: parseJsonList(r.countries),
    cities: parseJsonList(r.cities),
    number_of_days: r.number_of_days,
    itinerary: parseJsonList(r.itinerary),
  };
}

/** A rental_cars row's own facts, as its public page and its owner's editor both show them. */
export function rentalCarFacts(r: RawListingRow["rental_car"]): RentalCarFacts {
  return {
    price_per_day: r.price_per_day,
    car_type: r.car_type,
    make_model: r.make_model,
    seats: r.seats,
    transmission: r.transmission,
    driver_included: Boolean(r.driver_included),
  };
}

/** A drivers row's own facts, as its public page and its owner's editor both show them. */
export function driverFacts(r: RawListingRow["driver"]): DriverFacts {
  return {
    price_per_day: r.price_per_day,
    vehicle: r.vehicle,
    seats: r.seats,
    languages: parseJsonList(r.languages),
    areas_served: parseJsonList(r.areas_served),
  };
}

function toDetail(kind: ListingKind, r: Row, departures: Departure[]): ListingDetail {
  const base = {
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    status: r.status,
    images: parseJsonList(r.images),
    topics: parseJsonList(r.topics),
    published_at: r.published_at,
    updated_at: r.updated_at,

    deposit_percent: r.deposit_percent,
    cancellation_policy: r.cancellation_policy,
  };
  // The query read the kind's own table, so the row has that kind's columns.
  switch (kind) {
    case "tour": {
      const t = r as RawListingRow["tour"];
      const prices = [t.price_1_person, t.price_2_persons, t.price_3_persons, t.price_4_persons].map((price, i) => ({
        people: (i + 1) as 1 | 2 | 3 | 4,
        price,
      }));
      const offered = prices.flatMap((p) => (p.price === null ? [] : [p.price]));
      return {
        ...base,
        ...multiDayFacts(t),
        kind,
        prices,
        from_price: offered.length ? Math.min(...offered) : null,
      };
    }
    case "group_tour": {
      const g = r as RawListingRow["group_tour"];
      return {
        ...base,
        ...multiDayFacts(g),
        kind,
        price_per_person: g.price_per_person,
        max_group_size: g.max_group_size,
        departures,
      };
    }
    case "rental_car": {
      const c = r as RawListingRow["rental_car"];
      return { ...base, countries: [c.country], cities: [c.city], kind, ...rentalCarFacts(c) };
    }
    case "driver": {
      const d = r as RawListingRow["driver"];
      return { ...base, countries: [d.country], cities: [d.city], kind, ...driverFacts(d) };
    }
  }
}

/**
 * GET /api/listings/:type/:slugOrId in one D1 round trip. A UUID-shaped value is looked up by id, anything else
 * by slug (spec §2). Only a published listing of an approved host is public; its owner (viewerId) and admins
 * also see drafts, archived ones and those of a host not (or no longer) approved, flagged `preview: true`.
 * Anyone else gets null, the same as for a listing that does not exist.
 */
export async function getListingDetail(
  d1: D1Database,
  kind: ListingKind,
  slugOrId: string,
  viewerId: string | null,
  viewerIsAdmin = false,
): Promise<ListingDetailResponse | null> {
  const table = listingTable(kind);
  const value = slugOrId.trim();
  const lookup = isUuid(value) ? sql`l.id = ${value.toLowerCase()}` : sql`l.slug = ${value.toLowerCase()}`;
  const visible = viewerIsAdmin
    ? sql`1`
    : sql`((l.status = 'published' AND h.status = 'approved') OR h.user_id = ${viewerId ?? ""})`;
  const found = sql`(SELECT l.id FROM ${table} l JOIN hosts h ON h.id = l.host_id WHERE ${lookup} AND ${visible})`;
  const hostOf = sql`(SELECT l.host_id FROM ${table} l WHERE l.id = ${found})`;
  const [rows, departures, hosts, more] = await allBatch<[Row, Departure, RawHostProfile, RawCard]>(d1, [
    sql`SELECT l.*, h.user_id AS owner_id, h.status AS host_status FROM ${table} l JOIN hosts h ON h.id = l.host_id
      WHERE ${lookup} AND ${visible}`,
    kind === "group_tour"
      ? sql`SELECT d.id, d.start_date, d.end_date, d.seats_total, max(d.seats_total - d.seats_booked, 0) AS seats_left
          FROM group_tour_departures d WHERE d.group_tour_id = ${found} AND d.start_date >= date('now')
          ORDER BY d.start_date LIMIT ${DEPARTURES_SHOWN}`
      : sql`SELECT 1 WHERE 0`,
    hostProfileSql(hostOf, false),
    newestCardsSql(MORE_FROM_HOST, sql`c.host_id = ${hostOf} AND c.listing_id <> ${found}`),
  ]);
  const row = rows[0];
  const host = hosts[0];
  if (!row || !host) return null;
  const preview = row.status !== "published" || row.host_status !== "approved";
  return {
    listing: toDetail(kind, row, departures),
    host: toHostCard(host),
    more_from_host: more.map(toCard),
    ...(preview ? { preview: true as const } : {}),
  };
}

/**
 * Counts a view of a public listing (waitUntil after the detail answer): not by its owner, and at most once
 * per viewer (signed-in user, else the address) per hour.
 */
export async function countListingView(
  d1: D1Database,
  kind: ListingKind,
  listingId: string,
  viewer: { userId: string | null; ip: string | null },
): Promise<boolean> {
  const who = viewer.userId ? `u:${viewer.userId}` : `ip:${viewer.ip ?? "unknown"}`;
  const hit = await hitRateLimit(d1, `listing-view:${listingId}:${who}`, { limit: 1, windowSeconds: 3600 });
  if (!hit.ok) return false;
  const [result] = await d1.batch([
    d1
      .prepare(
        `UPDATE ${LISTING_TABLE[kind]} SET views_count = views_count + 1
          WHERE id = ? AND status = 'published' AND host_id NOT IN (SELECT id FROM hosts WHERE user_id = ?)`,
      )
      .bind(listingId, viewer.userId ?? ""),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}
