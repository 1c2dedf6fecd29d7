import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, openPage } from "./support";

async function expectImageLoaded(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

const destinationCards = (page: Page) => page.getByRole("list", { name: "All destinations" }).getByRole("link");
const hostCards = (page: Page) => page.locator("section[aria-labelledby='destination-hosts'] article");
const listingCards = (page: Page) => page.locator("section[aria-labelledby='destination-listings'] article");
const travelerCards = (page: Page) => page.getByTestId("traveler-card");

test.describe("destinations", () => {
  test("View all destinations in the header menu or drawer leads to every country with listings", async ({
    page,
  }, info) => {
    await openPage(page, "/");
    const opener =
      info.project.name === "mobile"
        ? page.getByRole("button", { name: "Menu" })
        : page.getByRole("button", { name: "Destinations" });
    await opener.click();
    await page
      .locator(`[id="${await opener.getAttribute("aria-controls")}"]`)
      .getByText("View all destinations")
      .click();
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where our hosts live");

    const cards = destinationCards(page);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(15);
    const names = await cards.locator("span.font-display").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    await expect(cards.filter({ hasText: "Kazakhstan" })).toContainText(/\d+ listings · \d+ local hosts?/);
    await expectImageLoaded(page, "ul[aria-label='All destinations'] a[href='/destinations/kazakhstan'] img");
  });

  test("a country card opens its page with cities, hosts and listings", async ({ page }) => {
    await page.goto("/destinations");
    await destinationCards(page).filter({ hasText: "Kazakhstan" }).click();
    await expect(page).toHaveURL(/\/destinations\/kazakhstan$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kazakhstan");
    await expect(page.getByTestId("destination-counts")).toContainText(/\d+ local hosts/);
    await expectImageLoaded(page, "main section img");

    const cities = page.locator("section[aria-labelledby='destination-cities'] a");
    await expect.poll(() => cities.count()).toBeGreaterThan(0);
    await expect(cities.filter({ hasText: "Almaty" })).toHaveAttribute(
      "href",
      "/listings?country=Kazakhstan&city=Almaty",
    );

    await expect.poll(() => hostCards(page).count()).toBeGreaterThan(0);
    for (const host of await hostCards(page).all()) await expect(host).toContainText("Kazakhstan");
    await expect.poll(() => listingCards(page).count()).toBeGreaterThan(0);
    await expect(listingCards(page).first()).toContainText("Kazakhstan");

    await page.getByRole("link", { name: "All hosts in Kazakhstan" }).click();
    await expect(page).toHaveURL(/\/hosts\?country=Kazakhstan$/);
    await page.goBack();
    await page.getByRole("link", { name: "All listings in Kazakhstan" }).click();
    await expect(page).toHaveURL(/\/listings\?country=Kazakhstan$/);
  });

  test("a host card on a country page opens the host's profile", async ({ page }) => {
    await page.goto("/destinations/georgia");
    const link = hostCards(page).first().getByRole("link");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/host\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("/kazakhstan is the country page of Kazakhstan", async ({ page }) => {
    await page.goto("/kazakhstan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kazakhstan");
    await expect.poll(() => hostCards(page).count()).toBeGreaterThan(0);
    await expect.poll(() => listingCards(page).count()).toBeGreaterThan(0);
    await expectImageLoaded(page, "main section img");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Destinations" }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });

  test("a country by name works, and a country without photo gets a generated scene", async ({ page }) => {
    await page.goto("/destinations/Sri%20Lanka");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sri Lanka");
    await page.goto("/destinations/laos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laos");
    await expect(page.getByTestId("generated-scene")).toBeVisible();
  });

  test("an unknown country shows the not-found state", async ({ page }) => {
    await page.goto("/destinations/atlantis");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Atlantis isn't on our map yet");
    await page.getByRole("link", { name: "See all destinations" }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });

  for (const path of ["/destinations", "/destinations/kazakhstan", "/kazakhstan", "/destinations/laos"]) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[data-testid$='skeleton']")).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("axe finds no serious or critical violations on the not-found state", async ({ page }) => {
    await page.goto("/destinations/atlantis");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("travelers", () => {
  test("lists travelers with trip requests, marking those not accepting new conversations", async ({ page }) => {
    await page.goto("/travelers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travelers planning their next trip");
    await expect.poll(() => travelerCards(page).count()).toBeGreaterThan(5);
    const first = travelerCards(page).first();
    await expect(first.getByRole("link")).toHaveText(/^\S+ [A-Z]\.$/);
    await expect(first).toContainText(/\d+ travelers?/);
    await expect(first).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}|Dates not specified/);
    await expect(first).toContainText(/Online now|Active \d+[mhdw] ago|New to messaging/);

    const closed = travelerCards(page).filter({ hasText: "Not accepting new conversations" });
    await expect.poll(() => closed.count()).toBeGreaterThan(0);
    const open = travelerCards(page).filter({ hasNotText: "Not accepting new conversations" });
    expect(await open.count()).toBeGreaterThan(await closed.count());
  });

  test("Load more adds the next page", async ({ page }) => {
    await page.goto("/travelers");
    await expect.poll(() => travelerCards(page).count()).toBeGreaterThan(0);
    const before = await travelerCards(page).count();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => travelerCards(page).count()).toBeGreaterThan(before);
    const names = await travelerCards(page)
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(new Set(names).size).toBe(names.length);
  });

  test("a traveler card opens the public profile, marker included", async ({ page }) => {
    await page.goto("/travelers");
    const card = travelerCards(page).filter({ hasText: "Not accepting new conversations" }).first();
    const link = card.getByRole("link");
    const name = await link.textContent();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/traveler\/[\w-]+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
    await expect(page.getByText("Not accepting new conversations")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Trip request" })).toBeVisible();
    await expect(page.getByText(/^Member since [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
    await page.getByRole("link", { name: "All travelers" }).click();
    await expect(page).toHaveURL(/\/travelers$/);
  });

  test("an unknown traveler shows Profile not found", async ({ page }) => {
    await page.goto("/traveler/no-such-traveler");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile not found");
  });

  test("axe finds no serious or critical violations on /travelers and a profile", async ({ page }) => {
    await page.goto("/travelers");
    await expect.poll(() => travelerCards(page).count()).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page);
    await travelerCards(page).first().getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Trip request" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goto("/traveler/no-such-traveler");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
