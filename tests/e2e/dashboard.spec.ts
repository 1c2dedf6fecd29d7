import { expect, type Page, test } from "@playwright/test";
import type { HomeResponse } from "../../domain/api/home";
import type { DashboardResponse } from "../../domain/dashboard";
import { DEMO, expectNoSeriousAxeViolations, main, openPage, screenshot, signInAs } from "./support";

/** A full-page screenshot for a person to look at (scratch, not compared). */
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `.tmp/F/${name}-${test.info().project.name}.png`, fullPage: true });

/** Nothing is wider than the window (no sideways scrolling at 390 px). */
async function expectFitsWidth(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** What the server says the signed-in person's dashboard is (the page's cookies go along). */
async function dashboardApi(page: Page): Promise<DashboardResponse> {
  const res = await page.request.get("/api/me/dashboard");
  expect(res.status()).toBe(200);
  return (await res.json()) as DashboardResponse;
}

/**
 * Opens a dashboard page and returns the answer that page rendered: other tests view the demo host's listings at
 * the same time, so a second request could already count one more view.
 */
async function openDashboard(page: Page, path: string): Promise<DashboardResponse> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/me/dashboard" && r.request().method() === "GET",
  );
  await page.goto(path);
  const res = await answered;
  expect(res.status()).toBe(200);
  return (await res.json()) as DashboardResponse;
}

/**
 * The profile panel's completeness bar says what the API says; nothing is wider than the window; no serious axe
 * violations; a screenshot named `name`.
 */
async function expectProfilePanelAndLayout(page: Page, api: DashboardResponse, name: string) {
  await expect(
    main(page).getByRole("region", { name: "Your profile" }).getByRole("progressbar", { name: "Profile completeness" }),
  ).toHaveAttribute("aria-valuenow", String(api.completeness.percent));
  await expectFitsWidth(page);
  await expectNoSeriousAxeViolations(page);
  await shot(page, name);
}

/** The number shown above a stat's label inside a panel. */
const stat = (panel: ReturnType<Page["getByRole"]>, label: string) =>
  panel.getByText(label, { exact: true }).locator("xpath=preceding-sibling::p[1]");

test.describe("dashboard", () => {
  test("the demo host sees Verified, their listings by status with views, messages and bookings", async ({ page }) => {
    await signInAs(page, DEMO.host);
    const api = await openDashboard(page, "/host-dashboard");
    await expect(main(page).getByRole("heading", { level: 1, name: "Host dashboard" })).toBeVisible();
    await expect(page).toHaveTitle(/^Host dashboard/);

    const verification = main(page).getByRole("region", { name: "Verification" });
    await expect(verification.getByText("Verified", { exact: true })).toBeVisible();
    await expect(verification.getByRole("link", { name: "View your public profile" })).toHaveAttribute(
      "href",
      /^\/host\//,
    );

    expect(api.listings?.counts.published).toBeGreaterThanOrEqual(4);
    const listings = main(page).getByRole("region", { name: "Your listings" });
    await expect(stat(listings, "Published")).toHaveText(String(api.listings?.counts.published));
    await expect(stat(listings, api.listings?.views_total === 1 ? "View" : "Views")).toHaveText(
      String(api.listings?.views_total),
    );
    const first = api.listings?.items.find((l) => l.status === "published");
    if (!first) throw new Error("the demo host has published listings");
    await expect(listings.getByRole("link", { name: `Edit ${first.title}` })).toHaveAttribute("href", first.edit_path);
    expect(first.edit_path).toMatch(/^\/manage-listings\/(tour|group-tour|rental-car|driver)\/[0-9a-f-]{36}$/);
    await expect(listings.getByRole("link", { name: `View ${first.title}` })).toHaveAttribute("href", first.path);
    await expect(main(page).getByRole("region", { name: "Messages" })).toBeVisible();
    await expect(main(page).getByRole("region", { name: "Bookings" })).toBeVisible();
    await expectProfilePanelAndLayout(page, api, "host-dashboard");

    await listings.getByRole("link", { name: "Manage listings" }).click();
    await expect(page).toHaveURL(/\/manage-listings$/);
  });

  test("the demo traveler sees their own dashboard with the trip request", async ({ page }) => {
    await signInAs(page, DEMO.traveler);
    await page.goto("/dashboard");
    await expect(main(page).getByRole("heading", { level: 1, name: "Your dashboard" })).toBeVisible();
    await expect(main(page).getByRole("region", { name: "Verification" })).toHaveCount(0);
    await expect(main(page).getByRole("region", { name: "Your listings" })).toHaveCount(0);
    const api = await dashboardApi(page);
    expect(api.role).toBe("traveler");
    const trip = main(page).getByRole("region", { name: "Your trip request" });
    await expect(
      trip.getByRole("link", { name: api.trip_request ? "Edit trip request" : "Add your trip request" }),
    ).toHaveAttribute("href", "/edit-traveler-profile");
    if (api.trip_request) await expect(trip).toContainText(api.trip_request.destinations[0] ?? "");
    await expectProfilePanelAndLayout(page, api, "traveler-dashboard");
  });

  test("a signed-out visitor opening /dashboard is sent to sign in, coming back to it", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });
});

test.describe("activity labels", () => {
  test("a host who just signed in shows as Online now on their page and in the home map's popup", async ({ page }) => {
    await signInAs(page, DEMO.host);
    const { public_path: profilePath } = await dashboardApi(page);
    if (!profilePath) throw new Error("the demo host is approved");
    const slug = profilePath.replace("/host/", "");

    await page.goto(profilePath);
    await expect(main(page).getByText("Online now")).toBeVisible();

    const home = (await (await page.request.get("/api/home")).json()) as HomeResponse;
    const pin = home.map.find((h) => h.slug === slug);
    if (!pin) throw new Error("the demo host has a map position");
    await openPage(page, "/");
    await page.getByTestId("map-section").scrollIntoViewIfNeeded();
    const marker = page
      .getByTestId("hosts-map")
      .locator(`.host-marker[title="${pin.name}, ${pin.city ?? pin.country ?? ""}"]`);
    // Markers crowd around Almaty, so the keyboard opens this one (Leaflet markers are buttons).
    await marker.focus();
    await page.keyboard.press("Enter");
    const popup = page.locator(".leaflet-popup-content");
    await expect(popup).toContainText(pin.name);
    await expect(popup).toContainText("Online now");
  });
});
