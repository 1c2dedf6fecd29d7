import { expect, type Page, test } from "@playwright/test";
import { SECOND_FACTOR_TEXT as T } from "../../domain/second-factor";
import { totpCode, totpStep } from "../../domain/totp";
import { adminPage, expectNoSeriousAxeViolations, main, newTraveler, screenshot, signIn } from "./support";

/** The code an authenticator app shows `ahead` steps from now (the server accepts one step of drift). */
const codeFor = (key: string, ahead = 0) => totpCode(key.replace(/\s+/g, ""), totpStep(Date.now() / 1000) + ahead);

async function setUpAuthenticator(page: Page): Promise<string> {
  await page.goto("/security");
  await expect(main(page).getByRole("heading", { name: "Sign-in & security", level: 1 })).toBeVisible();
  await main(page).getByRole("button", { name: "Set up an authenticator app" }).click();
  const qr = main(page).getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  // The code is drawn (an app scans it), not its alternative text.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const key = (await main(page).locator("code").textContent()) ?? "";
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  return key;
}

test.describe("two-step sign-in", () => {
  test("is set up on /security, then asked for at the next sign-in, and turned off again", async ({ page }) => {
    test.setTimeout(60_000);
    const { email, password } = await newTraveler(page, { first: "Saule", last: "Bekova" }, "two-step");
    const key = await setUpAuthenticator(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, { path: `two-step-setup-${test.info().project.name}.png`, fullPage: true });

    // A mistyped code keeps the set-up open and says so.
    await main(page).getByLabel(T.codeLabel).fill("12345");
    await main(page).getByRole("button", { name: "Turn on" }).click();
    await expect(main(page).getByRole("alert")).toContainText(T.codeShape);
    await main(page)
      .getByLabel(T.codeLabel)
      .fill(await codeFor(key));
    await main(page).getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText(T.enrolled)).toBeVisible();
    await expect(main(page).getByText("On.", { exact: true })).toBeVisible();
    await expect(main(page).getByText("This device")).toBeVisible();

    // The next sign-in asks for the code after the password; nothing else is drawn until it is entered.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, password);
    await expect(page.getByRole("heading", { name: T.promptTitle })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, { path: `two-step-prompt-${test.info().project.name}.png` });
    // The code of the next step: the one used to turn it on cannot be used twice.
    await page.getByLabel(T.codeLabel).fill(await codeFor(key, 1));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: T.promptTitle })).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();

    // Turning it off asks first.
    await page.goto("/security");
    await main(page).getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText(T.removed)).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();
  });

  test("a set-up left half-way is cancelled and leaves two-step sign-in off", async ({ page }) => {
    await newTraveler(page, { first: "Erlan", last: "Sadykov" }, "two-step-cancel");
    await setUpAuthenticator(page);
    await main(page).getByRole("button", { name: "Cancel" }).click();
    await expect(main(page).getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();
    await page.reload();
    await expect(main(page).getByText(/^Off\./)).toBeVisible();
  });

  test("an admin removes the authenticator of a traveler who lost their phone; the password alone signs in again", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const { email, password } = await newTraveler(page, { first: "Aigerim", last: "Nurlanova" }, "two-step-lost");
    const key = await setUpAuthenticator(page);
    await main(page)
      .getByLabel(T.codeLabel)
      .fill(await codeFor(key));
    await main(page).getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText(T.enrolled)).toBeVisible();
    const { user_id: id } = (await (await page.request.get("/api/me/profile")).json()) as { user_id: string };

    const admin = await adminPage(browser, page);
    await admin.goto(`/admin/travelers/${id}`);
    await expect(main(admin).getByText(/^On: Authenticator app, added/)).toBeVisible();
    await main(admin).getByRole("button", { name: "Remove authenticator" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(admin.getByText("Aigerim Nurlanova's authenticator is removed.")).toBeVisible();
    await expect(main(admin).getByText("Second factor removed by an admin")).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, password);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("heading", { name: T.promptTitle })).toHaveCount(0);
  });
});
