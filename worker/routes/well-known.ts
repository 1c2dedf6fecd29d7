/**
 * The files that let the native app open the site's links itself (spec §1/§2 deep links; decision 033):
 * Android App Links (`/.well-known/assetlinks.json`) and iOS universal links (`/.well-known/apple-app-site-
 * association`, no extension), both JSON, built from configuration: ANDROID_CERT_SHA256 (the signing certificates'
 * SHA-256 fingerprints, comma-separated) and APPLE_TEAM_ID, with the app id from BRAND. Each answers 404 while its
 * platform is not configured. Plain routes (not the API: no contract, no CORS, no session).
 */
import { Hono } from "hono";
import { BRAND } from "../../domain/brand";
import { VERIFIED_LINK_PATHS } from "../../domain/deep-links";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";

/** An hour: the platforms fetch these on install and update; a change of certificate shows within that. */
const CACHE_CONTROL = "public, max-age=3600";

const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
const TEAM_ID = /^[A-Z0-9]{10}$/;

/** The configured fingerprints in the form Android compares (upper-case hex pairs); malformed ones are logged. */
export function androidFingerprints(raw: string | undefined): string[] {
  const out: string[] = [];
  for (const part of (raw ?? "").split(",")) {
    const value = part.trim().toUpperCase();
    if (!value) continue;
    if (FINGERPRINT.test(value)) out.push(value);
    else console.error(JSON.stringify({ event: "bad_config", name: "ANDROID_CERT_SHA256", value: part.trim() }));
  }
  return [...new Set(out)];
}

export function appleTeamId(raw: string | undefined): string | null {
  const value = (raw ?? "").trim();
  if (!value) return null;
  if (TEAM_ID.test(value)) return value;
  console.error(JSON.stringify({ event: "bad_config", name: "APPLE_TEAM_ID", value }));
  return null;
}

/** iOS's path patterns for the verified link paths ("*" matches any characters). */
const appleComponents = () => VERIFIED_LINK_PATHS.map(({ path, prefix }) => ({ "/": prefix ? `${path}*` : path }));

export const wellKnownRoutes = new Hono<AppBindings>()
  .get("/assetlinks.json", (c) => {
    const fingerprints = androidFingerprints(c.env.ANDROID_CERT_SHA256);
    if (fingerprints.length === 0) return errorJson(c, 404, "not_found", "Android app links are not configured");
    c.header("Cache-Control", CACHE_CONTROL);
    return c.json([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: { namespace: "android_app", package_name: BRAND.appId, sha256_cert_fingerprints: fingerprints },
      },
    ]);
  })
  .get("/apple-app-site-association", (c) => {
    const team = appleTeamId(c.env.APPLE_TEAM_ID);
    if (!team) return errorJson(c, 404, "not_found", "iOS universal links are not configured");
    c.header("Cache-Control", CACHE_CONTROL);
    return c.json({ applinks: { details: [{ appIDs: [`${team}.${BRAND.appId}`], components: appleComponents() }] } });
  });
