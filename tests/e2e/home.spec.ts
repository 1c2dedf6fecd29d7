import { expect, type Page, test } from "@playwright/test";
import { appStarted, expectNoSeriousAxeViolations, isPhone, openPage } from "./support";

async function expectImagesLoaded(page: Page, selector: string, min: number) {
  const imgs = page.locator(selector);
  await expect.poll(async () => imgs.count()).toBeGreaterThanOrEqual(min);
  for (const img of await imgs.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

test.describe("home page", () => {
  test("renders every section with real images", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local hosts in the places guidebooks skip");

    const listings = page.locator("section[aria-labelledby='newest-listings'] article");
    await expect(listings).toHaveCount(6);
    await expectImagesLoaded(page, "section[aria-labelledby='newest-listings'] article img:first-child", 6);
    await expect(listings.first().getByTestId("listing-price")).toHaveText(/^(From )?€[\d,]+$/);

    const hosts = page.locator("section[aria-labelledby='local-experts'] article");
    await expect(hosts).toHaveCount(8);
    await expect(hosts.first()).toContainText("Verified");
    await expectImagesLoaded(page, "section[aria-labelledby='local-experts'] article img", 8);

    const destinations = page.locator("section[aria-labelledby='destinations'] li a");
    await expect.poll(() => destinations.count()).toBeGreaterThanOrEqual(10);
    await expect(destinations.first()).toContainText(/\d+\+ local hosts/);
    await expectImagesLoaded(page, "section[aria-labelledby='destinations'] img", 10);

    await expect(page.getByRole("heading", { name: "Off the beaten path, not off the grid" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby='how-it-works'] ol > li")).toHaveCount(3);
    await expect(page.locator("section[aria-labelledby='testimonials'] figure")).toHaveCount(3);
    // The demo's 33,0xx travelers, plus the accounts the other e2e tests create while this server runs.
    await expect(page.getByTestId("stat-travelers")).toContainText(/33,\d\d\d/);
    await expect(page.getByTestId("stat-satisfaction")).toContainText("98%");

    await page.getByTestId("map-section").scrollIntoViewIfNeeded();
    const map = page.getByTestId("hosts-map");
    await expect(map).toBeVisible();
    await expect.poll(() => map.locator(".host-marker").count()).toBeGreaterThan(40);
    // The bundled world outline (no tile server is configured here), one image over the world's bounds.
    const outline = map.locator("img.world-outline");
    await expect
      .poll(() => outline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText("Map will load when visible")).toHaveCount(0);
  });

  test("keeps the map unloaded until it is scrolled near", async ({ page }) => {
    // On a short phone screen the map starts more than the 200px preload margin below the fold.
    await page.setViewportSize({ width: 390, height: 480 });
    await openPage(page, "/");
    await expect(page.locator("section[aria-labelledby='newest-listings'] article").first()).toBeVisible();
    await expect(page.getByText("Map will load when visible")).toBeVisible();
    await expect(page.getByTestId("hosts-map")).toHaveCount(0);
    await page.getByTestId("map-section").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("hosts-map")).toBeVisible();
  });

  test("hero search goes to /hosts with the location, or /hosts when empty", async ({ page }) => {
    await openPage(page, "/");
    const search = page.getByRole("combobox", { name: "Where do you want to go?" });
    await search.fill("Almaty");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/hosts\?location=Almaty$/);

    await openPage(page, "/");
    await page.getByRole("button", { name: "Find hosts" }).click();
    await expect(page).toHaveURL(/\/hosts$/);
  });

  test("hero search suggests places and picks one with the keyboard", async ({ page }) => {
    await openPage(page, "/");
    const search = page.getByRole("combobox", { name: "Where do you want to go?" });
    await search.fill("Tbil");
    await expect(page.getByRole("option", { name: /Tbilisi/ })).toBeVisible();
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/hosts\?location=Tbilisi$/);
  });

  test("a country card leads to that country's hosts", async ({ page }) => {
    await openPage(page, "/");
    const card = page.locator("section[aria-labelledby='destinations'] li a").filter({ hasText: "Kazakhstan" });
    await card.click();
    await expect(page).toHaveURL(/\/hosts\?country=Kazakhstan$/);
  });

  test("the first screen is in the HTML: it shows without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local hosts in the places guidebooks skip");
    await expect(page.getByRole("banner").getByRole("link", { name: "Untrodden home" })).toBeVisible();
    await expect(page.getByLabel("Where do you want to go?")).toBeVisible();
    await context.close();
  });

  for (const saved of [false, true]) {
    test(`the app takes the first screen over without redrawing it${saved ? ", a saved currency and theme applied" : ""}`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      await page.addInitScript((withSaved) => {
        if (withSaved && !sessionStorage.getItem("seeded")) {
          localStorage.setItem("selectedCurrency", "USD");
          localStorage.setItem("theme", "dark");
          sessionStorage.setItem("seeded", "1");
        }
        // The heading the HTML brought, before the app's code runs.
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector("h1");
        });
      }, saved);
      await openPage(page, "/");
      // The sections below the hero arrive once the app has taken over.
      await expect(page.locator("section[aria-labelledby='newest-listings'] article")).toHaveCount(6);
      const sameHeading = await page.evaluate(() => {
        const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
        return drawn !== null && drawn === document.querySelector("h1") && drawn.isConnected;
      });
      expect(sameHeading).toBe(true);
      const price = page.locator("section[aria-labelledby='newest-listings'] [data-testid='listing-price']").first();
      await expect(price).toHaveText(saved ? /\$/ : /€/);
      await expect(page.locator("footer").getByLabel("Currency")).toHaveValue(saved ? "USD" : "EUR");
      if (saved) await expect(page.locator("html")).toHaveClass(/dark/);
      // The hero's search is the app's again: typing a place and pressing Enter searches.
      const search = page.getByRole("combobox", { name: "Where do you want to go?" });
      await search.fill("Almaty");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/hosts\?location=Almaty/);
      expect(problems).toEqual([]);
    });
  }

  test("switching currency changes card prices and survives a reload", async ({ page }) => {
    await openPage(page, "/");
    const price = page.locator("section[aria-labelledby='newest-listings'] [data-testid='listing-price']").first();
    await expect(price).toHaveText(/€/);
    const euros = Number((await price.textContent())?.replace(/[^\d]/g, ""));
    await page.locator("footer").getByLabel("Currency").selectOption("USD");
    await expect(price).toHaveText(/\$/);
    const dollars = Number((await price.textContent())?.replace(/[^\d]/g, ""));
    expect(Math.abs(dollars - euros * 1.1)).toBeLessThanOrEqual(1);
    await page.reload();
    await expect(price).toHaveText(/\$/);
    expect(await page.evaluate(() => localStorage.getItem("selectedCurrency"))).toBe("USD");
  });

  test("the chosen theme survives a reload", async ({ page }) => {
    // Under 640 px the theme switch is in the menu.
    const theme = async (name: string) => {
      if (isPhone()) await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
      // The radio itself is visually hidden: a person clicks its label.
      await page.getByRole("group", { name: "Theme" }).getByTitle(name).click();
    };
    await openPage(page, "/");
    await theme("Dark");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await appStarted(page);
    // Light wins over a dark system setting, native controls included.
    await page.emulateMedia({ colorScheme: "dark" });
    await theme("Light");
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light");
  });

  test("bottom navigation shows only on the narrow screen", async ({ page }, info) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Bottom navigation" });
    if (info.project.name === "mobile") {
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link")).toHaveText(["Hosts", "Listings", "Blog", "Account"]);
    } else {
      await expect(nav).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Hosts" })).toBeVisible();
    }
  });

  test("the destinations menu lists at most 20 countries with listings, then all destinations", async ({
    page,
  }, info) => {
    await openPage(page, "/");
    const opener =
      info.project.name === "mobile"
        ? page.getByRole("button", { name: "Menu" })
        : page.getByRole("button", { name: "Destinations" });
    await opener.click();
    const panel = page.locator(`[id="${await opener.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeVisible();
    const countries = panel.locator("a[href^='/hosts?country=']");
    await expect.poll(() => countries.count()).toBeGreaterThan(5);
    expect(await countries.count()).toBeLessThanOrEqual(20);
    await expect(panel.getByRole("link", { name: "View all destinations" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await countries.first().click();
    await expect(page).toHaveURL(/\/hosts\?country=/);
    await expect(panel).toBeHidden();
  });

  test("axe finds no serious or critical accessibility violations", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.locator("section[aria-labelledby='newest-listings'] article").first()).toBeVisible();
    await page.getByTestId("map-section").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("hosts-map")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("a route change scrolls back to the top", async ({ page }) => {
    await openPage(page, "/");
    // The sections drawn first, so the footer is where it stays (skeletons are shorter than the listings).
    await expect(page.locator("section[aria-labelledby='newest-listings'] article").first()).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "FAQ" }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Back from a page opened deep in the home page returns to the same place", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.getByTestId("stat-travelers")).toContainText(/\d/);
    const testimonials = page.locator("#testimonials");
    await testimonials.scrollIntoViewIfNeeded();
    const top = () => testimonials.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const before = await top();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await page
      .locator("footer")
      .getByRole("link", { name: "FAQ" })
      .evaluate((a: HTMLElement) => a.click());
    await expect(page).toHaveURL(/\/faq$/);
    await page.goBack();
    // Every section above it is drawn at its real height again, so the same heading is at the same place.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect.poll(top).toBe(before);
  });

  test("an unknown path shows the not-found page inside the app shell", async ({ page }) => {
    await page.goto("/no/such/place");
    await expect(page.getByRole("heading", { name: "This trail doesn't lead anywhere" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
