import { expect, type Page, test } from "@playwright/test";
import { KPI_META } from "../../domain/admin-kpis";
import { KPI_IDS } from "../../domain/api/admin-dashboard";
import { DEMO, expectNoSeriousAxeViolations, isPhone, main, signInAs } from "./support";

/**
 * The admin overview's KPIs (issue 19 item 2): an admin opens /admin, reads a card per KPI with its figure, its
 * trend in words and a chart (and the chart's values as a table for screen readers), and switches the range, which
 * the URL keeps. The figures themselves are checked against hand-computed rows in tests/worker/admin-dashboard.test.ts;
 * here the demo's (which other tests change) are only read.
 */

const card = (page: Page, label: string) => main(page).getByRole("article", { name: label, exact: true });

async function expectCards(page: Page, range: number) {
  const panel = main(page).getByRole("tabpanel", { name: `${range} days` });
  const cards = panel.getByRole("article");
  await expect(cards).toHaveCount(KPI_IDS.length);
  await expect(cards).toContainText(KPI_IDS.map((id) => KPI_META[id].description));
  // The trend in words, against the previous range of the same length.
  await expect(cards).toContainText(KPI_IDS.map(() => new RegExp(`previous ${range} days`)));
  // Each chart's values as a table: its caption, and a row per day.
  await expect(panel.locator("caption")).toHaveText(
    KPI_IDS.map((id) => `${KPI_META[id].perDay}, the last ${range} days`),
  );
  await expect(panel.locator("tbody tr")).toHaveCount(KPI_IDS.length * range);
  // uPlot draws each chart on a canvas once its module is loaded.
  await expect(panel.locator("canvas")).toHaveCount(KPI_IDS.length);
  await expect(panel.locator("canvas").first()).toBeVisible();
}

test.describe("admin dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.admin);
  });

  test("an admin reads the KPIs of 30 days, switches to 7 and 90 days, and the URL keeps the range", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(main(page).getByRole("heading", { level: 1, name: "Admin overview" })).toBeVisible();
    const range = main(page).getByRole("tablist", { name: "Range" });
    await expect(range.getByRole("tab", { name: "30 days" })).toHaveAttribute("aria-selected", "true");
    await expectCards(page, 30);
    // The demo has applications waiting; the count links to where they are reviewed.
    await expect(main(page).getByText(/host applications? waits? for review now/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Review host applications" })).toHaveAttribute(
      "href",
      "/admin/hosts",
    );
    // The demo's bookings and messages are recent: the last 30 days have some.
    await expect(card(page, "Booking requests").locator("p").first()).not.toHaveText("0");
    await expect(card(page, "Messages per day").locator("p").first()).not.toHaveText("0");
    // The destination pictures stay below the figures.
    await expect(main(page).getByRole("heading", { level: 2, name: "Destination images" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await range.getByRole("tab", { name: "7 days" }).click();
    await expect(page).toHaveURL(/[?&]range=7\b/);
    await expectCards(page, 7);
    await expect(main(page)).toContainText("The last 7 days");

    // Keyboard: the arrow keys move along the tabs (7 → 30 → 90).
    await range.getByRole("tab", { name: "7 days" }).focus();
    await page.keyboard.press("End");
    await expect(range.getByRole("tab", { name: "90 days" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]range=90\b/);
    await expectCards(page, 90);

    // The range is in the URL: a reload (or a shared link) opens the same range.
    await page.reload();
    await expect(range.getByRole("tab", { name: "90 days" })).toHaveAttribute("aria-selected", "true");
    await expectCards(page, 90);
    if (isPhone()) {
      // On a phone the cards stack in one column and nothing is wider than the screen.
      // (a page wider than the screen widens a phone's layout viewport: innerWidth grows past 390).
      expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    }
  });

  test("a failed load says so and loads again on Try again", async ({ page }) => {
    // The query retries twice by itself: three failures show the error.
    let failures = 3;
    await page.route("**/api/admin/dashboard?*", async (route) => {
      if (failures-- > 0)
        return route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "internal", message: "Something went wrong" } }),
        });
      return route.continue();
    });
    await page.goto("/admin?range=7");
    const failed = main(page).getByRole("alert").filter({ hasText: "We couldn't load the marketplace's figures." });
    await expect(failed).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await failed.getByRole("button", { name: "Try again" }).click();
    await expectCards(page, 7);
  });
});
