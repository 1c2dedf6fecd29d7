import { mkdir, readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  adminPage,
  auditTrail,
  expectNoSeriousAxeViolations,
  latestMail,
  type Mail,
  main,
  newAccount,
  newAddress,
  newTraveler,
  sameSite,
  screenshot,
} from "./support";

// /admin/incomplete-users, /export-incomplete-users and /debug-index (issue 19 items 5 and 6): an admin finds a
// person who never chose to travel or host, reminds them (the e-mail lands in the dev mailbox), exports the CSV;
// reads the environment check and restores the sign-in of someone whose confirmation e-mails were used up.

const SHOTS = ".tmp/admin-incomplete-users/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** Every message the dev mailbox holds for `to`. */
async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { Accept: "application/json" },
  });
  return (await res.json()) as Mail[];
}

test.describe("incomplete sign-ups and the debug tools", () => {
  test("an admin finds a new incomplete sign-up, reminds them once and exports the CSV", async ({ page, browser }) => {
    // Someone signs up and signs in, but never says whether they travel or host.
    const { email } = await newAccount(page, "incomplete");
    const admin = await adminPage(browser, page);

    await admin.goto("/admin/incomplete-users");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Incomplete sign-ups" })).toBeVisible();
    await main(admin).getByLabel("Search sign-ups").fill(email);
    const row = main(admin).getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(main(admin).getByRole("row")).toHaveCount(2); // the header and this person
    await expect(row).toContainText("Signed in, no name yet");
    await expect(row).toContainText("None");
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "list");

    await row.getByRole("button", { name: "Remind" }).click();
    const dialog = admin.getByRole("alertdialog", { name: /Send a reminder to/ });
    await expect(dialog).toContainText(email);
    await expectNoSeriousAxeViolations(admin);
    await dialog.getByRole("button", { name: "Send reminder" }).click();
    await expect(admin.getByText(`A reminder is on its way to ${email}.`)).toBeVisible();
    await expect(row).toContainText(/1 sent; next from/);
    await expect(row.getByRole("button", { name: "Remind" })).toHaveCount(0);

    const mail = await latestMail(admin, email, /Finish setting up your .* account/);
    expect(mail.text).toMatch(/https?:\/\/\S+\/complete-profile/);
    // A second reminder within the week is refused by the server too, saying when the next may go.
    const id = await admin.evaluate(async (address) => {
      const res = await fetch(`/api/admin/incomplete-users?q=${encodeURIComponent(address)}`);
      return ((await res.json()) as { items: { id: string }[] }).items[0]?.id ?? "";
    }, email);
    const again = await admin.request.post(`/api/admin/incomplete-users/${id}/remind`, sameSite());
    expect(again.status()).toBe(429);
    expect(await again.text()).toContain("the next can be sent from");

    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      main(admin).getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^incomplete-users-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    const lines = csv.split("\r\n");
    expect(lines[0]).toContain('"E-mail"');
    expect(lines.filter((l) => l.includes(`"${email}"`))).toHaveLength(1);
    expect(lines).toHaveLength(2); // the search is the export's filter: this person only

    await expect(main(admin).getByRole("heading", { name: "Past exports" })).toBeVisible();
    // The console's audit log has the reminder about them, and the export.
    // (the account was made through the auth admin API, which is audited too)
    expect(await auditTrail(admin, { entity_type: "user", entity_id: id })).toEqual([
      "Incomplete user remind",
      "User create",
    ]);
    expect((await auditTrail(admin, { action: "incomplete_users.export" }))[0]).toBe("Incomplete users export");
    await admin.goto("/export-incomplete-users");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Export incomplete sign-ups" })).toBeVisible();
    const [all] = await Promise.all([
      admin.waitForEvent("download"),
      main(admin).getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(await readFile((await all.path()) ?? "", "utf8")).toContain(`"${email}"`);
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "export");
    await admin.context().close();
  });

  test("non-admins get the not-found page on the console's top-level pages", async ({ page }) => {
    await newTraveler(page, { first: "Curious", last: "Traveler" });
    for (const path of ["/debug-index", "/export-incomplete-users", "/admin/incomplete-users"]) {
      await page.goto(path);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("This trail doesn't lead anywhere");
      await expect(main(page).getByRole("heading", { name: "Debug tools" })).toHaveCount(0);
    }
    expect((await page.request.get("/api/admin/environment")).status()).toBe(403);
  });

  test("/debug-index shows the environment check and restores a locked-out person's sign-in", async ({
    page,
    browser,
  }) => {
    // Someone signs up and asks for the confirmation e-mail again until the per-address limit refuses them.
    const email = newAddress("locked");
    const signup = await page.request.post("/auth/v1/signup", {
      data: { email, password: "a long walk to Song-Kol" },
    });
    expect(signup.status()).toBe(200);
    let refused = false;
    for (let i = 0; i < 8 && !refused; i++) {
      const resend = await page.request.post("/auth/v1/resend", { data: { type: "signup", email } });
      refused = resend.status() === 429;
    }
    expect(refused).toBe(true);
    await expect.poll(async () => (await mailsTo(page, email)).length).toBe(6);

    const admin = await adminPage(browser, page);
    await admin.goto("/debug-index");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Debug tools" })).toBeVisible();
    const environment = main(admin).getByRole("region", { name: "Environment check" });
    await expect(environment).toContainText("Status: MISSING_SECRETS");
    const setting = (name: string) =>
      environment.getByRole("listitem").filter({ has: admin.getByText(name, { exact: true }) });
    await expect(setting("AUTH_JWT_KEYS")).toContainText("Set");
    await expect(setting("EMAIL_API_KEY")).toContainText("Missing");
    await expectNoSeriousAxeViolations(admin);

    const restore = main(admin).getByRole("region", { name: "Restore a person's sign-in" });
    await restore.getByRole("button", { name: "Restore sign-in" }).click();
    await expect(restore.getByText("Please fill in all required fields")).toBeVisible();
    await restore.getByLabel("E-mail address").fill(`nobody-${email}`);
    await restore.getByRole("button", { name: "Restore sign-in" }).click();
    await expect(restore.getByRole("alert")).toContainText(`Not restored: No account uses the e-mail address nobody-`);

    await restore.getByLabel("E-mail address").fill(email);
    await restore.getByRole("button", { name: "Restore sign-in" }).click();
    await expect(restore.getByText(`Sign-in restored for ${email}.`)).toBeVisible();
    await expect(restore).toContainText("Cleared 1 sign-in lockout");
    await expect(restore).toContainText(`Sent a new confirmation e-mail to ${email}.`);
    await expect.poll(async () => (await mailsTo(admin, email)).length).toBe(7);
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "debug");

    // The person can ask again: the limit that refused them is gone.
    const resend = await page.request.post("/auth/v1/resend", { data: { type: "signup", email } });
    expect(resend.status()).toBe(200);
    await admin.context().close();
  });
});
