/**
 * The queue of share previews to purge (`preview_changes`, filled by triggers when a listing or host changes) and
 * what a purge needs to know about the entities in it. Drained by worker/seo/changes.ts.
 */
import { asc, lte, sql } from "drizzle-orm";
import { LISTING_KINDS, type ListingKind } from "../../domain/vocabulary";
import { allBatch, getDb, listingTable, type RawListingRow, type RawRow } from "./client";
import { type hosts, preview_changes, type profiles } from "./schema";

/** The oldest `limit` changes not purged yet. */
export function pendingPreviewChanges(d1: D1Database, limit: number) {
  return getDb(d1)
    .select({
      id: preview_changes.id,
      entity: preview_changes.entity,
      entity_id: preview_changes.entity_id,
      slug: preview_changes.slug,
      name: preview_changes.name,
    })
    .from(preview_changes)
    .orderBy(asc(preview_changes.id))
    .limit(limit);
}

export interface PreviewTargets {
  /** The changed hosts as they are now: their live slug and first name. */
  hosts: (Pick<RawRow<typeof hosts>, "id" | "profile_slug"> & Pick<RawRow<typeof profiles>, "first_name">)[];
  /** The changed listings, and every listing of a changed host (a host's change shows in each of their previews). */
  listings: (Pick<RawListingRow[ListingKind], "id" | "slug"> & { kind: ListingKind })[];
}

/** What the pages of these hosts and listings are called now, in one round trip. */
export async function previewTargets(d1: D1Database, hostIds: string[], listingIds: string[]): Promise<PreviewTargets> {
  const hostList = JSON.stringify(hostIds);
  const listingList = JSON.stringify(listingIds);
  const of = (kind: ListingKind) =>
    sql`SELECT ${kind} AS kind, id, slug FROM ${listingTable(kind)}
      WHERE id IN (SELECT value FROM json_each(${listingList})) OR host_id IN (SELECT value FROM json_each(${hostList}))`;
  const [hosts, listings] = await allBatch<[PreviewTargets["hosts"][number], PreviewTargets["listings"][number]]>(d1, [
    sql`SELECT h.id, h.profile_slug, p.first_name FROM hosts h LEFT JOIN profiles p ON p.user_id = h.user_id
      WHERE h.id IN (SELECT value FROM json_each(${hostList}))`,
    sql.join(LISTING_KINDS.map(of), sql` UNION ALL `),
  ]);
  return { hosts, listings };
}

/** Forgets the changes up to and including `lastId` once they are purged. */
export async function deletePreviewChangesThrough(d1: D1Database, lastId: number): Promise<void> {
  await getDb(d1).delete(preview_changes).where(lte(preview_changes.id, lastId));
}
