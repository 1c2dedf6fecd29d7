import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { adminPage, DEMO, expectNoSeriousAxeViolations, main, sameSite, screenshot } from "./support";

// /admin/push-notifications and /admin/testing (issue 18 item 8): an admin composes a push with a live preview and
// recipient count, sends it to themselves and reads its delivery report; sends a test push and e-mail, runs a
// scheduled job, and finds the results in the outbox. Pushes go to the dev push box (DEV_MAILBOX on).

const SHOTS = ".tmp/admin-push/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/**
 * The demo admin's device: a browser subscription stored through the same API the notification settings page uses
 * (the e2e browser cannot reach a real push service). Storing it again updates the one row (§7).
 */
async function giveDevice(admin: Page) {
  const token = JSON.stringify({
    endpoint: "https://fcm.googleapis.com/fcm/send/e2e-admin",
    keys: {
      p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
      auth: "BTBZMqHH6r4Tts7J_aSIgg",
    },
  });
  const stored = await admin.request.post("/api/push-tokens", { ...sameSite(), data: { platform: "web", token } });
  expect(stored.ok()).toBe(true);
}

test.describe("admin push and testing", () => {
  test("an admin previews a push, sends it to themselves and reads the delivery report", async ({ page, browser }) => {
    const admin = await adminPage(browser, page);
    await giveDevice(admin);
    await admin.goto("/admin/push-notifications");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Push notifications" })).toBeVisible();
    await expect(main(admin).getByTestId("recipient-count")).toHaveText(
      /^Reaches \d+ (person|people) with push turned on\.$/,
    );
    await expectNoSeriousAxeViolations(admin);

    const form = main(admin).getByRole("form", { name: "Compose" });
    await form.getByLabel("One person").check();
    await form.getByLabel("Their e-mail address").fill("nobody-here@example.com");
    await expect(main(admin).getByTestId("recipient-count")).toHaveText(
      "Nobody has an account with that e-mail address.",
    );
    await form.getByLabel("Their e-mail address").fill(DEMO.admin);
    await expect(main(admin).getByTestId("recipient-count")).toHaveText(/has push turned on: 1 recipient\.$/);

    const title = `Autumn in the Fann mountains ${Date.now() % 100000}`;
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Message/).fill("Seven lakes, one trail: new October departures are open.");
    await form.getByLabel("Deep link").fill("https://elsewhere.example/");
    await form.getByRole("button", { name: "Send push" }).click();
    await expect(form.getByText("Deep link must be a path on this site, starting with /")).toBeVisible();
    await form.getByLabel("Deep link").fill("/search?country=Tajikistan");

    const preview = main(admin).getByRole("region", { name: "Preview" });
    await expect(preview).toContainText(title);
    await expect(preview).toContainText("Seven lakes, one trail");
    await expect(preview).toContainText("/search?country=Tajikistan");
    await shot(admin, "compose");

    await form.getByRole("button", { name: "Send push" }).click();
    await expect(admin.getByText("Push queued for 1 person.", { exact: false })).toBeVisible();
    const report = main(admin).getByRole("region", { name: "Delivery reports" }).getByRole("article", { name: title });
    await expect(report).toContainText(`To ${DEMO.admin}`);
    await expect(report.getByRole("definition").nth(0)).toHaveText("1");
    // Delivered after the response (the dev push box): the report counts it as sent.
    await expect(async () => {
      await main(admin).getByRole("button", { name: "Refresh" }).click();
      await expect(report.getByRole("definition").nth(1)).toHaveText("1", { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "report");
    await admin.context().close();
  });

  test("an admin sends a test push and e-mail, runs a scheduled job and finds them in the outbox", async ({
    page,
    browser,
  }) => {
    const admin = await adminPage(browser, page);
    await giveDevice(admin);
    await admin.goto("/admin/testing");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Testing" })).toBeVisible();
    await expectNoSeriousAxeViolations(admin);

    await main(admin).getByRole("button", { name: "Send a test push" }).click();
    await expect(admin.getByText(`Test push sent to ${DEMO.admin}.`)).toBeVisible();
    await main(admin).getByRole("button", { name: "Send a test e-mail" }).click();
    await expect(admin.getByText(`Test e-mail sent to ${DEMO.admin}.`)).toBeVisible();

    await main(admin).getByRole("button", { name: "Run now Token refresh" }).click();
    await expect(admin.getByText(/^Token refresh finished in \d+\.\d s\.$/)).toBeVisible();

    const outbox = main(admin).getByRole("region", { name: "Outbox" });
    await expect(outbox.getByRole("region", { name: "Push" })).toContainText("Test notification");
    await expect(outbox.getByRole("region", { name: "E-mail" })).toContainText("Test e-mail from the admin area");
    await outbox.getByRole("tab", { name: /Failed/ }).click();
    await expect(admin).toHaveURL(/[?&]status=failed/);
    await expect(outbox.getByRole("region", { name: "Push" }).getByText("Test notification")).toHaveCount(0);
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "testing");
    await admin.context().close();
  });
});
