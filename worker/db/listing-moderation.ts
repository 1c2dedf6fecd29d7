/**
 * What admins do to someone's listing (issue 19 item 4; docs/decisions/031-admin-listings.md), kept in
 * `listing_moderation` (one row per listing an admin touched): unpublishing it with a reason (the listing goes back
 * to a draft, as when its host unpublishes it; the reason stays on the row until the host publishes again) and
 * featuring it on the home page. Each action is one D1 batch: guards that the listing is still in the state the
 * action expects (worker/db/guards.ts), the change, its audit row and, for an unpublish, the host's notices. The
 * catalog and share-preview triggers follow the listing's status by themselves.
 */
import { type SQL, sql } from "drizzle-orm";
import { FEATURED_LISTINGS_MAX } from "../../domain/api/admin-listings";
import { done, type Outcome, refused } from "../../domain/outcome";
import { LISTING_TABLE, type ListingKind } from "../../domain/vocabulary";
import { auditStatement } from "./audit";
import { nowIso } from "./client";
import { guardFailure, guardHit } from "./guards";

export type ModerationRefusal = "not_published" | "not_visible" | "already_featured" | "not_featured" | "featured_full";

const REFUSALS: readonly ModerationRefusal[] = [
  "not_published",
  "not_visible",
  "already_featured",
  "not_featured",
  "featured_full",
];

async function run(d1: D1Database, statements: D1PreparedStatement[]): Promise<Outcome<void, ModerationRefusal>> {
  try {
    await d1.batch(statements);
    return done();
  } catch (err) {
    const hit = guardHit(err);
    if (hit && (REFUSALS as readonly string[]).includes(hit.reason)) return refused(hit.reason as ModerationRefusal);
    throw err;
  }
}

/**
 * Unpublishes a published listing for `reason`: a draft again (what the host's own unpublish leaves), the reason
 * and who gave it on its moderation row (no longer featured), the audit row and `notices` (the host told), in one
 * batch; refused (not_published) when it is not published when the batch runs.
 */
export function unpublishListing(
  d1: D1Database,
  kind: ListingKind,
  id: string,
  by: { adminId: string; reason: string; title: string; notices: D1PreparedStatement[] },
): Promise<Outcome<void, ModerationRefusal>> {
  const table = LISTING_TABLE[kind];
  const now = nowIso();
  return run(d1, [
    d1
      .prepare(
        `SELECT ${guardFailure("not_published", "coalesce(s.status, 'deleted')")}
           FROM (SELECT (SELECT status FROM ${table} WHERE id = ?1) AS status) s
          WHERE coalesce(s.status, '') <> 'published'`,
      )
      .bind(id),
    d1
      .prepare(`UPDATE ${table} SET status = 'draft', updated_at = ?2 WHERE id = ?1 AND status = 'published'`)
      .bind(id, now),
    d1
      .prepare(
        `INSERT INTO listing_moderation (listing_id, listing_type, unpublished_at, unpublished_by, unpublish_reason, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?3)
         ON CONFLICT (listing_id) DO UPDATE SET unpublished_at = excluded.unpublished_at,
           unpublished_by = excluded.unpublished_by, unpublish_reason = excluded.unpublish_reason,
           featured_at = NULL, featured_by = NULL, updated_at = excluded.updated_at`,
      )
      .bind(id, table, now, by.adminId, by.reason),
    auditStatement(d1, {
      actorId: by.adminId,
      action: "listing_unpublished_by_admin",
      entityType: kind,
      entityId: id,
      details: { reason: by.reason, title: by.title },
    }),
    ...by.notices,
  ]);
}

/**
 * Features a visible listing on the home page, at most FEATURED_LISTINGS_MAX visible ones at once; refused when it
 * is not visible, already featured, or the home page is full when the batch runs.
 */
export function featureListing(
  d1: D1Database,
  kind: ListingKind,
  id: string,
  adminId: string,
): Promise<Outcome<void, ModerationRefusal>> {
  const now = nowIso();
  return run(d1, [
    d1
      .prepare(
        `SELECT ${guardFailure("not_visible", "?1")}
          WHERE NOT EXISTS (SELECT 1 FROM listing_catalog WHERE listing_id = ?1 AND visible = 1)`,
      )
      .bind(id),
    d1
      .prepare(
        `SELECT ${guardFailure("already_featured", "listing_id")} FROM listing_moderation
          WHERE listing_id = ?1 AND featured_at IS NOT NULL`,
      )
      .bind(id),
    d1
      .prepare(
        `SELECT ${guardFailure("featured_full", "n")} FROM (
           SELECT count(*) AS n FROM listing_moderation m JOIN listing_catalog c ON c.listing_id = m.listing_id
            WHERE m.featured_at IS NOT NULL AND c.visible = 1) WHERE n >= ?1`,
      )
      .bind(FEATURED_LISTINGS_MAX),
    d1
      .prepare(
        `INSERT INTO listing_moderation (listing_id, listing_type, featured_at, featured_by, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?3)
         ON CONFLICT (listing_id) DO UPDATE SET featured_at = excluded.featured_at,
           featured_by = excluded.featured_by, updated_at = excluded.updated_at`,
      )
      .bind(id, LISTING_TABLE[kind], now, adminId),
    auditStatement(d1, { actorId: adminId, action: "listing_featured", entityType: kind, entityId: id }),
  ]);
}

/** Takes a featured listing off the home page; refused (not_featured) when it is not featured. */
export function unfeatureListing(
  d1: D1Database,
  kind: ListingKind,
  id: string,
  adminId: string,
): Promise<Outcome<void, ModerationRefusal>> {
  return run(d1, [
    d1
      .prepare(
        `SELECT ${guardFailure("not_featured", "?1")}
          WHERE NOT EXISTS (SELECT 1 FROM listing_moderation WHERE listing_id = ?1 AND featured_at IS NOT NULL)`,
      )
      .bind(id),
    d1
      .prepare(
        "UPDATE listing_moderation SET featured_at = NULL, featured_by = NULL, updated_at = ?2 WHERE listing_id = ?1",
      )
      .bind(id, nowIso()),
    auditStatement(d1, { actorId: adminId, action: "listing_unfeatured", entityType: kind, entityId: id }),
  ]);
}

/**
 * For the batch that publishes a listing: an admin's unpublish is settled once its host publishes it again, so the
 * reason leaves their /manage-listings card.
 */
export function clearAdminUnpublish(d1: D1Database, id: string): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE listing_moderation SET unpublished_at = NULL, unpublished_by = NULL, unpublish_reason = NULL,
         updated_at = ?2 WHERE listing_id = ?1 AND unpublished_at IS NOT NULL`,
    )
    .bind(id, nowIso());
}

/** The home page's featured listings, newest featured first, as a catalog page for cardsSql (only visible ones). */
export function featuredPageSql(limit: number): SQL {
  return sql`SELECT c.key, c.kind, c.price, m.featured_at AS sv FROM listing_moderation m
    JOIN listing_catalog c ON c.listing_id = m.listing_id
    WHERE m.featured_at IS NOT NULL AND c.visible = 1 ORDER BY m.featured_at DESC, c.key DESC LIMIT ${limit}`;
}

/** A catalog condition (over `c`) that leaves featured listings out (they lead the home page's row already). */
export const notFeaturedSql = sql`c.listing_id NOT IN (SELECT listing_id FROM listing_moderation WHERE featured_at IS NOT NULL)`;
