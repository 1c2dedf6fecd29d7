import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import type { BookingResponse } from "../../domain/api/bookings";
import type { MyReviewResponse } from "../../domain/api/reviews";
import { addDays } from "../../domain/bookings/pricing";
import { capital, hostWithTour, paidBooking, runClocks, todayUtc, uploaded, word } from "./bookings-support";
import {
  adminPage,
  expectNoSeriousAxeViolations,
  isPhone,
  main,
  newTraveler,
  sameSite,
  screenshot,
  siteOrigin,
} from "./support";

// The admin area's bookings and reviews (issue 16 items 8 and 9): finding a booking and cancelling it on the host's
// behalf; verifying a review, after which the host's rating changes on their public page.

const SHOTS = ".tmp/admin-bookings/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

test.describe("admin bookings and reviews", () => {
  test.setTimeout(90_000);

  test("an admin finds a booking by the traveler's name, sees its payments and history, and cancels it for the host", async ({
    page,
    browser,
  }) => {
    const name = word();
    const host = await hostWithTour(browser, page, name);
    const last = capital(word());
    const traveler = `Dana ${last}`;
    await newTraveler(page, { first: "Dana", last });
    // Months ahead: the other test's clock run (two days on) does not complete it.
    const bookingId = (await paidBooking(page, host, addDays(todayUtc(), 150 + Math.floor(Math.random() * 150)), 2)).id;

    const admin = await adminPage(browser, page);
    await admin.goto("/admin/bookings");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
    await expect(main(admin).getByRole("table", { name: "Bookings, newest first" })).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "bookings-list");

    const search = main(admin).getByRole("form", { name: "Find bookings" });
    await search.getByLabel("Search bookings").fill(traveler);
    await search.getByLabel("State").selectOption({ label: "Deposit paid" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(admin).toHaveURL(/[?&]q=Dana/);
    await expect(admin).toHaveURL(/[?&]status=deposit_paid/);
    const rows = main(admin).getByRole("table", { name: "Bookings, newest first" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    // Travelers go by their first name and initial, as everywhere on the site; their e-mail is on the booking's page.
    await expect(rows.nth(1)).toContainText(`Dana ${last[0]}.`);
    await expect(rows.nth(1)).toContainText(`${host.firstName} Nurova`);
    await expect(rows.nth(1)).toContainText("Deposit paid");
    await shot(admin, "bookings-found");
    await rows.nth(1).getByRole("link", { name: host.tour.title }).click();

    await expect(admin).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
    await expect(main(admin).getByRole("heading", { level: 1, name: host.tour.title })).toBeVisible();
    const people = main(admin).getByRole("region", { name: "People" });
    await expect(people).toContainText(`Dana ${last[0]}.`);
    await expect(people.getByRole("link", { name: /@example\.com$/ })).toHaveCount(2);
    const payments = main(admin).getByRole("table", { name: "Payments, deposits, balances and refunds" });
    await expect(payments.getByRole("row").nth(1)).toContainText("Deposit");
    await expect(payments.getByRole("row").nth(1)).toContainText("€36.00");
    await expect(payments.getByRole("row").nth(1)).toContainText("Paid");
    const history = main(admin).getByRole("list", { name: "Audit trail" }).getByRole("listitem");
    await expect(history).toHaveText([/^Booked/, /^Confirmed by the host/, /^Deposit paid/]);
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "booking");

    await main(admin).getByRole("button", { name: "Cancel booking" }).click();
    const dialog = admin.getByRole("dialog", { name: "Cancel this booking" });
    await expect(dialog.getByText("Refunds everything paid, €36.00. It counts against the host.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog.getByText("Choose whose cancellation this is.")).toBeVisible();
    await dialog.getByRole("radio", { name: /The host/ }).check();
    await dialog.getByLabel("Reason").fill("The host's car broke down and no other is free that day.");
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "booking-cancel-dialog");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();

    await expect(
      admin.getByText("The booking is cancelled on behalf of the host. Both people have been told."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(history.last()).toContainText("On behalf of the host");
    await expect(history.last()).toContainText("Reason: The host's car broke down and no other is free that day.");
    await expect(history.last()).toContainText("Refund: €36.00 (100%)");
    await expect(payments.getByRole("row").filter({ hasText: "Refund" })).toContainText("€36.00");
    await expect(main(admin).getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
    await shot(admin, "booking-cancelled");

    // The traveler sees it too: the booking is over, with their deposit on its way back.
    const mine = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as BookingResponse;
    expect(["cancelled", "refunded"]).toContain(mine.booking.status);
    expect(mine.booking.cancelled_side).toBe("host");
    await admin.context().close();
    await host.page.context().close();
  });

  test("an admin verifies a traveler's review and the host's rating changes on their public page", async ({
    page,
    browser,
  }) => {
    const name = word();
    const host = await hostWithTour(browser, page, name);
    const last = capital(word());
    await newTraveler(page, { first: "Mira", last });
    // The earliest trip there can be (tomorrow); the clock run that completes it moves this booking alone.
    const start = addDays(todayUtc(), 1);
    const bookingId = (await paidBooking(page, host, start, 1)).id;
    await runClocks(page, `${addDays(start, 1)}T00:05:00Z`, [bookingId]);
    const done = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as BookingResponse;
    expect(done.booking.status).toBe("completed");

    const text = `${capital(name)} showed us the canyon at first light and knew every path down to the river.`;
    const written = await page.request.post(`/api/bookings/${bookingId}/review`, {
      ...sameSite(),
      data: { rating: 5, body: text, photos: [(await uploaded(page, "photo", "#7c3aed")).url] },
    });
    expect(written.status(), await written.text()).toBe(201);
    const reviewId = ((await written.json()) as MyReviewResponse).review.id;

    // A visitor finds no rating yet (in a browser of their own: pages keep the host's profile for a short while).
    const visitor = await (await browser.newContext({ baseURL: siteOrigin() })).newPage();
    await visitor.goto(`/host/${host.slug}`);
    await expect(main(visitor).locator("header").first().getByText("No reviews yet")).toBeVisible();
    await expect(main(visitor).getByText(`No verified reviews for ${host.firstName} yet.`)).toBeVisible();
    await visitor.context().close();

    const admin = await adminPage(browser, page);
    await admin.goto("/admin/reviews");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
    const card = main(admin).getByRole("article", { name: `Mira ${last[0]}. on ${host.tour.title}` });
    for (let i = 0; i < 10 && !(await card.isVisible()); i++) {
      await main(admin).getByRole("button", { name: "Show more reviews" }).click();
    }
    await expect(card).toContainText(text);
    await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(card.getByRole("link", { name: `${host.firstName} Nurova ${capital(name)}` })).toHaveAttribute(
      "href",
      `/host/${host.slug}`,
    );
    await card.getByRole("button", { name: /^Open photo 1 of 1/ }).click();
    await expect(admin.getByRole("dialog", { name: /^Photos from Mira/ })).toBeVisible();
    await admin.keyboard.press("Escape");
    await expect(admin.getByRole("dialog", { name: /^Photos from Mira/ })).toBeHidden();
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "reviews-pending");
    await card.getByRole("button", { name: /^Verify/ }).click();
    await expect(admin.getByText(/review is verified and now counts in/)).toBeVisible();
    await expect(card).toHaveCount(0);
    await admin.context().close();

    // The host answers; the traveler finds the review, its photo and the answer on the host's page and the listing.
    const replied = await host.page.request.post(`/api/reviews/${reviewId}/reply`, {
      ...sameSite(),
      data: { body: "Thank you, Mira! Come back in autumn for the colours." },
    });
    expect(replied.status(), await replied.text()).toBe(200);
    await page.goto(`/host/${host.slug}`);
    const header = main(page).locator("header").first();
    await expect(header).toContainText("5.0");
    await expect(header).toContainText("(1 review)");
    const review = main(page).getByTestId("reviews").getByRole("listitem").first();
    await expect(review).toContainText(text);
    await expect(review.getByText(`Response from ${host.firstName}`)).toBeVisible();
    await expect(review.getByRole("button", { name: /^Open photo 1 of 1/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "host-page-reviewed");

    await page.goto(`/tour/${host.tour.id}`);
    const reviews = main(page).getByRole("region", { name: "Reviews" });
    await expect(reviews).toContainText("5.0");
    await expect(reviews).toContainText("(1 review)");
    await expect(reviews).toContainText(text);
    await expect(reviews).toContainText("Thank you, Mira! Come back in autumn for the colours.");
    if (isPhone()) await reviews.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "listing-reviewed");
    await host.page.context().close();
  });
});
