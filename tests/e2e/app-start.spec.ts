import { expect, type Page, test } from "@playwright/test";
import { APP_START } from "../../domain/app-start";
import { WARM_FONTS } from "../../domain/app-start-script";
import { appStarted, openPage } from "./support";

/**
 * Decision 054: a page drawn in its HTML fetches the app's code, its data and the web fonts only once the browser has
 * reported its largest paint, so on a slow network they do not share the bandwidth with what the person sees first.
 */
const TOUR = "/tour/charyn-canyon-and-the-kolsai-lakes";

interface Timeline {
  /** When the largest paints the browser reported happened (ms since the navigation), with the photo's address. */
  paints: { at: number; url: string }[];
  /** When the app's entry, its page data and the web fonts were requested (ms since the navigation). */
  entry: number;
  data: number[];
  fonts: number[];
}

/** Records the page's largest paints from its start, before any script of the page runs. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const paints: { at: number; url: string }[] = [];
    (window as unknown as { paints: typeof paints }).paints = paints;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEntry[] & { url: string }[])
        paints.push({ at: e.startTime, url: e.url });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

async function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => {
    const requests = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const at = (test: (path: string) => boolean) =>
      requests.filter((r) => test(new URL(r.name).pathname)).map((r) => r.startTime);
    return {
      paints: (window as unknown as { paints: Timeline["paints"] }).paints,
      entry: at((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))[0] ?? Number.NaN,
      data: at((p) => p.startsWith("/api/listings/") || p.startsWith("/api/hosts/")),
      fonts: at((p) => p.endsWith(".woff2")),
    };
  });
}

test.describe("a page drawn in its HTML starts the app after its largest paint (decision 054)", () => {
  test("a tour fetches its code, data and fonts only once its lead photo is painted, then becomes the app", async ({
    page,
  }) => {
    const html = await (await page.request.get(TOUR)).text();
    const template = html.slice(html.indexOf(`<template id="${APP_START.templateId}"`), html.indexOf("</template>"));
    const preloads = [...template.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(APP_START.tagsPerTask);
    await recordPaints(page);
    await page.goto(TOUR);
    await appStarted(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(`#${APP_START.templateId}`)).toHaveCount(0);
    // Every module preload of the template went in, the later ones a few per task after the entry.
    const inHead = () =>
      page.evaluate(() =>
        Array.from(
          document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
          (l) => new URL(l.href).pathname,
        ),
      );
    await expect.poll(inHead).toEqual(expect.arrayContaining(preloads));
    await expect(page.locator("html")).not.toHaveClass(new RegExp(APP_START.fontsClass));
    const t = await timeline(page);
    const photo = t.paints.find((p) => /\/media\/demo\/places\/[\w-]+\.webp/.test(p.url));
    expect(photo, "the lead photo's largest paint").toBeDefined();
    const painted = photo?.at ?? Number.POSITIVE_INFINITY;
    expect(t.entry).toBeGreaterThanOrEqual(painted);
    expect(t.data.length).toBeGreaterThan(0);
    for (const at of t.data) expect(at).toBeGreaterThanOrEqual(painted);
    expect(t.fonts.length).toBeGreaterThan(0);
    for (const at of t.fonts) expect(at).toBeGreaterThanOrEqual(painted);
  });

  test("the home page fetches its code and fonts once its heading is painted, and is the app's after", async ({
    page,
  }) => {
    await recordPaints(page);
    await page.goto("/");
    await appStarted(page);
    // The sections below the hero come with the app.
    await expect(page.getByRole("region", { name: "Newest tours, drivers and cars" })).toBeVisible();
    // ...and their modules arrive through their imports, not as one preload tag per file put in at once (vite.config.ts).
    const preloaded = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => l.href),
    );
    expect(preloaded.filter((href) => /\/(HomeSections|ListingCard|HostCard)-[\w-]+\.js$/.test(href))).toEqual([]);
    const t = await timeline(page);
    const first = t.paints[0]?.at ?? Number.POSITIVE_INFINITY;
    expect(t.entry).toBeGreaterThanOrEqual(first);
    expect(t.fonts.length).toBeGreaterThan(0);
    for (const at of t.fonts) expect(at).toBeGreaterThanOrEqual(first);
  });

  test("each face the pages use is laid out once in the web fonts, out of sight, before text is shown in them", async ({
    page,
  }) => {
    // Every text the start script lays out, as it is laid out: its face, and what the person saw meanwhile.
    await page.addInitScript(() => {
      const seen: { face: string; deferred: boolean; hidden: boolean }[] = [];
      const boxes: Element[] = [];
      Object.assign(window, { warmed: seen, warmBoxes: boxes });
      const layout = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function (this: Element) {
        const texts = Array.from(this.children).filter((c) => c instanceof HTMLSpanElement && c.style.font);
        if (this.getAttribute("aria-hidden") === "true" && texts.length > 0) {
          if (!boxes.includes(this)) boxes.push(this);
          for (const text of texts) {
            const s = getComputedStyle(text);
            seen.push({
              face: `${s.fontWeight} ${s.fontSize} ${s.fontFamily.split(",")[0]}`,
              deferred: document.documentElement.classList.contains("defer-fonts"),
              hidden: getComputedStyle(this).visibility === "hidden",
            });
          }
        }
        return layout.call(this);
      };
    });
    await page.goto("/");
    await appStarted(page);
    await expect(page.locator("html")).not.toHaveClass(new RegExp(APP_START.fontsClass));
    const warmed = await page.evaluate(() => {
      const w = window as unknown as { warmed: unknown[]; warmBoxes: Element[] };
      return { seen: w.warmed, connected: w.warmBoxes.map((b) => b.isConnected) };
    });
    expect(warmed.seen).toEqual(
      WARM_FONTS.map((font) => ({
        face: font.slice(0, font.indexOf(",")),
        // The page is still set in the local faces while they are laid out: the web fonts show once all are done.
        deferred: true,
        hidden: true,
      })),
    );
    expect(warmed.connected).toEqual([false]);
    // The page's own text is in the web fonts now.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Fraunces Variable"/);
  });

  test("a tap before the lead photo arrives starts the app at once", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/media/demo/places/**", async (route) => {
      await held;
      await route.continue();
    });
    await recordPaints(page);
    await page.goto(TOUR, { waitUntil: "domcontentloaded" });
    await expect(page.locator(`#${APP_START.templateId}`)).toHaveCount(1);
    await page.mouse.click(200, 400);
    await appStarted(page);
    // Started by the tap: the photo is still on its way (no paint or failure of it could start the app), and the
    // latest start is still to come.
    const t = await timeline(page);
    expect(t.paints.some((p) => p.url.includes("/media/demo/places/"))).toBe(false);
    expect(t.entry).toBeLessThan(APP_START.capMs);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a lead photo that fails does not hold the app back", async ({ page }) => {
    await page.route("**/media/demo/places/**", (route) => route.abort());
    await page.goto(TOUR);
    await appStarted(page);
    expect((await timeline(page)).entry).toBeLessThan(APP_START.capMs);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("the app's first render on a drawn page leaves out what is off screen (decision 056)", () => {
  /** The app's one stylesheet link (the drawn page carries its own cut of it inline). */
  const sheetLink = (page: Page) => page.locator('link[rel="stylesheet"][href^="/assets/"]');

  test("the whole stylesheet waits under the drawn view and applies in the frame the app ends it", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/listings/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(TOUR, { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Shift"); // a key starts the app at once (see above)
    await appStarted(page);
    // Fetched and parsed with the app's code, but not applied: the drawn view is still what the person sees.
    await expect(sheetLink(page)).toHaveAttribute("media", APP_START.sheetMedia);
    await expect(sheetLink(page)).not.toHaveAttribute("disabled");
    await expect
      .poll(() => sheetLink(page).evaluate((l: HTMLLinkElement) => (l.sheet?.cssRules.length ?? 0) > 0))
      .toBe(true);
    await expect(page.locator("#first-view")).toHaveCount(1);
    release();
    await expect(page.locator("#first-view")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(sheetLink(page)).not.toHaveAttribute("media", /./);
    // A rule only the whole sheet has (the footer is laid out only as it nears the screen) now applies.
    await expect(page.locator("footer")).toHaveCSS("content-visibility", "auto");
  });

  test("a host's listings and reviews are laid out only as they near the screen, and are there when scrolled to", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/host/munisa");
    const reviews = page.getByTestId("reviews").getByRole("listitem");
    await expect(reviews.first()).toBeAttached();
    await expect(reviews.first()).toHaveCSS("content-visibility", "auto");
    await expect(page.locator("footer")).toHaveCSS("content-visibility", "auto");
    const last = reviews.last();
    // Its contents are what the browser skips, not the review itself.
    const rendered = () =>
      last
        .locator("p")
        .first()
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    const box = await last.boundingBox();
    expect(box?.width).toBeGreaterThan(300); // as wide as the column, not the placeholder's size
    // Back to the page, whose scroll position is restored: everything is laid out, so it lands where it was.
    const card = page.getByRole("main").locator("article").first();
    const title = (await card.locator("h3").textContent()) ?? "";
    await card.getByRole("link").evaluate((a: HTMLElement) => a.click());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(reviews.first()).toHaveCSS("content-visibility", "visible");
  });
});
