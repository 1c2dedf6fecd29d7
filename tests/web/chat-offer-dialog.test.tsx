import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ConversationSummary } from "../../domain/api/conversations";
import type { TravelerResponse, TripRequest } from "../../domain/api/travelers";
import { addDays } from "../../domain/bookings/pricing";
import type { OwnListing, OwnListingRow } from "../../domain/listing-form";
import { OfferDialog } from "../../web/src/pages/chat/offers/OfferDialog";
import { utcToday } from "../../web/src/pages/chat/offers/offer-form";
import { apiError, json, type Respond, renderRoutes } from "./render";

const today = utcToday();
const in30 = addDays(today, 30);
const in40 = addDays(today, 40);

const summary: ConversationSummary = {
  id: "c-1",
  kind: "direct",
  blocked_by: null,
  counterparty: {
    user_id: "u-lucas",
    name: "Lucas M.",
    side: "traveler",
    profile_photo_url: null,
    profile_slug: "lucas",
    verified: false,
    last_seen_at: null,
    deleted: false,
  },
  listing: null,
  last_message: null,
  unread: 0,
  last_message_at: null,
  created_at: "2026-11-01T10:00:00Z",
};

function row(kind: OwnListingRow["kind"], id: string, title: string, status: OwnListingRow["status"] = "published") {
  return {
    kind,
    id,
    title,
    slug: null,
    status,
    views_count: 0,
    cover: null,
    created_at: "2026-10-01T10:00:00Z",
    updated_at: "2026-10-01T10:00:00Z",
    published_at: "2026-10-01T10:00:00Z",
    path: `/${kind}/${id}`,
    price: 10_000,
    price_unit: "person",
  } satisfies OwnListingRow;
}

const base = {
  slug: null,
  status: "published" as const,
  cancellation_policy: "moderate" as const,
  description: "A long enough description of the trip for the listing's own form.",
  topics: [] as string[],
  images: [] as string[],
  views_count: 0,
  created_at: "2026-10-01T10:00:00Z",
  updated_at: "2026-10-01T10:00:00Z",
  published_at: "2026-10-01T10:00:00Z",
  countries: ["Kazakhstan"],
  cities: ["Almaty"],
  itinerary: [],
};

const TOUR: OwnListing = {
  ...base,
  kind: "tour",
  id: "t-1",
  title: "Charyn Canyon in two days",
  path: "/tour/t-1",
  deposit_percent: 25,
  number_of_days: 2,
  price_1_person: 30_000,
  price_2_persons: 20_000,
  price_3_persons: null,
  price_4_persons: null,
};

const GROUP: OwnListing = {
  ...base,
  kind: "group_tour",
  id: "g-1",
  title: "Silk Road in ten days",
  path: "/group-tour/g-1",
  deposit_percent: 20,
  number_of_days: 10,
  price_per_person: 100_000,
  max_group_size: 12,
  departures: [
    { id: "d-past", start_date: addDays(today, -3), end_date: addDays(today, 6), seats_total: 12, seats_booked: 0 },
    { id: "d-full", start_date: addDays(today, 20), end_date: null, seats_total: 8, seats_booked: 8 },
    { id: "d-open", start_date: in40, end_date: addDays(in40, 9), seats_total: 12, seats_booked: 9 },
  ],
};

function traveler(trip: TripRequest | null): TravelerResponse {
  return {
    traveler: {
      user_id: "u-lucas",
      profile_slug: "lucas",
      first_name: "Lucas",
      last_initial: "M",
      profile_photo_url: null,
      city: null,
      country: "France",
      receive_new_conversations: true,
      last_seen_at: null,
      trip,
      about: null,
      member_since: "2026-01-01T00:00:00Z",
    },
  };
}

const TRIP: TripRequest = {
  destinations: ["Kazakhstan"],
  start_date: in30,
  end_date: addDays(in30, 5),
  group_size: 2,
  interests: [],
  budget: null,
  description: null,
  updated_at: "2026-11-01T10:00:00Z",
};

/** The host's API: their listings, each listing's detail, the traveler's profile, and the offer's answer. */
function api({
  rows = [row("tour", "t-1", TOUR.title), row("group_tour", "g-1", GROUP.title), row("tour", "t-9", "Draft", "draft")],
  trip = TRIP as TripRequest | null,
  create = () => json({ offer: { id: "o-1" } }, 201),
}: {
  rows?: OwnListingRow[];
  trip?: TripRequest | null;
  create?: () => Response;
} = {}): Respond {
  return (url) => {
    if (url === "/api/me/listings") return json({ items: rows });
    if (url === "/api/me/listings/tour/t-1") return json(TOUR);
    if (url === "/api/me/listings/group-tour/g-1") return json(GROUP);
    if (url === "/api/travelers/u-lucas") return trip === null ? apiError(404) : json(traveler(trip));
    if (url === "/api/conversations/c-1/offers") return create();
    return apiError(404);
  };
}

function renderDialog(respond: Respond, conversation: ConversationSummary = summary) {
  return renderRoutes(
    [{ path: "*", element: <OfferDialog open onClose={() => {}} summary={conversation} /> }],
    "/chat",
    respond,
  );
}

const dialog = () => screen.findByRole("dialog", { name: "Send an offer to Lucas M." });
const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
/** The message under a field (what its aria-describedby reads first). */
const messageOf = (el: HTMLElement) => document.getElementById(`${el.id}-error`)?.textContent ?? null;

async function chooseTour() {
  await dialog();
  change(await screen.findByLabelText("Listing"), "tour:t-1");
  return screen.findByLabelText("Start date");
}

function posted(fetchMock: { mock: { calls: unknown[][] } }) {
  const call = fetchMock.mock.calls.find(([u]) => String(u) === "/api/conversations/c-1/offers");
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}

describe("the host's Send an offer form", () => {
  it("offers the host's published listings only", async () => {
    renderDialog(api());
    const options = within(await screen.findByLabelText("Listing")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Choose one of your listings",
      "Charyn Canyon in two days (Private tour)",
      "Silk Road in ten days (Group tour)",
    ]);
  });

  it("starts from the traveler's trip request and prices it at the listing's rates, the deposit at its percentage", async () => {
    renderDialog(api());
    await chooseTour();
    await waitFor(() => expect(field("Start date").value).toBe(in30));
    expect(field("People").value).toBe("2");
    expect(screen.getByText(/^Lucas M\.'s trip request: .*, 2 travelers\.$/)).toBeTruthy();
    // Two people at €200 each; the listing asks 25 %.
    await waitFor(() => expect(field(/^Total price/).value).toBe("400"));
    expect(field(/^Deposit/).value).toBe("100");
    expect(screen.getByText(/^25% of the total\./)).toBeTruthy();
    expect(field("Valid for").value).toBe("3");
    expect((screen.getByLabelText("Hours or days") as HTMLSelectElement).value).toBe("days");
  });

  it("keeps the deposit at the listing's percentage as the total changes, until the host sets it", async () => {
    renderDialog(api());
    await chooseTour();
    await waitFor(() => expect(field(/^Total price/).value).toBe("400"));
    change(field(/^Total price/), "1000");
    expect(field(/^Deposit/).value).toBe("250");
    change(field(/^Deposit/), "300");
    change(field(/^Total price/), "1200");
    expect(field(/^Deposit/).value).toBe("300");
  });

  it("refuses a deposit outside 10–50 % of the total in the server's words, and sends nothing", async () => {
    const { fetchMock } = renderDialog(api());
    await chooseTour();
    await waitFor(() => expect(field(/^Total price/).value).toBe("400"));
    change(field(/^Deposit/), "250");
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    const deposit = field(/^Deposit/);
    await waitFor(() => expect(messageOf(deposit)).toBe("must be between 10% and 50% of the total"));
    expect(deposit.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("link", { name: "Deposit must be between 10% and 50% of the total" })).toBeTruthy();
    expect(document.activeElement).toBe(deposit);

    change(deposit, "30");
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(messageOf(deposit)).toBe("must be between 10% and 50% of the total"));
    expect(posted(fetchMock)).toBeUndefined();
  });

  it("refuses dates the server would refuse, with its words", async () => {
    renderDialog(api({ trip: null }));
    await chooseTour();
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(messageOf(field("Start date"))).toBe("Choose the dates of your trip"));
    change(field("Start date"), today);
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(messageOf(field("Start date"))).toBe("Trips can be booked from tomorrow on"));
  });

  it("sends the offer with the tour's start date, people, money in cents, hours and the note", async () => {
    const { fetchMock } = renderDialog(api());
    await chooseTour();
    await waitFor(() => expect(field(/^Total price/).value).toBe("400"));
    change(field(/^Total price/), "450.50");
    change(field("Valid for"), "36");
    change(screen.getByLabelText("Hours or days"), "hours");
    change(field("Note to Lucas M. (optional)"), "  Lunch included  ");
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(posted(fetchMock)).toBeDefined());
    expect(posted(fetchMock)).toEqual({
      listing: { type: "tour", id: "t-1" },
      start_date: in30,
      party_size: 2,
      total_cents: 45_050,
      deposit_cents: 11_263,
      expires_in_hours: 36,
      note: "Lunch included",
    });
    expect(await screen.findByText("Offer sent to Lucas M.")).toBeTruthy();
  });

  it("offers a group tour's upcoming departures with free seats, priced per person", async () => {
    const { fetchMock } = renderDialog(api({ trip: null }));
    await dialog();
    change(await screen.findByLabelText("Listing"), "group_tour:g-1");
    const departure = (await screen.findByLabelText("Departure")) as HTMLSelectElement;
    expect(
      within(departure)
        .getAllByRole("option")
        .map((o) => o.getAttribute("value")),
    ).toEqual(["", "d-open"]);
    expect(within(departure).getByRole("option", { name: /3 seats left$/ })).toBeTruthy();
    change(departure, "d-open");
    change(field("People"), "4");
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(messageOf(field("People"))).toBe("Not enough seats are left on this departure"));
    change(field("People"), "3");
    expect(field(/^Total price/).value).toBe("3000");
    expect(field(/^Deposit/).value).toBe("600");
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(posted(fetchMock)).toBeDefined());
    expect(posted(fetchMock)).toMatchObject({ listing: { type: "group-tour", id: "g-1" }, departure_id: "d-open" });
  });

  it("starts with the listing the conversation came from", async () => {
    renderDialog(api(), { ...summary, listing: { type: "group-tour", id: "g-1", slug: null, title: GROUP.title } });
    await dialog();
    expect(((await screen.findByLabelText("Listing")) as HTMLSelectElement).value).toBe("group_tour:g-1");
    expect(await screen.findByLabelText("Departure")).toBeTruthy();
  });

  it("shows a refusal of the server by its field, and one about the dates above the buttons", async () => {
    let answer = json({ error: { code: "invalid_request", message: "note: can be at most 1000 characters" } }, 400);
    renderDialog(api({ create: () => answer }));
    await chooseTour();
    await waitFor(() => expect(field(/^Total price/).value).toBe("400"));
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("can be at most 1000 characters")).toBeTruthy();
    expect(field("Note to Lucas M. (optional)").getAttribute("aria-invalid")).toBe("true");

    answer = json(
      {
        error: {
          code: "dates_unavailable",
          message: "Those dates are not available any more; please choose other dates",
        },
      },
      409,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    expect(
      (await screen.findByText("Those dates are not available any more; please choose other dates")).getAttribute(
        "role",
      ),
    ).toBe("alert");
  });

  it("says what to do when the host has no published listing", async () => {
    renderDialog(api({ rows: [row("tour", "t-9", "Draft", "draft")] }));
    await dialog();
    expect(
      await screen.findByText("An offer is made on one of your published listings, and you have none yet."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Manage listings" }).getAttribute("href")).toBe("/manage-listings");
  });
});
