import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminBookingResponse, AdminBookingsResponse } from "../../domain/api/admin-bookings";
import type { BookingDetail, BookingSummary, PaymentRow } from "../../domain/api/bookings";
import type { AuthState } from "../../web/src/auth/context";
import { Component as AdminBooking } from "../../web/src/pages/admin/AdminBookingPage";
import { Component as AdminBookings } from "../../web/src/pages/admin/AdminBookingsPage";
import { Component as AdminLayout } from "../../web/src/pages/admin/AdminLayout";
import { fakeAuth, guest, meProfile, type RecordedCall, stubFetch, TRAVELER, WithAuth } from "./account-fixtures";
import { apiError, json, renderApp } from "./render";

const ADMIN = () => fakeAuth(meProfile({ ...TRAVELER, is_admin: true }));
const NOW = new Date("2027-03-01T12:00:00Z");

function summary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: "b-1",
    status: "deposit_paid",
    listing: {
      kind: "tour",
      type: "tour",
      id: "l-1",
      title: "Horse trek to the Kolsai lakes",
      path: "/tour/kolsai-horse-trek",
      cover: null,
    },
    traveler: { user_id: "u-t", name: "Dana Omarova", profile_photo_url: null, profile_slug: null },
    host: { user_id: "u-h", name: "Aigerim Bekova", profile_photo_url: null, profile_slug: "aigerim" },
    start_date: "2027-05-10",
    end_date: "2027-05-12",
    days: 3,
    party_size: 2,
    pickup_place: "Hotel Kazakhstan, Almaty",
    note: null,
    total_cents: 50_000,
    deposit_cents: 10_000,
    deposit_percent: 20,
    balance_cents: 40_000,
    paid_cents: 10_000,
    refunded_cents: 0,
    display_currency: "USD",
    display_rate: 1.1,
    cancellation_policy: "moderate",
    respond_by: null,
    deposit_due_at: null,
    balance_due_date: "2027-05-03",
    balance_method: null,
    decline_reason: null,
    cancel_reason: null,
    cancelled_side: null,
    conversation_id: "c-1",
    offer_id: null,
    review: null,
    my_side: "admin",
    can: {
      confirm: false,
      decline: false,
      cancel: true,
      pay_deposit: false,
      pay_balance: false,
      balance_received: true,
      review: false,
    },
    created_at: "2027-02-20T09:30:00Z",
    updated_at: "2027-02-21T10:00:00Z",
    ...overrides,
  };
}

const payment = (overrides: Partial<PaymentRow>): PaymentRow => ({
  id: "p-1",
  kind: "deposit",
  provider: "test",
  amount_cents: 10_000,
  status: "paid",
  created_at: "2027-02-21T09:59:00Z",
  updated_at: "2027-02-21T10:00:00Z",
  ...overrides,
});

function detail(overrides: Partial<BookingDetail> = {}): AdminBookingResponse {
  return {
    booking: { ...summary(), payments: [payment({})], cancellation: null, ...overrides },
    audit: [
      {
        id: "a-1",
        action: "booking.request",
        actor_id: "u-t",
        actor_name: "Dana Omarova",
        details: { status: "requested" },
        created_at: "2027-02-20T09:30:00Z",
      },
      {
        id: "a-2",
        action: "booking.confirm",
        actor_id: "u-h",
        actor_name: "Aigerim Bekova",
        details: { from: "requested", to: "awaiting_deposit", by: "host" },
        created_at: "2027-02-20T18:00:00Z",
      },
      {
        id: "a-3",
        action: "booking.pay_deposit",
        actor_id: null,
        actor_name: null,
        details: { from: "awaiting_deposit", to: "deposit_paid", by: "system", amount_cents: 10_000 },
        created_at: "2027-02-21T10:00:00Z",
      },
    ],
    traveler_email: "dana@example.com",
    host_email: "aigerim@example.com",
  };
}

const page = (bookings: BookingSummary[], next_cursor: string | null = null): AdminBookingsResponse => ({
  bookings,
  next_cursor,
});

function renderPage(auth: AuthState, path: string) {
  return renderApp(
    <WithAuth auth={auth}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="admin/bookings" element={<AdminBookings />} />
          <Route path="admin/bookings/:id" element={<AdminBooking />} />
        </Route>
      </Routes>
    </WithAuth>,
    path,
  );
}

const gets = (calls: RecordedCall[]) => calls.filter((c) => c.method === "GET").map((c) => c.url);
const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === "POST");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("/admin/bookings", () => {
  it("is not found for guests, travelers and hosts", () => {
    for (const auth of [guest(), fakeAuth(meProfile(TRAVELER)), fakeAuth(meProfile())]) {
      const calls = stubFetch();
      const { unmount } = renderPage(auth, "/admin/bookings");
      expect(screen.getByRole("heading", { level: 1, name: "This trail doesn't lead anywhere" })).toBeTruthy();
      expect(calls).toEqual([]);
      unmount();
    }
  });

  it("searches with the filters in the address, shows them in the form, and puts new ones in the address", async () => {
    const calls = stubFetch(() => json(page([summary()])));
    const { router } = renderPage(ADMIN(), "/admin/bookings?q=Dana&status=deposit_paid&from=2027-05-01&to=2027-05-31");
    await screen.findByRole("link", { name: "Horse trek to the Kolsai lakes" });
    expect(gets(calls)).toEqual(["/api/admin/bookings?q=Dana&status=deposit_paid&from=2027-05-01&to=2027-05-31"]);
    const form = screen.getByRole("form", { name: "Find bookings" });
    expect((within(form).getByLabelText("Search bookings") as HTMLInputElement).value).toBe("Dana");
    expect((within(form).getByLabelText("State") as HTMLSelectElement).value).toBe("deposit_paid");
    expect((within(form).getByLabelText("Trip starts from") as HTMLInputElement).value).toBe("2027-05-01");
    expect((within(form).getByLabelText("Trip starts by") as HTMLInputElement).value).toBe("2027-05-31");

    fireEvent.change(within(form).getByLabelText("Search bookings"), { target: { value: "  kolsai " } });
    fireEvent.change(within(form).getByLabelText("State"), { target: { value: "" } });
    fireEvent.change(within(form).getByLabelText("Trip starts by"), { target: { value: "" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Search" })));
    expect(router.state.location.search).toBe("?q=kolsai&from=2027-05-01");
    await waitFor(() => expect(gets(calls).at(-1)).toBe("/api/admin/bookings?q=kolsai&from=2027-05-01"));

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Clear filters" })));
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(gets(calls).at(-1)).toBe("/api/admin/bookings"));
    expect((screen.getByLabelText("Search bookings") as HTMLInputElement).value).toBe("");
  });

  it("ignores filters in the address the API would refuse", async () => {
    const calls = stubFetch(() => json(page([])));
    renderPage(ADMIN(), "/admin/bookings?status=lost&from=tomorrow&q=Dana");
    expect(await screen.findByText("No booking matches these filters.")).toBeTruthy();
    expect(gets(calls)).toEqual(["/api/admin/bookings?q=Dana"]);
  });

  it("names a last start date before the first one and searches nothing", async () => {
    const calls = stubFetch(() => json(page([])));
    const { router } = renderPage(ADMIN(), "/admin/bookings");
    expect(await screen.findByText("No bookings yet.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Trip starts from"), { target: { value: "2027-06-01" } });
    fireEvent.change(screen.getByLabelText("Trip starts by"), { target: { value: "2027-05-01" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Search" })));
    expect(screen.getByRole("alert").textContent).toBe("The last start date is before the first one.");
    expect(router.state.location.search).toBe("");
    expect(gets(calls)).toEqual(["/api/admin/bookings"]);
  });

  it("lists bookings in the admin table with people, trip, state and total, and shows more with the cursor", async () => {
    const calls = stubFetch((c) =>
      c.url.includes("cursor=")
        ? json(
            page([summary({ id: "b-2", status: "cancelled", traveler: { ...summary().traveler, name: "Tom Ray" } })]),
          )
        : json(page([summary()], "next-1")),
    );
    renderPage(ADMIN(), "/admin/bookings");
    const table = await screen.findByRole("table", { name: "Bookings, newest first" });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByRole("rowheader").textContent).toBe("Horse trek to the Kolsai lakes");
    expect(row.textContent).toContain("Dana Omarova");
    expect(row.textContent).toContain("Aigerim Bekova");
    expect(row.textContent).toContain("May 10, 2027 - May 12, 2027");
    expect(row.textContent).toContain("Deposit paid");
    expect(row.textContent).toContain("€500.00 ($550 as booked)");
    expect(within(row).getByRole("link").getAttribute("href")).toBe("/admin/bookings/b-1");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show more bookings" })));
    expect(await within(table).findByText("Tom Ray")).toBeTruthy();
    expect(gets(calls)).toEqual(["/api/admin/bookings", "/api/admin/bookings?cursor=next-1"]);
    expect(screen.queryByRole("button", { name: "Show more bookings" })).toBeNull();
  });

  it("sits in the admin layout: the Admin navigation has Bookings and Reviews, Bookings current", async () => {
    stubFetch(() => json(page([])));
    renderPage(ADMIN(), "/admin/bookings");
    await screen.findByText("No bookings yet.");
    const sidebar = screen.getAllByRole("navigation", { name: "Admin" })[1] as HTMLElement;
    expect(within(sidebar).getByRole("link", { name: "Bookings" }).getAttribute("aria-current")).toBe("page");
    expect(within(sidebar).getByRole("link", { name: "Reviews" }).getAttribute("href")).toBe("/admin/reviews");
  });
});

describe("a booking's admin page", () => {
  it("opens from the list and leads back to it with the search kept", async () => {
    stubFetch((c) => (c.url.startsWith("/api/admin/bookings/b-1") ? json(detail()) : json(page([summary()]))));
    const { router } = renderPage(ADMIN(), "/admin/bookings?q=Dana");
    await act(async () => fireEvent.click(await screen.findByRole("link", { name: "Horse trek to the Kolsai lakes" })));
    expect(router.state.location.pathname).toBe("/admin/bookings/b-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Horse trek to the Kolsai lakes" })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Bookings" }).getAttribute("href")).toBe("/admin/bookings?q=Dana");
  });

  it("shows both people with their e-mail, the payments and the audit trail", async () => {
    stubFetch(() =>
      json(
        detail({
          payments: [
            payment({}),
            payment({ id: "p-2", kind: "refund", amount_cents: 2_500, status: "pending", provider: "stripe" }),
          ],
        }),
      ),
    );
    renderPage(ADMIN(), "/admin/bookings/b-1");
    await screen.findByRole("heading", { level: 1, name: "Horse trek to the Kolsai lakes" });
    const people = screen.getByRole("region", { name: "People" });
    expect(within(people).getByRole("link", { name: "dana@example.com" }).getAttribute("href")).toBe(
      "mailto:dana@example.com",
    );
    expect(within(people).getByRole("link", { name: "aigerim@example.com" })).toBeTruthy();
    expect(within(people).getByRole("link", { name: "Public page of Aigerim Bekova" }).getAttribute("href")).toBe(
      "/host/aigerim",
    );

    const payments = screen.getByRole("table", { name: "Payments, deposits, balances and refunds" });
    const rows = within(payments)
      .getAllByRole("row")
      .slice(1)
      .map((r) => [...r.children].slice(0, 4).map((c) => c.textContent));
    expect(rows).toEqual([
      ["Deposit", "€100.00 ($110 as booked)", "Paid", "Test mode"],
      ["Refund", "€25.00 ($28 as booked)", "Pending", "Stripe"],
    ]);

    const audit = within(screen.getByRole("region", { name: "History" })).getAllByRole("listitem");
    expect(audit.map((li) => li.textContent)).toEqual([
      "BookedDana Omarova · 20 Feb 2027, 09:30 UTCStarted as Waiting for the host",
      "Confirmed by the hostAigerim Bekova (host) · 20 Feb 2027, 18:00 UTCWaiting for the host → Awaiting deposit",
      "Deposit paidSystem · 21 Feb 2027, 10:00 UTCAwaiting deposit → Deposit paidAmount: €100.00",
    ]);
  });

  it("refunds with the amount left prefilled and editable, only with a reason, in cents", async () => {
    const cancelled = detail({
      status: "cancelled",
      can: { ...summary().can, cancel: false, balance_received: false },
      paid_cents: 10_000,
      payments: [payment({}), payment({ id: "p-2", kind: "refund", amount_cents: 5_000, status: "succeeded" })],
    });
    const calls = stubFetch((c) => (c.method === "POST" ? json({ ...cancelled }) : json(cancelled)));
    renderPage(ADMIN(), "/admin/bookings/b-1");
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Refund" })));
    const dialog = screen.getByRole("dialog", { name: "Refund the traveler" });
    const amount = within(dialog).getByLabelText("Amount to refund") as HTMLInputElement;
    expect(amount.value).toBe("50");
    expect(dialog.textContent).toContain("€50.00 of it is left to refund");

    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Refund €50.00" })));
    expect(within(dialog).getByRole("alert").textContent).toBe("Give a reason: it is kept in the booking's history.");
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Reason"));

    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Host asked us to refund" } });
    fireEvent.change(amount, { target: { value: "60" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Refund €60.00" })));
    expect(within(dialog).getByRole("alert").textContent).toBe("At most €50.00 is left to refund.");
    expect(posts(calls)).toEqual([]);

    fireEvent.change(amount, { target: { value: "20,50" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Refund €20.50" })));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: "/api/admin/bookings/b-1/refund",
      body: { amount_cents: 2_050, reason: "Host asked us to refund" },
    });
    expect(await screen.findByText("€20.50 is on its way back to Dana Omarova.")).toBeTruthy();
  });

  it("offers no refund on a booking that is still on (it is cancelled first) or has nothing left", async () => {
    stubFetch(() => json(detail()));
    const { unmount } = renderPage(ADMIN(), "/admin/bookings/b-1");
    await screen.findByRole("button", { name: "Cancel booking" });
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    unmount();
    stubFetch(() =>
      json(
        detail({
          id: "b-9",
          status: "refunded",
          can: { ...summary().can, cancel: false },
          payments: [payment({}), payment({ id: "p-2", kind: "refund", amount_cents: 10_000, status: "succeeded" })],
        }),
      ),
    );
    renderPage(ADMIN(), "/admin/bookings/b-9");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).toBeNull();
  });

  it("cancels on behalf of a side chosen by the admin, saying what each side's cancellation refunds", async () => {
    const calls = stubFetch((c) =>
      c.method === "POST"
        ? json(detail({ status: "cancelled", cancelled_side: "host", cancel_reason: "Host is ill" }))
        : json(detail()),
    );
    renderPage(ADMIN(), "/admin/bookings/b-1");
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Cancel booking" })));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking" });
    const traveler = within(dialog).getByRole("radio", { name: /The traveler: Dana Omarova/ });
    const host = within(dialog).getByRole("radio", { name: /The host: Aigerim Bekova/ });
    // More than 7 days before the trip: the moderate policy gives everything back.
    expect(traveler.closest("label")?.textContent).toContain(
      "Refunds €100.00 (100% of €100.00 paid) under the Moderate policy.",
    );
    expect(host.closest("label")?.textContent).toContain(
      "Refunds everything paid, €100.00. It counts against the host.",
    );

    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel booking" })));
    expect(dialog.textContent).toContain("Choose whose cancellation this is.");
    expect(dialog.textContent).toContain("Give a reason: it is kept in the booking's history.");
    expect(posts(calls)).toEqual([]);

    fireEvent.click(host);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Host is ill" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel booking" })));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: "/api/admin/bookings/b-1/cancel",
      body: { on_behalf_of: "host", reason: "Host is ill" },
    });
    expect(await screen.findByText(/cancelled on behalf of the host/)).toBeTruthy();
    expect(screen.getByText("Cancelled for the host").nextElementSibling?.textContent).toBe("Host is ill");
  });

  it("says what the traveler's cancellation refunds after the policy's cut-off: nothing", async () => {
    stubFetch(() => json(detail({ start_date: "2027-03-04", end_date: "2027-03-06" })));
    renderPage(ADMIN(), "/admin/bookings/b-1");
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Cancel booking" })));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking" });
    expect(dialog.textContent).toContain(
      "Refunds nothing: the Moderate policy gives no refund this close to the trip.",
    );
  });

  it("says so when there is no such booking", async () => {
    stubFetch(() => apiError(404, "There is no such booking"));
    renderPage(ADMIN(), "/admin/bookings/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "No such booking" })).toBeTruthy();
  });
});
