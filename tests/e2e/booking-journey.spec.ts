import { expect, test } from "@playwright/test";
import { TEST_MODE_LABEL } from "../../domain/bookings/messages";
import { addDays } from "../../domain/bookings/pricing";
import { bookButton, capital, hostWithTour, nextMonth, runClocks, showNextMonth, word } from "./bookings-support";
import { adminPage, expectNoSeriousAxeViolations, main, newTraveler } from "./support";

/**
 * Issue 16 end to end, in one traveler's trip: a request from the tour's page, the host's yes on /my-bookings, the
 * deposit paid in test mode on the checkout page, the trip completed by the clocks, the traveler's review from
 * /my-bookings, an admin's verification on /admin/reviews, and the host's rating on their public page. Axe runs on
 * the pages this journey alone reaches in these states; the request dialog, the host's requests and the admins'
 * reviews have it in their own specs.
 */

test.describe("a trip from request to review", () => {
  test.setTimeout(120_000);

  test("a traveler requests a tour, the host confirms, the deposit is paid, the trip completes, the review is verified and the host's rating shows it", async ({
    page,
    browser,
  }) => {
    const host = await hostWithTour(browser, page);
    const first = capital(word());
    await newTraveler(page, { first, last: "Okafor" });
    const traveler = `${first} O.`;

    // The request, from the tour's own page.
    await page.goto(host.tour.path);
    await bookButton(page, "Request to book").click();
    const dialog = page.getByRole("dialog", { name: "Request to book" });
    await showNextMonth(dialog);
    const { name, iso } = nextMonth();
    await dialog.getByRole("button", { name: name(12), exact: true }).click();
    await dialog.getByRole("combobox", { name: "Travelers" }).selectOption("2");
    await expect(dialog.getByTestId("quote-total")).toHaveText("€180");
    await dialog.getByRole("button", { name: "Request to book" }).click();
    await expect(page).toHaveURL(/\/my-bookings\?booking=[\w-]+$/);
    const bookingId = new URL(page.url()).searchParams.get("booking") ?? "";

    // The host confirms it among their requests.
    await host.page.goto("/my-bookings?tab=requests");
    const request = main(host.page).getByRole("article").filter({ hasText: traveler });
    await expect(request).toContainText("To answer");
    await request.getByRole("button", { name: "Confirm request" }).click();
    await expect(request).toHaveCount(0);

    // The traveler pays the deposit from their bookings, in test mode.
    await page.goto("/my-bookings");
    const trip = main(page).getByRole("article").filter({ hasText: host.tour.title });
    await expect(trip).toContainText("Awaiting deposit");
    await trip.getByRole("link", { name: /^Pay deposit/ }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Pay the deposit" })).toBeVisible();
    await expect(main(page).getByText(TEST_MODE_LABEL).first()).toBeVisible();
    await main(page).getByRole("button", { name: "Pay deposit" }).click();
    await main(page)
      .getByRole("button", { name: /^Complete test payment of / })
      .click();
    await expect(page).toHaveURL(`/payment-success?booking=${bookingId}`);
    await expect(main(page).getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The day after the trip, the clocks complete it.
    await runClocks(page, `${addDays(iso(12), 1)}T00:00:30Z`, [bookingId]);

    // The traveler reviews it.
    await page.goto("/my-bookings?tab=past");
    const past = main(page).getByRole("article").filter({ hasText: host.tour.title });
    await expect(past).toContainText("Completed");
    await past.getByRole("button", { name: "Leave a review" }).click();
    const form = past.getByRole("form", { name: /^Review of / });
    await form.getByRole("radio", { name: "4 stars" }).check();
    const words = `${host.firstName} met us before dawn and knew exactly where the light would fall first.`;
    await form.getByLabel("Your review").fill(words);
    await expectNoSeriousAxeViolations(page);
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(past.getByRole("region", { name: "Your review" })).toContainText("Pending verification");

    // An admin verifies it.
    const admin = await adminPage(browser, page);
    await admin.goto("/admin/reviews");
    const card = main(admin).getByRole("article", { name: `${traveler} on ${host.tour.title}` });
    for (let i = 0; i < 10 && !(await card.isVisible()); i++) {
      await main(admin).getByRole("button", { name: "Show more reviews" }).click();
    }
    await expect(card).toContainText(words);
    await card.getByRole("button", { name: /^Verify/ }).click();
    await expect(card).toHaveCount(0);
    await admin.context().close();

    // The host's public page now carries the rating.
    await page.goto(`/host/${host.slug}`);
    const header = main(page).locator("header").first();
    await expect(header).toContainText("4.0");
    await expect(header).toContainText("(1 review)");
    await expect(main(page).getByTestId("reviews")).toContainText(words);
    await expectNoSeriousAxeViolations(page);
    await host.page.context().close();
  });
});
