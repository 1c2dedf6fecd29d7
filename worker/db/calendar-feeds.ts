/**
 * Hosts' private calendar feeds (issue 16 item 6): one secret address per host, stored as the hash of its token
 * (whoever reads the database cannot subscribe), replaced or removed at will; and the trips a feed lists.
 */
import { eq, sql } from "drizzle-orm";
import { auditStatement } from "./audit";
import { allBatch, getDb, nowIso, statement } from "./client";
import { calendar_feeds } from "./schema";

export async function feedOf(d1: D1Database, userId: string) {
  const [row] = await getDb(d1).select().from(calendar_feeds).where(eq(calendar_feeds.user_id, userId)).limit(1);
  return row ?? null;
}

/** A new feed token (hash) for the host, replacing the old one, which stops working at once. */
export async function replaceFeed(d1: D1Database, userId: string, tokenHash: string): Promise<string> {
  const now = nowIso();
  await d1.batch([
    statement(
      d1,
      getDb(d1)
        .insert(calendar_feeds)
        .values({ user_id: userId, token_hash: tokenHash, created_at: now })
        .onConflictDoUpdate({ target: calendar_feeds.user_id, set: { token_hash: tokenHash, created_at: now } }),
    ),
    auditStatement(d1, {
      actorId: userId,
      action: "calendar_feed.create",
      entityType: "calendar_feed",
      entityId: userId,
    }),
  ]);
  return now;
}

export async function deleteFeed(d1: D1Database, userId: string): Promise<void> {
  await d1.batch([
    statement(d1, getDb(d1).delete(calendar_feeds).where(eq(calendar_feeds.user_id, userId))),
    auditStatement(d1, {
      actorId: userId,
      action: "calendar_feed.delete",
      entityType: "calendar_feed",
      entityId: userId,
    }),
  ]);
}

export interface FeedTrip {
  id: string;
  listing_title: string;
  start_date: string;
  end_date: string | null;
  party_size: number;
  pickup_place: string | null;
  status: string;
  traveler_first: string | null;
  traveler_last: string | null;
  updated_at: string;
}

/** The host behind a feed token's hash and their trips: booked (deposit paid or more), from 90 days ago on. */
export async function feedTrips(d1: D1Database, tokenHash: string, since: string): Promise<FeedTrip[] | null> {
  const [hosts, trips] = await allBatch<[{ user_id: string }, FeedTrip]>(d1, [
    sql`SELECT user_id FROM calendar_feeds WHERE token_hash = ${tokenHash}`,
    sql`SELECT b.id, b.listing_title, b.start_date, b.end_date, b.party_size, b.pickup_place, b.status, b.updated_at,
        p.first_name AS traveler_first, p.last_name AS traveler_last
      FROM bookings b JOIN calendar_feeds f ON f.user_id = b.host_id AND f.token_hash = ${tokenHash}
      LEFT JOIN profiles p ON p.user_id = b.traveler_id
      WHERE b.status IN ('deposit_paid', 'confirmed', 'completed') AND COALESCE(b.end_date, b.start_date) >= ${since}
      ORDER BY b.start_date LIMIT 1000`,
  ]);
  return hosts[0] ? trips : null;
}
