import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingDetail, PaymentRow } from "../../domain/api/bookings";
import { BOOKING_MESSAGES, TEST_MODE_LABEL } from "../../domain/bookings/messages";
import { leaveSite } from "../../web/src/lib/navigate";
import { Component as CheckoutPage } from "../../web/src/pages/checkout/CheckoutDepositPage";
import { POLL_FOR_MS, POLL_MS, Component as SuccessPage } from "../../web/src/pages/checkout/PaymentSuccessPage";
import { fakeAuth, guest, meProfile, TRAVELER } from "./account-fixtures";
import { answer, bookingOf, depositPaid } from "./booking-fixtures";
import { apiError, json, neverAnswers, type Respond, renderRoutes } from "./render";

const NOW = new Date("2026-06-01T12:00:00Z");

const ROUTES = [
  { path: "/checkout-deposit", element: <CheckoutPage /> },
  { path: "/payment-success", element: <SuccessPage /> },
  { path: "/my-bookings", element: <h1>My bookings</h1> },
  { path: "/auth", element: <h1>Sign in</h1> },
  { path: "/chat", element: <h1>Chat</h1> },
];

const renderAt = (path: string, respond: Respond, auth = fakeAuth(meProfile(TRAVELER))) =>
  renderRoutes(ROUTES, path, respond, { auth });

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The JSON bodies POSTed to `url`. */
function postsTo(fetchMock: ReturnType<typeof vi.fn>, url: string): unknown[] {
  return (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][])
    .filter(([u, init]) => u === url && init?.method === "POST")
    .map(([, init]) => (init?.body === undefined ? null : JSON.parse(String(init.body))));
}

const CHECKOUT = {
  payment: {
    id: "pay-1",
    kind: "deposit" as const,
    amount_cents: 11200,
    url: "https://checkout.stripe.com/c/pay/cs_test_1",
    expires_at: null,
  },
};

describe("/checkout-deposit", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("shows a skeleton while the booking loads", () => {
    renderAt("/checkout-deposit?booking=bk-1", neverAnswers);
    expect(screen.getByTestId("checkout-skeleton")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Loading your booking");
  });

  it("shows what the deposit pays for in the booking's currency and in euros, its deadline and the refund rule", async () => {
    const { calls } = renderAt("/checkout-deposit?booking=bk-1", () => json(answer(bookingOf())));
    expect(await screen.findByRole("heading", { level: 1, name: "Pay the deposit" })).toBeTruthy();
    expect(calls).toEqual(["/api/bookings/bk-1"]);
    const booked = screen.getByRole("region", { name: "Charyn Canyon day trip" });
    expect(booked.textContent).toContain("Jun 10, 2026 - Jun 11, 2026 (2 days)");
    expect(booked.textContent).toContain("2 travelers");
    const amount = screen.getByRole("region", { name: "Deposit (20% of $616)" });
    expect(within(amount).getByTestId("amount-due").textContent).toBe("$123");
    expect(within(amount).getByTestId("charged").textContent).toBe("Charged in euros: €112");
    expect(amount.textContent).toContain("Pay by: Jun 02, 2026");
    expect(amount.textContent).toContain("Left to pay after this: $493, due Jun 03, 2026");
    const policy = screen.getByRole("region", { name: "Cancellation policy" });
    expect(policy.textContent).toContain("Moderate cancellation: Full refund if you cancel at least 7 days before");
    expect(policy.textContent).toContain("Cancel by Jun 03, 2026");
    expect(policy.textContent).toContain("for a full refund of what you paid");
    expect(policy.textContent).toContain("If the host cancels, you get everything back.");
  });

  it("in test mode, pays through the panel labelled 'Test payment — no money moves' and lands on /payment-success", async () => {
    const { fetchMock, router } = renderAt("/checkout-deposit?booking=bk-1", (url) => {
      if (url === "/api/bookings/bk-1/checkout") return json({ ...CHECKOUT, test_mode: true });
      if (url === "/api/payments/pay-1/test-pay") return json(answer(depositPaid()));
      return json(answer(bookingOf()));
    });
    fireEvent.click(await screen.findByRole("button", { name: "Pay deposit" }));
    const panel = await screen.findByRole("region", { name: TEST_MODE_LABEL });
    expect(TEST_MODE_LABEL).toBe("Test payment — no money moves");
    expect(postsTo(fetchMock, "/api/bookings/bk-1/checkout")).toEqual([{ kind: "deposit" }]);
    fireEvent.click(within(panel).getByRole("button", { name: "Complete test payment of €112" }));

    await waitFor(() => expect(where(router)).toBe("/payment-success?booking=bk-1"));
    expect(postsTo(fetchMock, "/api/payments/pay-1/test-pay")).toEqual([null]);
    expect(await screen.findByRole("heading", { level: 1, name: "You're booked" })).toBeTruthy();
  });

  it("without test mode, sends the browser to the payment provider's page and shows no test panel", async () => {
    const leave = vi.spyOn(leaveSite, "to").mockImplementation(() => {});
    renderAt("/checkout-deposit?booking=bk-1", (url) =>
      url === "/api/bookings/bk-1/checkout"
        ? json({ ...CHECKOUT, test_mode: false })
        : json(answer(bookingOf(), false)),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Pay deposit" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_1"));
    expect(screen.queryByText(TEST_MODE_LABEL)).toBeNull();
  });

  it("pays the balance once the deposit is in (&pay=balance)", async () => {
    const { fetchMock } = renderAt("/checkout-deposit?booking=bk-1&pay=balance", (url) =>
      url === "/api/bookings/bk-1/checkout"
        ? json({ payment: { ...CHECKOUT.payment, id: "pay-2", kind: "balance", amount_cents: 44800 }, test_mode: true })
        : json(answer(depositPaid())),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Pay the balance" })).toBeTruthy();
    const amount = screen.getByRole("region", { name: "Balance" });
    expect(within(amount).getByTestId("amount-due").textContent).toBe("$493");
    expect(within(amount).getByTestId("charged").textContent).toBe("Charged in euros: €448");
    expect(amount.textContent).toContain("Already paid: $123 deposit of $616");
    fireEvent.click(screen.getByRole("button", { name: "Pay balance" }));
    expect(await screen.findByRole("button", { name: "Complete test payment of €448" })).toBeTruthy();
    expect(postsTo(fetchMock, "/api/bookings/bk-1/checkout")).toEqual([{ kind: "balance" }]);
  });

  it.each<[string, BookingDetail, string]>([
    ["the deposit is already paid", depositPaid(), "Your deposit is paid."],
    [
      "the booking expired",
      bookingOf({ status: "expired", can: { ...bookingOf().can, pay_deposit: false, cancel: false } }),
      "This booking expired: the deposit was not paid in time.",
    ],
    [
      "the booking was cancelled",
      bookingOf({ status: "cancelled", can: { ...bookingOf().can, pay_deposit: false, cancel: false } }),
      "This booking was cancelled.",
    ],
  ])("says there is nothing to pay when %s, and links to My bookings", async (_, booking, text) => {
    const { fetchMock } = renderAt("/checkout-deposit?booking=bk-1", () => json(answer(booking)));
    expect(await screen.findByRole("heading", { level: 1, name: "Nothing to pay" })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my bookings" }).getAttribute("href")).toBe(
      "/my-bookings?booking=bk-1",
    );
    expect(screen.queryByRole("button", { name: "Pay deposit" })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says why the server refused to start the payment, and stays on the page", async () => {
    const { router } = renderAt("/checkout-deposit?booking=bk-1", (url) =>
      url === "/api/bookings/bk-1/checkout"
        ? json({ error: { code: "payment_provider_unavailable", message: BOOKING_MESSAGES.paymentUnavailable } }, 502)
        : json(answer(bookingOf())),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Pay deposit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(BOOKING_MESSAGES.paymentUnavailable);
    expect(where(router)).toBe("/checkout-deposit?booking=bk-1");
    expect(screen.getByRole("button", { name: "Pay deposit" })).toBeTruthy();
  });

  it("shows the not-found state for a booking that is not the person's", async () => {
    renderAt("/checkout-deposit?booking=someone-elses", () => apiError(404, BOOKING_MESSAGES.noBooking));
    expect(await screen.findByRole("heading", { name: "There is no such booking" })).toBeTruthy();
  });

  it("sends a guest to sign in and back to the checkout", async () => {
    const { router, calls } = renderAt("/checkout-deposit?booking=bk-1", () => json(answer(bookingOf())), guest());
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/checkout-deposit?booking=bk-1");
    expect(calls).toEqual([]);
  });
});

describe("/payment-success", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("says it is confirming the payment and asks again every 2 seconds until it is recorded, then shows the trip", async () => {
    let recorded = false;
    const { calls } = renderAt("/payment-success?booking=bk-1", () =>
      json(answer(recorded ? depositPaid() : bookingOf())),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Confirming your payment…" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(calls).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 1, name: "Confirming your payment…" })).toBeTruthy();

    recorded = true;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole("heading", { level: 1, name: "You're booked" })).toBeTruthy();
    expect(screen.getByText("Thank you! Aigerim Bekova has your trip.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Charyn Canyon day trip" }).textContent).toContain(
      "Jun 10, 2026 - Jun 11, 2026",
    );
    expect(screen.getByTestId("left-to-pay").textContent).toBe("$493, due Jun 03, 2026 (deposit of $123 paid).");
    expect(screen.getByRole("link", { name: "Go to my bookings" }).getAttribute("href")).toBe(
      "/my-bookings?booking=bk-1",
    );
    expect(screen.getByRole("link", { name: "Message Aigerim Bekova" }).getAttribute("href")).toBe(
      "/chat?conversation=conv-7",
    );
    const asked = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(calls).toHaveLength(asked);
  });

  it("after a minute without the payment, stops asking and says what to do", async () => {
    const { calls } = renderAt("/payment-success?booking=bk-1", () => json(answer(bookingOf())));
    expect(await screen.findByRole("heading", { level: 1, name: "Confirming your payment…" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POLL_FOR_MS));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your payment is still being confirmed" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Please don't pay a second time.");
    const asked = calls.length;
    expect(asked).toBeGreaterThanOrEqual(POLL_FOR_MS / POLL_MS - 1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(calls).toHaveLength(asked);
    expect(screen.getByRole("button", { name: "Check again" })).toBeTruthy();
  });

  it("waits for a balance while its checkout is open, then says the trip is paid in full", async () => {
    let recorded = false;
    const deposit = depositPaid().payments;
    const openBalance = depositPaid({
      payments: [...deposit, { ...deposit[0], id: "pay-2", kind: "balance", status: "open" } as PaymentRow],
    });
    const paid = depositPaid({
      status: "confirmed",
      paid_cents: 56000,
      can: { ...openBalance.can, pay_balance: false },
    });
    renderAt("/payment-success?booking=bk-1", () => json(answer(recorded ? paid : openBalance)));
    expect(await screen.findByRole("heading", { level: 1, name: "Confirming your payment…" })).toBeTruthy();
    recorded = true;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole("heading", { level: 1, name: "Paid in full" })).toBeTruthy();
    expect(screen.getByTestId("left-to-pay").textContent).toBe("Nothing: $616 paid in full.");
  });
});
