import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingBody, QuoteResponse } from "../../domain/api/bookings";
import type { ListingDetail } from "../../domain/api/listings";
import { BOOKING_MESSAGES } from "../../domain/bookings/messages";
import type { Quote } from "../../domain/bookings/pricing";
import type { AuthState } from "../../web/src/auth/context";
import { Component as ListingPage } from "../../web/src/pages/listing/ListingPage";
import { authUser, fakeAuth, guest, meProfile, TRAVELER } from "./account-fixtures";
import { car, detail, groupTour, host, TOUR_ID, tour } from "./listing-fixtures";
import { json, type Respond, renderRoutes } from "./render";

const NOW = new Date("2026-06-01T12:00:00Z");

const PATHS = ["tour", "rental-car", "group-tour"].map((p) => `/${p}/:slugOrId/:titleSlug?`);
const ROUTES = [
  ...PATHS.map((p) => ({ path: p, element: <ListingPage /> })),
  { path: "/auth", element: <h1>Sign in</h1> },
  { path: "/my-bookings", element: <h1>My bookings</h1> },
  { path: "/checkout-deposit", element: <h1>Checkout</h1> },
];

const traveler = () => fakeAuth(meProfile(TRAVELER));

function quoteOf(overrides: Partial<Quote>): QuoteResponse {
  return {
    quote: {
      start_date: "2026-06-10",
      end_date: "2026-06-10",
      days: 1,
      party_size: 2,
      unit_cents: 14000,
      unit: "person",
      units: 2,
      total_cents: 28000,
      deposit_percent: 20,
      deposit_cents: 5600,
      balance_cents: 22400,
      balance_due_date: "2026-06-03",
      ...overrides,
    },
    cancellation_policy: "moderate",
    available: true,
    display_currency: "EUR",
    display_rate: 1,
  };
}

/** The listing page's API: the listing, its free days, the price and the request, each answered by the test. */
function api(
  listing: ListingDetail,
  {
    unavailable = [],
    quote = quoteOf({}),
    book = () => json({ booking: { id: "bk-1", status: "requested" }, test_mode: true }, 201),
  }: { unavailable?: string[]; quote?: QuoteResponse; book?: () => Response } = {},
): Respond {
  return (url) => {
    if (url.includes("/availability?")) return json({ unavailable });
    if (url === "/api/bookings/quote") return json(quote);
    if (url === "/api/bookings") return book();
    if (url.includes("/reviews")) return json({ reviews: [], next_cursor: null, summary: { count: 0, average: 0 } });
    return json(detail(listing));
  };
}

function renderListing(path: string, respond: Respond, auth: AuthState = traveler()) {
  return renderRoutes(ROUTES, path, respond, { auth });
}

/** Opens the request form from the price box (the form loads on first opening). */
async function openForm(name: RegExp = /Request to book|Book your seats/) {
  const priceBox = await screen.findByRole("region", { name: "Price" });
  fireEvent.click(within(priceBox).getByRole("button", { name }));
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByRole("combobox", { name: "Travelers" }, { timeout: 5000 });
  return dialog;
}

const dayButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole("button", { name });

/** The JSON bodies the page sent to `url`. */
function bodiesTo(fetchMock: ReturnType<typeof vi.fn>, url: string): unknown[] {
  return (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][])
    .filter(([u, init]) => u === url && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => vi.useRealTimers());

describe("request to book on a listing page", () => {
  it("shows the deposit percentage and the cancellation policy in the price box before anything is chosen", async () => {
    renderListing("/tour/charyn-canyon", api({ ...tour, deposit_percent: 30, cancellation_policy: "strict" }));
    const terms = await screen.findByTestId("booking-terms");
    expect(terms.textContent).toContain("30% deposit to book; the rest is due 7 days before the trip.");
    expect(terms.textContent).toContain(
      "Strict cancellation: 50% refund if you cancel at least 14 days before the trip starts; no refund after that.",
    );
  });

  it("prices a tour live in the chosen currency: total, deposit with its percentage, balance and its due day", async () => {
    localStorage.setItem("selectedCurrency", "USD");
    const { fetchMock } = renderListing(
      "/tour/charyn-canyon",
      api(tour, { quote: { ...quoteOf({}), display_currency: "USD", display_rate: 1.1 } }),
    );
    const dialog = await openForm();
    expect(within(dialog).getByText("Choose your dates to see the price.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Travelers" }), { target: { value: "2" } });
    fireEvent.click(dayButton(dialog, "Wednesday, June 10, 2026"));

    expect((await within(dialog).findByTestId("quote-total")).textContent).toBe("$308");
    expect(within(dialog).getByText("$154 × 2 people")).toBeTruthy();
    expect(within(dialog).getByText("Deposit (20%), paid once the host confirms")).toBeTruthy();
    expect(within(dialog).getByTestId("quote-deposit").textContent).toBe("$62");
    expect(within(dialog).getByText("Balance, due Jun 03, 2026")).toBeTruthy();
    expect(within(dialog).getByTestId("quote-balance").textContent).toBe("$246");
    expect(within(dialog).getByText(/payments are charged in euros/).textContent).toContain("€56 deposit");
    expect(within(dialog).getByText(/^Moderate cancellation:/).parentElement?.textContent).toContain(
      "Full refund if you cancel at least 7 days before the trip starts",
    );
    expect(bodiesTo(fetchMock, "/api/bookings/quote").at(-1)).toEqual({
      listing: { type: "tour", id: TOUR_ID },
      party_size: 2,
      currency: "USD",
      start_date: "2026-06-10",
    });
  });

  it("greys out the start days whose trip would cover a taken day and does not take them", async () => {
    const threeDays = { ...tour, number_of_days: 3 };
    const { calls, fetchMock } = renderListing("/tour/charyn-canyon", api(threeDays, { unavailable: ["2026-06-10"] }));
    const dialog = await openForm();
    await waitFor(() =>
      expect((dayButton(dialog, "Monday, June 8, 2026, not available") as HTMLButtonElement).disabled).toBe(true),
    );
    expect(calls.find((u) => u.includes("/availability?"))).toMatch(
      new RegExp(`^/api/listings/tour/${TOUR_ID}/availability\\?from=2026-06-02&to=2026-07-`),
    );
    for (const name of ["Tuesday, June 9, 2026, not available", "Wednesday, June 10, 2026, not available"])
      expect((dayButton(dialog, name) as HTMLButtonElement).disabled).toBe(true);
    expect((dayButton(dialog, "Thursday, June 11, 2026") as HTMLButtonElement).disabled).toBe(false);
    expect((dayButton(dialog, "Friday, June 5, 2026") as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(dayButton(dialog, "Wednesday, June 10, 2026, not available"));
    expect(bodiesTo(fetchMock, "/api/bookings/quote")).toEqual([]);
    expect(within(dialog).getByText("Choose your dates to see the price.")).toBeTruthy();
  });

  it("refuses to send a request without dates and points at the calendar", async () => {
    const { fetchMock } = renderListing("/tour/charyn-canyon", api(tour));
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole("button", { name: "Request to book" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Choose the dates of your trip");
    expect(document.activeElement?.getAttribute("aria-labelledby")).toBe("request-start-date-label");
    expect(bodiesTo(fetchMock, "/api/bookings")).toEqual([]);
  });

  it("sends a tour request with the pickup place, the note and the currency, then opens it in My bookings", async () => {
    const { fetchMock, router } = renderListing("/tour/charyn-canyon", api(tour));
    const dialog = await openForm();
    fireEvent.click(dayButton(dialog, "Wednesday, June 10, 2026"));
    fireEvent.change(within(dialog).getByLabelText("Pickup place (optional)"), { target: { value: "Hotel Kazzhol" } });
    fireEvent.change(within(dialog).getByLabelText("Note to the host (optional)"), {
      target: { value: "We are vegetarian" },
    });
    await within(dialog).findByTestId("quote-total");
    fireEvent.click(within(dialog).getByRole("button", { name: "Request to book" }));

    expect(await screen.findByRole("heading", { name: "My bookings" })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/my-bookings?booking=bk-1");
    expect(bodiesTo(fetchMock, "/api/bookings")).toEqual([
      {
        listing: { type: "tour", id: TOUR_ID },
        party_size: 1,
        currency: "EUR",
        start_date: "2026-06-10",
        pickup_place: "Hotel Kazzhol",
        note: "We are vegetarian",
      } satisfies BookingBody,
    ]);
  });

  it("keeps everything chosen and typed when the server refuses the request, and says why by the form", async () => {
    const { router } = renderListing(
      "/tour/charyn-canyon",
      api(tour, {
        book: () => json({ error: { code: "dates_unavailable", message: BOOKING_MESSAGES.datesUnavailable } }, 409),
      }),
    );
    const dialog = await openForm();
    fireEvent.click(dayButton(dialog, "Wednesday, June 10, 2026"));
    fireEvent.change(within(dialog).getByLabelText("Note to the host (optional)"), {
      target: { value: "We are vegetarian" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Request to book" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe(BOOKING_MESSAGES.datesUnavailable);
    expect((within(dialog).getByLabelText("Note to the host (optional)") as HTMLTextAreaElement).value).toBe(
      "We are vegetarian",
    );
    expect(within(dialog).getByRole("button", { name: "Wednesday, June 10, 2026, selected" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/tour/charyn-canyon");
  });

  it("prices a rental car for the range of days chosen", async () => {
    const { fetchMock } = renderListing(
      `/rental-car/${car.id}`,
      api(car, {
        quote: quoteOf({ unit: "day", unit_cents: 9000, units: 4, total_cents: 36000, party_size: 1 }),
      }),
    );
    const dialog = await openForm();
    fireEvent.click(dayButton(dialog, "Wednesday, June 3, 2026"));
    expect(within(dialog).getByText(/now pick the last day/)).toBeTruthy();
    fireEvent.click(dayButton(dialog, "Saturday, June 6, 2026"));
    expect(await within(dialog).findByText("€90 × 4 days")).toBeTruthy();
    expect(bodiesTo(fetchMock, "/api/bookings/quote").at(-1)).toMatchObject({
      listing: { type: "rental-car", id: car.id },
      start_date: "2026-06-03",
      end_date: "2026-06-06",
    });
  });

  it("books a group tour's departure and goes straight to paying the deposit", async () => {
    const { fetchMock, router } = renderListing(
      `/group-tour/${groupTour.id}`,
      api(groupTour, {
        book: () => json({ booking: { id: "bk-2", status: "awaiting_deposit" }, test_mode: true }, 201),
      }),
    );
    const dialog = await openForm(/Book your seats/);
    const soldOut = within(dialog).getByRole("radio", { name: /Aug 01, 2026/ }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("radio", { name: /Jul 05, 2026 - Jul 14, 2026/ }));
    const sizes = within(within(dialog).getByRole("combobox", { name: "Travelers" })).getAllByRole("option");
    expect(sizes.map((o) => o.textContent)).toEqual(["1 person", "2 people", "3 people"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Book and pay the deposit" }));

    expect(await screen.findByRole("heading", { name: "Checkout" })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/checkout-deposit?booking=bk-2");
    expect(bodiesTo(fetchMock, "/api/bookings")).toEqual([
      expect.objectContaining({ listing: { type: "group-tour", id: groupTour.id }, departure_id: "d1" }),
    ]);
  });

  it("sends a guest to sign in and brings them back to the form as they left it", async () => {
    const first = renderListing("/tour/charyn-canyon", api(tour), guest());
    let dialog = await openForm();
    fireEvent.click(dayButton(dialog, "Wednesday, June 10, 2026"));
    fireEvent.change(within(dialog).getByLabelText("Note to the host (optional)"), {
      target: { value: "We are vegetarian" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Request to book" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByText("Please log in to continue")).toBeTruthy();
    const back = new URLSearchParams(first.router.state.location.search).get("redirect");
    expect(back).toBe("/tour/charyn-canyon?intent=request-booking");
    expect(bodiesTo(first.fetchMock, "/api/bookings")).toEqual([]);
    first.unmount();

    renderListing(back ?? "", api(tour));
    dialog = await screen.findByRole("dialog");
    const note = (await within(dialog).findByLabelText(
      "Note to the host (optional)",
      {},
      { timeout: 5000 },
    )) as HTMLTextAreaElement;
    expect(note.value).toBe("We are vegetarian");
    expect(within(dialog).getByRole("button", { name: "Wednesday, June 10, 2026, selected" })).toBeTruthy();
  });

  it("tells a host why they cannot book instead of offering to send the request", async () => {
    renderListing("/tour/charyn-canyon", api(tour), fakeAuth(meProfile()));
    const dialog = await openForm();
    expect(within(dialog).getByText(BOOKING_MESSAGES.travelersOnly)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Request to book" })).toBeNull();
  });

  it("offers no request to the host on their own listing", async () => {
    renderListing(
      "/tour/charyn-canyon",
      api(tour),
      fakeAuth(meProfile({ user_id: host.user_id }), { user: authUser({ id: host.user_id }) }),
    );
    await screen.findByRole("region", { name: "Price" });
    expect(screen.queryByRole("button", { name: "Request to book" })).toBeNull();
  });
});
