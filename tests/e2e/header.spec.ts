import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { ListingsResponse } from "../../domain/api/listings";
import { listingPath } from "../../domain/listing-slug";
import { DEMO, expectNoSeriousAxeViolations, isPhone, main, openPage, signInAs } from "./support";

/**
 * Issue 14: the header fits every width from 320 to 1920 px for every role, with no sideways scrolling, and its
 * controls in view. The phone project sweeps the phone widths and the desktop project the wider ones, so each
 * width is looked at once per role.
 */
const PHONE_WIDTHS = [320, 360, 390, 414, 600];
const WIDE_WIDTHS = [768, 800, 1024, 1280, 1440, 1920];
/** Under 1024 px the header has a search button and the menu; from 1024 px the search box and the links. */
const DESKTOP_HEADER = 1024;
/** From 768 px the header shows the avatar menu (or, to a guest, the Account button). */
const ACCOUNT_IN_HEADER = 768;

const ROLES = ["guest", "traveler", "host", "admin"] as const;

async function detailPath(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/listings?limit=1");
  expect(res.ok()).toBe(true);
  const row = ((await res.json()) as ListingsResponse).listings[0];
  if (!row) throw new Error("the demo data has no listings");
  return listingPath(row.listing_type, row);
}

const header = (page: Page) => page.getByRole("banner");

/** The header's controls a person needs at this width. */
function headerControls(page: Page, width: number, signedIn: boolean): Locator[] {
  const bar = header(page);
  const controls = [bar.getByRole("link", { name: "Untrodden home" })];
  if (width < DESKTOP_HEADER) {
    controls.push(
      bar.getByRole("button", { name: "Search", exact: true }),
      bar.getByRole("button", { name: "Menu", exact: true }),
    );
  } else {
    controls.push(bar.getByRole("searchbox", { name: "Search listings" }));
    controls.push(bar.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Hosts" }));
  }
  if (width >= ACCOUNT_IN_HEADER)
    controls.push(
      signedIn
        ? bar.getByRole("button", { name: /^Account menu: / })
        : bar.getByRole("link", { name: "Account", exact: true }),
    );
  return controls;
}

async function expectFits(page: Page, width: number, signedIn: boolean) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `no sideways scrolling at ${width} px`,
    })
    .toBeLessThanOrEqual(0);
  // The controls side by side: each is its own round trips to the browser, and 30 widths and pages add up.
  await Promise.all(
    headerControls(page, width, signedIn).map(async (control) => {
      await expect(control, `${control} at ${width} px`).toBeVisible();
      const box = await control.boundingBox();
      expect(box, `${control} at ${width} px`).not.toBeNull();
      if (box) {
        expect(box.x, `${control} starts inside ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${control} ends inside ${width} px`).toBeLessThanOrEqual(width);
      }
    }),
  );
}

test.describe("the header at every width", () => {
  for (const role of ROLES) {
    test(`fits without sideways scrolling for a ${role}, controls in view, on the main pages`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const signedIn = role !== "guest";
      if (signedIn) await signInAs(page, DEMO[role]);
      const pages = ["/", "/hosts", "/listings", await detailPath(request), "/host/aigerim"];
      const widths = isPhone() ? PHONE_WIDTHS : WIDE_WIDTHS;
      for (const path of pages) {
        await page.setViewportSize({ width: widths[0] ?? 320, height: 800 });
        await page.goto(path);
        await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
        if (signedIn) await expect(page.getByRole("link", { name: "Messages" }).first()).toBeAttached();
        for (const width of widths) await expectFits(page, width, signedIn);
      }
    });
  }
});

test.describe("searching from the header on phones and tablets", () => {
  test("the search button opens a place search that finds hosts there, from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/listings");
    const opener = header(page).getByRole("button", { name: "Search", exact: true });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const field = header(page).getByLabel("Where do you want to go?", { exact: true });
    await expect(field).toBeFocused();
    await page.keyboard.type("Alm");
    const suggestions = header(page).getByRole("listbox");
    await expect(suggestions.getByRole("option", { name: /Almaty/ }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // Escape closes the suggestions first, then the search, focus back on its button.
    await page.keyboard.press("Escape");
    await expect(suggestions).toBeHidden();
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(field).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(field).toHaveValue("Alm");
    await field.fill("Almaty");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/hosts\?location=Almaty$/);
    await expect(field).toBeHidden();
  });

  test("at 800 px, signed in, the search button finds hosts as the home search does", async ({ page }) => {
    await signInAs(page, DEMO.traveler);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/host/aigerim");
    await header(page).getByRole("button", { name: "Search", exact: true }).click();
    await header(page).getByRole("button", { name: "Find hosts" }).click();
    await expect(page).toHaveURL(/\/hosts$/);
  });
});

test.describe("the mobile drawer", () => {
  test("signed in at 390 px, its currency picker takes the tap above the bottom navigation", async ({ page }) => {
    await signInAs(page, DEMO.traveler);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/listings");
    const price = main(page).getByTestId("listing-price").first();
    await expect(price).toHaveText(/€/);

    await header(page).getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("navigation", { name: "Mobile" });
    await expect(drawer.getByRole("link", { name: "My Bookings" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const picker = drawer.getByLabel("Currency");
    // The drawer is over the bottom bar: a tap where the bar is reaches the drawer, down to its last control.
    const barTakesTheTap = () =>
      page.evaluate(() => {
        const bar = document.querySelector("[data-testid='bottom-nav']");
        const box = bar?.getBoundingClientRect();
        if (!bar || !box) return null;
        return bar.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    expect(await barTakesTheTap()).toBe(false);
    await drawer.getByRole("group", { name: "Theme" }).getByTitle("Dark").click({ trial: true });
    // A trial click checks that the picker, scrolled into view, is what a tap there reaches.
    await picker.click({ trial: true });
    await picker.selectOption("USD");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(price).toHaveText(/\$/);
  });

  test("under 640 px it holds the theme switch, which the header has no room for", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, "/");
    await expect(header(page).getByRole("group", { name: "Theme" })).toBeHidden();
    await header(page).getByRole("button", { name: "Menu", exact: true }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("group", { name: "Theme" })
      .getByTitle("Dark")
      .click();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});
