import { expect, type Locator, type Page, test } from "@playwright/test";

const TOUR_SLUG = "charyn-canyon-and-the-kolsai-lakes";
const TOUR_TITLE = "Charyn Canyon and the Kolsai Lakes";

/**
 * Holds the API answers whose URL matches `pattern` (the HTML's preload and the app's own call) until the returned
 * function is called; then they go through, or get `answer`.
 */
async function holdApi(page: Page, pattern: string, answer?: { status: number; body: string }) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    if (answer) await route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body });
    else await route.continue();
  });
  return () => release();
}

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

  test("a page drawn in its HTML fetches the whole stylesheet once, with the app, not again for the pages it loads later", async ({
    context,
  }) => {
    const shown: [string, (page: Page) => Locator][] = [
      ["/", (page) => page.getByTestId("stat-travelers")],
      [`/tour/${TOUR_SLUG}`, (page) => page.getByRole("heading", { level: 1, name: TOUR_TITLE })],
      ["/listings", (page) => page.locator("main article").first()],
    ];
    for (const [path, ready] of shown) {
      const page = await context.newPage();
      const sheets: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "stylesheet") sheets.push(new URL(r.url()).pathname);
      });
      const served = (await (await page.goto(path))?.text()) ?? "";
      expect(served.slice(served.indexOf("<style>"), served.indexOf("</style>")), path).toContain(".skip-link");
      await expect(ready(page)).toBeVisible();
      // The app has taken over from the drawn view (the home page's is the app's own, hydrated).
      await expect(page.locator("#first-view")).toHaveCount(0);
      await page.evaluate(() => {
        (window as unknown as { __booted: boolean }).__booted = true;
      });
      // By now the app has loaded code that names the stylesheet among what it needs (the sign-in prompt every
      // signed-out visitor gets; on `/` also the sections below the hero). Then another of its pages, in the same
      // document: what it brings must not bring the stylesheet either.
      await page.getByRole("link", { name: "Hosts", exact: true }).filter({ visible: true }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local hosts");
      expect(await page.evaluate(() => (window as unknown as { __booted?: boolean }).__booted), path).toBe(true);
      // Drawn by the inline stylesheet: the page's cards sit in a grid.
      await expect(page.locator("main .grid").first()).toHaveCSS("display", "grid");
      // The page carried the part of the app's stylesheet its markup uses; the whole one (the entry's,
      // index-<hash>.css), whose link the page has disabled, was fetched once, when the app started (decision 054).
      expect(served, path).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/index-[\w-]+\.css" disabled>/);
      expect(
        sheets.filter((sheet) => /^\/assets\/index-[\w-]+\.css$/.test(sheet)),
        path,
      ).toHaveLength(1);
      const inline = served.slice(served.indexOf("<style>"), served.indexOf("</style>"));
      expect(inline.length, path).toBeGreaterThan(10_000);
      expect(inline.length, path).toBeLessThan(60_000);
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

test.describe("a listing page's drawn first view (decision 046)", () => {
  const path = `/tour/${TOUR_SLUG}`;
  const drawn = (page: Page) => page.locator("#first-view");

  const holdDetail = (page: Page, answer?: { status: number; body: string }) =>
    holdApi(page, `**/api/listings/tour/${TOUR_SLUG}`, answer);

  test("the heading and photo show before the app has its data, then the page takes their place", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const release = await holdDetail(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(drawn(page).locator("h1")).toHaveText(TOUR_TITLE);
    const photo = drawn(page).locator('img[fetchpriority="high"]');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The app runs underneath, unseen: its skeleton is drawn but hidden, and nothing of it is visible.
    await expect(page.getByTestId("listing-detail-skeleton")).toBeAttached();
    await expect(page.locator("#root")).toBeHidden();
    // The drawn copy is not offered to assistive technology, which finds no heading yet.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    const drawnBoxes = [await drawn(page).locator("h1").boundingBox(), await photo.boundingBox()];
    release();
    await expect(page.getByRole("heading", { level: 1, name: TOUR_TITLE })).toBeVisible();
    await expect(drawn(page)).toHaveCount(0);
    // The page's heading and photo are where the drawn ones were: nothing moves when the app takes over.
    const pageBoxes = [
      await page.getByRole("heading", { level: 1 }).boundingBox(),
      await page.locator("#root img[fetchpriority='high']").boundingBox(),
    ];
    expect(pageBoxes).toEqual(drawnBoxes);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByTestId("headline-price").first()).toHaveText(/^From €[\d,]+\/person$/);
    expect(errors).toEqual([]);
  });

  test("a listing the app is told is gone ends the drawn view with the not-found state", async ({ page }) => {
    const release = await holdDetail(page, {
      status: 404,
      body: JSON.stringify({ error: { code: "not_found", message: "Listing not found" } }),
    });
    await page.goto(path, { waitUntil: "commit" });
    await expect(drawn(page).locator("h1")).toHaveText(TOUR_TITLE);
    release();
    await expect(page.getByRole("heading", { name: "This listing isn't available" })).toBeVisible();
    await expect(drawn(page)).toHaveCount(0);
  });

  test("leaving the page before its data arrives ends the drawn view", async ({ page }) => {
    await holdDetail(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(drawn(page).locator("h1")).toHaveText(TOUR_TITLE);
    // The app's header is under the view until it ends: go back through history, as a person would.
    await page.evaluate(() => {
      history.pushState(null, "", "/listings");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(drawn(page)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a tour still shows its type, heading, places and photo", async ({ page }) => {
      await page.goto(path);
      await expect(drawn(page).locator("h1")).toHaveText(TOUR_TITLE);
      await expect(drawn(page).getByText("Private Tour")).toBeVisible();
      await expect(drawn(page).getByText("Almaty, Kazakhstan")).toBeVisible();
      const photo = drawn(page).locator('img[fetchpriority="high"]');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
  });
});

test.describe("a host page's drawn first view (decision 047)", () => {
  const drawn = (page: Page) => page.locator("#first-view");

  test("the header card and bio show before the app has its data, then the page takes their place", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const release = await holdApi(page, "**/api/hosts/munisa");
    await page.goto("/host/munisa", { waitUntil: "commit" });
    const heading = drawn(page).locator("h1");
    await expect(heading).toHaveText(/^Munisa/);
    const name = (await heading.textContent()) ?? "";
    const bio = drawn(page).locator("p.whitespace-pre-line").first();
    await expect(bio).toBeVisible();
    await expect(drawn(page).getByText("Message Host")).toBeVisible();
    // The app runs underneath, unseen, and assistive technology finds no heading yet.
    await expect(page.getByTestId("host-profile-skeleton")).toBeAttached();
    await expect(page.locator("#root")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    const boxes = (scope: Locator) =>
      Promise.all(
        [scope.locator("h1"), scope.locator("header").first(), scope.locator("p.whitespace-pre-line").first()].map(
          (l) => l.boundingBox(),
        ),
      );
    const drawnBoxes = await boxes(drawn(page).locator("main"));
    release();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(drawn(page)).toHaveCount(0);
    // The heading, the card and the bio are where the drawn ones were: nothing moves when the app takes over.
    expect(await boxes(page.locator("#main"))).toEqual(drawnBoxes);
    await expect(page.getByRole("button", { name: "Message Host" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a host the app is told is gone ends the drawn view with the not-found state", async ({ page }) => {
    await page.route("**/api/hosts/munisa", (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "not_found", message: "Host not found" } }),
      }),
    );
    await page.goto("/host/munisa");
    await expect(page.getByRole("heading", { name: "This host isn't here" })).toBeVisible();
    await expect(drawn(page)).toHaveCount(0);
  });
});

test.describe("the results page's drawn first view (decision 048)", () => {
  const drawn = (page: Page) => page.locator("#first-view");

  test("the heading and first cards show before the app has its results, then the page takes their place", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const release = await holdApi(page, "**/api/listings?*");
    await page.goto("/listings?type=tours", { waitUntil: "commit" });
    await expect(drawn(page).locator("h1")).toHaveText("Private tours");
    const cards = drawn(page).locator("article");
    await expect(cards).toHaveCount(6);
    const photo = cards.first().locator('img[fetchpriority="high"]');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const firstTitle = (await cards.first().locator("h3").textContent()) ?? "";
    // The app runs underneath, unseen: its skeletons are drawn but hidden, and assistive technology finds no heading.
    await expect(page.getByTestId("listing-skeleton").first()).toBeAttached();
    await expect(page.locator("#root")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    const boxes = (scope: Locator) =>
      Promise.all(
        [scope.locator("h1"), scope.locator("article").first(), scope.locator("article img").first()].map((l) =>
          l.boundingBox(),
        ),
      );
    const drawnBoxes = await boxes(drawn(page).locator("main"));
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Private tours" })).toBeVisible();
    await expect(drawn(page)).toHaveCount(0);
    // The heading, the first card and its photo are where the drawn ones were: nothing moves when the app takes over.
    expect(await boxes(page.locator("#main"))).toEqual(drawnBoxes);
    await expect(page.locator("#main article h3").first()).toHaveText(firstTitle);
    await expect(page.getByTestId("listing-price").first()).toHaveText(/^From €[\d,]+$/);
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the results page still shows its heading, count and first cards", async ({ page }) => {
      await page.goto("/listings");
      await expect(drawn(page).locator("h1")).toHaveText("Listings");
      await expect(drawn(page).getByText(/^\d+ listings$/)).toBeVisible();
      await expect(drawn(page).locator("article")).toHaveCount(6);
      await expect(drawn(page).locator("article a").first()).toHaveAttribute(
        "href",
        /^\/(tour|group-tour|rental-car|driver)\//,
      );
    });
  });
});
