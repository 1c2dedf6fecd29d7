import type { Env } from "./env";

/** The deployment left PUBLIC_ORIGIN unset or unparsable: no absolute link can be built safely. */
export class OriginConfigError extends Error {}

/**
 * The one origin every absolute URL is built from (e-mailed links, share metadata, canonical links, the sitemap,
 * robots.txt, token issuers): PUBLIC_ORIGIN, always configured (wrangler.toml for the deployment; `npm start`, the
 * end-to-end server and the tests set their own). Never the request's Host: a request for another host must not be
 * able to put its domain into a password-reset link.
 */
export function siteOrigin(env: Pick<Env, "PUBLIC_ORIGIN">): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured && URL.canParse(configured)) {
    const origin = new URL(configured).origin;
    if (origin !== "null") return origin;
  }
  throw new OriginConfigError("PUBLIC_ORIGIN must be set to the site's origin, e.g. https://untrodden.travel");
}
