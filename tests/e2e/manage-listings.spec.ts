import { expect, type Page, test } from "@playwright/test";
import { DEMO, expectNoSeriousAxeViolations, main, screenshot, signInAs, testPng } from "./support";

const shot = (page: Page, name: string) =>
  screenshot(page, { path: `.tmp/C/${test.info().project.name}-${name}.png`, fullPage: true });

test("an approved host creates a rental car with a photo, previews the draft, publishes and unpublishes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Land Cruiser with roof tent ${test.info().project.name} ${Date.now().toString(36)}`;
  await signInAs(page, DEMO.host);

  await page.goto("/manage-listings");
  await expect(main(page).getByRole("heading", { level: 1, name: "My listings" })).toBeVisible();
  await expect(main(page).getByRole("tab", { name: /^All/ })).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousAxeViolations(page);
  await shot(page, "list");

  await main(page).getByRole("button", { name: "New listing" }).click();
  await main(page)
    .getByRole("link", { name: /^Rental car/ })
    .click();
  await expect(page).toHaveURL(/\/manage-listings\/new\/rental-car$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "New rental car" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Publish" })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  // Nothing filled in: the problems are listed, each by its field, and focus goes to the first (the title).
  await main(page).getByRole("button", { name: "Save draft" }).click();
  await expect(main(page).getByRole("alert")).toContainText("Title: is required");
  await expect(main(page).getByLabel("Title", { exact: true })).toBeFocused();
  await expect(main(page).getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousAxeViolations(page);
  await shot(page, "editor-errors");

  await main(page).getByLabel("Title", { exact: true }).fill(title);
  await main(page)
    .getByLabel("Description", { exact: true })
    .fill("A well-kept Toyota Land Cruiser with a roof tent, ready for the steppe and the mountain passes.");
  await main(page).getByLabel("Country", { exact: true }).fill("Kazakh");
  await main(page)
    .getByRole("option", { name: /^Kazakhstan/ })
    .click();
  await main(page).getByLabel("City or town", { exact: true }).fill("Almaty");
  await main(page).getByLabel("Car type").fill("SUV 4x4");
  await main(page).getByLabel("Make and model").fill("Toyota Land Cruiser 200");
  await main(page).getByLabel("Seats", { exact: true }).fill("5");
  await main(page).getByLabel("Automatic").check();
  await main(page).getByLabel("Price per day").fill("85.50");
  await main(page)
    .getByLabel("Add photos")
    .setInputFiles({ name: "land-cruiser.png", mimeType: "image/png", buffer: await testPng(240, 160, "#4d7c0f") });
  await expect(main(page).getByRole("img", { name: "Photos: 1 of 1" })).toBeVisible();
  await expect(main(page).getByText("Cover", { exact: true })).toBeVisible();

  await main(page).getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/manage-listings\/rental-car\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "Edit rental car" })).toBeVisible();
  await expect(main(page).getByLabel("Price per day")).toHaveValue("85.50");
  await expectNoSeriousAxeViolations(page);
  await shot(page, "editor-saved");

  await main(page).getByRole("link", { name: "Preview" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText("Preview — not published")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, "preview");

  await main(page).getByRole("link", { name: "Edit listing" }).click();
  await main(page).getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Listing published.")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Unpublish" })).toBeVisible();

  await main(page).getByRole("link", { name: "Back to my listings" }).click();
  await expect(page).toHaveURL(/\/manage-listings$/);
  const row = main(page).getByRole("article", { name: title });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(row.getByText("€85.50 per day")).toBeVisible();
  await shot(page, "list-published");

  await row.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Listing unpublished: it is a draft again.")).toBeVisible();
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await main(page)
    .getByRole("tab", { name: /^Drafts/ })
    .click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(main(page).getByRole("article", { name: title })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
