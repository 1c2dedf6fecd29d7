import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { ListingDetailResponse, ListingsResponse } from "../../domain/api/listings";
import { expectNoSeriousAxeViolations } from "./support";

const TOUR_SLUG = "charyn-canyon-and-the-kolsai-lakes";
const TOUR_TITLE = "Charyn Canyon and the Kolsai Lakes";

async function tourId(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/listings/tour/${TOUR_SLUG}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ListingDetailResponse).listing.id;
}

async function firstListing(request: APIRequestContext, type: "group-tours" | "cars" | "drivers") {
  const res = await request.get(`/api/listings?type=${type}&limit=5`);
  expect(res.ok()).toBe(true);
  const row = ((await res.json()) as ListingsResponse).listings[0];
  if (!row) throw new Error(`the demo data has no ${type}`);
  return row;
}

const title = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("listing detail pages", () => {
  test("a tour opens by slug, by id, by /tour/{id}/{title-slug} and by /tours/{id}", async ({ page, request }) => {
    const id = await tourId(request);
    for (const path of [`/tour/${TOUR_SLUG}`, `/tour/${id}`, `/tour/${id}/${TOUR_SLUG}`, `/tours/${id}`]) {
      await page.goto(path);
      await expect(title(page)).toHaveText(TOUR_TITLE);
      await expect(page.getByText("Private Tour").first()).toBeVisible();
      const table = page.getByRole("table", { name: "Price per person by group size" });
      await expect(table.locator("tbody tr")).toHaveCount(4);
      await expect(page.getByTestId("headline-price").first()).toHaveText(/^From €[\d,]+\/person$/);
    }
    await expect(page.getByRole("heading", { name: "Itinerary" })).toBeVisible();
    await expect(page.getByRole("img", { name: `${TOUR_TITLE}, photo 1 of 3` })).toBeVisible();
  });

  test("the lowest group-size price is the 'From' price, and it follows the chosen currency", async ({ page }) => {
    await page.goto(`/tour/${TOUR_SLUG}`);
    const cells = page.getByRole("table", { name: "Price per person by group size" }).locator("tbody td");
    await expect(cells).toHaveCount(4);
    const euros = (await cells.allTextContents())
      .filter((t) => t.startsWith("€"))
      .map((t) => Number(t.replace(/\D/g, "")));
    const headline = page.getByTestId("headline-price").first();
    await expect(headline).toHaveText(`From €${Math.min(...euros)}/person`);
    await page.locator("footer").getByLabel("Currency").selectOption("GBP");
    await expect(headline).toHaveText(/^From £[\d,]+\/person$/);
  });

  test("the gallery works from the keyboard: lightbox, arrow keys, Escape back to the photo", async ({ page }) => {
    await page.goto(`/tour/${TOUR_SLUG}`);
    const main = page.getByRole("button", { name: "Open photo 1 of 3 full screen" });
    await main.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Photos of ${TOUR_TITLE}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", `${TOUR_TITLE}, photo 2 of 3`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open photo 2 of 3 full screen" })).toBeFocused();
  });

  test("a group tour lists its upcoming departures with seats left", async ({ page, request }) => {
    const row = await firstListing(request, "group-tours");
    await page.goto(`/group-tour/${row.slug ?? row.id}`);
    await expect(title(page)).toHaveText(row.title);
    await expect(page.getByTestId("headline-price").first()).toHaveText(/^€[\d,]+\/person$/);
    const departures = page.getByTestId("departures").getByRole("listitem");
    await expect.poll(() => departures.count()).toBeGreaterThan(0);
    for (const text of await departures.allTextContents()) {
      expect(text).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}( - [A-Z][a-z]{2} \d{2}, \d{4})?/);
      expect(text).toMatch(/(\d+ seats? left|Sold out)$/);
    }
  });

  test("a rental car shows its price per day and the vehicle", async ({ page, request }) => {
    const row = await firstListing(request, "cars");
    await page.goto(`/rental-car/${row.id}`);
    await expect(title(page)).toHaveText(row.title);
    await expect(page.getByText("Rental Car").first()).toBeVisible();
    await expect(page.getByTestId("headline-price").first()).toHaveText(/^€[\d,]+\/day$/);
    await expect(page.getByRole("heading", { name: "The vehicle" })).toBeVisible();
    await expect(page.getByText(/^(Driver included|Self-drive)$/)).toBeVisible();
  });

  test("a driver service shows its price per day, languages and areas served", async ({ page, request }) => {
    const row = await firstListing(request, "drivers");
    await page.goto(`/driver/${row.id}`);
    await expect(title(page)).toHaveText(row.title);
    await expect(page.getByTestId("headline-price").first()).toHaveText(/^€[\d,]+\/day$/);
    await expect(page.getByText("Areas served")).toBeVisible();
  });

  test("Message Host sends a guest to /auth with 'Please log in to continue'", async ({ page }) => {
    await page.goto(`/tour/${TOUR_SLUG}`);
    // On phones the action bar shows the same button first on the screen; both lead to /auth.
    await page.getByRole("button", { name: "Message Host" }).first().click();
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await expect(page.getByRole("status").filter({ hasText: "Please log in to continue" })).toBeVisible();
  });

  test("the host profile opened from a detail page shows the host, listings and reviews", async ({ page }) => {
    await page.goto(`/tour/${TOUR_SLUG}`);
    const hostCard = page.locator("section[aria-labelledby='host-heading']");
    await expect(hostCard).toContainText("Verified");
    await expect(hostCard).toContainText(/Online now|Active \d+[mhdw] ago|New to messaging/);
    await expect(page.getByRole("heading", { name: "More from this host" })).toBeVisible();
    await hostCard.getByRole("link", { name: "View Aigerim's profile" }).click();

    await expect(page).toHaveURL(/\/host\/aigerim$/);
    await expect(title(page)).toHaveText("Aigerim Bekova");
    await expect(page.locator("header").filter({ has: title(page) })).toContainText("Verified");
    const listings = page.locator("section[aria-labelledby='listings-heading'] article");
    await expect.poll(() => listings.count()).toBeGreaterThan(0);
    await expect(listings.filter({ hasText: TOUR_TITLE }).first()).toBeVisible();
    const reviews = page.getByTestId("reviews").getByRole("listitem");
    await expect.poll(() => reviews.count()).toBeGreaterThan(0);
    await expect(reviews.first().getByRole("img", { name: /Rated \d out of 5/ })).toBeVisible();
  });

  test("the host profile looks the slug up in lower case", async ({ page }) => {
    await page.goto("/host/AIGERIM");
    await expect(title(page)).toHaveText("Aigerim Bekova");
  });

  test("an unknown listing or host shows the not-found state", async ({ page }) => {
    await page.goto("/tour/no-such-tour-anywhere");
    await expect(page.getByRole("heading", { name: "This listing isn't available" })).toBeVisible();
    await page.goto("/rental-car/00000000-0000-4000-8000-000000000000/some-car");
    await expect(page.getByRole("heading", { name: "This listing isn't available" })).toBeVisible();
    await page.goto("/host/nobody-by-this-name");
    await expect(page.getByRole("heading", { name: "This host isn't here" })).toBeVisible();
  });

  // One page per test, so each stays far inside its time limit on a busy machine.
  const AXE_PAGES: { name: string; path: (request: APIRequestContext) => Promise<[string, string]> }[] = [
    { name: "a tour", path: async () => [`/tour/${TOUR_SLUG}`, TOUR_TITLE] },
    {
      name: "a group tour",
      path: async (request) => {
        const group = await firstListing(request, "group-tours");
        return [`/group-tour/${group.slug ?? group.id}`, group.title];
      },
    },
    {
      name: "a rental car",
      path: async (request) => {
        const car = await firstListing(request, "cars");
        return [`/rental-car/${car.id}`, car.title];
      },
    },
    {
      name: "a driver",
      path: async (request) => {
        const driver = await firstListing(request, "drivers");
        return [`/driver/${driver.id}`, driver.title];
      },
    },
    { name: "a host profile", path: async () => ["/host/aigerim", "Aigerim Bekova"] },
    { name: "a missing listing", path: async () => ["/tour/no-such-tour-anywhere", "This listing isn't available"] },
    { name: "a missing host", path: async () => ["/host/nobody-by-this-name", "This host isn't here"] },
  ];
  for (const target of AXE_PAGES) {
    test(`axe finds no serious or critical violations on ${target.name}`, async ({ page, request }) => {
      const [path, heading] = await target.path(request);
      await page.goto(path);
      await expect(title(page)).toHaveText(heading);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("axe finds no serious or critical violations in the full-screen photo viewer", async ({ page }) => {
    await page.goto(`/tour/${TOUR_SLUG}`);
    await page.getByRole("button", { name: "Open photo 1 of 3 full screen" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
