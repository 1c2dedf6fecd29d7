import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import type { AppBindings } from "../../worker/env";
import { ORIGIN } from "./helpers";

// Every /api route must declare who may call it with allow() (worker/middleware/auth.ts). This walks the routes the
// app registers, so a route added later without a rule fails here.

/** The /api endpoints (method and path pattern) the app registers: middleware and the 404 catch-all excluded. */
function apiEndpoints(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) {
    if (!r.path.startsWith("/api/") || r.method === "ALL" || r.path.endsWith("*")) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

/** A concrete path for a pattern: each parameter becomes a plausible value. */
function concrete(path: string): string {
  return path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_m, name: string) => (name === "type" ? "tour" : "x"));
}

/** Calls the app with a recorder around it that sees the access rule the route declared (the context's `access`). */
async function callAsGuest(method: string, path: string) {
  let access: string | undefined;
  const probe = new Hono<AppBindings>();
  probe.use("*", async (c, next) => {
    await next();
    access = c.get("access");
  });
  probe.route("/", app);
  const ctx = createExecutionContext();
  const init: RequestInit = { method };
  if (method !== "GET" && method !== "HEAD") {
    init.headers = { "Content-Type": "application/json" };
    init.body = "{}";
  }
  const res = await probe.request(`${ORIGIN}${concrete(path)}`, init, env, ctx);
  await waitOnExecutionContext(ctx);
  return { res, access };
}

describe("access rules on /api", () => {
  const endpoints = apiEndpoints();

  it("finds the API's routes, the account routes among them", () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/home",
        "GET /api/listings",
        "GET /api/hosts/:slug",
        "GET /api/travelers/:idOrSlug",
        "GET /api/me/profile",
        "PATCH /api/me/profile",
        "POST /api/me/host-application",
        "POST /api/me/activity",
        "GET /api/me/export",
        "DELETE /api/me",
      ]),
    );
  });

  it.each(endpoints.map((e) => [e.method, e.path] as const))("%s %s declares who may call it", async (method, path) => {
    const { res, access } = await callAsGuest(method, path);
    const body = await res.text();
    expect(body).not.toContain("route_without_access_rule");
    expect(res.status).toBeLessThan(500);
    expect(["public", "signed-in", "admin"]).toContain(access);
    // A guest is turned away from anything that is not public, before any validation.
    if (access !== "public") expect(res.status).toBe(401);
  });

  it("a route without a rule answers 500, so the walk above would catch it", async () => {
    const bare = new Hono<AppBindings>();
    bare.use("/api/*", (await import("../../worker/middleware/auth")).requireAccessRule);
    bare.get("/api/forgotten", (c) => c.json({ secret: true }));
    const res = await bare.request(`${ORIGIN}/api/forgotten`, {}, env, createExecutionContext());
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("route_without_access_rule");
  });
});
