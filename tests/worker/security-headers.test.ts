import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { get, ORIGIN } from "./helpers";

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
    expect(directive(headers.get("content-security-policy"), "script-src")).toBe("script-src 'self'");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("allows exactly Google's sign-in script and frames when Google is configured", async () => {
    const headers = await headersWith({ GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com" });
    const csp = headers.get("content-security-policy");
    expect(directive(csp, "script-src")).toBe("script-src 'self' https://accounts.google.com/gsi/client");
    expect(directive(csp, "frame-src")).toContain("https://accounts.google.com/gsi/");
    expect(directive(csp, "script-src")).not.toContain("apple");
  });

  it("allows Apple's script and pop-up when Apple is configured", async () => {
    const headers = await headersWith({ APPLE_CLIENT_ID: "travel.untrodden.web" });
    expect(directive(headers.get("content-security-policy"), "script-src")).toBe(
      "script-src 'self' https://appleid.cdn-apple.com",
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
