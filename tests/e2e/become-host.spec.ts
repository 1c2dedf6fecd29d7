import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  adminPage,
  applicantCard,
  expectNoSeriousAxeViolations,
  latestMail,
  main,
  newTraveler,
  sameSite,
  screenshot,
  testPng,
} from "./support";

const SHOTS = ".tmp/D/shots";

async function shot(page: Page, name: string, fullPage = true) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage });
}

/** A unique surname per test and project (the server's database lives for the whole run). */
const surname = () => `Haddad ${Math.random().toString(36).slice(2, 7).replace(/\d/g, "x")}`;

/**
 * A host application sent through the API by the page's signed-in person, with an uploaded photo and ID document
 * (the form has its own test).
 */
async function applyThroughApi(page: Page, last: string) {
  const upload = async (purpose: "photo" | "document") => {
    const res = await page.request.post("/api/media", {
      ...sameSite(),
      multipart: {
        purpose,
        file: { name: `${purpose}.png`, mimeType: "image/png", buffer: await testPng(640, 640, "#0f766e") },
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { key: string; url: string | null };
  };
  const photo = await upload("photo");
  const doc = await upload("document");
  const applied = await page.request.post("/api/me/host-application", {
    ...sameSite(),
    data: {
      host_type: "driver",
      first_name: "Noor",
      last_name: last,
      city: "Karakol",
      country: "Kyrgyzstan",
      bio: "Driver with a 4x4 for the Tien Shan: Song-Kol, Jeti-Oguz and the Naryn road in every season.",
      languages: ["English"],
      profile_photo_url: photo.url,
      id_document_key: doc.key,
    },
  });
  expect(applied.status()).toBe(200);
}

test.describe("becoming a host", () => {
  test("a guest reads the offer and is asked to sign up or sign in", async ({ page }) => {
    await page.goto("/become-host");
    await expect(page).toHaveTitle(/Become a host/);
    await expect(
      main(page).getByRole("heading", { level: 1, name: "Show travelers the places you know best" }),
    ).toBeVisible();
    for (const name of ["Who can host", "What you get", "How verification works", "Three steps to your first traveler"])
      await expect(main(page).getByRole("heading", { level: 2, name })).toBeVisible();
    const apply = main(page).getByRole("region", { name: "Apply to host" });
    // Both come back here, to the application, after signing in (issue 14).
    const back = `/auth?redirect=${encodeURIComponent("/become-host?intent=apply-to-host")}`;
    await expect(apply.getByRole("link", { name: "Sign up to apply" })).toHaveAttribute("href", `${back}&tab=sign-up`);
    await expect(apply.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", back);
    await expect(apply.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "become-host-guest");
  });

  test("a traveler applies on /become-host with a photo and an ID document and sees it under review", async ({
    page,
  }) => {
    await newTraveler(page, { first: "Noor", last: surname() }, "applicant");
    await page.goto("/become-host");
    const form = main(page).getByRole("form", { name: "Apply to host" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Noor");
    await expectNoSeriousAxeViolations(page);

    // Nothing chosen yet: the summary names every missing field, the two uploads included.
    await form.getByRole("button", { name: "Submit application" }).click();
    const summary = form.getByRole("alert").first();
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Host type: choose guide, driver or tour operator.");
    await expect(summary).toContainText("Profile photo: add a photo of yourself");
    await expect(summary).toContainText("ID or licence: upload a photo or PDF");
    await expectNoSeriousAxeViolations(page);

    await form.getByText("Local guide", { exact: true }).click();
    await form.getByRole("combobox", { name: "Country you host in" }).fill("kyrgy");
    await main(page).getByRole("option", { name: "Kyrgyzstan" }).click();
    await form.getByRole("combobox", { name: "City or town" }).fill("Karak");
    await main(page)
      .getByRole("option", { name: /^Karakol/ })
      .click();
    await form
      .getByLabel("About you")
      .fill("Mountain guide in Karakol: Ala-Kul, Altyn-Arashan and the Jeti-Oguz valleys, summer and winter.");
    await form.getByRole("button", { name: "Add English" }).click();
    await form.getByRole("button", { name: "Add Russian" }).click();

    await form
      .getByLabel("Choose photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await testPng(640, 640, "#c2611d") });
    await expect(form.getByRole("img", { name: "Profile photo" })).toBeVisible();
    await form.getByLabel("Choose file").setInputFiles({
      name: "guide-licence.png",
      mimeType: "image/png",
      buffer: await testPng(900, 900, "#1d4ed8"),
    });
    await expect(form.getByText("guide-licence.png")).toBeVisible();
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, "become-host-form");
    await form.getByRole("button", { name: "Submit application" }).click();

    await expect(page).toHaveURL(/\/profile-under-review$/);
    await expect(main(page).getByText("Pending review")).toBeVisible();
    const application = main(page).getByRole("region", { name: "Your application" });
    await expect(application).toContainText("Karakol, Kyrgyzstan");
    await expect(application).toContainText("English, Russian");
    await page.goto("/become-host");
    await expect(main(page).getByRole("heading", { level: 2, name: "Your application is under review" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "See your application" })).toHaveAttribute(
      "href",
      "/profile-under-review",
    );
  });

  test("an admin opens the ID document and approves; the host is told and shows as Verified", async ({
    page,
    browser,
  }) => {
    const last = surname();
    const name = `Noor ${last}`;
    const email = (await newTraveler(page, { first: "Noor", last }, "applicant")).email;
    await applyThroughApi(page, last);

    // The admin reviews: no site chrome inside /admin.
    const admin = await adminPage(browser, page);
    await admin.goto("/admin/hosts");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Host applications" })).toBeVisible();
    await expect(admin.getByRole("contentinfo")).toHaveCount(0);
    await expect(admin.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(main(admin).getByRole("tab", { name: /Pending/, selected: true })).toBeVisible();
    const card = await applicantCard(admin, name);
    await expect(card).toContainText(email);
    await expect(card).toContainText("Karakol, Kyrgyzstan");
    await expect(card).toContainText("English");
    await expect(card.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "admin-hosts-pending", false);
    await card.scrollIntoViewIfNeeded();
    await shot(admin, "admin-hosts-applicant", false);

    // The ID document opens in a new tab, for the admin only; never under /media.
    const [popup] = await Promise.all([
      admin.waitForEvent("popup"),
      card.getByRole("link", { name: /View ID document/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/api\/admin\/hosts\/[^/]+\/document$/);
    const doc = await admin.request.get(popup.url());
    expect(doc.status()).toBe(200);
    expect(doc.headers()["content-type"]).toMatch(/^image\//);
    expect(doc.headers()["cache-control"]).toBe("private, no-store");
    await screenshot(popup, { path: `${SHOTS}/${test.info().project.name}-id-document.png` });
    await popup.close();
    expect((await page.request.get(popup.url())).status()).toBe(403);

    await card.getByRole("button", { name: `Approve ${name}` }).click();
    await expect(admin.getByText(`${name} is approved and now shows as Verified.`)).toBeVisible();
    await expect(main(admin).getByRole("article", { name })).toHaveCount(0);
    await main(admin)
      .getByRole("tab", { name: /Approved/ })
      .click();
    await expect(admin).toHaveURL(/status=approved/);
    // Decided applications are rows of a table, one per host.
    await expect(main(admin).getByRole("row", { name }).first()).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(admin);
    await admin.context().close();

    // The host is told, and sees it.
    const mail = await latestMail(page, email, /verified host/i);
    expect(mail.text).toContain("/manage-listings");
    await page.goto("/become-host");
    await expect(main(page).getByRole("heading", { level: 2, name: "You are a verified host" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "become-host-approved");
    const me = (await (await page.request.get("/api/me/profile")).json()) as { profile_slug: string };
    await page.goto(`/host/${me.profile_slug}`);
    await expect(main(page).getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(main(page).getByText("Verified", { exact: true }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("an admin rejects with a reason; the applicant sees it and applies again", async ({ page, browser }) => {
    const last = surname();
    const name = `Noor ${last}`;
    const email = (await newTraveler(page, { first: "Noor", last }, "applicant")).email;
    await applyThroughApi(page, last);

    const admin = await adminPage(browser, page);
    await admin.goto("/admin/hosts");
    const card = await applicantCard(admin, name);
    await card.getByRole("button", { name: `Reject ${name}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Reject ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Reason")).toBeFocused();
    await dialog.getByLabel("Reason").fill("Too short");
    await dialog.getByRole("button", { name: "Reject application" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(/reason: needs at least 10 characters/);
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "admin-hosts-reject-dialog", false);
    const reason = "The licence photo is blurred. Please upload a sharper picture of your driving licence.";
    await dialog.getByLabel("Reason").fill(reason);
    await dialog.getByRole("button", { name: "Reject application" }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(`${name}'s application was rejected.`)).toBeVisible();
    await main(admin)
      .getByRole("tab", { name: /Rejected/ })
      .click();
    await expect(main(admin).getByRole("row", { name })).toContainText(reason);
    await admin.context().close();

    const mail = await latestMail(page, email, /host application/i);
    expect(mail.text).toContain(reason);
    await page.goto("/become-host");
    await expect(main(page).getByRole("heading", { level: 2, name: "Send your application again" })).toBeVisible();
    await expect(main(page).getByText(reason)).toBeVisible();
    const form = main(page).getByRole("form", { name: "Send your application again" });
    await expect(form.getByLabel("Last name")).toHaveValue(last);
    await expect(form.getByRole("radio", { name: "Driver" })).toBeChecked();
    await expect(form.getByText("Document uploaded")).toBeVisible();
    await expect(form.getByRole("img", { name: "Profile photo" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "become-host-rejected");

    await form.getByLabel("Replace file").setInputFiles({
      name: "sharper-licence.png",
      mimeType: "image/png",
      buffer: await testPng(1200, 1200, "#7c3aed"),
    });
    await expect(form.getByText("sharper-licence.png")).toBeVisible();
    await form.getByRole("button", { name: "Send my application again" }).click();
    await expect(page).toHaveURL(/\/profile-under-review$/);
    await expect(main(page).getByText("Pending review")).toBeVisible();
  });
});
