/**
 * The signed-in traveler's own trip request (GET/PUT /api/me/trip-request). One row per person (unique user_id);
 * /travelers and /traveler/{id or slug} read the public ones (worker/db/travelers.ts).
 */
import { eq } from "drizzle-orm";
import type { TripRequestBody, TripRequestResponse } from "../../domain/api/account";
import { BUDGET_LEVELS, type BudgetLevel } from "../../domain/trip-request";
import { getDb, nowIso, statement } from "./client";
import { trip_requests } from "./schema";

const isBudget = (v: string | null): v is BudgetLevel => BUDGET_LEVELS.some((b) => b === v);

export async function getMyTripRequest(d1: D1Database, userId: string): Promise<TripRequestResponse> {
  const [r] = await getDb(d1)
    .select({
      destinations: trip_requests.destinations,
      start_date: trip_requests.start_date,
      end_date: trip_requests.end_date,
      group_size: trip_requests.group_size,
      interests: trip_requests.interests,
      budget: trip_requests.budget,
      description: trip_requests.description,
      is_public: trip_requests.is_public,
      updated_at: trip_requests.updated_at,
    })
    .from(trip_requests)
    .where(eq(trip_requests.user_id, userId))
    .limit(1);
  if (!r) return { trip_request: null };
  return { trip_request: { ...r, budget: isBudget(r.budget) ? r.budget : null } };
}

/**
 * Creates or replaces the person's trip request; updated_at moves it to the top of /travelers. `notices`
 * (notify()'s statements: a first request is news to hosts) are written in the same batch.
 */
export async function putMyTripRequest(
  d1: D1Database,
  userId: string,
  t: TripRequestBody,
  notices: D1PreparedStatement[] = [],
): Promise<void> {
  const now = nowIso();
  const trip = {
    destinations: t.destinations,
    start_date: t.start_date,
    end_date: t.end_date,
    group_size: t.group_size,
    interests: t.interests,
    budget: t.budget,
    description: t.description,
    is_public: t.is_public,
    updated_at: now,
  };
  const upsert = getDb(d1)
    .insert(trip_requests)
    .values({ ...trip, id: crypto.randomUUID(), user_id: userId, created_at: now })
    .onConflictDoUpdate({ target: trip_requests.user_id, set: trip });
  await d1.batch([statement(d1, upsert), ...notices]);
}
