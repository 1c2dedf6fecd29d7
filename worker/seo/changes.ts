/**
 * Drains `preview_changes` (filled by triggers when a listing or host changes): purges the cached pages of every
 * URL that may show the old preview, and deletes the entity's stored share images so the next view draws a new
 * one. Runs after every mutating API request (waitUntil) and on the housekeeping cron as a backstop.
 */
import { hostSlug, normalizeHostSlug } from "../../domain/host-slug";
import { LISTING_ROUTE, type ListingKind } from "../../domain/vocabulary";
import { deletePreviewChangesThrough, pendingPreviewChanges, previewTargets } from "../db/preview-changes";
import type { Env } from "../env";
import { siteOrigin } from "../site-origin";
import { appShell, pageCacheKey } from "./page";
import { purgeUrls } from "./purge";
import { shareImagePrefix } from "./share-card";

const BATCH = 200;

/** Every route segment that opens a listing kind (spec §2: /tours/{id} is a second form for tours). */
const ROUTES_OF_KIND: Record<ListingKind, string[]> = {
  tour: ["tour", "tours"],
  group_tour: [LISTING_ROUTE.group_tour],
  rental_car: [LISTING_ROUTE.rental_car],
  driver: [LISTING_ROUTE.driver],
};

function listingPaths(kind: ListingKind, id: string, slugs: (string | null)[]): string[] {
  const values = [id, ...slugs].filter((v): v is string => !!v?.trim()).map((v) => v.trim().toLowerCase());
  return ROUTES_OF_KIND[kind].flatMap((route) => values.map((v) => `/${route}/${encodeURIComponent(v)}`));
}

function hostPaths(values: (string | null)[]): string[] {
  return values.filter((v): v is string => !!v?.trim()).map((v) => `/host/${encodeURIComponent(normalizeHostSlug(v))}`);
}

function articlePaths(slug: string | null): string[] {
  return ["/blog", "/blog/showcase", ...(slug ? [`/blog/${encodeURIComponent(slug)}`] : [])];
}

async function deletePrefix(bucket: R2Bucket, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    const keys = page.objects.map((o) => o.key);
    if (keys.length) await bucket.delete(keys);
    deleted += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}

export interface FlushResult {
  changes: number;
  pages: number;
  images: number;
  errors: string[];
}

/** Purges what the pending changes affect (pages under the site's origin, and their share images). */
export async function flushPreviewChanges(env: Env): Promise<FlushResult> {
  const origin = siteOrigin(env);
  const result: FlushResult = { changes: 0, pages: 0, images: 0, errors: [] };
  for (;;) {
    const rows = await pendingPreviewChanges(env.DB, BATCH);
    if (rows.length === 0) return result;

    const hostIds = [...new Set(rows.filter((r) => r.entity === "host").map((r) => r.entity_id))];
    const listingIds = [
      ...new Set(rows.filter((r) => r.entity !== "host" && r.entity !== "article").map((r) => r.entity_id)),
    ];
    const { hosts, listings } = await previewTargets(env.DB, hostIds, listingIds);

    const paths = new Set<string>();
    const prefixes = new Set<string>();
    for (const r of rows) {
      if (r.entity === "article") {
        // Blog articles (worker/db/admin-blog.ts writes the row): the article's page and the lists that show it.
        for (const p of articlePaths(r.slug)) paths.add(p);
        prefixes.add(shareImagePrefix({ kind: "article", id: r.entity_id }));
      } else if (r.entity === "host") {
        for (const p of hostPaths([
          r.entity_id,
          r.slug,
          r.name ? hostSlug({ id: r.entity_id, first_name: r.name }) : null,
        ]))
          paths.add(p);
        prefixes.add(shareImagePrefix({ kind: "host", id: r.entity_id }));
      } else {
        for (const p of listingPaths(r.entity, r.entity_id, [r.slug])) paths.add(p);
        prefixes.add(shareImagePrefix({ kind: "listing", route: LISTING_ROUTE[r.entity], id: r.entity_id }));
      }
    }
    for (const h of hosts) for (const p of hostPaths([hostSlug(h), h.profile_slug])) paths.add(p);
    for (const l of listings) {
      for (const p of listingPaths(l.kind, l.id, [l.slug])) paths.add(p);
      prefixes.add(shareImagePrefix({ kind: "listing", route: LISTING_ROUTE[l.kind], id: l.id }));
    }

    const { version } = await appShell(env, origin);
    const keys = [...paths].map((p) => pageCacheKey(origin, p, version));
    const deleted = await Promise.all(keys.map((k) => caches.default.delete(k)));
    result.pages += deleted.filter(Boolean).length;
    if (env.CF_ZONE_ID && env.CF_PURGE_TOKEN) {
      const purged = await purgeUrls(
        keys.map((k) => k.url),
        { zoneId: env.CF_ZONE_ID, token: env.CF_PURGE_TOKEN },
      );
      result.errors.push(...purged.errors);
    }
    for (const prefix of prefixes) result.images += await deletePrefix(env.MEDIA, prefix);

    const last = rows.at(-1)?.id ?? 0;
    await deletePreviewChangesThrough(env.DB, last);
    result.changes += rows.length;
    if (rows.length < BATCH) return result;
  }
}
