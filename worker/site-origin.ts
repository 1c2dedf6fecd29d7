import type { Env } from "./env";

/**
 * The origin absolute links are built from (share metadata, the sitemap, robots.txt): PUBLIC_ORIGIN when it is
 * set and parses as a URL (only its origin is kept), else the origin the request arrived at. No trailing slash.
 */
export function siteOrigin(env: Pick<Env, "PUBLIC_ORIGIN">, requestUrl: string): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured && URL.canParse(configured)) {
    const origin = new URL(configured).origin;
    if (origin !== "null") return origin;
  }
  return new URL(requestUrl).origin;
}
