import { expect, type Locator, type Page, test } from "@playwright/test";

const TOUR_SLUG = "charyn-canyon-and-the-kolsai-lakes";
const TOUR_TITLE = "Charyn Canyon and the Kolsai Lakes";

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute("content");

test.describe("server-rendered metadata and the app", () => {
  test("a listing page arrives with its own metadata, boots, and navigates client-side", async ({ page }) => {
    const response = await page.goto(`/tour/${TOUR_SLUG}`);
    expect(response?.status()).toBe(200);
    // What a crawler reads is in the document the server sent.
    const served = await response?.text();
    expect(served).toContain(`<meta property="og:title" content="${TOUR_TITLE}"`);
    expect(await meta(page, "og:title")).toBe(TOUR_TITLE);
    expect(await meta(page, "og:image")).toMatch(/\/og\/tour\/[0-9a-f-]{36}\.png\?v=/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TOUR_TITLE);
    await expect(page).toHaveTitle(`${TOUR_TITLE} · Untrodden`);

    // A client-side navigation keeps the same document (no reload) and updates the tab title.
    await page.evaluate(() => {
      (window as unknown as { __booted: boolean }).__booted = true;
    });
    const hostLink = page.getByRole("link", { name: /^View .*profile$/ }).first();
    await hostLink.click();
    await expect(page).toHaveURL(/\/host\/[^/]+$/);
    // The listing stays on screen until the host page's code has arrived (a transition), then gives way.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(TOUR_TITLE);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const name = await page.getByRole("heading", { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${name} · Local host · Untrodden`);
    expect(await page.evaluate(() => (window as unknown as { __booted?: boolean }).__booted)).toBe(true);

    // A page without data of its own names the tab too, not the page the visitor landed on.
    await page.getByRole("link", { name: "Hosts", exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/hosts$/);
    await expect(page).toHaveTitle("Local hosts · Untrodden");
    expect(await page.evaluate(() => (window as unknown as { __booted?: boolean }).__booted)).toBe(true);
  });

  test("a page opened from a link asks for its data and code once: the HTML's preloads are what the app uses", async ({
    context,
  }) => {
    const shown: [string, (page: Page) => Locator][] = [
      [`/tour/${TOUR_SLUG}`, (page) => page.getByRole("heading", { level: 1, name: TOUR_TITLE })],
      ["/host/munisa", (page) => page.getByRole("heading", { level: 1, name: /Munisa/ })],
      ["/listings?type=tours&country=Kazakhstan", (page) => page.locator("main article").first()],
    ];
    for (const [path, ready] of shown) {
      // A tab of its own for each page, so no request of the page before is counted.
      const page = await context.newPage();
      const asked = new Map<string, number>();
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/assets/"))
          asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
      });
      const response = await page.goto(path);
      const served = (await response?.text()) ?? "";
      const preloads = [...served.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((m) =>
        (m[1] ?? "").replaceAll("&amp;", "&"),
      );
      expect(preloads.length, path).toBeGreaterThan(0);
      await expect(ready(page)).toBeVisible();
      // Each named call went out, once: the app's own request was handed the preloaded answer.
      await expect.poll(() => preloads.map((p) => asked.get(p) ?? 0), { message: path }).toEqual(preloads.map(() => 1));
      const twice = [...asked].filter(([, n]) => n > 1);
      expect(twice, path).toEqual([]);
      await page.close();
    }
  });

  test("an unknown path answers 404 and still shows the app's not-found page, whose links work", async ({ page }) => {
    const response = await page.goto("/no-such-trail");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This trail doesn't lead anywhere" })).toBeVisible();
    await page.getByRole("link", { name: "Browse hosts" }).click();
    await expect(page).toHaveURL(/\/hosts$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local hosts");
  });

  test("a listing that does not exist answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/tour/no-such-tour-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404")).toBeVisible();
  });
});
