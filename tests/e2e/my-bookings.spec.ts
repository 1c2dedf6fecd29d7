import { type Browser, expect, type Page, test } from "@playwright/test";
import type { BookingResponse } from "../../domain/api/bookings";
import { POLICY_NAME, refundFor } from "../../domain/bookings/cancellation";
import { moneyText } from "../../domain/bookings/notices";
import { addDays } from "../../domain/bookings/pricing";
import { formatDate } from "../../domain/date-range";
import { dayLabel, monthLabel } from "../../web/src/pages/my-bookings/calendar-month";
import {
  HOST_PLACE,
  hostWithTour,
  oneDayTours,
  paidBooking,
  payDeposit,
  post,
  requestTrip,
  runClocks,
  someDaysAhead,
  todayUtc,
} from "./bookings-support";
import { DEMO, expectNoSeriousAxeViolations, main, newTraveler, pageAs, screenshot, testPng } from "./support";

/**
 * /my-bookings in the browser (issue 16 items 7 and 8): hosts answer requests, travelers see the answers, cancel with
 * the refund shown first and review a completed trip. Bookings are made through the API as their traveler and host
 * (the request form and the checkout have their own tests): on the demo host's one-day tours, or on a new host's tour
 * for the trip that must complete.
 */

/** A full-page screenshot for a person to look at (scratch, not compared). */
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `.tmp/my-bookings/${name}-${test.info().project.name}.png`, fullPage: true });

/** A name no other test uses (the demo host's lists hold every test's requests). */
function uniqueName(start: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `${start}${letters}`;
}

/** The demo host, signed in in a browser of their own. */
async function demoHost(browser: Browser, page: Page): Promise<Page> {
  const host = await pageAs(browser, page, DEMO.host);
  await host.context().grantPermissions(HOST_PLACE.permissions);
  await host.context().setGeolocation(HOST_PLACE.geolocation);
  return host;
}

/** A booking's card in the list (named by its listing, its other person and its dates). */
const card = (page: Page, person: string, startDate: string) =>
  main(page)
    .getByRole("article")
    .filter({ hasText: person })
    .filter({ hasText: formatDate(startDate) });

/** Pages on ("Load more …") until the card shows: the demo host's lists hold every test's bookings. */
async function findCard(page: Page, person: string, startDate: string) {
  const found = card(page, person, startDate);
  for (let i = 0; i < 10 && !(await found.isVisible()); i++) {
    const more = main(page).getByRole("button", { name: /^Load more/ });
    if (!(await more.isVisible())) break;
    await more.click();
  }
  await expect(found).toBeVisible();
  return found;
}

test.describe("my bookings", () => {
  test("a traveler reviews a completed trip with stars, words and a photo, and sees it pending verification", async ({
    page,
    browser,
  }) => {
    const host = await hostWithTour(browser, page);
    const name = `${host.firstName} ${host.lastName}`;
    await newTraveler(page, { first: uniqueName("Ines"), last: "Tester" });
    // The earliest trip there is: tomorrow, for one day.
    const trip = await paidBooking(page, host, addDays(todayUtc(), 1), 2);
    await host.page.context().close();
    // The clocks as of the day after the trip, for this booking alone: it completes.
    await runClocks(page, `${addDays(trip.end_date, 1)}T00:00:30Z`, [trip.id]);

    await page.goto("/my-bookings?tab=past");
    const past = await findCard(page, name, trip.start_date);
    await expect(past).toContainText("Completed");
    await past.getByRole("button", { name: "Leave a review" }).click();
    const form = past.getByRole("form", { name: /^Review of / });
    await form.getByRole("radio", { name: "5 stars" }).check();
    await form.getByLabel("Your review").fill("Aigerim knew every path to the lake and every story of the town.");
    await form.getByLabel("Add photos").setInputFiles({
      name: "lake.png",
      mimeType: "image/png",
      buffer: await testPng(800, 600, "#2a7f9e"),
    });
    await expect(form.getByRole("img", { name: "Photos (optional): 1 of 1" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "review-form");
    await form.getByRole("button", { name: "Send review" }).click();

    const review = past.getByRole("region", { name: "Your review" });
    await expect(review).toContainText("Pending verification");
    await expect(review.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
    await expect(past.getByRole("button", { name: "Leave a review" })).toHaveCount(0);
    const stored = (await (await page.request.get(`/api/bookings/${trip.id}`)).json()) as BookingResponse;
    expect(stored.booking.review).toMatchObject({ status: "pending", rating: 5 });
  });

  test("a host confirms one request and declines another with a reason, and the traveler sees both answers", async ({
    page,
    browser,
  }) => {
    const first = uniqueName("Ines");
    await newTraveler(page, { first, last: "Tester" });
    const name = `${first} T.`;
    const tours = await oneDayTours(page);
    const confirmed = await requestTrip(page, tours, someDaysAhead(10, 60));
    const declined = await requestTrip(page, tours, someDaysAhead(61, 120));

    const host = await demoHost(browser, page);
    await host.goto("/my-bookings");
    await expect(main(host).getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
    await expect(main(host).getByRole("tab", { name: /^Requests/ })).toHaveAttribute("aria-selected", "true");
    await expect(main(host).getByRole("region", { name: "Earnings" })).toContainText("Deposits received");

    const toConfirm = await findCard(host, name, confirmed.start_date);
    await expect(toConfirm).toContainText(/Answer by/);
    await expectNoSeriousAxeViolations(host);
    await shot(host, "host-requests");
    await toConfirm.getByRole("button", { name: "Confirm request" }).click();
    await expect(host.getByText(`Request confirmed. ${name} has 24 hours to pay the deposit.`)).toBeVisible();
    await expect(toConfirm).toHaveCount(0);

    const toDecline = await findCard(host, name, declined.start_date);
    await toDecline.getByRole("button", { name: "Decline" }).click();
    const dialog = host.getByRole("dialog", { name: "Decline this request?" });
    await dialog.getByRole("button", { name: "Decline request" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(`Say why you decline: ${name} reads it.`);
    await expect(dialog.getByLabel("Reason")).toBeFocused();
    await expectNoSeriousAxeViolations(host);
    await dialog.getByLabel("Reason").fill("The road to the lake is closed that week.");
    await dialog.getByRole("button", { name: "Decline request" }).click();
    await expect(dialog).toBeHidden();
    await expect(toDecline).toHaveCount(0);

    await page.goto("/my-bookings");
    const upcoming = await findCard(page, "Aigerim Bekova", confirmed.start_date);
    await expect(upcoming).toContainText("Awaiting deposit");
    await expect(upcoming.getByRole("link", { name: /^Pay deposit/ })).toHaveAttribute(
      "href",
      `/checkout-deposit?booking=${confirmed.id}`,
    );
    await expectNoSeriousAxeViolations(page);
    await main(page).getByRole("tab", { name: "Cancelled" }).click();
    const answer = await findCard(page, "Aigerim Bekova", declined.start_date);
    await expect(answer).toContainText("Declined");
    await expect(answer).toContainText(
      "Declined by Aigerim Bekova: “The road to the lake is closed that week.” Nothing was charged.",
    );
    await host.context().close();
  });

  test("a host finds a confirmed trip on the month calendar with the keyboard", async ({ page, browser }) => {
    const first = uniqueName("Ines");
    await newTraveler(page, { first, last: "Tester" });
    const name = `${first} T.`;
    const confirmed = await requestTrip(page, await oneDayTours(page), someDaysAhead(10, 60));
    const host = await demoHost(browser, page);
    await post(host, `/api/bookings/${confirmed.id}/confirm`);

    const tripMonth = confirmed.start_date.slice(0, 7);
    await host.goto(`/my-bookings?tab=upcoming&month=${tripMonth}`);
    const month = main(host).getByRole("table", { name: monthLabel(tripMonth) });
    // The grid opens on today in this month, else on the 1st.
    const opening = todayUtc().startsWith(tripMonth) ? todayUtc() : `${tripMonth}-01`;
    const openingDay = month.getByRole("button", { name: new RegExp(`^${dayLabel(opening)}`) });
    await expect(openingDay).toHaveAttribute("tabindex", "0");
    await openingDay.focus();
    for (let day = opening; day < confirmed.start_date; day = addDays(day, 1)) await host.keyboard.press("ArrowRight");
    await expect(
      month.getByRole("button", { name: new RegExp(`^${dayLabel(confirmed.start_date)}, \\d+ trips?: `) }),
    ).toBeFocused();
    const trips = main(host)
      .getByRole("heading", { name: dayLabel(confirmed.start_date) })
      .locator("xpath=..");
    await expect(trips.getByRole("listitem").filter({ hasText: name })).toContainText("Awaiting deposit");
    await expectNoSeriousAxeViolations(host);
    await shot(host, "host-calendar");

    await host.context().close();
  });

  test("a traveler sees what they get back before cancelling a paid booking", async ({ page, browser }) => {
    await newTraveler(page, { first: uniqueName("Ines"), last: "Tester" });
    const trip = await requestTrip(page, await oneDayTours(page), someDaysAhead(121, 200));
    const host = await demoHost(browser, page);
    await post(host, `/api/bookings/${trip.id}/confirm`);
    await host.context().close();
    await payDeposit(page, trip.id);

    await page.goto("/my-bookings");
    const booked = await findCard(page, "Aigerim Bekova", trip.start_date);
    await expect(booked).toContainText("Deposit paid");
    await booked.getByRole("button", { name: "Cancel booking" }).click();

    const dialog = page.getByRole("alertdialog", { name: "Cancel your booking?" });
    const refund = dialog.getByTestId("refund");
    // Months ahead, the tour's policy gives back its share of the deposit (the demo tours have each policy).
    const back = refundFor({
      policy: trip.cancellation_policy,
      startDate: trip.start_date,
      paidCents: trip.deposit_cents,
      by: "traveler",
      now: new Date(),
    });
    await expect(refund).toHaveText(`You get back ${moneyText(back.refundCents, trip)}`);
    await expect(dialog).toContainText(`${POLICY_NAME[trip.cancellation_policy]} cancellation policy`);
    // The refund is the first thing the dialog says, before the policy and the buttons.
    const order = await dialog.evaluate((el) => {
      const words = el.textContent ?? "";
      return [words.indexOf("You get back"), words.indexOf("cancellation policy"), words.indexOf("Keep booking")];
    });
    expect(order[0]).toBeGreaterThanOrEqual(0);
    expect(order[0]).toBeLessThan(order[1] as number);
    expect(order[1]).toBeLessThan(order[2] as number);
    await expect(dialog.getByRole("button", { name: "Keep booking" })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "cancel-dialog");

    await dialog.getByLabel("Reason (optional)").fill("Our flights changed.");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByText("Your booking is cancelled.")).toBeVisible();
    await main(page).getByRole("tab", { name: "Cancelled" }).click();
    await expect(await findCard(page, "Aigerim Bekova", trip.start_date)).toContainText(
      "Cancelled by you: “Our flights changed.”",
    );
  });
});
