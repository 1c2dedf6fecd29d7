/**
 * The signed-in traveler's own trip request (GET/PUT /api/me/trip-request). One row per person (unique user_id);
 * /travelers and /traveler/{id or slug} read the public ones (worker/db/travelers.ts).
 */

import type { TripRequestBody, TripRequestResponse } from "../../domain/api/account";
import { nowIso, parseJsonList } from "./client";

interface RawTrip {
  destinations: string | null;
  start_date: string | null;
  end_date: string | null;
  group_size: number | null;
  interests: string | null;
  budget: string | null;
  description: string | null;
  is_public: number;
  updated_at: string;
}

const BUDGETS = new Set(["budget", "mid-range", "comfort", "luxury"]);

export async function getMyTripRequest(d1: D1Database, userId: string): Promise<TripRequestResponse> {
  const r = await d1
    .prepare(
      `SELECT destinations, start_date, end_date, group_size, interests, budget, description, is_public, updated_at
       FROM trip_requests WHERE user_id = ?`,
    )
    .bind(userId)
    .first<RawTrip>();
  if (!r) return { trip_request: null };
  return {
    trip_request: {
      destinations: parseJsonList(r.destinations),
      start_date: r.start_date,
      end_date: r.end_date,
      group_size: r.group_size ?? 1,
      interests: parseJsonList(r.interests),
      budget: r.budget && BUDGETS.has(r.budget) ? (r.budget as TripRequestBody["budget"]) : null,
      description: r.description,
      is_public: r.is_public === 1,
      updated_at: r.updated_at,
    },
  };
}

/** Creates or replaces the person's trip request; updated_at moves it to the top of /travelers. */
export async function putMyTripRequest(d1: D1Database, userId: string, t: TripRequestBody): Promise<void> {
  const now = nowIso();
  await d1
    .prepare(
      `INSERT INTO trip_requests (id, user_id, destinations, start_date, end_date, group_size, interests, budget,
         description, is_public, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)
       ON CONFLICT (user_id) DO UPDATE SET destinations = excluded.destinations, start_date = excluded.start_date,
         end_date = excluded.end_date, group_size = excluded.group_size, interests = excluded.interests,
         budget = excluded.budget, description = excluded.description, is_public = excluded.is_public,
         updated_at = excluded.updated_at`,
    )
    .bind(
      crypto.randomUUID(),
      userId,
      JSON.stringify(t.destinations),
      t.start_date,
      t.end_date,
      t.group_size,
      JSON.stringify(t.interests),
      t.budget,
      t.description,
      t.is_public ? 1 : 0,
      now,
    )
    .run();
}
