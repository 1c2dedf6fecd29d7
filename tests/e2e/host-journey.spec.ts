import { expect, type Page, test } from "@playwright/test";
import type { MeProfile } from "../../domain/api/account";
import {
  adminPage,
  applicantCard,
  expectNoSeriousAxeViolations,
  main,
  newTraveler,
  openPage,
  testPng,
} from "./support";

/** Letters only, so the full-text search finds the tour by it. */
const token = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** Slows uploads down (Chromium's network emulation) so a person can watch the progress bar. */
async function slowUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

test("a traveler becomes a host, is approved, and publishes a tour with photos that travelers then find", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const word = token();
  const name = { first: "Aigerim", last: `Sadykova ${word}` };
  const fullName = `${name.first} ${name.last}`;
  await newTraveler(page, name, "journey");

  // 1. The traveler applies on /become-host.
  await page.goto("/become-host");
  const form = main(page).getByRole("form", { name: "Apply to host" });
  await expect(form.getByLabel("First name")).toHaveValue(name.first);
  await form.getByText("Local guide", { exact: true }).click();
  await form.getByRole("combobox", { name: "Country you host in" }).fill("kazakh");
  await main(page).getByRole("option", { name: "Kazakhstan" }).click();
  await form.getByRole("combobox", { name: "City or town" }).fill("Almat");
  await main(page)
    .getByRole("option", { name: /^Almaty/ })
    .click();
  await form
    .getByLabel("About you")
    .fill("Born in Almaty: I take travelers to Charyn, Kolsai and the Big Almaty Lake, on foot and by jeep.");
  await form.getByRole("button", { name: "Add English" }).click();
  await form
    .getByLabel("Choose photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await testPng(480, 480, "#b45309") });
  await expect(form.getByRole("img", { name: "Profile photo" })).toBeVisible();
  await form
    .getByLabel("Choose file")
    .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: await testPng(900, 600, "#1d4ed8") });
  await expect(form.getByText("licence.png")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(page).toHaveURL(/\/profile-under-review$/);
  await expect(main(page).getByText("Pending review")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 2. An admin approves the application.
  const admin = await adminPage(browser, page);
  await admin.goto("/admin/hosts");
  const card = await applicantCard(admin, fullName);
  await expectNoSeriousAxeViolations(admin);
  await card.getByRole("button", { name: `Approve ${fullName}` }).click();
  await expect(admin.getByText(`${fullName} is approved and now shows as Verified.`)).toBeVisible();
  await admin.context().close();

  // 3. The host publishes a tour with two photos, watching them upload.
  await page.goto("/manage-listings/new/tour");
  await expect(main(page).getByRole("heading", { level: 1, name: "New private tour" })).toBeVisible();
  const title = `Sunrise at Charyn Canyon with ${word}`;
  await main(page).getByLabel("Title", { exact: true }).fill(title);
  await main(page)
    .getByLabel("Description", { exact: true })
    .fill("We leave Almaty before dawn to watch the sun light up the Valley of Castles, then walk down to the river.");
  await main(page).getByRole("combobox", { name: "Countries" }).fill("Kazakh");
  await main(page)
    .getByRole("option", { name: /^Kazakhstan/ })
    .click();
  await main(page).getByLabel("Number of days").fill("1");
  await main(page).getByLabel("Price for 1 person").fill("120");
  await slowUploads(page, 512 * 1024);
  await main(page)
    .getByLabel("Add photos")
    .setInputFiles([
      { name: "canyon.png", mimeType: "image/png", buffer: await testPng(800, 600, "noise") },
      { name: "river.png", mimeType: "image/png", buffer: await testPng(640, 480, "#0e7490") },
    ]);
  const progress = main(page).getByRole("progressbar", { name: "Uploading canyon.png" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", /\d+/);
  await expect(main(page).getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await slowUploads(page, null);
  await expect(main(page).getByText("Cover", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main(page).getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Listing published.")).toBeVisible();

  // 4. Travelers find it: in /listings, on the host's profile and on the home page.
  await page.goto(`/listings?search=${word}`);
  await expect(main(page).getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const me = (await (await page.request.get("/api/me/profile")).json()) as MeProfile;
  await page.goto(`/host/${me.profile_slug}`);
  await expect(main(page).getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  await expect(main(page).getByText("Verified").first()).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await openPage(page, "/");
  const newest = main(page).getByRole("region", { name: "Newest tours, drivers and cars" });
  await expect(newest.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await newest.getByRole("link", { name: title }).first().click();
  await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText("Preview — not published")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
