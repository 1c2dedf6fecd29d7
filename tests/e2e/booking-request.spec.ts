import { type Browser, expect, type Page, test } from "@playwright/test";
import type { BookingResponse } from "../../domain/api/bookings";
import { TEST_MODE_LABEL } from "../../domain/bookings/messages";
import type { OwnListing } from "../../domain/listing-form";
import { bookButton, nextMonth, showNextMonth } from "./bookings-support";
import { DEMO, expectNoSeriousAxeViolations, main, sameSite, signInAs, testPng } from "./support";

/** The demo host, signed in in a browser of their own: they publish the listings and answer the requests. */
async function hostSession(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(page, DEMO.host);
  return page;
}

/** A listing of the host's with a calendar no other test has touched: made and published through the API. */
async function publish(host: Page, type: "tour" | "group-tour", fields: Record<string, unknown>): Promise<OwnListing> {
  const photo = await host.request.post("/api/media", {
    ...sameSite(),
    multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: await testPng(480, 320, "noise") } },
  });
  expect(photo.status(), await photo.text()).toBeLessThan(300);
  const { url } = (await photo.json()) as { url: string };
  const made = await host.request.post(`/api/listings/${type}`, {
    ...sameSite(),
    data: {
      title: `${type === "tour" ? "Sunrise over Kolsai" : "Steppe caravan"} ${test.info().project.name} ${Date.now().toString(36)}`,
      description:
        "A quiet walk at first light above the lakes, with tea from a thermos and the mountains turning pink.",
      countries: ["Kazakhstan"],
      images: [url],
      ...fields,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const listing = (await made.json()) as OwnListing;
  const published = await host.request.patch(`/api/listings/${type}/${listing.id}`, {
    ...sameSite(),
    data: { status: "published" },
  });
  expect(published.status(), await published.text()).toBe(200);
  return listing;
}

const bookingIdIn = (url: string) => new URL(url).searchParams.get("booking") ?? "";

test.describe("booking from a listing page", () => {
  test("a traveler requests a tour, the host confirms, the traveler pays the deposit in test mode and is booked", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const host = await hostSession(browser, baseURL);
    const tour = await publish(host, "tour", {
      number_of_days: 2,
      price_1_person: 20000,
      price_2_persons: 15000,
      deposit_percent: 25,
      cancellation_policy: "flexible",
    });
    await signInAs(page, DEMO.traveler);

    await page.goto(tour.path);
    await expect(main(page).getByRole("heading", { level: 1, name: tour.title })).toBeVisible();
    const terms = main(page).getByTestId("booking-terms");
    await expect(terms).toContainText("25% deposit to book");
    await expect(terms).toContainText("Flexible cancellation: Full refund if you cancel at least 24 hours before");

    await bookButton(page, "Request to book").click();
    const dialog = page.getByRole("dialog", { name: "Request to book" });
    await expect(dialog.getByRole("combobox", { name: "Travelers" })).toBeVisible();
    await showNextMonth(dialog);
    const { name, iso } = nextMonth();
    await dialog.getByRole("button", { name: name(10), exact: true }).click();
    await expect(dialog.getByText(/\(2 days\)\.$/)).toBeVisible();
    await dialog.getByRole("combobox", { name: "Travelers" }).selectOption("2");
    await dialog.getByLabel("Pickup place (optional)").fill("Hotel Kazzhol, Almaty");
    await dialog.getByLabel("Note to the host (optional)").fill("We would love a slow pace and a tea stop.");
    await expect(dialog.getByTestId("quote-total")).toHaveText("€300");
    await expect(dialog.getByText("Deposit (25%), paid once the host confirms")).toBeVisible();
    await expect(dialog.getByTestId("quote-deposit")).toHaveText("€75");
    await expect(dialog.getByTestId("quote-balance")).toHaveText("€225");
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole("button", { name: "Request to book" }).click();
    await expect(page).toHaveURL(/\/my-bookings\?booking=[\w-]+$/);
    const id = bookingIdIn(page.url());

    const confirmed = await host.request.post(`/api/bookings/${id}/confirm`, sameSite());
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const booking = ((await confirmed.json()) as BookingResponse).booking;
    expect([booking.status, booking.start_date, booking.party_size, booking.note]).toEqual([
      "awaiting_deposit",
      iso(10),
      2,
      "We would love a slow pace and a tea stop.",
    ]);

    await page.goto(`/checkout-deposit?booking=${id}`);
    await expect(main(page).getByRole("heading", { level: 1, name: "Pay the deposit" })).toBeVisible();
    await expect(main(page).getByTestId("amount-due")).toHaveText("€75");
    await expect(main(page).getByText(TEST_MODE_LABEL)).toBeVisible();
    await expect(main(page).getByRole("region", { name: "Cancellation policy" })).toContainText(
      "If the host cancels, you get everything back.",
    );
    await expectNoSeriousAxeViolations(page);
    await main(page).getByRole("button", { name: "Pay deposit" }).click();
    const panel = main(page).getByRole("region", { name: TEST_MODE_LABEL });
    await expect(panel).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await panel.getByRole("button", { name: "Complete test payment of €75" }).click();

    await expect(page).toHaveURL(`/payment-success?booking=${id}`);
    await expect(main(page).getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    await expect(main(page).getByTestId("left-to-pay")).toContainText("€225");
    await expect(main(page).getByRole("link", { name: "Go to my bookings" })).toHaveAttribute(
      "href",
      `/my-bookings?booking=${id}`,
    );
    await expectNoSeriousAxeViolations(page);
    await host.context().close();
  });

  test("a group tour's departure goes straight to paying the deposit", async ({ page, browser, baseURL }) => {
    const host = await hostSession(browser, baseURL);
    const { iso } = nextMonth();
    const group = await publish(host, "group-tour", {
      number_of_days: 5,
      price_per_person: 50000,
      max_group_size: 8,
      departures: [{ start_date: iso(15), end_date: iso(19), seats_total: 6 }],
    });
    await host.context().close();
    await signInAs(page, DEMO.traveler);

    await page.goto(group.path);
    await bookButton(page, "Book your seats").click();
    const dialog = page.getByRole("dialog", { name: "Book your seats" });
    await dialog.getByRole("radio", { name: /6 seats left/ }).check();
    await expect(dialog.getByText("Deposit (20%), paid now to hold your seats")).toBeVisible();
    await expect(dialog.getByTestId("quote-deposit")).toHaveText("€100");
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Book and pay the deposit" }).click();

    await expect(page).toHaveURL(/\/checkout-deposit\?booking=[\w-]+$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Pay the deposit" })).toBeVisible();
    await expect(main(page).getByTestId("amount-due")).toHaveText("€100");
    await expect(main(page).getByRole("button", { name: "Pay deposit" })).toBeVisible();
  });
});
