import { mkdir } from "node:fs/promises";
import { type Browser, expect, type Page, request, test } from "@playwright/test";
import type { MeProfile } from "../../domain/api/account";
import type { BookingResponse, CheckoutResponse } from "../../domain/api/bookings";
import type { MyReviewResponse } from "../../domain/api/reviews";
import { addDays } from "../../domain/bookings/pricing";
import {
  adminPage,
  DEMO,
  DEMO_PASSWORD,
  expectNoSeriousAxeViolations,
  isPhone,
  main,
  newAccount,
  newTraveler,
  sameSite,
  siteOrigin,
  testPng,
} from "./support";

// The admin area's bookings and reviews (issue 16 items 8 and 9): finding a booking and cancelling it on the host's
// behalf; verifying a review, after which the host's rating changes on their public page.

const SHOTS = ".tmp/admin-bookings/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** Letters only, unique per test and project (the server's database lives for the whole run). */
const word = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const capital = (w: string) => `${w[0]?.toUpperCase()}${w.slice(1)}`;
const today = () => new Date().toISOString().slice(0, 10);

async function uploaded(
  page: Page,
  purpose: "photo" | "document",
  colour: string,
): Promise<{ key: string; url: string }> {
  const res = await page.request.post("/api/media", {
    ...sameSite(),
    multipart: {
      purpose,
      file: { name: `${purpose}.png`, mimeType: "image/png", buffer: await testPng(240, 180, colour) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { key: string; url: string };
}

interface Host {
  page: Page;
  firstName: string;
  slug: string;
  tour: { id: string; title: string };
}

/**
 * A new approved host, signed in in a browser of their own, with a published one-day private tour (application,
 * approval and listing through the API: their screens have their own tests).
 */
async function hostWithTour(browser: Browser, name: string): Promise<Host> {
  const context = await browser.newContext({ baseURL: siteOrigin() });
  const page = await context.newPage();
  await newAccount(page, "host");
  const photo = await uploaded(page, "photo", "#b45309");
  const doc = await uploaded(page, "document", "#1d4ed8");
  const firstName = "Saule";
  const applied = await page.request.post("/api/me/host-application", {
    ...sameSite(),
    data: {
      host_type: "guide",
      first_name: firstName,
      last_name: `Nurova ${capital(name)}`,
      city: "Almaty",
      country: "Kazakhstan",
      bio: "Born in Almaty: I take travelers to Charyn, Kolsai and the Big Almaty Lake, on foot and on horseback.",
      languages: ["English"],
      profile_photo_url: photo.url,
      id_document_key: doc.key,
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const hostId = ((await applied.json()) as MeProfile).host?.id ?? "";
  // The demo admin approves through the API, from a client without the host's session cookie.
  const api = await request.newContext({ baseURL: siteOrigin() });
  const admin = await api.post("/auth/v1/token?grant_type=password", {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  const { access_token } = (await admin.json()) as { access_token: string };
  const approved = await api.post(`/api/admin/hosts/${hostId}/approve`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await api.dispose();

  const title = `Sunrise at Charyn Canyon with ${capital(name)}`;
  const created = await page.request.post("/api/listings/tour", {
    ...sameSite(),
    data: {
      title,
      description:
        "We leave Almaty before dawn to watch the sun light up the Valley of Castles, then walk to the river.",
      countries: ["Kazakhstan"],
      number_of_days: 1,
      price_1_person: 12_000,
      price_2_persons: 9_000,
      images: [(await uploaded(page, "photo", "#0f766e")).url],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await page.request.patch(`/api/listings/tour/${id}`, {
    ...sameSite(),
    data: { status: "published" },
  });
  expect(published.status(), await published.text()).toBe(200);
  const me = (await (await page.request.get("/api/me/profile")).json()) as MeProfile;
  return { page, firstName, slug: me.host?.profile_slug ?? "", tour: { id, title } };
}

/** The traveler (signed in on `traveler`) books the tour, the host confirms, the traveler pays the deposit. */
async function paidBooking(traveler: Page, host: Host, startDate: string, party: number): Promise<string> {
  const requested = await traveler.request.post("/api/bookings", {
    ...sameSite(),
    data: { listing: { type: "tour", id: host.tour.id }, start_date: startDate, party_size: party },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const { id } = ((await requested.json()) as BookingResponse).booking;
  const confirmed = await host.page.request.post(`/api/bookings/${id}/confirm`, sameSite());
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const checkout = await traveler.request.post(`/api/bookings/${id}/checkout`, {
    ...sameSite(),
    data: { kind: "deposit" },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { payment } = (await checkout.json()) as CheckoutResponse;
  const paid = await traveler.request.post(`/api/payments/${payment.id}/test-pay`, sameSite());
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as BookingResponse).booking.status).toBe("deposit_paid");
  return id;
}

test.describe("admin bookings and reviews", () => {
  test.setTimeout(90_000);

  test("an admin finds a booking by the traveler's name, sees its payments and history, and cancels it for the host", async ({
    page,
    browser,
  }) => {
    const name = word();
    const host = await hostWithTour(browser, name);
    const last = capital(word());
    const traveler = `Dana ${last}`;
    await newTraveler(page, { first: "Dana", last });
    // Months ahead: the other test's clock run (two days on) does not complete it.
    const bookingId = await paidBooking(page, host, addDays(today(), 150 + Math.floor(Math.random() * 150)), 2);

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
    const host = await hostWithTour(browser, name);
    const last = capital(word());
    await newTraveler(page, { first: "Mira", last });
    // The earliest trip there can be (tomorrow); the clock run that completes it moves this booking alone.
    const start = addDays(today(), 1);
    const bookingId = await paidBooking(page, host, start, 1);
    const ran = await page.request.post("/dev/cron", {
      ...sameSite(),
      data: { cron: "*/10 * * * *", at: `${addDays(start, 1)}T00:05:00Z`, bookings: [bookingId] },
    });
    expect(ran.status(), await ran.text()).toBe(200);
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
