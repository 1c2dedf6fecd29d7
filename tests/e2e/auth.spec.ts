import { expect, test } from "@playwright/test";
import {
  codeIn,
  DEMO_PASSWORD,
  expectNoSeriousAxeViolations,
  latestMail,
  linkIn,
  main,
  newAddress,
  signIn,
} from "./support";

test.describe("accounts: sign-in screens", () => {
  test("a traveler signs up, confirms from the mailbox page and is back on /auth, signed in", async ({ page }) => {
    const email = newAddress("signup");
    await page.goto("/auth");
    await expect(main(page).getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await main(page).getByRole("tab", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=sign-up$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await main(page).getByRole("button", { name: "Create account" }).click();
    await expect(main(page).getByRole("alert")).toHaveText(
      "You must provide either an email or phone number and a password",
    );
    await expectNoSeriousAxeViolations(page);

    await main(page).getByLabel("E-mail address").fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill("a quiet road to Karakol");
    await main(page).getByRole("button", { name: "Create account" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(main(page).getByText(email)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const message = page.getByRole("article", { name: "Confirm your Untrodden account" });
    await message.getByRole("link", { name: /\/auth\/v1\/verify\?token=/ }).click();

    await expect(main(page).getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();
    await expect(main(page).getByText(`Signed in as ${email}.`)).toBeVisible();
    // No user type yet: the §4 rules keep the person on /auth, pointed at the profile.
    await expect(main(page).getByRole("link", { name: "Complete your profile" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expectNoSeriousAxeViolations(page);
  });

  test("signs in with a demo account, lands on /, and the page cannot read the session", async ({ page }) => {
    await signIn(page, "traveler@example.com", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/access|refresh/);
    const cookies = await page.context().cookies();
    const session = cookies.filter((c) => /access|refresh/.test(c.name));
    expect(session.length).toBe(2);
    expect(session.every((c) => c.httpOnly && c.sameSite === "Lax")).toBe(true);

    // Opening /auth again while signed in with a complete profile moves on to / (spec §4).
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the demo admin signs in and stays on the page they signed in on (spec §4)", async ({ page }) => {
    await signIn(page, "admin@example.com", DEMO_PASSWORD);
    await expect(main(page).getByText("Signed in as admin@example.com.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await signIn(page, "traveler@example.com", "not-the-password");
    await expect(main(page).getByRole("alert")).toHaveText("Invalid login credentials");
    await expect(page).toHaveURL(/\/auth$/);
    await expectNoSeriousAxeViolations(page);
  });

  test("signs in without a password with the e-mailed code on /simple-auth", async ({ page }) => {
    const email = newAddress("code");
    await page.goto("/simple-auth");
    await expect(main(page).getByRole("heading", { level: 1, name: "Sign in with a code" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await main(page).getByLabel("E-mail address").fill(email);
    await main(page).getByRole("button", { name: "Send me a code" }).click();
    await expect(main(page).getByText(`We sent a 6-digit code to ${email}.`, { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await main(page).getByLabel("6-digit code").fill("000000");
    await main(page).getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Token has expired or is invalid");

    const mail = await latestMail(page, email, /code|Confirm/);
    await main(page).getByLabel("6-digit code").fill(codeIn(mail));
    await main(page).getByRole("button", { name: "Sign in", exact: true }).click();
    // A new account has no profile: spec §4 sends it from here to /auth.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(main(page).getByRole("link", { name: "Complete your profile" })).toBeVisible();
  });

  test("forgot password: the e-mailed link opens /reset-password signed in, and the new password works", async ({
    page,
  }) => {
    const email = newAddress("reset");
    const site = test.info().project.use.baseURL ?? "";
    const signUp = await page.request.post(`/auth/v1/signup?redirect_to=${encodeURIComponent(`${site}/auth`)}`, {
      data: { email, password: "the first password" },
    });
    expect(signUp.status()).toBe(200);
    await page.goto(linkIn(await latestMail(page, email, /Confirm/)));
    await expect(main(page).getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();
    await main(page).getByRole("button", { name: "Sign out" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

    await main(page).getByLabel("E-mail address").fill(email);
    await main(page).getByRole("button", { name: "Forgot password?" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await main(page).getByRole("button", { name: "Send reset link" }).click();
    await expect(main(page).getByRole("status")).toContainText(`If ${email} has an account`);
    await expectNoSeriousAxeViolations(page);

    await page.goto(linkIn(await latestMail(page, email, /Reset/)));
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await main(page).getByLabel("New password", { exact: true }).fill("the second password");
    await main(page).getByLabel("Repeat the new password", { exact: true }).fill("the second passwort");
    await main(page).getByRole("button", { name: "Save new password" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("The two passwords do not match.");
    await main(page).getByLabel("Repeat the new password", { exact: true }).fill("the second password");
    await main(page).getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await main(page).getByRole("button", { name: "Sign out" }).click();
    await signIn(page, email, "the first password");
    await expect(main(page).getByRole("alert")).toHaveText("Invalid login credentials");
    await signIn(page, email, "the second password");
    await expect(main(page).getByRole("heading", { level: 1, name: "You're signed in" })).toBeVisible();
  });

  test("an expired or used e-mail link says so on /reset-password, which offers a new one", async ({ page }) => {
    await page.goto("/auth/v1/verify?token=not-a-real-token&type=recovery");
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(main(page).getByRole("alert")).toContainText("That link didn't work");
    await expect(main(page).getByRole("button", { name: "Send reset link" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  for (const path of ["/chat", "/bookings", "/dashboard"]) {
    test(`a guest opening ${path} is asked to sign in, and to come back there`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.searchParams.get("redirect") === path);
      await expect(page.getByText("Please log in to continue")).toBeVisible();
      await expect(main(page).getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    });
  }
});
