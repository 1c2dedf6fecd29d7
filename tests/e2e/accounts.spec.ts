import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { oneDayTours, post, requestTrip, someDaysAhead } from "./bookings-support";
import {
  expectNoSeriousAxeViolations,
  isPhone,
  main,
  newAccount,
  newAddress,
  openPage,
  screenshot,
  signIn,
  signInAs,
} from "./support";

const NEW_PASSWORD = "a quiet road to Karakol";

/** A fresh, signed-in traveler (profile completed through the API; the screens have their own tests above). */
const newTraveler = (page: Page, label: string) =>
  newAccount(page, label, { user_type: "traveler", first_name: "Noor", last_name: "Haddad", country: "Jordan" });

test.describe("accounts: completing a profile", () => {
  test("a new traveler signs up, confirms from the mailbox page, completes the profile and is led to a trip request", async ({
    page,
  }) => {
    const email = newAddress("traveler");
    await page.goto("/auth?tab=sign-up");
    await main(page).getByLabel("E-mail address").fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByRole("button", { name: "Create account" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page
      .getByRole("article", { name: "Confirm your Untrodden account" })
      .getByRole("link", { name: /\/auth\/v1\/verify\?token=/ })
      .click();
    await main(page).getByRole("link", { name: "Complete your profile" }).click();

    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Complete your profile" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await main(page).getByText("I'm traveling").click();
    await main(page).getByRole("button", { name: "Save and continue" }).click();
    const summary = main(page).getByRole("alert");
    await expect(summary).toContainText("First name is required.");
    await expect(summary).toContainText("Country is required.");
    await expect(summary).toBeFocused();
    await expectNoSeriousAxeViolations(page);

    await main(page).getByLabel("First name").fill("Mia");
    await main(page).getByLabel("Last name").fill("Jensen");
    await main(page).getByRole("combobox", { name: "Country you live in" }).fill("denm");
    await main(page).getByRole("option", { name: "Denmark" }).click();
    await main(page).getByLabel("City or town").fill("Aarhus");
    await main(page).getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/edit-traveler-profile$/);
    await expect(main(page).getByRole("heading", { name: "Your profile is complete" })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, { path: `.tmp/polish/profile-complete-${test.info().project.name}.png` });
    await main(page).getByRole("button", { name: "Add a trip request" }).click();
    await expect(main(page).getByRole("region", { name: "Your trip request" }).locator(":focus")).toBeVisible();

    if (isPhone()) {
      await page.getByRole("button", { name: "Account" }).click();
      await expect(page.getByTestId("account-tab-menu").getByRole("link", { name: "My Profile" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Account menu: Mia Jensen" }).click();
      await expect(
        page.getByTestId("avatar-menu").getByRole("switch", { name: "Receive New Conversations" }),
      ).toBeVisible();
    }
  });

  test("a host applicant goes through the /register wizard and lands on /profile-under-review", async ({ page }) => {
    await newAccount(page, "host");
    await page.goto("/register");
    await expect(main(page).getByRole("heading", { level: 1, name: "Create your profile" })).toBeVisible();
    await expect(main(page).getByText("Step 1 of 4")).toBeVisible();
    await main(page).getByRole("button", { name: "Next" }).click();
    await expect(main(page).getByRole("alert")).toContainText(
      "Account type: choose whether you are traveling or hosting.",
    );
    await expectNoSeriousAxeViolations(page);

    await main(page).getByText("I'm a local host").click();
    await main(page).getByRole("button", { name: "Next" }).click();
    await expect(main(page).getByText("Step 2 of 5")).toBeVisible();
    await main(page).getByLabel("First name").fill("Daniyar");
    await main(page).getByLabel("Last name").fill("Sadykov");
    await main(page).getByRole("button", { name: "Next" }).click();

    await expect(main(page).getByRole("heading", { level: 2, name: "Location" })).toBeFocused();
    await main(page).getByRole("combobox", { name: "Country you host in" }).fill("kyrgy");
    await main(page).getByRole("option", { name: "Kyrgyzstan" }).click();
    await main(page).getByRole("combobox", { name: "City or town" }).fill("Karak");
    await main(page)
      .getByRole("option", { name: /^Karakol/ })
      .click();
    await expectNoSeriousAxeViolations(page);
    await main(page).getByRole("button", { name: "Next" }).click();

    await main(page).getByText("Driver", { exact: true }).click();
    await main(page)
      .getByLabel("About you")
      .fill("Driver with a 4x4 for the Tien Shan: Song-Kol, Jeti-Oguz and the Naryn road in every season.");
    await main(page).getByRole("button", { name: "Add Russian" }).click();
    await main(page).getByLabel("Languages", { exact: true }).fill("Kyrgyz");
    await main(page).getByLabel("Languages", { exact: true }).press("Enter");
    await main(page).getByRole("button", { name: "Back" }).click();
    await expect(main(page).getByRole("combobox", { name: "City or town" })).toHaveValue("Karakol");
    await main(page).getByRole("button", { name: "Next" }).click();
    await expect(main(page).getByRole("list", { name: "Languages you speak" })).toHaveText(/Russian.*Kyrgyz/);
    await main(page).getByRole("button", { name: "Next" }).click();

    await expect(main(page).getByRole("heading", { level: 2, name: "Review & submit" })).toBeVisible();
    await expect(main(page).getByRole("form")).toContainText("Karakol, Kyrgyzstan");
    await expectNoSeriousAxeViolations(page);
    await main(page).getByRole("button", { name: "Submit application" }).click();

    await expect(page).toHaveURL(/\/profile-under-review$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Your profile is under review" })).toBeVisible();
    await expect(main(page).getByText("Pending review")).toBeVisible();
    const done = main(page).getByRole("region", { name: "Your profile is complete" });
    await expect(done.getByRole("link", { name: "Create a listing" })).toHaveAttribute("href", "/manage-listings");
    const application = main(page).getByRole("region", { name: "Your application" });
    await expect(application).toContainText("Daniyar Sadykov");
    await expect(application).toContainText("Russian, Kyrgyz");
    await expectNoSeriousAxeViolations(page);

    // Elsewhere the pending-host banner points back here.
    await page.goto("/listings");
    const banner = page.getByRole("complementary", { name: "Host application" });
    await expect(banner).toContainText("under review");
    await expectNoSeriousAxeViolations(page);
    await banner.getByRole("link", { name: "See your application" }).click();
    await expect(page).toHaveURL(/\/profile-under-review$/);
  });

  test("a signed-out visitor of an account screen is asked to log in", async ({ page }) => {
    await page.goto("/complete-profile");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Please log in to continue")).toBeVisible();
  });
});

const ROLES = [
  {
    role: "host",
    email: "host@example.com",
    avatar: [
      "View Profile",
      "Dashboard",
      "My Listings",
      "My Bookings",
      "Edit Profile",
      "Notification Settings",
      "Sign-in & Security",
    ],
    switch: false,
    tabs: ["Listings", "Hosts", "Messages", "Travelers", "Account"],
    accountMenu: [
      "View Profile",
      "My Listings",
      "My Bookings",
      "Edit Profile",
      "Notification Settings",
      "Sign-in & Security",
    ],
    drawerEdit: "Edit Profile",
  },
  {
    role: "traveler",
    email: "traveler@example.com",
    avatar: ["My Bookings", "Edit Profile", "Notification Settings", "Sign-in & Security"],
    switch: true,
    tabs: ["Hosts", "Listings", "Messages", "Blog", "Account"],
    accountMenu: ["My Profile", "Edit Profile", "My Bookings", "Notification Settings", "Sign-in & Security"],
    drawerEdit: "Edit Trip Request",
  },
  {
    role: "admin",
    email: "admin@example.com",
    avatar: [
      "My Bookings",
      "Admin: Hosts",
      "Travelers",
      "Listings",
      "Conversations",
      "Chat",
      "Bookings",
      "Articles",
      "Edit Profile",
      "Notification Settings",
      "Sign-in & Security",
    ],
    switch: true,
    tabs: ["Hosts", "Listings", "Messages", "Blog", "Account"],
    accountMenu: ["My Profile", "Edit Profile", "My Bookings", "Notification Settings", "Sign-in & Security"],
    drawerEdit: "Edit Trip Request",
  },
] as const;

test.describe("accounts: signed-in navigation", () => {
  for (const r of ROLES) {
    test(`the ${r.role}'s menus match the role`, async ({ page }) => {
      await signInAs(page, r.email);
      await openPage(page, "/");
      if (isPhone()) {
        const bar = page.getByRole("navigation", { name: "Bottom navigation" });
        await expect(bar.locator(":scope > ul > li > :is(a, button)")).toHaveText([...r.tabs]);
        await bar.getByRole("button", { name: "Account" }).click();
        const menu = page.getByTestId("account-tab-menu");
        // The menu follows the profile once it has loaded: wait for the role's entries.
        await expect(menu.getByRole("link")).toHaveText(r.accountMenu);
        await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();

        await page.getByRole("button", { name: "Menu" }).click();
        const drawer = page.getByRole("navigation", { name: "Mobile" });
        await expect(drawer.getByRole("link", { name: r.drawerEdit })).toBeVisible();
        await expect(drawer.getByRole("link", { name: "Travelers", exact: true }).first()).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      } else {
        await expect(
          page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Travelers" }),
        ).toBeVisible();
        await expect(page.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/chat");
        const button = page.getByRole("button", { name: /^Account menu/ });
        await button.focus();
        await page.keyboard.press("Enter");
        const menu = page.getByTestId("avatar-menu");
        await expect(menu).toBeVisible();
        await expect(menu.getByRole("link")).toHaveText(r.avatar);
        await expect(menu.getByRole("switch", { name: "Receive New Conversations" })).toHaveCount(r.switch ? 1 : 0);
        await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
      }
    });
  }

  test("the traveler's Receive New Conversations switch saves and says so, and Log out goes to /auth", async ({
    page,
  }) => {
    // A traveler of its own, so the two screen sizes running side by side do not flip each other's setting.
    await newTraveler(page, "switch");
    await openPage(page, "/");
    // Wide screens have it in the avatar menu, phones in the drawer (the same entries).
    const openMenu = async () => {
      if (isPhone()) await page.getByRole("button", { name: "Menu" }).click();
      else await page.getByRole("button", { name: /^Account menu/ }).click();
      return isPhone() ? page.getByRole("navigation", { name: "Mobile" }) : page.getByTestId("avatar-menu");
    };
    let menu = await openMenu();
    const toggle = () => menu.getByRole("switch", { name: "Receive New Conversations" });
    await expect(toggle()).toHaveAttribute("aria-checked", "true");
    await toggle().click();
    await expect(page.getByText("New conversations disabled")).toBeVisible();
    await expect(toggle()).toHaveAttribute("aria-checked", "false");

    await page.reload();
    menu = await openMenu();
    await expect(toggle()).toHaveAttribute("aria-checked", "false");
    await toggle().click();
    await expect(page.getByText("New conversations enabled")).toBeVisible();
    await menu.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  });
});

test.describe("accounts: deletion", () => {
  test("a fresh account downloads its data, waits for its open request, is deleted after the password and typed confirmation, and can no longer sign in", async ({
    page,
  }) => {
    const { email, password } = await newTraveler(page, "delete");

    await page.goto("/delete-account");
    await expect(main(page).getByRole("heading", { level: 1, name: "Delete your account" })).toBeVisible();
    await expect(main(page).getByRole("region", { name: "What stays" })).toContainText("Deleted user");
    await expectNoSeriousAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main(page).getByRole("link", { name: "Download my data" }).click(),
    ]);
    const exported = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
    expect(JSON.stringify(exported)).toContain(email);

    await main(page).getByRole("button", { name: "Delete my account permanently" }).click();
    await expect(main(page).getByText("Password is required.")).toBeVisible();
    await expect(main(page).getByText("Confirmation: type DELETE in capital letters.")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await main(page).getByLabel("Password").fill("not my password");
    await main(page).getByLabel("Type DELETE to confirm").fill("DELETE");
    await main(page).getByRole("button", { name: "Delete my account permanently" }).click();
    await expect(main(page).getByText("That password is not correct.")).toBeVisible();

    // A trip request still waiting for the host's answer: the account cannot go until it is settled.
    const request = await requestTrip(page, await oneDayTours(page), someDaysAhead(121, 180));
    await main(page).getByLabel("Password").fill(password);
    await main(page).getByRole("button", { name: "Delete my account permanently" }).click();
    const open = main(page).getByRole("alert");
    await expect(open).toContainText(
      "You have a booking still under way. Cancel or decline it in My bookings, or wait until the trip is over, before deleting your account.",
    );
    await expect(open.getByRole("link", { name: "Go to My bookings" })).toHaveAttribute("href", "/my-bookings");
    await screenshot(open, { path: `.tmp/accounts/delete-open-booking-${test.info().project.name}.png` });
    await expectNoSeriousAxeViolations(page);

    await post(page, `/api/bookings/${request.id}/cancel`, {});
    await main(page).getByRole("button", { name: "Delete my account permanently" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();

    await signIn(page, email, password);
    await expect(main(page).getByRole("alert")).toHaveText("Invalid login credentials");
  });
});
