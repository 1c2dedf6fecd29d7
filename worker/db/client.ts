import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = DrizzleD1Database<typeof schema>;

export function getDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}

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
