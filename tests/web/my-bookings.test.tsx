import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BookingDetail, BookingSummary, EarningsResponse } from "../../domain/api/bookings";
import { Layout } from "../../web/src/components/layout/Layout";
import { ThemeProvider } from "../../web/src/lib/theme";
import { Component as MyBookingsPage } from "../../web/src/pages/my-bookings/MyBookingsPage";
import { fakeAuth, guest, meProfile, renderWithAuth, stubFetch, TRAVELER } from "./account-fixtures";
import { FakeSocket } from "./realtime-fakes";
import { json, neverAnswers, renderRoutes } from "./render";

const NOT_ALLOWED = {
  confirm: false,
  decline: false,
  cancel: false,
  pay_deposit: false,
  pay_balance: false,
  balance_received: false,
  review: false,
};

function booking(over: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: "b1",
    status: "deposit_paid",
    listing: {
      kind: "tour",
      type: "tour",
      id: "t1",
      title: "Big Almaty Lake and a Kök-Töbe sunset",
      path: "/tour/big-almaty-lake",
      cover: "/media/demo/places/kazakhstan-4.webp",
    },
    traveler: { user_id: "u-trav", name: "Lukas H.", profile_photo_url: null, profile_slug: null },
    host: { user_id: "u-host", name: "Aigerim Bekova", profile_photo_url: null, profile_slug: "aigerim" },
    start_date: "2027-05-04",
    end_date: "2027-05-04",
    days: 1,
    party_size: 2,
    pickup_place: null,
    note: null,
    total_cents: 64_000,
    deposit_cents: 12_800,
    deposit_percent: 20,
    balance_cents: 51_200,
    paid_cents: 12_800,
    refunded_cents: 0,
    display_currency: "USD",
    display_rate: 1.1,
    cancellation_policy: "moderate",
    respond_by: null,
    deposit_due_at: null,
    balance_due_date: "2027-04-27",
    balance_method: null,
    decline_reason: null,
    cancel_reason: null,
    cancelled_side: null,
    conversation_id: "c1",
    offer_id: null,
    review: null,
    my_side: "traveler",
    can: { ...NOT_ALLOWED, cancel: true, pay_balance: true },
    created_at: "2027-01-10T10:00:00Z",
    updated_at: "2027-01-10T10:00:00Z",
    ...over,
  };
}

const detail = (b: BookingSummary, over: Partial<BookingDetail> = {}): BookingDetail => ({
  ...b,
  payments: [],
  cancellation: null,
  ...over,
});

const page = (bookings: BookingSummary[], next_cursor: string | null = null) => json({ bookings, next_cursor });

const EARNINGS: EarningsResponse = {
  deposits_received_cents: 25_600,
  balances_received_cents: 51_200,
  balances_due_cents: 40_000,
  refunded_cents: 0,
  requests: 2,
  upcoming: 3,
  completed: 4,
};

const traveler = () => fakeAuth(meProfile(TRAVELER));
const host = () => fakeAuth(meProfile());

const bookingsCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith("/api/bookings?"));

describe("/my-bookings for a traveler", () => {
  it("shows skeletons while the bookings load", () => {
    vi.stubGlobal("fetch", vi.fn(neverAnswers));
    renderWithAuth(MyBookingsPage, traveler(), "/my-bookings");
    expect(screen.getByRole("status").textContent).toContain("Loading your upcoming trips…");
    expect(screen.getAllByTestId("booking-skeleton")).toHaveLength(3);
  });

  it("lists upcoming trips with the listing, host, dates, party, status and money in euros and the booked currency", async () => {
    const calls = stubFetch((c) => (c.url.startsWith("/api/bookings?") ? page([booking()]) : undefined));
    renderWithAuth(MyBookingsPage, traveler(), "/my-bookings");
    const card = await screen.findByRole("article", { name: /Big Almaty Lake/ });
    expect(bookingsCalls(calls).map((c) => c.url)).toEqual(["/api/bookings?role=traveler&view=upcoming&limit=20"]);
    expect(screen.getByRole("tab", { name: "Upcoming" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Upcoming", "Past", "Cancelled"]);
    expect(within(card).getByRole("link", { name: "Big Almaty Lake and a Kök-Töbe sunset" }).getAttribute("href")).toBe(
      "/tour/big-almaty-lake",
    );
    expect(card.textContent).toContain("Host: Aigerim Bekova");
    expect(card.textContent).toContain("May 04, 2027 · 2 people");
    expect(card.textContent).toContain("Deposit paid");
    expect(card.textContent).toContain("€640 (about $704)");
    expect(
      within(card)
        .getByRole("link", { name: /Pay balance/ })
        .getAttribute("href"),
    ).toBe("/checkout-deposit?booking=b1&pay=balance");
    expect(within(card).getByRole("link", { name: "Message host" }).getAttribute("href")).toBe("/chat?conversation=c1");
    expect(within(card).getByRole("button", { name: "Cancel booking" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Leave a review" })).toBeNull();
  });

  it("switches tabs through the address and says what to do next when a tab is empty", async () => {
    const calls = stubFetch((c) => (c.url.startsWith("/api/bookings?") ? page([]) : undefined));
    const { router } = renderWithAuth(MyBookingsPage, traveler(), "/my-bookings");
    expect((await screen.findByText(/No upcoming trips/)).textContent).toContain("request to book it");
    expect(screen.getByRole("link", { name: "listings" }).getAttribute("href")).toBe("/listings");

    fireEvent.click(screen.getByRole("tab", { name: "Past" }));
    expect(await screen.findByText(/No past trips yet/)).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=past");

    fireEvent.keyDown(screen.getByRole("tab", { name: "Past" }), { key: "ArrowRight" });
    expect(await screen.findByText("No cancelled, declined or expired bookings.")).toBeTruthy();
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe("bookings-tab-cancelled");
    expect(bookingsCalls(calls).map((c) => new URL(c.url, "http://x").searchParams.get("view"))).toEqual([
      "upcoming",
      "past",
      "cancelled",
    ]);
  });

  it("shows the refund before the cancel button acts, then cancels with the reason", async () => {
    const b = booking();
    const calls = stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?")) return page([b]);
      if (c.method === "GET" && c.url === "/api/bookings/b1")
        return json({
          booking: detail(b, { cancellation: { refund_cents: 12_800, percent: 100, until: "2027-04-27T00:00:00Z" } }),
          test_mode: true,
        });
      if (c.url === "/api/bookings/b1/cancel")
        return json({ booking: detail({ ...b, status: "cancelled" }), test_mode: true });
      return undefined;
    });
    renderWithAuth(MyBookingsPage, traveler(), "/my-bookings");
    fireEvent.click(await screen.findByRole("button", { name: "Cancel booking" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Cancel your booking?" });
    const confirm = within(dialog).getByRole("button", { name: "Cancel booking" }) as HTMLButtonElement;
    // Until the server has said what comes back, the button does nothing.
    expect(confirm.disabled).toBe(true);
    const refund = await within(dialog).findByTestId("refund");
    expect(refund.textContent).toBe("You get back €128 (about $141)");
    expect(confirm.disabled).toBe(false);
    const words = dialog.textContent ?? "";
    expect(words.indexOf("You get back")).toBeLessThan(words.indexOf("Moderate cancellation policy"));
    expect(words).toContain("That is 100% of the €128 (about $141) you have paid, if you cancel by");
    expect(words).toContain("Full refund if you cancel at least 7 days before the trip starts");
    expect(refund.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The question is read out with the refund first.
    const described = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent?.startsWith("You get back €128")).toBe(true);

    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), { target: { value: "Our flights changed" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/bookings/b1/cancel")).toBe(true));
    expect(calls.find((c) => c.url === "/api/bookings/b1/cancel")?.body).toEqual({ reason: "Our flights changed" });
    expect(await screen.findByText("Your booking is cancelled.")).toBeTruthy();
  });

  it("leaves a review with a star rating and words, then shows it pending verification", async () => {
    let reviewed = false;
    const completed = () =>
      booking({
        status: "completed",
        can: { ...NOT_ALLOWED, review: !reviewed },
        review: reviewed
          ? {
              id: "r1",
              status: "pending",
              rating: 4,
              body: "Aigerim knew every path.",
              rejection_reason: null,
              host_reply: null,
            }
          : null,
      });
    const calls = stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?")) return page([completed()]);
      if (c.url === "/api/bookings/b1/review") {
        reviewed = true;
        return json({ review: {} }, 201);
      }
      return undefined;
    });
    renderWithAuth(MyBookingsPage, traveler(), "/my-bookings?tab=past");
    const open = await screen.findByRole("button", { name: "Leave a review" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    const form = screen.getByRole("form", { name: /Review of Big Almaty Lake/ });
    const group = within(form).getByRole("group", { name: "Your rating" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("aria-label") ?? r.parentElement?.textContent),
    ).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);

    fireEvent.click(within(form).getByRole("button", { name: "Send review" }));
    expect(within(form).getByText("Choose a rating from 1 to 5 stars.")).toBeTruthy();
    expect(within(form).getByText(/at least 20 characters/)).toBeTruthy();
    expect(calls.some((c) => c.url === "/api/bookings/b1/review")).toBe(false);

    fireEvent.click(within(group).getByRole("radio", { name: "4 stars" }));
    fireEvent.change(within(form).getByLabelText("Your review"), {
      target: { value: "Aigerim knew every path." },
    });
    expect(within(form).getByText("Photos (optional)")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Send review" }));

    const review = await screen.findByRole("region", { name: "Your review" });
    expect(calls.find((c) => c.url === "/api/bookings/b1/review")?.body).toEqual({
      rating: 4,
      body: "Aigerim knew every path.",
      photos: [],
    });
    expect(review.textContent).toContain("Pending verification");
    expect(within(review).getByRole("img", { name: "4 out of 5 stars" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Leave a review" })).toBeNull();
  });

  it("shows a review that was not published with the reason, and the host's reply", async () => {
    stubFetch((c) =>
      c.url.startsWith("/api/bookings?")
        ? page([
            booking({
              id: "b2",
              status: "completed",
              can: NOT_ALLOWED,
              review: {
                id: "r2",
                status: "rejected",
                rating: 2,
                body: "Call me on +1 555 to book direct.",
                rejection_reason: "Reviews may not carry phone numbers.",
                host_reply: null,
              },
            }),
            booking({
              id: "b3",
              status: "completed",
              can: NOT_ALLOWED,
              review: {
                id: "r3",
                status: "verified",
                rating: 5,
                body: "A wonderful day by the lake.",
                rejection_reason: null,
                host_reply: "Thank you, come back in winter!",
              },
            }),
          ])
        : undefined,
    );
    renderWithAuth(MyBookingsPage, traveler(), "/my-bookings?tab=past");
    const [rejected, published] = await screen.findAllByRole("region", { name: "Your review" });
    expect(rejected?.textContent).toContain("Not published");
    expect(rejected?.textContent).toContain("Reason: Reviews may not carry phone numbers.");
    expect(published?.textContent).toContain("Published");
    expect(published?.textContent).toContain("Reply from Aigerim BekovaThank you, come back in winter!");
  });

  it("sends a signed-out visitor to sign in, and back here afterwards", async () => {
    stubFetch(() => undefined);
    const { router } = renderWithAuth(MyBookingsPage, guest(), "/my-bookings?booking=b1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent("/my-bookings?booking=b1")}`);
  });
});

describe("/my-bookings for a host", () => {
  const request = () =>
    booking({
      id: "r1",
      status: "requested",
      my_side: "host",
      respond_by: "2027-01-12T10:00:00Z",
      paid_cents: 0,
      conversation_id: null,
      can: { ...NOT_ALLOWED, confirm: true, decline: true },
    });

  it("opens on the requests to answer, with the earnings summary and the answer-by time", async () => {
    const calls = stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?")) return page([request()]);
      if (c.url === "/api/me/earnings") return json(EARNINGS);
      if (c.url === "/api/me/calendar-feed") return json({ active: false, created_at: null, url: null });
      return undefined;
    });
    renderWithAuth(MyBookingsPage, host(), "/my-bookings");
    const card = await screen.findByRole("article", { name: /Big Almaty Lake.*Lukas H\./ });
    expect(bookingsCalls(calls)[0]?.url).toBe("/api/bookings?role=host&view=requests&limit=20");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Requests (2)",
      "Upcoming",
      "Past",
      "Cancelled",
    ]);
    expect(card.textContent).toContain("To answer");
    expect(card.textContent).toContain("Traveler: Lukas H.");
    expect(card.textContent).toMatch(/Answer by Jan 12, \d+:00 [AP]M: the request expires after that\./);
    expect(within(card).getByRole("button", { name: "Confirm request" })).toBeTruthy();
    const earnings = screen.getByRole("region", { name: "Earnings" });
    expect(earnings.textContent).toContain("Deposits received€256");
    expect(earnings.textContent).toContain("Balances due€400");
    expect(earnings.textContent).toContain("2 requests to answer · 3 upcoming trips · 4 completed trips");
  });

  it("will not decline a request without a reason, and sends the reason the traveler reads", async () => {
    const calls = stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?")) return page([request()]);
      if (c.url === "/api/me/earnings") return json(EARNINGS);
      if (c.url === "/api/me/calendar-feed") return json({ active: false, created_at: null, url: null });
      if (c.url === "/api/bookings/r1/decline") return json({ booking: detail({ ...request(), status: "declined" }) });
      return undefined;
    });
    renderWithAuth(MyBookingsPage, host(), "/my-bookings");
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline this request?" });
    const reason = within(dialog).getByLabelText("Reason");

    fireEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Say why you decline: Lukas H. reads it.");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    expect(calls.some((c) => c.url === "/api/bookings/r1/decline")).toBe(false);

    fireEvent.change(reason, { target: { value: "The road to the lake is closed that week." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/bookings/r1/decline")?.body).toEqual({
        reason: "The road to the lake is closed that week.",
      }),
    );
    expect(await screen.findByText("Request declined. We told Lukas H. why.")).toBeTruthy();
  });

  it("says a host's cancellation refunds the traveler in full", async () => {
    const trip = booking({ my_side: "host", can: { ...NOT_ALLOWED, cancel: true, balance_received: true } });
    stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?")) return page([trip]);
      if (c.url === "/api/me/earnings") return json(EARNINGS);
      if (c.url === "/api/me/calendar-feed") return json({ active: false, created_at: null, url: null });
      if (c.url === "/api/bookings/b1")
        return json({ booking: detail(trip, { cancellation: { refund_cents: 12_800, percent: 100, until: null } }) });
      return json({ bookings: [], next_cursor: null });
    });
    renderWithAuth(MyBookingsPage, host(), "/my-bookings?tab=past");
    expect(await screen.findByRole("button", { name: "Record balance received" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel trip" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this trip?" });
    expect((await within(dialog).findByTestId("refund")).textContent).toBe("Lukas H. gets back €128 (about $141)");
    expect(dialog.textContent).toContain("A host who cancels refunds everything the traveler paid");
  });

  it("replies once to a published review", async () => {
    let replied = false;
    const past = () =>
      booking({
        status: "completed",
        my_side: "host",
        can: NOT_ALLOWED,
        review: {
          id: "rv1",
          status: "verified",
          rating: 5,
          body: "A wonderful day by the lake.",
          rejection_reason: null,
          host_reply: replied ? "Thank you, Lukas!" : null,
        },
      });
    const calls = stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?")) return page([past()]);
      if (c.url === "/api/me/earnings") return json(EARNINGS);
      if (c.url === "/api/me/calendar-feed") return json({ active: false, created_at: null, url: null });
      if (c.url === "/api/reviews/rv1/reply") {
        replied = true;
        return json({ review: {} });
      }
      return undefined;
    });
    renderWithAuth(MyBookingsPage, host(), "/my-bookings?tab=past");
    const review = await screen.findByRole("region", { name: "Lukas H.'s review" });
    expect(within(review).queryByLabelText("Your reply")).toBeNull();
    fireEvent.click(within(review).getByRole("button", { name: "Reply to this review" }));
    fireEvent.change(within(review).getByLabelText("Your reply"), { target: { value: "Thank you, Lukas!" } });
    fireEvent.click(within(review).getByRole("button", { name: "Publish reply" }));
    await waitFor(() => expect(within(review).queryByLabelText("Your reply")).toBeNull());
    expect(review.textContent).toContain("Your replyThank you, Lukas!");
    expect(calls.find((c) => c.url === "/api/reviews/rv1/reply")?.body).toEqual({ body: "Thank you, Lukas!" });
  });

  it("shows upcoming trips on a month calendar whose days the arrow keys walk, each trip a link to its booking", async () => {
    const trip = booking({
      id: "m1",
      my_side: "host",
      start_date: "2027-05-04",
      end_date: "2027-05-06",
      can: NOT_ALLOWED,
    });
    const calls = stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?") && c.url.includes("month=2027-05")) return page([trip]);
      if (c.url.startsWith("/api/bookings?")) return page([]);
      if (c.url === "/api/me/earnings") return json(EARNINGS);
      if (c.url === "/api/me/calendar-feed") return json({ active: false, created_at: null, url: null });
      return undefined;
    });
    const { router } = renderWithAuth(MyBookingsPage, host(), "/my-bookings?tab=upcoming&month=2027-05");
    const grid = await screen.findByRole("table", { name: "May 2027" });
    expect(calls.some((c) => c.url === "/api/bookings?role=host&month=2027-05&limit=100")).toBe(true);
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((h) => h.getAttribute("abbr")),
    ).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    // May 2027 starts on a Saturday: five empty days before it; 31 days in all.
    const days = within(grid).getAllByRole("button");
    expect(days).toHaveLength(31);
    const day = (name: string) => within(grid).getByRole("button", { name });
    expect(days[0]).toBe(day("Saturday, May 1, 2027"));
    expect(await within(grid).findByRole("button", { name: "Tuesday, May 4, 2027, 1 trip: Lukas H." })).toBeTruthy();
    // One Tab stop: the focused day.
    expect(days.filter((d) => d.tabIndex === 0)).toEqual([day("Saturday, May 1, 2027")]);

    act(() => days[0]?.focus());
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement).toBe(day("Saturday, May 8, 2027"));
    for (let i = 0; i < 3; i++) fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(day("Wednesday, May 5, 2027, 1 trip: Lukas H."));
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    expect(screen.getByRole("heading", { name: "Wednesday, May 5, 2027" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Big Almaty Lake and a Kök-Töbe sunset" });
    expect(link.getAttribute("href")).toBe("/my-bookings?tab=upcoming&month=2027-05&booking=m1");

    fireEvent.keyDown(document.activeElement as Element, { key: "PageDown" });
    await screen.findByRole("table", { name: "June 2027" });
    expect(router.state.location.search).toContain("month=2027-06");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Saturday, June 5, 2027" })),
    );
    fireEvent.click(screen.getByRole("button", { name: "Previous month: May 2027" }));
    expect(await screen.findByRole("table", { name: "May 2027" })).toBeTruthy();
  });

  it("opens the booking of a link from an e-mail, with its payments", async () => {
    const trip = booking({ my_side: "host", can: NOT_ALLOWED });
    stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?")) return page([]);
      if (c.url === "/api/me/earnings") return json(EARNINGS);
      if (c.url === "/api/me/calendar-feed") return json({ active: false, created_at: null, url: null });
      if (c.url === "/api/bookings/b1")
        return json({
          booking: detail(trip, {
            payments: [
              {
                id: "p1",
                kind: "deposit",
                provider: "test",
                amount_cents: 12_800,
                status: "paid",
                created_at: "2027-01-11T10:00:00Z",
                updated_at: "2027-01-11T10:00:00Z",
              },
            ],
          }),
          test_mode: true,
        });
      return undefined;
    });
    const { router } = renderWithAuth(MyBookingsPage, host(), "/my-bookings?booking=b1");
    const dialog = await screen.findByRole("dialog", { name: "Booking details" });
    expect(await within(dialog).findByRole("article", { name: /Big Almaty Lake/ })).toBeTruthy();
    const payments = within(dialog).getByRole("region", { name: "Payments" });
    expect(payments.textContent).toContain("Deposit€128 (about $141)Paid · Jan 11, 2027");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(router.state.location.search).toBe("");
  });

  it("makes a private calendar address, shows it once with a copy button, and turns it off", async () => {
    let active = false;
    const calls = stubFetch((c) => {
      if (c.url.startsWith("/api/bookings?")) return page([]);
      if (c.url === "/api/me/earnings") return json(EARNINGS);
      if (c.url === "/api/me/calendar-feed" && c.method === "GET")
        return json({ active, created_at: active ? "2027-01-10T10:00:00Z" : null, url: null });
      if (c.url === "/api/me/calendar-feed" && c.method === "POST") {
        active = true;
        return json(
          { active, created_at: "2027-01-10T10:00:00Z", url: "http://x.test/calendar/secret-token.ics" },
          201,
        );
      }
      if (c.url === "/api/me/calendar-feed" && c.method === "DELETE") {
        active = false;
        return json({ active, created_at: null, url: null });
      }
      return undefined;
    });
    renderWithAuth(MyBookingsPage, host(), "/my-bookings");
    const feed = await screen.findByRole("region", { name: "Calendar feed" });
    expect(feed.textContent).toContain("Google Calendar");
    fireEvent.click(await within(feed).findByRole("button", { name: "Create calendar address" }));
    const address = (await within(feed).findByLabelText("Your private calendar address")) as HTMLInputElement;
    expect(address.value).toBe("http://x.test/calendar/secret-token.ics");
    expect(within(feed).getByRole("button", { name: "Copy address" })).toBeTruthy();

    fireEvent.click(within(feed).getByRole("button", { name: "Turn off the feed" }));
    const ask = screen.getByRole("alertdialog", { name: "Turn off your calendar feed?" });
    fireEvent.click(within(ask).getByRole("button", { name: "Turn off" }));
    expect(await within(feed).findByRole("button", { name: "Create calendar address" })).toBeTruthy();
    expect(within(feed).queryByLabelText("Your private calendar address")).toBeNull();
    expect(calls.filter((c) => c.url === "/api/me/calendar-feed").map((c) => c.method)).toEqual([
      "GET",
      "POST",
      "DELETE",
    ]);
  });
});

describe("booking notices from the person's hub", () => {
  it("show a toast that opens the booking, and the open page reads its bookings again", async () => {
    const sockets: FakeSocket[] = [];
    vi.stubGlobal(
      "WebSocket",
      class extends FakeSocket {
        constructor(url: string) {
          super(url);
          sockets.push(this);
        }
      },
    );
    let status: BookingSummary["status"] = "requested";
    const { calls, router } = renderRoutes(
      [
        {
          element: (
            <ThemeProvider>
              <Layout />
            </ThemeProvider>
          ),
          children: [
            { path: "/my-bookings", Component: MyBookingsPage },
            { path: "*", element: <p>Checkout</p> },
          ],
        },
      ],
      "/my-bookings",
      (url) => {
        if (url.startsWith("/api/bookings?")) return page([booking({ status, can: NOT_ALLOWED })]);
        if (url.startsWith("/api/conversations")) return json({ conversations: [], next_cursor: null });
        return json({});
      },
      { auth: traveler() },
    );
    expect(await screen.findByText("Waiting for the host")).toBeTruthy();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const hub = sockets[0] as FakeSocket;
    act(() => hub.open());

    act(() =>
      hub.receive({
        type: "notification",
        id: "n1",
        createdAt: "2026-11-26T10:00:00.000Z",
        kind: "review_verified",
        title: "Not about bookings",
        body: "",
        link: "/",
      }),
    );
    // Toasted like every notice, but the bookings are not read again for it.
    expect(await screen.findByText("Not about bookings")).toBeTruthy();
    expect(calls.filter((u) => u.startsWith("/api/bookings?"))).toHaveLength(1);

    status = "awaiting_deposit";
    act(() =>
      hub.receive({
        type: "notification",
        id: "n1",
        createdAt: "2026-11-26T10:00:00.000Z",
        kind: "booking_confirm",
        title: "Your booking request was confirmed",
        body: "Aigerim Bekova confirmed your trip.",
        link: "/checkout-deposit?booking=b1",
      }),
    );
    const toast = await screen.findByText("Your booking request was confirmed");
    expect(await screen.findByText("Awaiting deposit")).toBeTruthy();
    expect(calls.filter((u) => u.startsWith("/api/bookings?"))).toHaveLength(2);

    fireEvent.click(within(toast.parentElement as HTMLElement).getByRole("button", { name: "View" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout-deposit"));
    expect(router.state.location.search).toBe("?booking=b1");
  });
});
