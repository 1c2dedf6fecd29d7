import { describe, expect, it } from "vitest";
import { APP_START_CSP } from "../../domain/app-start-script";
import { THEME_INIT_CSP } from "../../domain/theme-init";
import { type ErrorBody, get } from "./helpers";

describe("API errors and secure defaults", () => {
  it.each(["/api/no-such-thing", "/api/home/extra", "/api"])("answers unknown %s with a JSON 404", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it("answers a write to a read-only API path with a JSON 404", async () => {
    const res = await get("/api/home", { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
    expect((await res.json<ErrorBody>()).error.code).toBe("not_found");
  });

  it("sends secure headers and a request id on API responses", async () => {
    const res = await get("/api/config");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline' 'self'; script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves the app's index.html with secure headers for any page route, 404 for a path the app does not have", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/hosts?location=Almaty", 200],
      ["/some/deep/link", 404],
    ] as const) {
      const res = await get(path, { headers: { Accept: "text/html" } });
      expect(res.status, path).toBe(status);
      expect(await res.text()).toMatch(/<div id="root"[ >]/);
      const scriptSrc = res.headers
        .get("content-security-policy")
        ?.split(";")
        .find((d) => d.trim().startsWith("script-src"));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' ${THEME_INIT_CSP} ${APP_START_CSP}`);
    }
  });

  it("serves non-page files from the asset store with secure headers", async () => {
    const res = await get("/theme-init.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toContain('localStorage.getItem("theme")');
  });

  it("serves robots.txt as text that keeps crawlers out of private areas", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    for (const path of ["/api/", "/admin", "/chat", "/dashboard"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).not.toContain("<html");
  });

  it("reports the map tile source from configuration", async () => {
    const res = await get("/api/config");
    expect(await res.json()).toEqual({ mapTileUrl: null, googleClientId: null, appleClientId: null });
  });
});
