import { expect, type Locator, type Page, test } from "@playwright/test";
import { hostWithTour, post } from "./bookings-support";
import { main, newTraveler } from "./support";

/**
 * Issue 21, item 2: a traveler's whole trip with the keyboard alone, at 1280 and 390 px (a phone with a keyboard):
 * search the listings, open the tour, message its host, request to book, pay the deposit in test mode and see the
 * booking confirmed. Nothing is clicked: the test moves with Tab and Shift+Tab, presses Enter, Space and the arrow
 * keys, and types. Only the host's answer (their own screens have their own tests) goes through the API.
 */

/** Presses Tab (Shift+Tab with `back`) until `target` (or an element in it) has focus; fails if `max` presses do not reach it. */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.contains(document.activeElement))) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${max} presses of ${back ? "Shift+Tab" : "Tab"} did not reach ${target}`);
}

/** The ISO date of the calendar day that has focus (react-day-picker marks each day's cell with it). */
const focusedDay = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day") ?? "");

test("a traveler searches, opens a tour, messages the host, requests a booking and pays the deposit with the keyboard alone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await hostWithTour(browser, page);
  const unique = host.tour.title.split(" ").at(-1) ?? "";
  await newTraveler(page, { first: "Keyla", last: "Board" });

  // Search the listings for the tour and open it.
  await page.goto("/listings");
  const box = main(page).getByRole("searchbox", { name: "Search listings" });
  await tabTo(page, box);
  await page.keyboard.type(unique);
  await page.keyboard.press("Enter");
  const card = main(page).getByRole("link", { name: host.tour.title });
  await tabTo(page, card);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(host.tour.path);
  await expect(main(page).getByRole("heading", { level: 1, name: host.tour.title })).toBeVisible();

  // Message the host; the conversation opens with the tour, and Enter sends.
  await tabTo(page, page.getByRole("button", { name: "Message Host" }).filter({ visible: true }).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chat\?conversation=[\w-]+$/);
  const composer = main(page).getByRole("textbox", { name: "Message" });
  await tabTo(page, composer);
  await page.keyboard.type("Hello! Could we start at six to see the sunrise?");
  await page.keyboard.press("Enter");
  await expect(main(page).getByRole("list", { name: /^Messages with / })).toContainText("start at six");

  // Back to the tour by the conversation's link to it, and request a day of next month for two.
  await tabTo(page, main(page).getByRole("link", { name: host.tour.title }), { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(host.tour.path);
  const request = page.getByRole("button", { name: "Request to book" }).filter({ visible: true }).first();
  await tabTo(page, request);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Request to book" });
  await expect(dialog).toBeVisible();
  const days = dialog.getByRole("grid").first();
  await tabTo(page, days, { max: 10 });
  // Next month, then its 12th with the arrow keys.
  await page.keyboard.press("PageDown");
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 12);
  const wanted = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-12`;
  for (let i = 0; i < 40 && (await focusedDay(page)) !== wanted; i++) {
    await page.keyboard.press((await focusedDay(page)) < wanted ? "ArrowRight" : "ArrowLeft");
  }
  expect(await focusedDay(page)).toBe(wanted);
  await page.keyboard.press("Enter");
  const travelers = dialog.getByRole("combobox", { name: "Travelers" });
  await tabTo(page, travelers, { max: 10 });
  await page.keyboard.press("ArrowDown");
  await expect(travelers).toHaveValue("2");
  await expect(dialog.getByTestId("quote-total")).toHaveText("€180");
  await tabTo(page, dialog.getByRole("button", { name: "Request to book" }), { max: 20 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-bookings\?booking=[\w-]+$/);
  const bookingId = new URL(page.url()).searchParams.get("booking") ?? "";

  // The host says yes; the traveler's bookings show the deposit to pay, paid in test mode.
  await post(host.page, `/api/bookings/${bookingId}/confirm`);
  // The page opens with the booking's details (its address names it): the deposit is paid from there.
  await page.reload();
  const details = page.getByRole("dialog", { name: "Booking details" });
  await expect(details).toContainText("Awaiting deposit");
  await tabTo(page, details.getByRole("link", { name: /^Pay deposit/ }));
  await page.keyboard.press("Enter");
  await expect(main(page).getByRole("heading", { level: 1, name: "Pay the deposit" })).toBeVisible();
  await tabTo(page, main(page).getByRole("button", { name: "Pay deposit" }));
  await page.keyboard.press("Enter");
  await tabTo(page, main(page).getByRole("button", { name: /^Complete test payment of / }));
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(`/payment-success?booking=${bookingId}`);
  await expect(main(page).getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await host.page.context().close();
});
