import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support";

/** A new account per test (the server's database lives for the whole run). */
async function signUp(page: Page, label: string): Promise<string> {
  const email = `mailbox-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const site = test.info().project.use.baseURL ?? "";
  const res = await page.request.post(`/auth/v1/signup?redirect_to=${encodeURIComponent(`${site}/auth`)}`, {
    data: { email, password: "mailbox-walk-2026" },
  });
  expect(res.status()).toBe(200);
  return email;
}

async function expectSignedInAndConfirmed(page: Page, email: string) {
  const res = await page.request.get("/auth/v1/user", { headers: { "X-Session-Transport": "cookie" } });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as { email: string; email_confirmed_at: string | null };
  expect(user.email).toBe(email);
  expect(user.email_confirmed_at).not.toBeNull();
}

test.describe("dev mailbox", () => {
  test("lists the confirmation e-mail, shows it rendered, and its button confirms the account", async ({ page }) => {
    const email = await signUp(page, "frame");
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page).toHaveTitle("Dev mailbox");
    await expect(page.getByRole("heading", { level: 1, name: "Dev mailbox" })).toBeVisible();
    const message = page.getByRole("article", { name: "Confirm your Untrodden account" });
    await expect(message).toHaveCount(1);
    await expect(message.getByText(email)).toBeVisible();
    await expectNoSeriousAxeViolations(page, { exclude: "iframe" });

    // The e-mail as the person would see it, in a sandboxed frame; its button opens the link in this tab.
    const frame = page.frameLocator("iframe[title='Message: Confirm your Untrodden account']");
    await expect(frame.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
    await frame.getByRole("link", { name: "Confirm e-mail address" }).click();
    await expect(page).toHaveURL(/\/auth(#|$)/);
    await expectSignedInAndConfirmed(page, email);
  });

  test("keeps each message's links clickable on the page itself", async ({ page }) => {
    const email = await signUp(page, "link");
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const message = page.getByRole("article", { name: "Confirm your Untrodden account" });
    await message.getByRole("link", { name: /\/auth\/v1\/verify\?token=/ }).click();
    await expect(page).toHaveURL(/\/auth(#|$)/);
    await expectSignedInAndConfirmed(page, email);
  });

  test("answers JSON, newest first, for scripts", async ({ page }) => {
    const email = await signUp(page, "json");
    const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { Accept: "application/json" },
    });
    expect(res.status()).toBe(200);
    const messages = (await res.json()) as { to: string; subject: string; text: string }[];
    expect(messages.map((m) => [m.to, m.subject])).toEqual([[email, "Confirm your Untrodden account"]]);
    expect(messages[0]?.text).toMatch(/\/auth\/v1\/verify\?token=/);
  });
});
