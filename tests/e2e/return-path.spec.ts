import { expect, type Page, test } from "@playwright/test";
import type { ListingsResponse } from "../../domain/api/listings";
import { DEMO, DEMO_PASSWORD, main } from "./support";

/**
 * Issue 14: signing in returns a guest to the page they were on, and to the action they had started there. These
 * are tests of the sign-in screen, so they sign in through it.
 */

/** Fills in the sign-in form the guest was sent to (the address already carries the return path). */
async function signInHere(page: Page, email: string) {
  await main(page).getByLabel("E-mail address").fill(email);
  await main(page).getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await main(page).getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a guest's Message Host comes back to the listing after signing in, and carries on into the conversation", async ({
  page,
  request,
}) => {
  const res = await request.get("/api/listings?type=tours&limit=1");
  const tour = ((await res.json()) as ListingsResponse).listings[0];
  if (!tour) throw new Error("the demo data has no tours");
  const path = `/tour/${tour.slug ?? tour.id}`;
  await page.goto(path);
  await page.getByRole("button", { name: "Message Host" }).first().click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await expect(page.getByText("Please log in to continue")).toBeVisible();
  await expect(page.getByText("You'll come back to the page you were on once you're in.")).toBeVisible();

  await signInHere(page, DEMO.traveler);
  // Issue 15: the Message Host it came back to is pressed, which opens the conversation with the host.
  await expect(page).toHaveURL(/\/chat\?conversation=[^&]+$/);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tour.title);
});

test("a guest who signs in from /become-host comes back to the application", async ({ page }) => {
  await page.goto("/become-host");
  await page.getByRole("link", { name: "Sign in", exact: true }).last().click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fbecome-host/);
  await signInHere(page, DEMO.traveler);
  await expect(page).toHaveURL(/\/become-host$/);
  const heading = page.getByRole("heading", { name: "Apply to host" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(main(page).getByRole("button", { name: "Submit application" })).toBeVisible();
});

test("a guest who opens a signed-in page signs in and lands on it", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  await expect(page.getByText("Please log in to continue")).toBeVisible();
  await signInHere(page, DEMO.host);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a guest opening their profile editor is asked to log in to view their profile", async ({ page }) => {
  await page.goto("/edit-traveler-profile");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fedit-traveler-profile$/);
  await expect(page.getByText("Please log in to view your profile")).toBeVisible();
});

test("a return path to another site is ignored: signing in lands on the home page", async ({ page }) => {
  for (const outside of ["https://evil.example/phish", "//evil.example/phish", "/\\evil.example"]) {
    await page.goto(`/auth?redirect=${encodeURIComponent(outside)}`);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByText("You'll come back to the page you were on")).toHaveCount(0);
  }
  await signInHere(page, DEMO.traveler);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});
