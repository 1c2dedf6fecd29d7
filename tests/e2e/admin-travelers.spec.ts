import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { ACCOUNT_SUSPENDED_MESSAGE } from "../../domain/account-suspension";
import type { AdminTravelerDetail } from "../../domain/api/admin-travelers";
import { capital, word } from "./bookings-support";
import {
  adminPage,
  auditTrail,
  expectNoSeriousAxeViolations,
  latestMail,
  main,
  newTraveler,
  screenshot,
  signIn,
} from "./support";

// The admins' travelers (issue 19 item 3): an admin finds a new traveler by e-mail, suspends them with a reason
// (the traveler's session ends at once and signing in says the account is suspended), and restores them.

const SHOTS = ".tmp/admin-travelers/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

test.describe("admin travelers", () => {
  test.setTimeout(60_000);

  test("an admin finds a traveler by e-mail, suspends them with a reason and restores them", async ({
    page,
    browser,
  }) => {
    const last = capital(word());
    const name = `Suri ${last}`;
    const traveler = await newTraveler(page, { first: "Suri", last }, "suspended");
    // The traveler's open tab keeps its hub socket (/ws/me), over which the suspension signs it out.
    const hub = page.waitForEvent("websocket", (ws) => new URL(ws.url()).pathname === "/ws/me");
    await page.goto("/edit-traveler-profile");
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.request.get("/api/me/profile")).status()).toBe(200);

    const admin = await adminPage(browser, page);
    await admin.goto("/admin/travelers");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Travelers" })).toBeVisible();
    const table = main(admin).getByRole("table", { name: "Travelers" });
    await expect(table).toBeVisible();
    await expectNoSeriousAxeViolations(admin);

    await main(admin).getByLabel("Search travelers").fill(traveler.email);
    await main(admin).getByLabel("Search travelers").press("Enter");
    await expect(admin).toHaveURL(/[?&]q=/);
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText(traveler.email);
    await expect(row).toContainText("Active");
    await shot(admin, "list-found");

    // Suspend from the list: the reason is required.
    await row.getByRole("button", { name: "Suspend" }).click();
    const dialog = admin.getByRole("dialog", { name: `Suspend ${name}?` });
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await expect(dialog.getByText("Reason is required.")).toBeVisible();
    const reason = "Asked two hosts to be paid by bank transfer outside the site.";
    await dialog.getByLabel("Reason").fill(reason);
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "suspend-dialog");
    const hubSocket = await hub;
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await expect(admin.getByText(`${name} is suspended and signed out everywhere.`)).toBeVisible();
    await expect(row).toContainText("Suspended");

    // The traveler's open page is signed out at once: its hub closed with "session ended", the app confirmed it
    // with a refresh that failed, and the page that needs an account asks them to sign in again.
    await hubSocket.waitForEvent("close");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fedit-traveler-profile$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

    // The traveler's session ended at once: the API refuses the page's cookie, and the e-mail tells them why.
    expect((await page.request.get("/api/me/profile")).status()).toBe(401);
    const mail = await latestMail(page, traveler.email, /account is suspended/);
    expect(mail.text).toContain(reason);
    // Signing in again says the account is suspended and how to reach support.
    await page.context().clearCookies();
    await signIn(page, traveler.email, traveler.password);
    await expect(main(page).getByText(ACCOUNT_SUSPENDED_MESSAGE)).toBeVisible();

    // The detail page: the suspension with its reason; restore.
    await row.getByRole("link", { name: "Open" }).click();
    await expect(main(admin).getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(main(admin).getByRole("status").filter({ hasText: "Suspended" })).toContainText(reason);
    await expect(main(admin).getByRole("region", { name: "Trip request" })).toContainText("No trip request.");
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "detail-suspended");
    await main(admin).getByRole("button", { name: "Restore" }).click();
    await admin
      .getByRole("alertdialog", { name: `Restore ${name}?` })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(admin.getByText(`${name} is restored.`)).toBeVisible();
    await expect(main(admin).getByRole("button", { name: "Suspend" })).toBeVisible();
    const history = main(admin).getByRole("region", { name: "Admin actions" });
    // Newest first: the restore, the suspension (and the account's creation through the admin API before them).
    await expect(history.getByRole("listitem").nth(0)).toContainText("Restored");
    await expect(history.getByRole("listitem").nth(1)).toContainText("Suspended");
    await expect(history.getByRole("listitem").nth(1)).toContainText(reason);
    await shot(admin, "detail-restored");

    // The audit entries, through the API.
    const id = new URL(admin.url()).pathname.split("/").pop() ?? "";
    const detail = (await (await admin.request.get(`/api/admin/travelers/${id}`)).json()) as AdminTravelerDetail;
    expect(detail.history.filter((h) => h.action !== "user.create").map((h) => [h.action, h.reason])).toEqual([
      ["user.restore", reason],
      ["user.suspend", reason],
    ]);

    // The same two entries in the console's audit log, newest first.
    expect(
      (await auditTrail(admin, { entity_type: "user", entity_id: id })).filter((a) => a !== "User create"),
    ).toEqual(["User restore", "User suspend"]);

    // They can sign in again.
    await signIn(page, traveler.email, traveler.password);
    await expect(page).not.toHaveURL(/\/auth/);
    expect((await page.request.get("/api/me/profile")).status()).toBe(200);
    await admin.context().close();
  });
});
