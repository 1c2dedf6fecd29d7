import { type APIResponse, expect, test } from "@playwright/test";
import { siteOrigin } from "./support";

/**
 * Every kind of response the running site sends (wrangler dev: the worker, the asset store and its _headers file)
 * carries the security headers. Hashed build files and the favicon never reach the worker (run_worker_first), so
 * this is where their headers are checked.
 */

const HSTS = "max-age=63072000; includeSubDomains; preload";

function expectSecure(res: APIResponse, what: string, corp: "same-origin" | "cross-origin" = "same-origin") {
  const h = res.headers();
  const csp = h["content-security-policy"] ?? "";
  expect(
    {
      what,
      hsts: h["strict-transport-security"],
      nosniff: h["x-content-type-options"],
      frame: h["x-frame-options"],
      referrer: h["referrer-policy"],
      corp: h["cross-origin-resource-policy"],
      framing: /frame-ancestors 'none'|sandbox/.test(csp),
      noDefault: /default-src '(self|none)'/.test(csp),
    },
    `${what}: ${JSON.stringify(h)}`,
  ).toEqual({
    what,
    hsts: HSTS,
    nosniff: "nosniff",
    frame: "DENY",
    referrer: "strict-origin-when-cross-origin",
    corp,
    framing: true,
    noDefault: true,
  });
}

test.describe("security headers on every kind of response", () => {
  test("pages, API answers, files, photos, share images and refused WebSocket upgrades", async ({ request }) => {
    const home = await request.get("/", { headers: { Accept: "text/html" } });
    expect(home.status()).toBe(200);
    expectSecure(home, "page");
    const html = await home.text();

    const missing = await request.get("/no-such-page", { headers: { Accept: "text/html" } });
    expect(missing.status()).toBe(404);
    expectSecure(missing, "not-found page");

    const config = await request.get("/api/config");
    expect(config.status()).toBe(200);
    expectSecure(config, "API success");

    const unknown = await request.get("/api/no-such-route");
    expect(unknown.status()).toBe(404);
    expectSecure(unknown, "API error (404)");

    const guest = await request.get("/api/me/profile");
    expect(guest.status()).toBe(401);
    expectSecure(guest, "API error (401)");

    const bad = await request.get("/api/listings?sort=sideways");
    expect(bad.status()).toBe(400);
    expectSecure(bad, "API error (400)");

    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    expect(script).not.toBe("");
    const asset = await request.get(script);
    expect(asset.status()).toBe(200);
    expectSecure(asset, "static asset (build file)");
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");

    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expectSecure(favicon, "static asset (favicon)");

    // A listing's photo and share image come from its page's metadata.
    const listings = await request.get("/api/listings?limit=1");
    type Card = { id: string; listing_type: string; slug: string | null };
    const first = ((await listings.json()) as { listings: Card[] }).listings[0];
    expect(first).toBeTruthy();
    const page = await (await request.get(`/${first?.listing_type}/${first?.slug ?? first?.id}`)).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(og).toMatch(/\/og\//);
    const preview = await request.get(new URL(og).pathname + new URL(og).search);
    expect(preview.status()).toBe(200);
    expect(preview.headers()["content-type"]).toBe("image/png");
    expectSecure(preview, "share image", "cross-origin");

    const demo = await request.get("/api/home");
    const photo = JSON.stringify(await demo.json()).match(/\/media\/[^"]+/)?.[0] ?? "";
    expect(photo).not.toBe("");
    const media = await request.get(photo);
    expect(media.status()).toBe(200);
    expectSecure(media, "photo (/media)", "cross-origin");

    const noSession = await request.get("/ws/me", { headers: { Upgrade: "websocket", Origin: siteOrigin() } });
    expect(noSession.status()).toBe(401);
    expectSecure(noSession, "WebSocket refusal (no session)");
  });
});

test.describe("the Content-Security-Policy in use", () => {
  test("browsing, search and a listing break none of it (no eval probes, no inline scripts)", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    await page.goto("/listings");
    const first = page.locator("section[aria-labelledby='results-heading'] article").first();
    await expect(first).toBeVisible();
    await page.getByRole("main").getByRole("searchbox", { name: "Search listings" }).fill("lake");
    await expect(page).toHaveURL(/search=lake/);
    await expect(first).toBeVisible();
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
