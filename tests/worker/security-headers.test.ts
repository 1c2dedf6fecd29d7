import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { APP_START_CSP } from "../../domain/app-start-script";
import { THEME_INIT_CSP } from "../../domain/theme-init";
import { app } from "../../worker/app";
import { get, ORIGIN, seedSmall } from "./helpers";
import { person } from "./people";

async function headersWith(vars: Record<string, string>) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}/api/config`), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res.headers;
}

const directive = (csp: string | null, name: string) =>
  csp
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

describe("the content security policy and sign-in providers", () => {
  it("allows no third-party script while no provider is configured", async () => {
    const headers = await headersWith({});
    expect(directive(headers.get("content-security-policy"), "script-src")).toBe(
      `script-src 'self' ${THEME_INIT_CSP} ${APP_START_CSP}`,
    );
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("allows exactly Google's sign-in script and frames when Google is configured", async () => {
    const headers = await headersWith({ GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com" });
    const csp = headers.get("content-security-policy");
    expect(directive(csp, "script-src")).toBe(
      `script-src 'self' ${THEME_INIT_CSP} ${APP_START_CSP} https://accounts.google.com/gsi/client`,
    );
    expect(directive(csp, "frame-src")).toContain("https://accounts.google.com/gsi/");
    expect(directive(csp, "script-src")).not.toContain("apple");
  });

  it("allows Apple's script and pop-up when Apple is configured", async () => {
    const headers = await headersWith({ APPLE_CLIENT_ID: "travel.untrodden.web" });
    expect(directive(headers.get("content-security-policy"), "script-src")).toBe(
      `script-src 'self' ${THEME_INIT_CSP} ${APP_START_CSP} https://appleid.cdn-apple.com`,
    );
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });
});

describe("routes' own headers win (overwrite: false), never weaker than the defaults", () => {
  const strict = (h: Headers) => ({
    frameAncestors: directive(h.get("content-security-policy"), "frame-ancestors"),
    xfo: h.get("x-frame-options"),
    nosniff: h.get("x-content-type-options"),
    hsts: h.get("strict-transport-security"),
  });
  const expected = {
    frameAncestors: "frame-ancestors 'none'",
    xfo: "DENY",
    nosniff: "nosniff",
    hsts: "max-age=63072000; includeSubDomains; preload",
  };

  it("keeps the full policy on HTML pages (found and not found), API errors and static files", async () => {
    for (const path of ["/", "/become-host", "/no-such-page", "/api/no-such-route", "/favicon.svg"]) {
      const res = await get(path, { headers: { Accept: "text/html" } });
      await res.arrayBuffer();
      expect({ path, ...strict(res.headers) }).toEqual({ path, ...expected });
      expect({ path, corp: res.headers.get("cross-origin-resource-policy") }).toEqual({ path, corp: "same-origin" });
    }
  });

  it("serves an uploaded photo with its own sandbox policy plus the other defaults", async () => {
    const key = `p/${"b".repeat(64)}.png`;
    await env.MEDIA.put(key, new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: "image/png" } });
    const res = await get(`/media/${key}`);
    await res.arrayBuffer();
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBe(expected.hsts);
  });
});

describe("every kind of response the worker answers", () => {
  let shareImage = "";
  beforeAll(async () => {
    await seedSmall();
    const { listings } = await (await get("/api/listings?limit=1")).json<{
      listings: { id: string; listing_type: string }[];
    }>();
    shareImage = `/og/${listings[0]?.listing_type}/${listings[0]?.id}.png`;
  });

  const secure = (h: Headers) => ({
    hsts: h.get("strict-transport-security"),
    nosniff: h.get("x-content-type-options"),
    xfo: h.get("x-frame-options"),
    referrer: h.get("referrer-policy"),
    framing: /frame-ancestors 'none'|sandbox/.test(h.get("content-security-policy") ?? ""),
  });
  const expected = {
    hsts: "max-age=63072000; includeSubDomains; preload",
    nosniff: "nosniff",
    xfo: "DENY",
    referrer: "strict-origin-when-cross-origin",
    framing: true,
  };

  it("pages, API answers and refusals, auth, redirects, share images, sitemap and refused WebSocket upgrades", async () => {
    const site = { Origin: ORIGIN };
    const kinds: [string, string, RequestInit, number][] = [
      ["page", "/", { headers: { Accept: "text/html" } }, 200],
      ["not-found page", "/no-such-page", { headers: { Accept: "text/html" } }, 404],
      ["API success", "/api/config", {}, 200],
      ["API 404", "/api/no-such-route", {}, 404],
      ["API 401", "/api/me/profile", {}, 401],
      ["API 400", "/api/listings?sort=sideways", {}, 400],
      [
        "body too large",
        "/auth/v1/signup",
        { method: "POST", headers: { ...site, "Content-Type": "application/json" }, body: "x".repeat(70_000) },
        413,
      ],
      ["auth error", "/auth/v1/user", {}, 401],
      ["old listing path", "/api/listings/tours", {}, 308],
      ["share image", shareImage, {}, 200],
      ["sitemap", "/sitemap.xml", {}, 200],
      ["WebSocket, no session", "/ws/me", { headers: { Upgrade: "websocket", ...site } }, 401],
      ["WebSocket, not a WebSocket", "/ws/me", { headers: site }, 401],
    ];
    for (const [what, path, init, status] of kinds) {
      const res = await get(path, init);
      await res.arrayBuffer();
      expect({ what, status: res.status, ...secure(res.headers) }).toEqual({ what, status, ...expected });
    }
  });
});

describe("no shared cache keeps a private answer (ASVS 8.2.1)", () => {
  it("a signed-in person's API answers, and refusals, say private, no-store unless the route chose public caching", async () => {
    const traveler = await person("traveler");
    for (const path of ["/api/me/profile", "/api/notifications", "/api/conversations", "/api/me/export"]) {
      const res = await traveler.fetch(path);
      await res.arrayBuffer();
      expect({ path, status: res.status, cache: res.headers.get("cache-control") }).toEqual({
        path,
        status: 200,
        cache: "private, no-store",
      });
    }
    for (const [path, status] of [
      ["/api/me/profile", 401],
      ["/api/admin/travelers", 401],
      ["/api/no-such-route", 404],
    ] as const) {
      const res = await get(path);
      await res.arrayBuffer();
      expect({ path, status: res.status, cache: res.headers.get("cache-control") }).toEqual({
        path,
        status,
        cache: "private, no-store",
      });
    }
  });

  it("keeps a public route's own caching (the same answer for everyone)", async () => {
    const res = await get("/api/config");
    await res.arrayBuffer();
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
