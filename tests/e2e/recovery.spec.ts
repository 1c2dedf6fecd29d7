import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, main } from "./support";

/** Issue 14: recovery instead of dead ends (spec §2 "Error screen", §4 "Connection error screen"). */

const API = "**/api/**";
const logo = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Untrodden home" });

// A failed load waits for the query's own two retries (1 s, then 2 s) before the screen shows.
const SLOW = { timeout: 15_000 };

test.describe("recovering from failures", () => {
  test("a page whose data cannot be fetched shows the connection problem, counts its retries and recovers by itself once the server answers", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.route(API, (route) => route.abort("internetdisconnected"));
    await page.goto("/hosts");
    const problem = main(page).getByRole("alert");
    await expect(problem.getByRole("heading", { name: "Connection Problem" })).toBeVisible(SLOW);
    await expect(problem).toContainText("Unable to connect to our servers. Please check your internet connection.");
    await expect(problem.getByRole("listitem")).toHaveCount(3);
    await expect(problem).not.toContainText("No internet connection detected");
    await expect(logo(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const button = problem.getByRole("button");
    await expect(button).toHaveText("Try Again (1/3)");
    await button.click();
    await expect(button).toHaveText("Recovering...");
    await expect(button).toHaveText("Try Again (2/3)", SLOW);
    await button.click();
    await expect(button).toHaveText("Recovering...");
    await expect(button).toHaveText("Reload Page", SLOW);

    // The server answers again: the screen's connectivity check (every 3 s) retries, and the hosts show.
    await page.unroute(API);
    await expect(main(page).getByRole("article").first()).toBeVisible(SLOW);
    await expect(main(page).getByRole("heading", { name: "Connection Problem" })).toHaveCount(0);
  });

  test("the connection problem waits for the backend probe (HEAD /api/config): no automatic retry while it fails, recovery once it answers", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.route(API, (route) => route.abort("internetdisconnected"));
    await page.goto("/hosts");
    const heading = main(page).getByRole("heading", { name: "Connection Problem" });
    await expect(heading).toBeVisible(SLOW);

    // The data would load now, but the screen's probe of the backend still fails: it must not retry.
    let failedProbes = 0;
    await page.route("**/api/config", (route) => {
      if (route.request().method() !== "HEAD") return route.fallback();
      failedProbes++;
      return route.abort("connectionrefused");
    });
    await page.unroute(API);
    await expect.poll(() => failedProbes, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(heading).toBeVisible();
    await expect(main(page).getByRole("article")).toHaveCount(0);

    // The probe answers: the next check (every 3 s) retries by itself and the hosts show.
    const probed = page.waitForResponse(
      (res) => res.url().endsWith("/api/config") && res.request().method() === "HEAD",
    );
    await page.unroute("**/api/config");
    expect((await probed).status()).toBe(200);
    await expect(main(page).getByRole("article").first()).toBeVisible(SLOW);
    await expect(heading).toHaveCount(0);
  });

  test("a page whose data is refused as unauthorized shows the Authentication Error with its details folded away, and its retry recovers", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const hostsList = (url: URL) => url.pathname === "/api/hosts";
    await page.route(hostsList, (route) =>
      route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unauthorized", message: "Please log in to continue" } }),
      }),
    );
    await page.goto("/hosts");
    const problem = main(page).getByRole("alert");
    await expect(problem.getByRole("heading", { name: "Authentication Error" })).toBeVisible(SLOW);
    await expect(problem).toContainText("We encountered an authentication issue. This is usually temporary.");
    const details = problem.getByText("401 unauthorized: Please log in to continue");
    await expect(details).toBeHidden();
    await problem.getByText("Error details").click();
    await expect(details).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.unroute(hostsList);
    const button = problem.getByRole("button");
    await expect(button).toHaveText("Try Again (1/3)");
    await button.click();
    await expect(main(page).getByRole("article").first()).toBeVisible(SLOW);
    await expect(main(page).getByRole("heading", { name: "Authentication Error" })).toHaveCount(0);
  });

  test("offline, a new search says no connection is detected, and it loads once the browser is back online", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/hosts");
    await expect(main(page).getByRole("article").first()).toBeVisible();
    const location = main(page).getByRole("combobox", { name: "City or country" });
    await location.focus(); // its suggestions' code loads now, while online
    await context.setOffline(true);
    await location.fill("Almaty");
    await location.press("Enter");
    const problem = main(page).getByRole("alert");
    await expect(problem.getByRole("heading", { name: "Connection Problem" })).toBeVisible(SLOW);
    await expect(problem).toContainText("No internet connection detected");

    await context.setOffline(false);
    await expect(main(page).getByRole("article").first()).toBeVisible(SLOW);
    await expect(main(page).getByRole("heading", { name: "Connection Problem" })).toHaveCount(0);
    await expect(page).toHaveURL(/location=Almaty/);
  });

  test("a page that fails to render keeps the header and offers the home page", async ({ page }) => {
    // An answer the page cannot draw: it throws while rendering.
    await page.route("**/api/hosts/aigerim*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
    );
    await page.goto("/host/aigerim");
    const failure = main(page).getByRole("alert");
    await expect(failure.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(failure).toContainText("Please refresh the page to try again.");
    await expect(failure.getByRole("button", { name: "Refresh Page" })).toBeVisible();
    await expect(logo(page)).toBeVisible();

    await failure.getByRole("link", { name: "Go to home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Local hosts in the places guidebooks skip");
  });
});
