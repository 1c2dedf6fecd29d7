import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { ORIGIN } from "./helpers";

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
