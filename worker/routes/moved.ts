import type { Context } from "hono";
import type { MovedResponse } from "../../domain/api/cards";

/**
 * The answer to a public lookup by an old slug (worker/db/slug-redirects.ts): 301 with the entity's current page
 * path in the body and no Location header, so a browser's fetch hands it to the app, which navigates there
 * (HTML navigations of the old page get a real 301 from worker/seo/page.ts). Cached as briefly as a found answer:
 * someone may take the old slug later.
 */
export function movedJson(c: Context, path: string, cacheControl: string) {
  c.header("Cache-Control", cacheControl);
  return c.json<MovedResponse>({ redirect: path }, 301);
}
