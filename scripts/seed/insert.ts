import { count, getTableColumns, inArray, ne } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { SUPPORT_USER_ID } from "../../domain/vocabulary";
import { getDb } from "../../worker/db/client";
import * as schema from "../../worker/db/schema";
import type { SeedTable } from "./generate";
import { SEED_TABLES, type SeedData } from "./generate";

const TABLES: Record<SeedTable, SQLiteTable> = {
  users: schema.users,
  identities: schema.identities,
  profiles: schema.profiles,
  hosts: schema.hosts,
  user_activity: schema.user_activity,
  trip_requests: schema.trip_requests,
  tours: schema.tours,
  group_tours: schema.group_tours,
  group_tour_departures: schema.group_tour_departures,
  rental_cars: schema.rental_cars,
  drivers: schema.drivers,
  conversations: schema.conversations,
  messages: schema.messages,
  bookings: schema.bookings,
  listing_days: schema.listing_days,
  payments: schema.payments,
  reviews: schema.reviews,
  blog_articles: schema.blog_articles,
  destination_images: schema.destination_images,
  notification_settings: schema.notification_settings,
  marketing_templates: schema.marketing_templates,
};

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;
const STATEMENTS_PER_BATCH = 80;

/**
 * Inserts generated rows in foreign-key order. Idempotent: rows that already exist (same id) are left
 * alone. Demo users get `passwordHash`. Runs against any D1 binding: workerd tests or the local proxy.
 */
export async function insertSeed(
  d1: D1Database,
  data: SeedData,
  passwordHash: string,
  onProgress?: (table: string, rows: number) => void,
): Promise<void> {
  const db = getDb(d1);
  for (const name of SEED_TABLES) {
    const table = TABLES[name];
    const rows = data[name] as Record<string, unknown>[];
    if (rows.length === 0) continue;
    const columns = Object.keys(getTableColumns(table)).length;
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns));
    const statements = [];
    for (let i = 0; i < rows.length; i += perStatement) {
      statements.push(
        db
          .insert(table)
          .values(rows.slice(i, i + perStatement))
          .onConflictDoNothing(),
      );
    }
    for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
      const [first, ...rest] = statements.slice(i, i + STATEMENTS_PER_BATCH);
      if (first) await db.batch([first, ...rest]);
    }
    onProgress?.(name, rows.length);
  }
  if (data.passwordUserIds.length > 0) {
    await db
      .update(schema.users)
      .set({ encrypted_password: passwordHash })
      .where(inArray(schema.users.id, data.passwordUserIds));
  }
}

/** True when the database already holds users (seeding an existing database is skipped by default). */
export async function isSeeded(d1: D1Database): Promise<boolean> {
  // The support line's system user comes with the migrations (0010): it is not data.
  const [row] = await getDb(d1).select({ n: count() }).from(schema.users).where(ne(schema.users.id, SUPPORT_USER_ID));
  return (row?.n ?? 0) > 0;
}
