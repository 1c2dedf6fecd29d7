/** Listing slugs: an explicit one checked free in its kind, or one made from the title with -2, -3… when taken. */
import { sql } from "drizzle-orm";
import { type ListingRefusal, slugBaseOfTitle } from "../../domain/listing-rules";
import { done, type Outcome, refused } from "../../domain/outcome";
import type { ListingKind } from "../../domain/vocabulary";
import { allBatch, listingTable } from "./client";

async function slugTaken(d1: D1Database, kind: ListingKind, slug: string, exceptId: string | null) {
  const [rows] = await allBatch<[{ found: number }]>(d1, [
    sql`SELECT 1 AS found FROM ${listingTable(kind)} WHERE slug = ${slug} AND id <> ${exceptId ?? ""} LIMIT 1`,
  ]);
  return rows.length > 0;
}

/** base, else base-2, base-3…: the first not used by another listing of the kind. */
async function freeSlug(d1: D1Database, kind: ListingKind, base: string, exceptId: string | null): Promise<string> {
  const [rows] = await allBatch<[{ slug: string }]>(d1, [
    sql`SELECT slug FROM ${listingTable(kind)}
      WHERE (slug = ${base} OR substr(slug, 1, ${base.length + 1}) = ${`${base}-`}) AND id <> ${exceptId ?? ""}`,
  ]);
  const used = new Set(rows.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slug to store: an explicit one must be free in the kind (refused: slug_taken); none given means one from
 * the title with -2, -3… when taken (null when the title has no usable letters: the path then uses the id).
 */
export async function resolveSlug(
  d1: D1Database,
  kind: ListingKind,
  explicit: string | null | undefined,
  title: string,
  exceptId: string | null,
): Promise<Outcome<string | null, ListingRefusal>> {
  if (explicit) {
    return (await slugTaken(d1, kind, explicit, exceptId))
      ? refused({ reason: "slug_taken", slug: explicit })
      : done(explicit);
  }
  const base = slugBaseOfTitle(title);
  return done(base ? await freeSlug(d1, kind, base, exceptId) : null);
}
