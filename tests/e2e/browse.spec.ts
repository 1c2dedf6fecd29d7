import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support";

const cards = (page: Page) => page.locator("section[aria-labelledby='results-heading'] article");
const cardTitles = (page: Page) => cards(page).locator("h3").allTextContents();
/** The page's own search box (the header has one of the same name on wide screens). */
const searchBox = (page: Page) => page.getByRole("main").getByRole("searchbox", { name: "Search listings" });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** On a phone the filters sit behind a disclosure button; on a desktop they are always shown. */
async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

async function closeFilters(page: Page) {
  const done = page.getByRole("button", { name: "Show results" });
  if (await done.isVisible()) await done.click();
}

test.describe("browsing listings", () => {
  test("filter by type and country, search, open a listing, and Back restores filters, results and scroll", async ({
    page,
  }) => {
    await page.goto("/listings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Listings");
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole("group", { name: "Listing type" }).getByText("Private tours", { exact: true }).click();
    await expect(page).toHaveURL(/[?&]type=tours/);
    await expect(cards(page).first()).toContainText("Private Tour");

    await openFilters(page);
    const country = page.getByRole("combobox", { name: "Country" });
    await country.fill("kazak");
    await expect(page.getByRole("option", { name: "Kazakhstan" })).toBeVisible();
    await country.press("ArrowDown");
    await country.press("Enter");
    await expect(page).toHaveURL(/[?&]country=Kazakhstan/);
    await closeFilters(page);

    const search = searchBox(page);
    await search.fill("almaty");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]search=almaty/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private tours in Kazakhstan matching “almaty”");
    await expect(page.getByText(/^\d+ listings?$/)).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(3);
    for (const text of await cards(page).locator("p").first().allTextContents()) expect(text).toContain("Kazakhstan");
    const filteredUrl = page.url();

    // Open the last result, far enough down that the page has scrolled.
    const last = cards(page).last();
    await last.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(200);
    const lastTitle = (await last.locator("h3").textContent()) ?? "";
    await last.getByRole("link").click();
    await expect(page).toHaveURL(/\/tour\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lastTitle);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect.poll(() => scrollY(page)).toBe(before);
    expect(await cardTitles(page)).toEqual(titles);
    await expect(searchBox(page)).toHaveValue("almaty");
    await expect(page.getByRole("radio", { name: "Private tours" })).toBeChecked();
    await openFilters(page);
    await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("Kazakhstan");
  });

  test("Back after Load more returns to the same place in the longer list", async ({ page }) => {
    await page.goto("/listings");
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("button", { name: "Load more listings" }).click();
    await expect(cards(page)).toHaveCount(48);

    const deep = cards(page).nth(40);
    await deep.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(2000);
    // A DOM click: Playwright's own click may first nudge the scroll to reach the link's centre.
    await deep.getByRole("link").evaluate((a: HTMLElement) => a.click());
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(cards(page)).toHaveCount(48);
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test("a shared link with filters shows them applied, and one Clear all filters shows everything again", async ({
    page,
  }) => {
    await page.goto("/listings?type=group-tours&min_price=1&max_price=2&min_rating=4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Group tours");
    await expect(page.getByText("No listings match these filters.")).toBeVisible();
    const chips = page.getByRole("list", { name: "Applied filters" });
    await expect(chips.getByRole("button")).toHaveText(["€1–€2×", "4+ stars×"]);
    await openFilters(page);
    await expect(page.getByRole("button", { name: /clear/i })).toHaveCount(1);
    await closeFilters(page);
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("a phone loads each card's photo as a WebP copy sized for its screen, not the whole photo", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const photos: { url: string; type: string | null }[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/media/") && r.request().resourceType() === "image")
        photos.push({ url: r.url(), type: r.headers()["content-type"] ?? null });
    });
    await page.goto("/listings");
    const photo = cards(page).first().locator("img").first();
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty("complete", true);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const srcset = (await photo.getAttribute("srcset")) ?? "";
    expect(srcset.split(", ").map((c) => c.split(" ")[1])).toEqual(["320w", "640w", "960w", "1440w"]);
    // 390 CSS px at the device's pixel ratio (1 here): the 640 px copy at most, never the 1440 one.
    const current = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current).toMatch(/\?w=(320|640)$/);
    await expect.poll(() => photos.find((p) => p.url === current)?.type).toBe("image/webp");
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(640);
    // A host's 28 px avatar on a card: only the 160 px copy is offered and loaded.
    const avatar = page.locator('img[sizes="28px"]').first();
    await avatar.scrollIntoViewIfNeeded();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=160$/);
    expect(await avatar.getAttribute("srcset")).toMatch(/\?w=160 160w$/);
    await expect.poll(() => photos.find((p) => p.url.endsWith("?w=160"))?.type).toBe("image/webp");
  });

  test("axe finds no serious or critical violations on /listings", async ({ page }) => {
    await page.goto("/listings?type=group-tours");
    await expect(cards(page).first()).toBeVisible();
    await openFilters(page);
    await expect(page.getByLabel("From")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("browsing hosts", () => {
  test("a country's hosts lead to a host profile", async ({ page }) => {
    await page.goto("/hosts?country=Kazakhstan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local hosts in Kazakhstan");
    const hostCards = page.locator("section[aria-labelledby='hosts-results'] article");
    await expect(hostCards.first()).toBeVisible();
    for (const text of await hostCards.allTextContents()) {
      expect(text).toContain("Verified");
      expect(text).toContain("Kazakhstan");
    }
    const link = hostCards.first().getByRole("link");
    const name = (await link.textContent()) ?? "";
    await link.click();
    await expect(page).toHaveURL(/\/host\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("the location search finds hosts by city, those who live there first, and nothing found offers to clear", async ({
    page,
  }) => {
    await page.goto("/hosts");
    const hostCards = page.locator("section[aria-labelledby='hosts-results'] article");
    await expect(hostCards.first()).toBeVisible();
    const input = page.getByRole("combobox", { name: "City or country" });
    await input.fill("Almaty");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/hosts\?location=Almaty$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local hosts in Almaty");
    // The previous results stay (dimmed) until the new ones arrive; the count shows once they have.
    await expect(page.getByText(/^\d+ hosts?$/)).toBeVisible();
    // Hosts who live in Almaty come first; hosts with listings there follow.
    await expect(hostCards.first()).toContainText("Almaty");

    await input.fill("Atlantis");
    await page.getByRole("button", { name: "Find hosts" }).click();
    await expect(page.getByText("No hosts found for “Atlantis”")).toBeVisible();
    await page.getByRole("button", { name: "Show all hosts" }).click();
    await expect(page).toHaveURL(/\/hosts$/);
    await expect(hostCards.first()).toBeVisible();
  });

  test("axe finds no serious or critical violations on /hosts", async ({ page }) => {
    await page.goto("/hosts");
    await expect(page.locator("section[aria-labelledby='hosts-results'] article").first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
