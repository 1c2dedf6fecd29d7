import { sql } from "drizzle-orm";
import type { HomeHostRow } from "../../domain/api/cards";
import { parseJsonList } from "./client";

/** The columns of a host card (spec §3 "Homepage host row" plus what cards show), over `hosts h`, `profiles p`, `user_activity a`. */
export const hostCardColumns = sql`h.id, h.profile_slug, p.first_name, p.last_name, p.profile_photo_url, p.city,
  p.country, a.last_seen_at, coalesce(a.is_online, 0) AS is_online, h.host_type, h.rating, h.total_reviews,
  h.is_superhost, h.response_time_minutes, h.response_time_sample_size, h.languages`;

/** Approved hosts with their profile and activity; callers add `AND …` conditions. */
export const approvedHostsFrom = sql`FROM hosts h JOIN profiles p ON p.user_id = h.user_id
  LEFT JOIN user_activity a ON a.user_id = h.user_id WHERE h.status = 'approved'`;

export type RawHostCard = Omit<HomeHostRow, "is_online" | "is_superhost" | "languages"> & {
  is_online: number;
  is_superhost: number;
  languages: string;
};

export function toHostCard<T extends RawHostCard>(
  r: T,
): Omit<T, "is_online" | "is_superhost" | "languages"> & HomeHostRow {
  return {
    ...r,
    is_online: Boolean(r.is_online),
    is_superhost: Boolean(r.is_superhost),
    languages: parseJsonList(r.languages),
  };
}
