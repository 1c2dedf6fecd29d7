import { expect, type Page, test } from "@playwright/test";
import { photoSrc } from "../../domain/media";
import { DEMO, expectNoSeriousAxeViolations, isPhone, main, openPage, signInAs, testPng } from "./support";

/**
 * Destination pictures (issue 17 item 6): an admin changes a featured country's picture by uploading one, from the
 * home page's destinations and from /admin, sees the toast and the new picture, then resets it to the default.
 * Each project edits its own countries (the server's database lives for the whole run).
 */

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function uploadInDialog(page: Page, color: string) {
  const dialog = page.getByRole("dialog", { name: "Edit destination image" });
  await dialog.getByLabel("Choose photo").setInputFiles({
    name: "valley.png",
    mimeType: "image/png",
    buffer: await testPng(480, 360, color),
  });
  await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/media\/p\/[0-9a-f]{64}\.\w+$/);
  return dialog.getByLabel("Image URL").inputValue();
}

test.describe("destination images", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.admin);
  });

  test("an admin changes a country's picture on the home page, then resets it", async ({ page }) => {
    const country = isPhone() ? "Kyrgyzstan" : "Georgia";
    await openPage(page, "/");
    const section = page.getByRole("region", { name: "Countries worth the detour" });
    const card = section.getByRole("link", { name: new RegExp(`^${country}`) });
    await card.scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: `Edit image: ${country}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit destination image" });
    await expect(dialog.getByLabel("Country")).toHaveValue(country);
    await expect(dialog.getByLabel("Alt text")).toHaveAttribute("placeholder", `${country} destination`);

    // Save needs a picture; a picture that cannot be loaded shows the placeholder.
    await dialog.getByLabel("Image URL").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Please fill in all required fields")).toBeVisible();
    await dialog.getByLabel("Image URL").fill("/media/demo/places/no-such-picture.webp");
    await expect(dialog.getByRole("img", { name: "Failed to load image" })).toBeVisible();

    const url = await uploadInDialog(page, "#2f6f5e");
    await expect(dialog.getByRole("img", { name: `${country} destination` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Destination image updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    // The home page shows the picture's 960 px copy (its srcset has the others).
    await expect(card.getByRole("img")).toHaveAttribute("src", photoSrc(url, 960));

    await section.getByRole("button", { name: `Edit image: ${country}` }).click();
    await dialog.getByRole("button", { name: "Reset to default" }).click();
    await expect(toast(page, "Reset to default image")).toBeVisible();
    await expect(card.getByRole("img")).toHaveAttribute("src", /^\/media\/demo\//);
  });

  test("an admin changes a country's picture on /admin, then resets it", async ({ page }) => {
    const country = isPhone() ? "Uzbekistan" : "Nepal";
    await page.goto("/admin");
    await expect(main(page).getByRole("heading", { level: 1, name: "Admin overview" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Review host applications" })).toHaveAttribute(
      "href",
      "/admin/hosts",
    );
    const card = main(page).getByRole("article", { name: country });
    await expect(card.getByRole("img")).toHaveAttribute("src", /^\/media\//);
    await expectNoSeriousAxeViolations(page);

    await card.getByRole("button", { name: `Edit ${country}` }).click();
    const url = await uploadInDialog(page, "#8a5a2b");
    await page.getByRole("dialog", { name: "Edit destination image" }).getByLabel("Alt text").fill(`${country} valley`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Destination image updated successfully")).toBeVisible();
    await expect(card.getByRole("img", { name: `${country} valley` })).toHaveAttribute("src", url);
    await expect(card).toContainText("Custom");

    await card.getByRole("button", { name: `Reset ${country}` }).click();
    await expect(toast(page, "Reset to default image")).toBeVisible();
    await expect(card).toContainText("Default: its first listing's photo");
    await expect(card.getByRole("img", { name: `${country} destination` })).not.toHaveAttribute("src", url);
    await expect(card.getByRole("button", { name: `Reset ${country}` })).toBeDisabled();
  });
});
