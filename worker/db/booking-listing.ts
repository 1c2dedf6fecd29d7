/**
 * What a booking needs to know about the listing it is for: its host, whether it is bookable (published, host
 * approved), its prices as domain/bookings/pricing.ts reads them, its deposit and cancellation terms, and for a
 * group tour the chosen departure's seats.
 */
import { sql } from "drizzle-orm";
import type { CancellationPolicy } from "../../domain/bookings/cancellation";
import type { PriceSource } from "../../domain/bookings/pricing";
import { findCurrency } from "../../domain/currency";
import { LISTING_TABLE, type ListingKind } from "../../domain/vocabulary";
import { allBatch, listingTable, type RawListingRow } from "./client";

export interface BookableListing {
  kind: ListingKind;
  id: string;
  title: string;
  /** The host's user id and hosts row id. */
  hostUserId: string;
  hostId: string;
  /** Published and its host approved: others may book it. */
  bookable: boolean;
  depositPercent: number;
  policy: CancellationPolicy;
  source: PriceSource;
  departureId: string | null;
}

type Row = RawListingRow[ListingKind] & {
  host_user_id: string;
  host_status: string;
  d_id: string | null;
  d_start: string | null;
  d_end: string | null;
  d_left: number | null;
};

/** The listing of `kind` by id (with the departure for a group tour), or null when there is none. */
export async function bookableListing(
  d1: D1Database,
  kind: ListingKind,
  id: string,
  departureId: string | null = null,
): Promise<BookableListing | null> {
  const departure =
    kind === "group_tour"
      ? sql`d.id AS d_id, d.start_date AS d_start, d.end_date AS d_end, d.seats_total - d.seats_booked AS d_left
          FROM group_tours l JOIN hosts h ON h.id = l.host_id
          LEFT JOIN group_tour_departures d ON d.group_tour_id = l.id AND d.id = ${departureId ?? ""}`
      : sql`NULL AS d_id, NULL AS d_start, NULL AS d_end, NULL AS d_left
          FROM ${listingTable(kind)} l JOIN hosts h ON h.id = l.host_id`;
  const [rows] = await allBatch<[Row]>(d1, [
    sql`SELECT l.*, h.user_id AS host_user_id, h.status AS host_status, ${departure} WHERE l.id = ${id} LIMIT 1`,
  ]);
  const r = rows[0];
  if (!r) return null;
  return {
    kind,
    id: r.id,
    title: r.title,
    hostUserId: r.host_user_id,
    hostId: r.host_id,
    bookable: r.status === "published" && r.host_status === "approved",
    depositPercent: r.deposit_percent,
    policy: r.cancellation_policy,
    source: priceSource(kind, r),
    departureId: r.d_id,
  };
}

function priceSource(kind: ListingKind, r: Row): PriceSource {
  switch (kind) {
    case "tour": {
      const t = r as RawListingRow["tour"];
      return {
        kind,
        number_of_days: t.number_of_days,
        prices: [t.price_1_person ?? 0, t.price_2_persons, t.price_3_persons, t.price_4_persons],
      };
    }
    case "group_tour": {
      const g = r as RawListingRow["group_tour"] & Row;
      return {
        kind,
        number_of_days: g.number_of_days,
        price_per_person: g.price_per_person,
        departure:
          g.d_id && g.d_start
            ? { start_date: g.d_start, end_date: g.d_end, seats_left: Math.max(0, g.d_left ?? 0) }
            : null,
      };
    }
    case "rental_car":
    case "driver": {
      const c = r as RawListingRow["rental_car"] | RawListingRow["driver"];
      return { kind, price_per_day: c.price_per_day, seats: c.seats };
    }
  }
}

/** The listing's table name (for the batch guard that it is still bookable). */
export const tableOf = (kind: ListingKind) => LISTING_TABLE[kind];

/** The currency and rate a traveler sees prices in (spec §9; rates are admin-editable in `currencies`). */
export async function displayRate(d1: D1Database, code: string): Promise<{ code: string; rate: number }> {
  const currency = findCurrency(code);
  const [rows] = await allBatch<[{ rate: number }]>(d1, [
    sql`SELECT rate FROM currencies WHERE code = ${currency.code}`,
  ]);
  return { code: currency.code, rate: rows[0]?.rate ?? currency.rate };
}

/** Which of `days` of the listing are held or blocked. */
export async function takenDays(d1: D1Database, listingId: string, from: string, to: string): Promise<string[]> {
  const [rows] = await allBatch<[{ day: string }]>(d1, [
    sql`SELECT day FROM listing_days WHERE listing_id = ${listingId} AND day >= ${from} AND day <= ${to} ORDER BY day`,
  ]);
  return rows.map((r) => r.day);
}

/** The listing's blocked and held days in a range (the owner's calendar). */
export async function listingCalendar(d1: D1Database, listingId: string, from: string, to: string) {
  const [rows] = await allBatch<[{ day: string; booking_id: string | null }]>(d1, [
    sql`SELECT day, booking_id FROM listing_days WHERE listing_id = ${listingId} AND day >= ${from} AND day <= ${to} ORDER BY day`,
  ]);
  return {
    blocked: rows.filter((r) => r.booking_id === null).map((r) => r.day),
    held: rows.flatMap((r) => (r.booking_id ? [{ day: r.day, booking_id: r.booking_id }] : [])),
  };
}

/** A listing's slug and whether it is public (for links to it from bookings and offers). */
export async function listingLink(d1: D1Database, kind: ListingKind, id: string) {
  const [rows] = await allBatch<[{ slug: string | null; status: string }]>(d1, [
    sql`SELECT slug, status FROM ${listingTable(kind)} WHERE id = ${id}`,
  ]);
  return { slug: rows[0]?.slug ?? null, published: rows[0]?.status === "published" };
}
