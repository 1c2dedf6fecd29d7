import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HomeListingRow } from "../../domain/api/cards";
import type { ListingsResponse } from "../../domain/api/listings";
import { findCurrency } from "../../domain/currency";
import { FIRST_VIEW } from "../../domain/first-view";
import {
  filterChips,
  maxPriceCents,
  minPriceCents,
  parseFilters,
  resultsHeading,
  toApiQuery,
} from "../../domain/listing-filters";
import { Component as ListingsPage } from "../../web/src/pages/listings/ListingsPage";
import { TYPING_DELAY_MS } from "../../web/src/pages/listings/url-state";
import { listingRow } from "./fixtures";
import { apiError, json, neverAnswers, renderRoutes } from "./render";

const EUR = findCurrency("EUR");
const USD = findCurrency("USD");

function listing(n: number, overrides: Partial<HomeListingRow> = {}): HomeListingRow {
  return listingRow({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    slug: `listing-${n}`,
    title: `Listing number ${n}`,
    topics: [],
    duration: 2,
    price: 10000,
    host_rating: 4.8,
    host_reviews: 12,
    host_is_superhost: false,
    published_at: "2026-11-01T00:00:00.000Z",
    ...overrides,
  });
}

/** The query parameters of every /api/listings call so far. */
function apiCalls(calls: string[]): URLSearchParams[] {
  return calls
    .map((url) => new URL(url, "http://x"))
    .filter((u) => u.pathname === "/api/listings")
    .map((u) => u.searchParams);
}

/** Renders /listings at `path`; `respond` gets each call's query parameters. */
function renderListings(path: string, respond: (params: URLSearchParams) => Response | Promise<Response>) {
  const { calls, router } = renderRoutes([{ path: "/listings", element: <ListingsPage /> }], path, (url) =>
    respond(new URL(url, "http://x").searchParams),
  );
  const url = () => new URLSearchParams(router.state.location.search);
  return { calls, router, url };
}

const page = (
  listings: HomeListingRow[],
  next_cursor: string | null = null,
  total = listings.length,
): ListingsResponse => ({
  listings,
  next_cursor,
  total,
});

afterEach(() => vi.useRealTimers());

describe("listing filters in the URL", () => {
  it("keeps exactly the listings whose shown price is inside the typed range, in any currency", () => {
    // A card shows round(cents / 100 * rate): €100.49 shows as €100, €100.50 as €101.
    expect(maxPriceCents(100, EUR)).toBe(10049);
    expect(minPriceCents(100, EUR)).toBe(9950);
    // $100 at 1.1 per euro: €91.36 shows as $100, €91.37 as $101.
    expect(maxPriceCents(100, USD)).toBe(9136);
    expect(Math.round((9136 / 100) * 1.1)).toBe(100);
    expect(Math.round((9137 / 100) * 1.1)).toBe(101);
    expect(minPriceCents(0, USD)).toBe(0);
  });

  it("turns the URL into the API query, dropping what the chosen type does not have", () => {
    const f = parseFilters(
      new URLSearchParams(
        "type=cars&country=Georgia&min_price=300&max_price=50&currency=GBP&min_days=2&departure_from=2027-01-01&min_rating=4.5&sort=price_asc",
      ),
    );
    expect(toApiQuery(f, EUR)).toEqual({
      type: "cars",
      country: "Georgia",
      city: undefined,
      search: undefined,
      sort: "price_asc",
      // typed the wrong way round: swapped; converted from pounds (0.85 per euro)
      min_price: minPriceCents(50, findCurrency("GBP")),
      max_price: maxPriceCents(300, findCurrency("GBP")),
      min_days: undefined,
      max_days: undefined,
      departure_from: undefined,
      departure_to: undefined,
      min_rating: 4.5,
    });
  });

  it("ignores malformed values instead of sending them", () => {
    const f = parseFilters(
      new URLSearchParams("type=boats&sort=cheapest&min_price=-5&min_days=0&max_days=9999&departure_to=2027-13-45"),
    );
    expect(f).toMatchObject({
      type: null,
      sort: null,
      minPrice: null,
      minDays: null,
      maxDays: null,
      departureTo: null,
    });
    expect(toApiQuery(f, EUR).sort).toBe("newest");
  });

  it("sorts by relevance only when there is a search text", () => {
    expect(toApiQuery(parseFilters(new URLSearchParams("search=yurt")), EUR).sort).toBe("relevance");
    expect(toApiQuery(parseFilters(new URLSearchParams("sort=relevance")), EUR).sort).toBe("newest");
  });

  it("says what is shown and lists each applied filter", () => {
    const f = parseFilters(
      new URLSearchParams(
        "type=group-tours&city=Almaty&country=Kazakhstan&search=yurt&min_price=100&currency=USD&min_days=3&max_days=7&departure_from=2027-01-05",
      ),
    );
    expect(resultsHeading(f)).toBe("Group tours in Almaty, Kazakhstan matching “yurt”");
    expect(filterChips(f, EUR).map((c) => c.label)).toEqual([
      "“yurt”",
      "Kazakhstan",
      "Almaty",
      "$100+",
      "3–7 days",
      "Departs from Jan 05, 2027",
    ]);
  });
});

describe("/listings page", () => {
  it("shows 3 listing skeletons while loading", () => {
    renderListings("/listings", neverAnswers);
    expect(screen.getAllByTestId("listing-skeleton")).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Listings");
  });

  it("keeps the worker's drawn results until its own are drawn, then ends them (decision 048)", async () => {
    const view = Object.assign(document.createElement("div"), { id: FIRST_VIEW.drawnId });
    document.body.prepend(view);
    let answer: (r: Response) => void = () => {};
    renderListings("/listings?type=tours", () => new Promise<Response>((r) => (answer = r)));
    expect(screen.getAllByTestId("listing-skeleton")).toHaveLength(3);
    expect(view.isConnected).toBe(true);
    answer(json(page([listing(1)])));
    await screen.findByRole("link", { name: "Listing number 1" });
    expect(view.isConnected).toBe(false);
  });

  it("asks the API for what the URL says and shows the results with a heading", async () => {
    const { calls } = renderListings(
      "/listings?type=tours&country=Kazakhstan&search=kok&max_price=110&currency=EUR",
      () => json(page([listing(1, { title: "Big Almaty Lake and a Kök-Töbe sunset" })])),
    );
    expect(await screen.findByRole("link", { name: "Big Almaty Lake and a Kök-Töbe sunset" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Private tours in Kazakhstan matching “kok”");
    const [sent] = apiCalls(calls);
    expect(Object.fromEntries(sent ?? [])).toEqual({
      type: "tours",
      country: "Kazakhstan",
      search: "kok",
      sort: "relevance",
      max_price: "11049",
    });
    expect(screen.getByRole("radio", { name: "Private tours" })).toHaveProperty("checked", true);
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveProperty("value", "Kazakhstan");
    expect(screen.getByRole("searchbox", { name: "Search listings" })).toHaveProperty("value", "kok");
    expect(screen.getByText("1 listing").getAttribute("role")).toBe("status");
  });

  it("loads the next page with the cursor and appends it", async () => {
    const { calls } = renderListings("/listings", (params) =>
      params.get("cursor") === "c2" ? json(page([listing(3)])) : json(page([listing(1), listing(2)], "c2")),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Load more listings" }));
    expect(await screen.findByRole("link", { name: "Listing number 3" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(apiCalls(calls).map((p) => p.get("cursor"))).toEqual([null, "c2"]);
    expect(screen.queryByRole("button", { name: "Load more listings" })).toBeNull();
  });

  it("changing the type adds a history entry and drops departure dates the new type lacks", async () => {
    const { router, url } = renderListings("/listings?type=group-tours&departure_from=2027-01-01&min_days=3", () =>
      json(page([listing(1)])),
    );
    await screen.findByRole("link", { name: "Listing number 1" });
    fireEvent.click(screen.getByRole("radio", { name: "Private tours" }));
    expect(url().toString()).toBe("type=tours&min_days=3");
    expect(router.state.historyAction).toBe("PUSH");
    expect(screen.queryByLabelText("From")).toBeNull();
  });

  it("applies a typed search after a pause, without a request per keystroke", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, url } = renderListings("/listings", () => json(page([listing(1)])));
    await screen.findByRole("link", { name: "Listing number 1" });
    const box = screen.getByRole("searchbox", { name: "Search listings" });
    fireEvent.change(box, { target: { value: "yu" } });
    fireEvent.change(box, { target: { value: "yurt " } });
    expect(url().get("search")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_DELAY_MS));
    expect(url().get("search")).toBe("yurt");
    // the field keeps the trailing space the reader is typing
    expect(box).toHaveProperty("value", "yurt ");
    expect(apiCalls(calls).map((p) => p.get("search"))).toEqual([null, "yurt"]);
  });

  it("rewrites price bounds from a link in another currency into the chosen one", async () => {
    const { url } = renderListings("/listings?min_price=110&max_price=220&currency=USD", () =>
      json(page([listing(1)])),
    );
    await screen.findByRole("link", { name: "Listing number 1" });
    expect(url().toString()).toBe("min_price=100&max_price=200&currency=EUR");
    expect(screen.getByRole("spinbutton", { name: "Min" })).toHaveProperty("value", "100");
  });

  it("says nothing matches and clears every filter but the sort", async () => {
    const { url } = renderListings("/listings?type=cars&country=Nepal&min_rating=4&sort=price_desc", (params) =>
      params.get("country") ? json(page([])) : json(page([listing(1)])),
    );
    expect(await screen.findByText("No listings match these filters.")).toBeTruthy();
    // One control clears them all (the chips each remove one), not a second one in the panel or the empty state.
    const clears = screen.getAllByRole("button").filter((b) => /clear/i.test(b.textContent ?? ""));
    expect(clears.map((b) => b.textContent)).toEqual(["Clear all filters"]);
    fireEvent.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(url().toString()).toBe("sort=price_desc");
    expect(await screen.findByRole("link", { name: "Listing number 1" })).toBeTruthy();
  });

  it("says which search found nothing, and its chip is the one way to clear it", async () => {
    const { url } = renderListings("/listings?search=qxzzv", (params) =>
      json(params.get("search") ? page([]) : page([listing(1)])),
    );
    expect(await screen.findByText("No listings found for “qxzzv”.")).toBeTruthy();
    const clears = screen
      .getAllByRole("button")
      .filter((b) => /clear|remove/i.test(b.getAttribute("aria-label") ?? b.textContent ?? ""));
    expect(clears.map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual(["Remove filter “qxzzv”"]);
    fireEvent.click(clears[0] as HTMLElement);
    expect(url().toString()).toBe("");
    expect(await screen.findByRole("link", { name: "Listing number 1" })).toBeTruthy();
  });

  it("says how many listings match in all, not only the page loaded", async () => {
    renderListings("/listings", () => json(page([listing(1)], "next", 320)));
    await screen.findByRole("link", { name: "Listing number 1" });
    expect(screen.getByText("320 listings")).toBeTruthy();
    expect(screen.queryByText(/\d\+ listings/)).toBeNull();
  });

  it("removes one filter from its chip", async () => {
    const { url } = renderListings("/listings?country=Nepal&min_rating=4", () => json(page([listing(1)])));
    await screen.findByRole("link", { name: "Listing number 1" });
    const chips = screen.getByRole("list", { name: "Applied filters" });
    fireEvent.click(within(chips).getByRole("button", { name: "Remove filter 4+ stars" }));
    expect(url().toString()).toBe("country=Nepal");
  });

  it("offers a retry when the listings fail to load", async () => {
    let fail = true;
    renderListings("/listings", () => (fail ? apiError(500) : json(page([listing(1)]))));
    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load listings.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Listing number 1" })).toBeTruthy();
  });
});
