import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { capital, hostWithTour, word } from "./bookings-support";
import { adminPage, auditTrail, expectNoSeriousAxeViolations, main, screenshot } from "./support";

// /admin/listings (issue 19 item 4): an admin finds a new host's published tour, unpublishes it with a reason; the
// host reads the reason on /manage-listings, and the tour is gone from the public site.

const SHOTS = ".tmp/admin-listings/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

test("an admin unpublishes a host's listing with a reason the host then reads", async ({ browser, page }) => {
  const name = word();
  const host = await hostWithTour(browser, page, name);
  const reason = `The photos show another canyon than the one this tour visits (${name}). Please use your own photos.`;

  const admin = await adminPage(browser, page);
  await admin.goto("/admin/listings");
  await expect(admin.getByRole("heading", { level: 1, name: "Listings" })).toBeVisible();
  await admin.getByRole("searchbox", { name: "Search listings" }).fill(capital(name));
  const row = main(admin).getByRole("row").filter({ hasText: host.tour.title });
  await expect(row).toHaveCount(1);
  await expect(main(admin).getByRole("row")).toHaveCount(2);
  await expect(row).toContainText(`${host.firstName} ${host.lastName}`);
  await expect(row).toContainText("Published");
  await expect(row.getByRole("link", { name: `${host.firstName} ${host.lastName}` })).toHaveAttribute(
    "href",
    `/host/${host.slug}`,
  );
  await expect(row.getByRole("link", { name: "Open" })).toHaveAttribute("href", host.tour.path);
  await expectNoSeriousAxeViolations(admin);
  await shot(admin, "list");

  await row.getByRole("button", { name: "Unpublish" }).click();
  const dialog = admin.getByRole("dialog", { name: `Unpublish “${host.tour.title}”?` });
  // The reason is required.
  await dialog.getByRole("button", { name: "Unpublish" }).click();
  await expect(dialog.getByText("Reason for the host is required.")).toBeVisible();
  await dialog.getByLabel("Reason for the host").fill(reason);
  await expectNoSeriousAxeViolations(admin);
  await dialog.getByRole("button", { name: "Unpublish" }).click();
  await expect(admin.getByText(`“${host.tour.title}” is unpublished and its host is told why.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Draft");
  await expect(row).toContainText(`Unpublished by our team: ${reason}`);
  await expect(row.getByRole("button", { name: "Unpublish" })).toHaveCount(0);
  await shot(admin, "unpublished");

  // The host reads the reason on their listings.
  await host.page.goto("/manage-listings");
  const card = main(host.page).getByRole("article", { name: host.tour.title });
  await expect(card).toContainText(`Unpublished by our team: ${reason}`);
  await expect(card).toContainText("Draft");
  await expectNoSeriousAxeViolations(host.page);
  await shot(host.page, "host-card");

  // The console's audit log has the unpublishing.
  expect(await auditTrail(admin, { entity_type: "tour", entity_id: host.tour.id })).toEqual([
    "Listing unpublished by admin",
  ]);

  // Nobody else finds it any more.
  await page.goto(host.tour.path);
  await expect(main(page).getByText(/It may have been unpublished/)).toBeVisible();
  await host.page.context().close();
  await admin.context().close();
});
