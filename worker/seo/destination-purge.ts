import { placeKey } from "../../domain/text";
import type { Env } from "../env";
import { siteOrigin } from "../site-origin";
import { appShell, pageCacheKey } from "./page";
import { purgeUrls } from "./purge";

/**
 * A featured country's picture changed: its pages' cached HTML (whose share metadata names the picture) is dropped
 * here and, with a purge token, in every data center; the next view reads the new one. The home page's share
 * metadata does not name destination pictures, and its data (GET /api/home) is cached by browsers for a minute.
 */
export async function purgeDestinationPages(env: Env, country: string): Promise<void> {
  const origin = siteOrigin(env);
  const { version } = await appShell(env, origin);
  const paths = [`/destinations/${encodeURIComponent(placeKey(country))}`];
  if (placeKey(country) === "kazakhstan") paths.push("/kazakhstan");
  const keys = paths.map((p) => pageCacheKey(origin, p, version));
  await Promise.all(keys.map((k) => caches.default.delete(k)));
  if (env.CF_ZONE_ID && env.CF_PURGE_TOKEN) {
    const { errors } = await purgeUrls(
      keys.map((k) => k.url),
      { zoneId: env.CF_ZONE_ID, token: env.CF_PURGE_TOKEN },
    );
    for (const error of errors) console.error(JSON.stringify({ job: "purgeDestinationPages", country, error }));
  }
}
