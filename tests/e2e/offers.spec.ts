import { expect, type Page, test } from "@playwright/test";
import type { MeProfile } from "../../domain/api/account";
import type { BookingResponse, QuoteResponse } from "../../domain/api/bookings";
import type { StartConversationResponse } from "../../domain/api/conversations";
import { centsToEuros } from "../../domain/euro-input";
import type { MyListingsResponse, OwnListing } from "../../domain/listing-form";
import { DEMO, expectNoSeriousAxeViolations, isPhone, main, pageAs, sameSite, screenshot, signInAs } from "./support";

/** Issue 16 item 2: a host answers the demo traveler's trip request with an offer in chat; the traveler accepts and pays. */

const SHOTS = ".tmp/offers";
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png` });

const thread = (page: Page) => main(page).getByRole("list", { name: /^Messages with / });

/** The demo host's tour this project offers (desktop and mobile run at once: each its own, so their days never meet). */
async function tourOf(host: Page) {
  const res = await host.request.get("/api/me/listings");
  expect(res.status()).toBe(200);
  const tours = ((await res.json()) as MyListingsResponse).items.filter(
    (l) => l.kind === "tour" && l.status === "published",
  );
  const tour = tours[isPhone() ? 1 : 0];
  if (!tour) throw new Error("the demo host has fewer than two published tours");
  return tour;
}

/** A start date the tour is free on for two people (earlier runs on the same server hold days of their own). */
async function freeStart(host: Page, tourId: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const start = new Date(Date.now() + (60 + Math.floor(Math.random() * 600)) * 86_400_000).toISOString().slice(0, 10);
    const res = await host.request.post("/api/bookings/quote", {
      ...sameSite(),
      data: { listing: { type: "tour", id: tourId }, start_date: start, party_size: 2 },
    });
    expect(res.status(), await res.text()).toBe(200);
    if (((await res.json()) as QuoteResponse).available) return start;
  }
  throw new Error("no free start date found for the tour");
}

test.describe("custom offers", () => {
  test.setTimeout(120_000);

  test("a host answers a trip request with an offer in chat; the traveler sees it live, accepts it and pays the deposit", async ({
    page,
    browser,
  }) => {
    const host = await pageAs(browser, page, DEMO.host);
    await signInAs(page, DEMO.traveler);
    const lucas = (await (await page.request.get("/api/me/profile")).json()) as MeProfile;
    const opened = await host.request.post("/api/conversations", { ...sameSite(), data: { with: lucas.user_id } });
    expect(opened.status(), await opened.text()).toBeLessThan(300);
    const conversationId = ((await opened.json()) as StartConversationResponse).conversation.id;
    const tour = await tourOf(host);
    const start = await freeStart(host, tour.id);
    const note = `Lunch by the lake included (${test.info().project.name} ${Date.now()})`;

    // The traveler has the conversation open while the host writes the offer.
    await page.goto(`/chat?conversation=${conversationId}`);
    await expect(thread(page)).toBeVisible();

    // The host answers Lucas's trip request from his page: the conversation opens with the offer form.
    await host.goto(`/traveler/${lucas.profile_slug}`);
    await main(host).getByRole("button", { name: "Send an offer to Lucas" }).click();
    await expect(host).toHaveURL(new RegExp(`/chat\\?conversation=${conversationId}$`));
    const form = host.getByRole("dialog", { name: "Send an offer to Lucas M." });
    await expect(form).toBeVisible();
    await expect(form.getByText(/^Lucas M\.'s trip request: .*, 2 travelers\.$/)).toBeVisible();
    await form.getByLabel("Listing").selectOption({ label: `${tour.title} (Private tour)` });
    await expect(form.getByLabel("People")).toHaveValue("2");
    await form.getByLabel("Start date").fill(start);
    // The total follows the tour's own prices; the deposit the host's percentage for the tour.
    await expect(form.getByLabel(/^Total price/)).not.toHaveValue("");
    const total = Math.round(Number(await form.getByLabel(/^Total price/).inputValue()) * 100);
    const saved = (await (await host.request.get(`/api/me/listings/tour/${tour.id}`)).json()) as OwnListing;
    await expect(form.getByLabel(/^Deposit/)).toHaveValue(
      centsToEuros(Math.round((total * saved.deposit_percent) / 100)),
    );
    await form.getByLabel(/^Deposit/).fill(centsToEuros(Math.round(total * 0.6)));
    await form.getByRole("button", { name: "Send offer" }).click();
    await expect(form.getByRole("link", { name: "Deposit must be between 10% and 50% of the total" })).toBeVisible();
    await expectNoSeriousAxeViolations(host);
    await shot(host, "form-refused");
    const deposit = Math.round(total * 0.25);
    await form.getByLabel(/^Deposit/).fill(centsToEuros(deposit));
    await form.getByLabel("Note to Lucas M. (optional)").fill(note);
    await form.getByRole("button", { name: "Send offer" }).click();
    await expect(form).toBeHidden();

    const hostCard = thread(host)
      .getByRole("article", { name: `Custom offer: ${tour.title}` })
      .filter({ hasText: note });
    await expect(hostCard.getByRole("button", { name: "Withdraw offer" })).toBeVisible();
    await expect(hostCard.getByText("Your note")).toBeVisible();
    await hostCard.scrollIntoViewIfNeeded();
    await shot(host, "host-card");

    // The traveler's card arrives through the room, without a reload.
    const card = thread(page)
      .getByRole("article", { name: `Custom offer: ${tour.title}` })
      .filter({ hasText: note });
    await expect(card).toBeVisible();
    await expect(card.getByText("Open", { exact: true })).toBeVisible();
    await expect(card.getByText("2 people")).toBeVisible();
    await expect(card.getByTestId("offer-standing")).toHaveText(/^Valid until /);
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "traveler-card");

    await card.getByRole("button", { name: "Accept offer" }).click();
    await expect(page).toHaveURL(/\/checkout-deposit\?booking=[\w-]+$/);
    const bookingId = new URL(page.url()).searchParams.get("booking") as string;
    const booking = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as BookingResponse;
    expect(booking.booking).toMatchObject({
      status: "awaiting_deposit",
      offer_id: expect.any(String),
      start_date: start,
      party_size: 2,
      total_cents: total,
      deposit_cents: deposit,
    });

    // The host's card reads the new status when the booking's notice arrives.
    await expect(hostCard.getByTestId("offer-standing")).toHaveText("The traveler accepted this offer.");
    await expect(hostCard.getByRole("link", { name: "See the booking" })).toHaveAttribute(
      "href",
      `/my-bookings?booking=${bookingId}`,
    );

    // The deposit is paid on the checkout page the traveler landed on, in test mode.
    await expect(main(page).getByRole("heading", { level: 1, name: "Pay the deposit" })).toBeVisible();
    await main(page).getByRole("button", { name: "Pay deposit" }).click();
    await main(page)
      .getByRole("button", { name: /^Complete test payment of / })
      .click();
    await expect(page).toHaveURL(`/payment-success?booking=${bookingId}`);
    await expect(main(page).getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    const after = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as BookingResponse;
    expect(after.booking).toMatchObject({ status: "deposit_paid", paid_cents: deposit });

    // Back in the conversation, the card says it was accepted and leads to the booking.
    await page.goto(`/chat?conversation=${conversationId}`);
    await expect(card.getByTestId("offer-standing")).toHaveText("You accepted this offer.");
    await expect(card.getByRole("button", { name: "Accept offer" })).toHaveCount(0);
    await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
    await host.context().close();
  });
});
