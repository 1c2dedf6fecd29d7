import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { ORIGIN } from "./helpers";

// The files Android (App Links) and iOS (universal links) fetch to let the app open the site's links: JSON built
// from configuration, 404 while a platform is not configured.

const CERT_A = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5";
const CERT_B = "FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C";

async function fetchWith(path: string, vars: Record<string, string> = {}, method = "GET") {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { method }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("/.well-known/assetlinks.json", () => {
  it("names the app and its signing certificates, as JSON, cacheable, with the security headers", async () => {
    const res = await fetchWith("/.well-known/assetlinks.json", { ANDROID_CERT_SHA256: `${CERT_A}, ${CERT_B}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(await res.json()).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: "travel.untrodden.app",
          sha256_cert_fingerprints: [CERT_A, CERT_B],
        },
      },
    ]);
  });

  it("writes fingerprints the way Android compares them, and leaves out (and logs) a malformed one", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith("/.well-known/assetlinks.json", {
      ANDROID_CERT_SHA256: `${CERT_A.toLowerCase()},not-a-fingerprint,${CERT_A}`,
    });
    const [statement] = (await res.json()) as [{ target: { sha256_cert_fingerprints: string[] } }];
    expect(statement.target.sha256_cert_fingerprints).toEqual([CERT_A]);
    expect(log.mock.calls.flat().join(" ")).toContain("ANDROID_CERT_SHA256");
    log.mockRestore();
  });

  it("is not there while no certificate is configured", async () => {
    const unconfigured: Record<string, string>[] = [{}, { ANDROID_CERT_SHA256: "" }, { ANDROID_CERT_SHA256: "AB:CD" }];
    for (const vars of unconfigured) {
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      const res = await fetchWith("/.well-known/assetlinks.json", vars);
      log.mockRestore();
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });
});

describe("/.well-known/apple-app-site-association", () => {
  it("names the app and the paths it opens, as JSON without a file extension, cacheable", async () => {
    const res = await fetchWith("/.well-known/apple-app-site-association", { APPLE_TEAM_ID: "ABCDE12345" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ["ABCDE12345.travel.untrodden.app"],
            components: [
              { "/": "/auth/callback" },
              { "/": "/chat" },
              { "/": "/chat/*" },
              { "/": "/traveler/*" },
              { "/": "/travelers" },
            ],
          },
        ],
      },
    });
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await fetchWith("/.well-known/apple-app-site-association", { APPLE_TEAM_ID: "ABCDE12345" }, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe("");
  });

  it("is not there (not the app's page either) while no team is configured", async () => {
    const unconfigured: Record<string, string>[] = [{}, { APPLE_TEAM_ID: "" }, { APPLE_TEAM_ID: "team id!" }];
    for (const vars of unconfigured) {
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      const res = await fetchWith("/.well-known/apple-app-site-association", vars);
      log.mockRestore();
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });
});
