/**
 * Old links keep working (table slug_redirects): a changed profile or listing slug is kept, pointing at its entity,
 * so /host/{old}, /traveler/{old} and /{listing route}/{old} lead to the current page (the API answers 301 with
 * `{ redirect: "<current path>" }`, HTML navigations a real 301). Rows point at the entity, not at the new slug, so
 * a chain old → mid → new always lands on the current slug.
 *
 * Writes happen in the same transaction as the slug change, by triggers (migrations/0008_slug_redirect_triggers.sql),
 * so no write path can forget: a changed slug is kept; a slug an entity takes drops any redirect of it (a live slug
 * always wins); a deleted listing's rows go, and so do a person's when account erasure clears their slug.
 * `forgetAccountSlugs` also drops the old slugs of an erased person's listings (they are archived, not deleted).
 */
import { type SQL, sql } from "drizzle-orm";
import { isUuid } from "../../domain/listing-slug";
import { LISTING_ROUTE, LISTING_TABLE, type ListingKind } from "../../domain/vocabulary";
import { allBatch, listingTable } from "./client";

export type RedirectKind = "profile" | ListingKind;

/** The old slugs of a person and of all their listings (the account is being erased). */
export function forgetAccountSlugs(d1: D1Database, userId: string): D1PreparedStatement {
  const listings = Object.values(LISTING_TABLE)
    .map((t) => `SELECT id FROM ${t} WHERE host_id IN (SELECT id FROM hosts WHERE user_id = ?1)`)
    .join(" UNION ALL ");
  return d1
    .prepare(
      `DELETE FROM slug_redirects
        WHERE (kind = 'profile' AND entity_id = ?1) OR (kind <> 'profile' AND entity_id IN (${listings}))`,
    )
    .bind(userId);
}

// ───────────────────────────── reads ─────────────────────────────

/** Only slugs can have moved: ids are permanent, and anything else is not a slug we ever stored. */
function oldSlugOf(value: string): string | null {
  const s = value.trim().toLowerCase();
  return s && !isUuid(s) && s.length <= 120 ? s : null;
}

async function first<T>(d1: D1Database, query: SQL): Promise<T | null> {
  const [rows] = await allBatch<[T]>(d1, [query]);
  return rows[0] ?? null;
}

/**
 * /host/{old}: the path of the approved host an old slug now belongs to, or null. Only asked after the live lookup
 * missed; the NOT EXISTS keeps a live slug winning even if a row was left behind.
 */
export async function movedHostPath(d1: D1Database, value: string): Promise<string | null> {
  const old = oldSlugOf(value);
  if (!old) return null;
  const row = await first<{ slug: string }>(
    d1,
    sql`SELECT coalesce(h.profile_slug, h.id) AS slug FROM slug_redirects r
      JOIN hosts h ON h.user_id = r.entity_id AND h.status = 'approved'
      JOIN users u ON u.id = h.user_id AND u.deleted_at IS NULL
      WHERE r.kind = 'profile' AND r.old_slug = ${old}
        AND NOT EXISTS (SELECT 1 FROM hosts WHERE profile_slug = ${old})
        AND NOT EXISTS (SELECT 1 FROM profiles WHERE profile_slug = ${old})`,
  );
  return row && row.slug !== old ? `/host/${encodeURIComponent(row.slug)}` : null;
}

/** /traveler/{old}: the path of the traveler an old slug now belongs to, or null. */
export async function movedTravelerPath(d1: D1Database, value: string): Promise<string | null> {
  const old = oldSlugOf(value);
  if (!old) return null;
  const row = await first<{ slug: string }>(
    d1,
    sql`SELECT coalesce(p.profile_slug, p.user_id) AS slug FROM slug_redirects r
      JOIN profiles p ON p.user_id = r.entity_id AND p.user_type = 'traveler'
      JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
      WHERE r.kind = 'profile' AND r.old_slug = ${old}
        AND NOT EXISTS (SELECT 1 FROM profiles WHERE profile_slug = ${old})`,
  );
  return row && row.slug !== old ? `/traveler/${encodeURIComponent(row.slug)}` : null;
}

/**
 * /{route}/{old}: the path of the listing an old slug of this kind now belongs to, or null. Public listings only
 * (published, approved host); `viewerId` (its owner) and admins are also led to their unpublished one.
 */
export async function movedListingPath(
  d1: D1Database,
  kind: ListingKind,
  value: string,
  viewer: { userId: string | null; isAdmin: boolean } = { userId: null, isAdmin: false },
): Promise<string | null> {
  const old = oldSlugOf(value);
  if (!old) return null;
  const table = listingTable(kind);
  const visible = viewer.isAdmin
    ? sql`1`
    : sql`((l.status = 'published' AND h.status = 'approved') OR h.user_id = ${viewer.userId ?? ""})`;
  const row = await first<{ id: string; slug: string | null }>(
    d1,
    sql`SELECT l.id, l.slug FROM slug_redirects r JOIN ${table} l ON l.id = r.entity_id
      JOIN hosts h ON h.id = l.host_id
      WHERE r.kind = ${kind} AND r.old_slug = ${old} AND ${visible}
        AND NOT EXISTS (SELECT 1 FROM ${table} WHERE slug = ${old})`,
  );
  if (!row || row.slug === old) return null;
  return `/${LISTING_ROUTE[kind]}/${encodeURIComponent(row.slug || row.id)}`;
}
