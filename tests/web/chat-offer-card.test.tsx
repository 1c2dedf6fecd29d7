import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OfferView } from "../../domain/api/offers";
import type { OfferStatus } from "../../domain/vocabulary";
import { OfferCard } from "../../web/src/pages/chat/offers/OfferCard";
import { apiError, json, neverAnswers, type Respond, renderRoutes } from "./render";

const HOST = "u-host";
const TRAVELER = "u-traveler";

function offer(overrides: Partial<OfferView> = {}): OfferView {
  return {
    id: "o-1",
    conversation_id: "c-1",
    status: "open",
    listing: { kind: "tour", type: "tour", id: "t-1", title: "Charyn Canyon in two days", path: "/tour/charyn-canyon" },
    start_date: "2027-05-04",
    end_date: "2027-05-05",
    party_size: 2,
    total_cents: 50_000,
    deposit_cents: 10_000,
    note: "Lunch in Saty is included.",
    expires_at: "2027-04-01T12:00:00.000Z",
    booking_id: null,
    host_id: HOST,
    traveler_id: TRAVELER,
    created_at: "2027-03-29T12:00:00.000Z",
    can: { accept: false, decline: false, withdraw: false },
    ...overrides,
  };
}

const CAN_NOTHING = { accept: false, decline: false, withdraw: false };
const TRAVELER_CAN = { accept: true, decline: true, withdraw: false };
const HOST_CAN = { accept: false, decline: false, withdraw: true };

function renderCard(me: string, respond: Respond) {
  return renderRoutes(
    [
      { path: "/chat", element: <OfferCard offerId="o-1" me={me} /> },
      { path: "/checkout-deposit", element: <p>Checkout page</p> },
    ],
    "/chat",
    respond,
  );
}

/** The request `fetch` got for `url` (method and JSON body). */
function sent(fetchMock: { mock: { calls: unknown[][] } }, url: string) {
  const call = fetchMock.mock.calls.find(([u]) => String(u) === url);
  const init = (call?.[1] ?? {}) as RequestInit;
  return { method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
}

const card = () => screen.findByRole("article", { name: "Custom offer: Charyn Canyon in two days" });

describe("an offer's card in the thread", () => {
  it("shows a skeleton while the offer loads", () => {
    renderCard(TRAVELER, neverAnswers);
    expect(screen.getByTestId("offer-skeleton")).toBeTruthy();
  });

  it("shows the listing, dates, people, total and deposit in the chosen currency with the euros, the note and until when it is valid", async () => {
    localStorage.setItem("selectedCurrency", "USD");
    renderCard(TRAVELER, () => json({ offer: offer({ can: TRAVELER_CAN }) }));
    const c = within(await card());
    expect(c.getByRole("link", { name: "Charyn Canyon in two days" }).getAttribute("href")).toBe("/tour/charyn-canyon");
    expect(c.getByText("Open")).toBeTruthy();
    expect(c.getByText("May 04, 2027 - May 05, 2027")).toBeTruthy();
    expect(c.getByText("2 people")).toBeTruthy();
    // $ at 1.1 per euro, with the euros the offer is made in.
    expect(c.getByText("Total").nextElementSibling?.textContent).toBe("$550 (€500)");
    expect(c.getByText("Deposit").nextElementSibling?.textContent).toBe(
      "$110 (€100) to book, the rest before the trip",
    );
    expect(c.getByText("Note from your host")).toBeTruthy();
    expect(c.getByText("Lunch in Saty is included.")).toBeTruthy();
    expect(c.getByTestId("offer-standing").textContent).toMatch(/^Valid until Apr 1, 2027, /);
  });

  it("shows euros alone to someone who looks at prices in euros", async () => {
    renderCard(HOST, () => json({ offer: offer({ can: HOST_CAN }) }));
    const c = within(await card());
    expect(c.getByText("Total").nextElementSibling?.textContent).toBe("€500");
    expect(c.getByText("Your note")).toBeTruthy();
  });

  it("lets the traveler accept or decline an open offer, not withdraw it", async () => {
    renderCard(TRAVELER, () => json({ offer: offer({ can: TRAVELER_CAN }) }));
    const c = within(await card());
    expect(c.getByRole("button", { name: "Accept offer" })).toBeTruthy();
    expect(c.getByRole("button", { name: "Decline" })).toBeTruthy();
    expect(c.queryByRole("button", { name: "Withdraw offer" })).toBeNull();
  });

  it("lets the host withdraw an open offer, not accept or decline it", async () => {
    renderCard(HOST, () => json({ offer: offer({ can: HOST_CAN }) }));
    const c = within(await card());
    expect(c.getByRole("button", { name: "Withdraw offer" })).toBeTruthy();
    expect(c.queryByRole("button", { name: "Accept offer" })).toBeNull();
    expect(c.queryByRole("button", { name: "Decline" })).toBeNull();
  });

  const closed: { status: OfferStatus; traveler: string; host: string }[] = [
    { status: "expired", traveler: "This offer expired on Apr 1, 2027", host: "This offer expired on Apr 1, 2027" },
    { status: "accepted", traveler: "You accepted this offer.", host: "The traveler accepted this offer." },
    { status: "declined", traveler: "You declined this offer.", host: "The traveler declined this offer." },
    { status: "withdrawn", traveler: "The host withdrew this offer.", host: "You withdrew this offer." },
  ];
  for (const { status, traveler, host } of closed)
    for (const [me, text] of [
      [TRAVELER, traveler],
      [HOST, host],
    ] as const)
      it(`a ${status} offer says so to the ${me === HOST ? "host" : "traveler"} and offers no action`, async () => {
        renderCard(me, () =>
          json({ offer: offer({ status, can: CAN_NOTHING, booking_id: status === "accepted" ? "b-1" : null }) }),
        );
        const c = within(await card());
        expect(c.getByText(status.charAt(0).toUpperCase() + status.slice(1))).toBeTruthy();
        expect(c.getByTestId("offer-standing").textContent?.startsWith(text)).toBe(true);
        for (const name of ["Accept offer", "Decline", "Withdraw offer"])
          expect(c.queryByRole("button", { name })).toBeNull();
        const booking = c.queryByRole("link", { name: "See the booking" });
        expect(booking?.getAttribute("href") ?? null).toBe(status === "accepted" ? "/my-bookings?booking=b-1" : null);
      });

  it("the traveler accepts in the currency they see and goes on to pay the deposit", async () => {
    localStorage.setItem("selectedCurrency", "GBP");
    const { fetchMock, router } = renderCard(TRAVELER, (url) =>
      url === "/api/offers/o-1/accept"
        ? json({ booking: { id: "b-7" }, test_mode: true }, 201)
        : json({ offer: offer({ can: TRAVELER_CAN }) }),
    );
    fireEvent.click(within(await card()).getByRole("button", { name: "Accept offer" }));
    expect(await screen.findByText("Checkout page")).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe("/checkout-deposit?booking=b-7");
    expect(sent(fetchMock, "/api/offers/o-1/accept")).toEqual({ method: "POST", body: { currency: "GBP" } });
  });

  it("the traveler declines after confirming, and the card shows it declined", async () => {
    const { fetchMock } = renderCard(TRAVELER, (url) =>
      url === "/api/offers/o-1/decline"
        ? json({ offer: offer({ status: "declined", can: CAN_NOTHING }) })
        : json({ offer: offer({ can: TRAVELER_CAN }) }),
    );
    fireEvent.click(within(await card()).getByRole("button", { name: "Decline" }));
    const question = await screen.findByRole("alertdialog", { name: "Decline this offer?" });
    expect(sent(fetchMock, "/api/offers/o-1/decline").method).toBeUndefined();
    fireEvent.click(within(question).getByRole("button", { name: "Decline offer" }));
    await waitFor(() => expect(screen.getByTestId("offer-standing").textContent).toBe("You declined this offer."));
    expect(sent(fetchMock, "/api/offers/o-1/decline").method).toBe("POST");
    expect(screen.queryByRole("button", { name: "Accept offer" })).toBeNull();
  });

  it("the host withdraws after confirming, and the card shows it withdrawn", async () => {
    renderCard(HOST, (url) =>
      url === "/api/offers/o-1/withdraw"
        ? json({ offer: offer({ status: "withdrawn", can: CAN_NOTHING }) })
        : json({ offer: offer({ can: HOST_CAN }) }),
    );
    fireEvent.click(within(await card()).getByRole("button", { name: "Withdraw offer" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Withdraw this offer?" })).getByRole("button", {
        name: "Withdraw offer",
      }),
    );
    await waitFor(() => expect(screen.getByTestId("offer-standing").textContent).toBe("You withdrew this offer."));
    expect(screen.getByText("Withdrawn")).toBeTruthy();
  });

  it("an accept the server refuses shows its words and the offer as it stands now", async () => {
    let current = offer({ can: TRAVELER_CAN });
    renderCard(TRAVELER, (url) => {
      if (url !== "/api/offers/o-1/accept") return json({ offer: current });
      current = offer({ status: "withdrawn", can: CAN_NOTHING });
      return json({ error: { code: "offer_closed", message: "This offer is no longer open" } }, 409);
    });
    fireEvent.click(within(await card()).getByRole("button", { name: "Accept offer" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This offer is no longer open");
    await waitFor(() => expect(screen.getByTestId("offer-standing").textContent).toBe("The host withdrew this offer."));
  });

  it("says so when the offer is gone", async () => {
    renderCard(TRAVELER, () => apiError(404, "There is no such offer"));
    expect(await screen.findByText("This offer is no longer available.")).toBeTruthy();
  });
});
