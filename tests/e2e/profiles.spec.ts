import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { MeProfile } from "../../domain/api/account";
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoSeriousAxeViolations,
  isPhone,
  main,
  newAccount,
  sameSite,
  screenshot,
  signInAs,
} from "./support";

/** /edit-traveler-profile and /edit-profile (issue 6): the trip request on /travelers, a host's link and bio. */

const SHOTS = ".tmp/E/shots";

const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}`;

/** The demo admin approves the host application `hostId` through the admin API (its screen has its own tests). */
async function approveAsAdmin(request: APIRequestContext, hostId: string) {
  const signIn = await request.post("/auth/v1/token?grant_type=password", {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { access_token } = (await signIn.json()) as { access_token: string };
  const res = await request.post(`/api/admin/hosts/${hostId}/approve`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(res.status()).toBe(200);
}

/** The app's one toast (the page has other live regions). */
const toast = (page: Page) => page.locator('[aria-live="polite"] > [role="status"]');

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test.describe("profiles: travelers", () => {
  test("a traveler edits their trip request and sees it on /travelers and their traveler page", async ({ page }) => {
    // A long journey (profile, trip request, two public pages): 33–48 s on a busy CI machine.
    test.setTimeout(90_000);
    await newAccount(page, "trip");
    const first = `Ilse${unique()
      .replace(/[^a-z0-9]/g, "")
      .slice(-6)}`;
    const patch = await page.request.patch("/api/me/profile", {
      ...sameSite(),
      data: { user_type: "traveler", first_name: first, last_name: "Verhoeven", country: "Netherlands" },
    });
    expect(patch.status()).toBe(200);

    await page.goto("/edit-traveler-profile");
    await expect(main(page).getByRole("heading", { level: 1, name: "Edit your profile" })).toBeVisible();
    await expect(page).toHaveTitle(/Edit your profile/);
    const trip = main(page).getByRole("form", { name: "Your trip request" });
    await expect(main(page).getByText("You have no trip request yet.")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The rules show before anything is sent: an end before the start is named.
    await trip.getByLabel("Start date").fill(inDays(40));
    await trip.getByLabel("End date").fill(inDays(30));
    await trip.getByRole("button", { name: "Save trip request" }).click();
    await expect(trip.getByRole("alert")).toContainText("End date: must be on or after the start date");
    await expectNoSeriousAxeViolations(page);

    const places = trip.getByRole("combobox", { name: /Destinations/ });
    const destinations = page.getByRole("listbox", { name: /Destinations/ });
    await places.fill("Kyrgyz");
    await destinations.getByRole("option", { name: /^Kyrgyzstan/ }).click();
    await places.fill("Tajik");
    await destinations.getByRole("option", { name: /^Tajikistan/ }).click();
    await expect(trip.getByRole("list", { name: "Chosen destinations" }).getByRole("listitem")).toHaveText([
      /Kyrgyzstan/,
      /Tajikistan/,
    ]);
    await trip.getByLabel("End date").fill(inDays(54));
    await trip.getByLabel("Group size").fill("4");
    await trip.getByLabel(/^Interests/).fill("Horse riding");
    await trip.getByLabel(/^Interests/).press("Enter");
    await trip.getByLabel(/^Interests/).fill("Yurt stays");
    await trip.getByRole("button", { name: "Add", exact: true }).click();
    await trip.getByRole("radio", { name: "Comfort" }).check();
    await trip.getByLabel("About your trip").fill("Two weeks on the Pamir Highway with friends, ending at Song-Kul.");
    await expect(trip.getByRole("checkbox", { name: /Show my trip request on Travelers/ })).toBeChecked();
    await shot(page, "edit-traveler-profile");
    await trip.getByRole("button", { name: "Save trip request" }).click();
    await expect(toast(page)).toContainText("Trip request saved");

    // The receive-new-conversations switch on the same page: saved at once, with the §8 toasts.
    const receive = main(page).getByRole("switch", { name: "Receive New Conversations" });
    await expect(receive).toHaveAttribute("aria-checked", "true");
    await receive.click();
    await expect(toast(page)).toHaveText(/New conversations disabled/);
    await expect(receive).toHaveAttribute("aria-checked", "false");
    await receive.click();
    await expect(toast(page)).toHaveText(/New conversations enabled/);

    await trip.getByRole("link", { name: "See Travelers" }).click();
    await expect(page).toHaveURL(/\/travelers$/);
    const card = main(page).getByRole("article").filter({ hasText: first }).first();
    await expect(card).toContainText("Kyrgyzstan, Tajikistan");
    await expect(card).toContainText("4 travelers");
    await expect(card).toContainText("Comfort budget");
    await expectNoSeriousAxeViolations(page);
    await shot(page, "travelers-after-trip");

    const me = (await (await page.request.get("/api/me/profile")).json()) as MeProfile;
    await page.goto(`/traveler/${me.profile_slug}`);
    await expect(main(page).getByRole("heading", { level: 1, name: new RegExp(first) })).toBeVisible();
    await expect(main(page)).toContainText("Pamir Highway");
    await expect(main(page)).toContainText("Horse riding");
    await expect(main(page)).toContainText("Yurt stays");
    await expectNoSeriousAxeViolations(page);
  });

  test("a traveler picks a profile link; one already taken is refused naming the field", async ({ page }) => {
    await newAccount(page, "slug");
    await page.request.patch("/api/me/profile", {
      ...sameSite(),
      data: { user_type: "traveler", first_name: "Tomas", country: "Chile" },
    });
    await page.goto("/edit-traveler-profile");
    const form = main(page).getByRole("form", { name: "Your traveler profile" });
    const link = form.getByRole("textbox", { name: "Profile link" });
    // The demo host holds "aigerim".
    await link.fill("aigerim");
    await form.getByRole("button", { name: "Save profile" }).click();
    await expect(form.getByRole("alert")).toContainText('Profile link: "aigerim" is already taken');
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page);

    const slug = `tomas-${unique()}`;
    await link.fill(slug.toUpperCase());
    await expect(link).toHaveValue(slug);
    await expect(form).toContainText(`/traveler/${slug}`);
    await form.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page)).toContainText("Profile saved");
    await page.goto(`/traveler/${slug}`);
    await expect(main(page).getByRole("heading", { level: 1, name: /Tomas/ })).toBeVisible();
  });
});

test.describe("profiles: hosts", () => {
  // A host is asked for their location once after sign-in: granted here, so no toast covers the page.
  test.use({ permissions: ["geolocation"], geolocation: { latitude: 42.49, longitude: 78.39 } });

  test("an approved host changes their link and bio and sees them on /host/<slug>; the old link leads there", async ({
    page,
    request,
  }) => {
    await newAccount(page, "host");
    const apply = await page.request.post("/api/me/host-application", {
      ...sameSite(),
      data: {
        host_type: "guide",
        // Names of its own per screen size, so one run's freed link is not the other's default.
        first_name: isPhone() ? "Bakyt" : "Nurlan",
        last_name: isPhone() ? "Asanov" : "Sadykov",
        city: "Karakol",
        country: "Kyrgyzstan",
        bio: "I grew up in Karakol and have walked every valley of the Terskey Alatoo with guests since 2012.",
        languages: ["English", "Kyrgyz"],
      },
    });
    expect(apply.status()).toBe(200);
    const applied = (await apply.json()) as MeProfile;
    await approveAsAdmin(request, applied.host?.id ?? "");
    const oldSlug = applied.profile_slug;
    expect(oldSlug).toBeTruthy();

    await page.goto("/edit-profile");
    await expect(main(page).getByRole("heading", { level: 1, name: "Edit your host profile" })).toBeVisible();
    // Asked once after sign-in: the position is kept under the §3 key.
    // (after the profile has been read and the request's code has loaded: wait for it).
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), `${key}_${applied.user_id}`);
    await expect
      .poll(async () => JSON.parse((await stored("hostCurrentLocation")) ?? "null"))
      .toEqual({
        latitude: 42.49,
        longitude: 78.39,
      });
    expect(await stored("locationRequested")).toBe("true");
    await expectNoSeriousAxeViolations(page);

    const form = main(page).getByRole("form", { name: "Your host profile" });
    await expect(form.getByRole("textbox", { name: "Profile link" })).toHaveValue(oldSlug ?? "");
    const slug = `karakol-guide-${unique()}`;
    const bio =
      "Karakol born guide: horse treks to Altyn-Arashan, the hot springs, and tea with the shepherds at Ala-Kul.";
    await form.getByRole("textbox", { name: "Profile link" }).fill(slug);
    await form.getByLabel("About you").fill(bio);
    await form.getByRole("textbox", { name: "Languages" }).fill("Russian");
    await form.getByRole("textbox", { name: "Languages" }).press("Enter");
    await shot(page, "edit-profile");
    await form.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page)).toContainText("Profile saved");

    const receive = main(page).getByRole("switch", { name: "Receive New Conversations" });
    await receive.click();
    await expect(toast(page)).toHaveText(/New conversations disabled/);
    await receive.click();
    await expect(toast(page)).toHaveText(/New conversations enabled/);

    await form.getByRole("link", { name: "View your public page" }).click();
    await expect(page).toHaveURL(new RegExp(`/host/${slug}$`));
    await expect(main(page)).toContainText(bio);
    await expect(main(page)).toContainText("Russian");
    await expectNoSeriousAxeViolations(page);
    await shot(page, "host-page-after-edit");

    // Old links shared elsewhere keep working: the server answers the page with a 301 to the new link...
    const old = await request.get(`/host/${oldSlug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/host/${slug}`);
    await page.goto(`/host/${oldSlug}`);
    await expect(page).toHaveURL(new RegExp(`/host/${slug}$`));
    await expect(main(page)).toContainText(bio);
    // ...and inside the app, an old link replaces itself with the new one (the API's 301 names it).
    await page.goto("/hosts");
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/host/${oldSlug}`);
    await expect(page).toHaveURL(new RegExp(`/host/${slug}$`));
    await expect(main(page)).toContainText(bio);
    await page.goBack();
    await expect(page).toHaveURL(/\/hosts$/);
  });

  test("a traveler opening /edit-profile is sent to /edit-traveler-profile", async ({ page }) => {
    await signInAs(page, DEMO.traveler);
    await page.goto("/edit-profile");
    await expect(page).toHaveURL(/\/edit-traveler-profile$/);
    const trip = main(page).getByRole("form", { name: "Your trip request" });
    // The demo traveler's saved request fills the form in.
    await expect(trip.getByRole("list", { name: "Chosen destinations" }).getByRole("listitem").first()).toBeVisible();
    if (isPhone()) await shot(page, "demo-traveler-edit");
  });
});
