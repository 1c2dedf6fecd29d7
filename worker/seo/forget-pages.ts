/**
 * Drops cached pages by path right away, for pages no trigger tracks (worker/seo/changes.ts handles listings and
 * hosts): a traveler page under a slug its owner just left, which must now answer its 301 (worker/seo/page.ts).
 */
import type { Env } from "../env";
import { appShell, pageCacheKey } from "./page";
import { purgeUrls } from "./purge";

export async function forgetPages(env: Env, origin: string, paths: string[]): Promise<void> {
  const { version } = await appShell(env, origin);
  const keys = paths.map((p) => pageCacheKey(origin, p, version));
  await Promise.all(keys.map((k) => caches.default.delete(k)));
  if (env.CF_ZONE_ID && env.CF_PURGE_TOKEN) {
    const purged = await purgeUrls(
      keys.map((k) => k.url),
      { zoneId: env.CF_ZONE_ID, token: env.CF_PURGE_TOKEN },
    );
    for (const error of purged.errors) console.error(JSON.stringify({ error: "page_purge_failed", detail: error }));
  }
}
