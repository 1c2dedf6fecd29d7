import { type Column, type SQL, sql, type Table } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { LISTING_TABLE, type ListingKind } from "../../domain/vocabulary";
import * as schema from "./schema";

/** Timestamps are ISO-8601 UTC text throughout (worker/db/schema.ts). */
export const nowIso = (now = Date.now()) => new Date(now).toISOString();

export function getDb(d1: D1Database): DrizzleD1Database<typeof schema> {
  return drizzle(d1, { schema });
}

type RawValue<C extends Column> = C["_"]["dataType"] extends "json"
  ? string
  : C["_"]["dataType"] extends "boolean"
    ? number
    : C["_"]["data"];

/**
 * A table's row as raw SQL (`d1.prepare`, allBatch) returns it: JSON columns as text and booleans as 0 or 1, where
 * drizzle's builder returns `$inferSelect` (parsed). Queries that stay raw (unions, FTS, JSON functions) type their
 * rows by picking from this, so a column's type still comes from the schema.
 */
export type RawRow<T extends Table> = {
  [K in keyof T["_"]["columns"]]:
    | RawValue<T["_"]["columns"][K]>
    | (T["_"]["columns"][K]["_"]["notNull"] extends true ? never : null);
};

/** Each listing kind's row as raw SQL returns it (`SELECT l.*` from the kind's table). */
export type RawListingRow = {
  tour: RawRow<typeof schema.tours>;
  group_tour: RawRow<typeof schema.group_tours>;
  rental_car: RawRow<typeof schema.rental_cars>;
  driver: RawRow<typeof schema.drivers>;
};

/** JSON list columns arrive as text from raw SQL; anything unparsable reads as an empty list. */
export function parseJsonList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string" || value === "") return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v) => v !== null).map(String) : [];
  } catch {
    return [];
  }
}

/**
 * Whether a write failed on a unique index (or primary key), optionally one involving `column`. The driver's message
 * is on the error itself for raw statements and on its cause for drizzle's queries (which wrap it).
 */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed|PRIMARY KEY/.test(text) && (!column || text.includes(column));
}

/** The table of a listing kind, for raw SQL (its name is a constant of domain/vocabulary, never input). */
export const listingTable = (kind: ListingKind): SQL => sql.raw(LISTING_TABLE[kind]);

/** A place-name column compared in domain placeKey form (lower case, hyphens as spaces), as the triggers store it. */
export function placeKeySql(column: SQL): SQL {
  return sql`replace(lower(${column}), '-', ' ')`;
}

const dialect = new SQLiteAsyncDialect();

/**
 * A query built with drizzle as a D1 statement, for batches that hold raw statements too (the guards of
 * worker/db/guards.ts, writes with dynamic columns): drizzle's own batch takes only its own queries.
 */
export function statement(d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
}

/**
 * Runs several raw SQL reads in one D1 batch (one round trip) and returns each one's rows. Drizzle's own
 * batch only takes query-builder statements; the home page's unions are raw SQL.
 */
export async function allBatch<T extends unknown[]>(
  d1: D1Database,
  queries: { [K in keyof T]: SQL },
): Promise<{ [K in keyof T]: T[K][] }> {
  const statements = (queries as SQL[]).map((q) => {
    const { sql, params } = dialect.sqlToQuery(q);
    return d1.prepare(sql).bind(...params);
  });
  const results = await d1.batch(statements);
  return results.map((r) => r.results) as { [K in keyof T]: T[K][] };
}
