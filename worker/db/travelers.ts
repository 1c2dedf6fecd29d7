import { type SQL, sql } from "drizzle-orm";
import type { TravelerResponse, TravelerRow, TravelersResponse } from "../../domain/api/travelers";
import { isUuid } from "../../domain/listing-slug";
import { lastInitial } from "../../domain/people";
import { allBatch, parseJsonList, type RawRow } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import type { profiles, trip_requests, user_activity } from "./schema";

type Trip = RawRow<typeof trip_requests>;
type RawTraveler = Pick<
  RawRow<typeof profiles>,
  | "user_id"
  | "profile_slug"
  | "first_name"
  | "last_name"
  | "profile_photo_url"
  | "city"
  | "country"
  | "receive_new_conversations"
  | "about"
> & {
  last_seen_at: RawRow<typeof user_activity>["last_seen_at"];
  member_since: string;
  /** The trip request's columns, null without one (LEFT JOIN). */
  trip_public: Trip["is_public"] | null;
  destinations: Trip["destinations"] | null;
  start_date: Trip["start_date"];
  end_date: Trip["end_date"];
  group_size: Trip["group_size"] | null;
  interests: Trip["interests"] | null;
  budget: Trip["budget"];
  description: Trip["description"];
  trip_updated_at: Trip["updated_at"] | null;
};

/** Travelers are people with a traveler profile whose account still exists. */
const travelersFrom = sql`FROM profiles p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
  LEFT JOIN trip_requests t ON t.user_id = p.user_id LEFT JOIN user_activity a ON a.user_id = p.user_id
  WHERE p.user_type = 'traveler'`;

const columns = sql`p.user_id, p.profile_slug, p.first_name, p.last_name, p.profile_photo_url, p.city, p.country,
  p.receive_new_conversations, a.last_seen_at, p.about, p.created_at AS member_since, t.is_public AS trip_public,
  t.destinations, t.start_date, t.end_date, t.group_size, t.interests, t.budget, t.description,
  t.updated_at AS trip_updated_at`;

/** First name and last initial only: travelers are private people, not businesses. */
function toTraveler(r: RawTraveler): TravelerRow {
  return {
    user_id: r.user_id,
    profile_slug: r.profile_slug,
    first_name: r.first_name,
    last_initial: lastInitial(r.last_name),
    profile_photo_url: r.profile_photo_url,
    city: r.city,
    country: r.country,
    receive_new_conversations: Boolean(r.receive_new_conversations),
    last_seen_at: r.last_seen_at,
    trip:
      r.trip_public && r.trip_updated_at
        ? {
            destinations: parseJsonList(r.destinations),
            start_date: r.start_date,
            end_date: r.end_date,
            group_size: r.group_size ?? 1,
            interests: parseJsonList(r.interests),
            budget: r.budget,
            description: r.description,
            updated_at: r.trip_updated_at,
          }
        : null,
  };
}

/** GET /api/travelers: travelers with a public trip request, most recently updated first. */
export async function listTravelers(
  d1: D1Database,
  page: { limit: number; cursor?: string },
): Promise<TravelersResponse> {
  let after: SQL = sql``;
  if (page.cursor) {
    const [updated, id] = decodeCursor(page.cursor, ["string", "string"]);
    after = sql`AND (t.updated_at, p.user_id) < (${updated}, ${id})`;
  }
  const [rows] = await allBatch<[RawTraveler]>(d1, [
    sql`SELECT ${columns} ${travelersFrom} AND t.is_public = 1 ${after}
      ORDER BY t.updated_at DESC, p.user_id DESC LIMIT ${page.limit + 1}`,
  ]);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    travelers: shown.map(toTraveler),
    next_cursor: more && last?.trip_updated_at ? encodeCursor([last.trip_updated_at, last.user_id]) : null,
  };
}

/** GET /api/travelers/:idOrSlug: a UUID-shaped value is the user id, else the profile slug (any case). */
export async function getTraveler(d1: D1Database, idOrSlug: string): Promise<TravelerResponse | null> {
  const v = idOrSlug.trim().toLowerCase();
  // Profile slugs are saved in lower case, so the unique index answers the lookup.
  const key = isUuid(v) ? sql`p.user_id = ${v}` : sql`p.profile_slug = ${v}`;
  const [rows] = await allBatch<[RawTraveler]>(d1, [sql`SELECT ${columns} ${travelersFrom} AND ${key} LIMIT 1`]);
  const r = rows[0];
  return r ? { traveler: { ...toTraveler(r), about: r.about, member_since: r.member_since } } : null;
}
