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

/** Hosts of local runs and tests: this machine, or the reserved `.localhost` and `.test` names (RFC 6761). */
function isLocalHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "127.0.0.1" ||
    hostname === "[::1]" ||
    hostname.endsWith(".localhost") ||
    hostname.endsWith(".test")
  );
}

/**
 * Whether the local tools (/dev/mailbox, /dev/cron) exist: DEV_MAILBOX on, and the site is a local run's. The mailbox
 * shows everyone's sign-in links and codes, so a deployment with a public origin never serves it, even if the setting
 * was left on by mistake (mail then stays in the outbox, sent to nobody).
 */
export function devToolsOn(env: Pick<Env, "DEV_MAILBOX" | "PUBLIC_ORIGIN">): boolean {
  if (env.DEV_MAILBOX !== "on") return false;
  try {
    return isLocalHost(new URL(siteOrigin(env)).hostname);
  } catch {
    return false;
  }
}
