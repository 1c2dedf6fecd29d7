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

/** Whether the site is a local run's or a test's (its configured origin on a local host); false when unset. */
function isLocalSite(env: Pick<Env, "PUBLIC_ORIGIN">): boolean {
  try {
    return isLocalHost(new URL(siteOrigin(env)).hostname);
  } catch {
    return false;
  }
}

/**
 * What AUTH_IP_LIMIT_FACTOR multiplies the per-IP limits by: the end-to-end server and the load bench set it, as all
 * their browsers come from 127.0.0.1. Only on a local site: a deployment that has it by mistake keeps the limits
 * (1, as it would with the setting unset or not a number above 1).
 */
export function ipLimitFactor(env: Pick<Env, "AUTH_IP_LIMIT_FACTOR" | "PUBLIC_ORIGIN">): number {
  const factor = Number(env.AUTH_IP_LIMIT_FACTOR ?? 1);
  return Number.isFinite(factor) && factor > 1 && isLocalSite(env) ? factor : 1;
}

/**
 * Whether the local tools (/dev/mailbox, /dev/cron) exist: DEV_MAILBOX on, and the site is a local run's. The mailbox
 * shows everyone's sign-in links and codes, so a deployment with a public origin never serves it, even if the setting
 * was left on by mistake (mail then stays in the outbox, sent to nobody).
 */
export function devToolsOn(env: Pick<Env, "DEV_MAILBOX" | "PUBLIC_ORIGIN">): boolean {
  return env.DEV_MAILBOX === "on" && isLocalSite(env);
}
