import { type SQL, sql } from "drizzle-orm";
import {
  ACTIVE_BOOKING_STATUSES,
  DASHBOARD_LISTING_LIMIT,
  DASHBOARD_LISTING_STATUSES,
  type DashboardListing,
  type DashboardListingStatus,
  type DashboardResponse,
  profileCompleteness,
  REQUESTED_BOOKING_STATUSES,
} from "../../domain/dashboard";
import { hostSlug } from "../../domain/host-slug";
import { listingPath } from "../../domain/listing-slug";
import { LISTING_KINDS, LISTING_ROUTE, type ListingKind } from "../../domain/vocabulary";
import { allBatch, listingTable, parseJsonList, type RawRow } from "./client";
import type { hosts, profiles, tours, trip_requests } from "./schema";

type Host = RawRow<typeof hosts>;
type ProfileRow = Pick<
  RawRow<typeof profiles>,
  "user_type" | "first_name" | "last_name" | "city" | "country" | "profile_photo_url" | "profile_slug"
> &
  Pick<Host, "bio" | "rejection_reason" | "approved_at"> & {
    /** The host row's columns, null without one (LEFT JOIN). */
    host_id: Host["id"] | null;
    host_slug: Host["profile_slug"];
    host_status: Host["status"] | null;
    host_type: Host["host_type"] | null;
    languages: Host["languages"] | null;
    applied_at: Host["created_at"] | null;
  };

interface CountRow {
  status: DashboardListingStatus;
  n: number;
  views: number;
}

type ListingRow = Pick<RawRow<typeof tours>, "id" | "title" | "slug" | "views_count" | "updated_at"> & {
  kind: ListingKind;
  status: DashboardListingStatus;
  cover_image: string | null;
};

interface MessageRow {
  conversations: number;
  unread: number;
}

interface BookingRow {
  host_requested: number | null;
  host_upcoming: number | null;
  host_total: number | null;
  traveler_requested: number | null;
  traveler_upcoming: number | null;
  traveler_total: number | null;
}

type TripRow = Pick<
  RawRow<typeof trip_requests>,
  "destinations" | "start_date" | "end_date" | "group_size" | "is_public" | "updated_at"
>;

/** The person's own listings of all four kinds: `columns` over each table, UNION ALL. Never another host's. */
function ownListings(userId: string, columns: (kind: ListingKind) => SQL): SQL {
  const hostId = sql`(SELECT id FROM hosts WHERE user_id = ${userId})`;
  return sql.join(
    LISTING_KINDS.map((kind) => sql`SELECT ${columns(kind)} FROM ${listingTable(kind)} WHERE host_id = ${hostId}`),
    sql` UNION ALL `,
  );
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * GET /api/me/dashboard: everything the dashboard shows, read in one D1 batch. Null when the person has no
 * complete profile yet (no profile row, or no type). Messages and bookings are counted on the side the person is on (host or traveler).
 */
export async function getDashboard(d1: D1Database, userId: string, today: string): Promise<DashboardResponse | null> {
  const [profiles, counts, listings, messages, bookings, trips] = await allBatch<
    [ProfileRow, CountRow, ListingRow, MessageRow, BookingRow, TripRow]
  >(d1, [
    sql`SELECT p.user_type, p.first_name, p.last_name, p.city, p.country, p.profile_photo_url, p.profile_slug,
        h.id AS host_id, h.profile_slug AS host_slug, h.status AS host_status, h.host_type, h.bio, h.languages,
        h.rejection_reason, h.approved_at, h.created_at AS applied_at
      FROM profiles p LEFT JOIN hosts h ON h.user_id = p.user_id WHERE p.user_id = ${userId}`,
    sql`SELECT status, count(*) AS n, coalesce(sum(views_count), 0) AS views
      FROM (${ownListings(userId, () => sql`status, views_count`)}) GROUP BY status`,
    sql`SELECT * FROM (${ownListings(
      userId,
      (kind) => sql`${kind} AS kind, id, title, slug, status, views_count,
        json_extract(images, '$[0]') AS cover_image, updated_at`,
    )}) ORDER BY updated_at DESC, id DESC LIMIT ${DASHBOARD_LISTING_LIMIT}`,
    sql`SELECT
        (SELECT count(*) FROM conversations WHERE traveler_id = ${userId} OR host_id = ${userId}) AS conversations,
        (SELECT count(*) FROM messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE (c.traveler_id = ${userId} OR c.host_id = ${userId}) AND m.is_read = 0
            AND (m.sender_id IS NULL OR m.sender_id <> ${userId})) AS unread`,
    sql`SELECT
        sum(host_id = ${userId} AND status IN (${inList(REQUESTED_BOOKING_STATUSES)})) AS host_requested,
        sum(host_id = ${userId} AND status IN (${inList(ACTIVE_BOOKING_STATUSES)}) AND start_date >= ${today}) AS host_upcoming,
        sum(host_id = ${userId}) AS host_total,
        sum(traveler_id = ${userId} AND status IN (${inList(REQUESTED_BOOKING_STATUSES)})) AS traveler_requested,
        sum(traveler_id = ${userId} AND status IN (${inList(ACTIVE_BOOKING_STATUSES)}) AND start_date >= ${today}) AS traveler_upcoming,
        sum(traveler_id = ${userId}) AS traveler_total
      FROM bookings WHERE host_id = ${userId} OR traveler_id = ${userId}`,
    sql`SELECT destinations, start_date, end_date, group_size, is_public, updated_at
      FROM trip_requests WHERE user_id = ${userId}`,
  ]);

  const p = profiles[0];
  // No profile, or one without a type (spec §3: incomplete): there is no account to show yet.
  if (!p || (p.user_type === null && p.host_id === null)) return null;
  const isHost = p.user_type === "host" || p.host_id !== null;
  const trip = trips[0];
  const b = bookings[0];
  const side = isHost ? "host" : "traveler";

  const completeness = profileCompleteness({
    user_type: isHost ? "host" : "traveler",
    first_name: p.first_name,
    last_name: p.last_name,
    city: p.city,
    country: p.country,
    profile_photo_url: p.profile_photo_url,
    profile_slug: p.profile_slug ?? p.host_slug,
    bio: p.bio,
    languages: parseJsonList(p.languages),
    has_trip_request: Boolean(trip),
  });

  const byStatus = Object.fromEntries(DASHBOARD_LISTING_STATUSES.map((s) => [s, 0])) as Record<
    DashboardListingStatus,
    number
  >;
  let views = 0;
  for (const c of counts) {
    if (c.status in byStatus) byStatus[c.status] += c.n;
    views += c.views;
  }
  const items: DashboardListing[] = listings.map((l) => ({
    kind: l.kind,
    id: l.id,
    title: l.title,
    status: l.status,
    views_count: l.views_count,
    cover_image: l.cover_image,
    updated_at: l.updated_at,
    path: listingPath(l.kind, l),
    edit_path: `/manage-listings/${LISTING_ROUTE[l.kind]}/${l.id}`,
  }));

  return {
    role: side,
    first_name: p.first_name,
    completeness,
    messages: { conversations: messages[0]?.conversations ?? 0, unread: messages[0]?.unread ?? 0 },
    bookings: {
      requested: b?.[`${side}_requested`] ?? 0,
      upcoming: b?.[`${side}_upcoming`] ?? 0,
      total: b?.[`${side}_total`] ?? 0,
    },
    verification:
      isHost && p.host_status
        ? {
            status: p.host_status,
            rejection_reason: p.host_status === "rejected" ? p.rejection_reason : null,
            approved_at: p.approved_at,
            applied_at: p.applied_at ?? "",
          }
        : null,
    host_type: isHost ? p.host_type : null,
    public_path:
      p.host_status === "approved" && p.host_id
        ? `/host/${hostSlug({ profile_slug: p.host_slug, first_name: p.first_name, id: p.host_id })}`
        : null,
    listings: isHost
      ? {
          counts: { ...byStatus, total: counts.reduce((n, c) => n + c.n, 0) },
          views_total: views,
          items,
        }
      : null,
    trip_request:
      !isHost && trip
        ? {
            destinations: parseJsonList(trip.destinations),
            start_date: trip.start_date,
            end_date: trip.end_date,
            group_size: trip.group_size,
            is_public: Boolean(trip.is_public),
            updated_at: trip.updated_at,
          }
        : null,
  };
}
