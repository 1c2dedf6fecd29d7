import { notifyManager } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HomeListingRow } from "../../domain/api/cards";
import type { ListingDetail } from "../../domain/api/listings";
import type { ListingReviewsResponse } from "../../domain/api/reviews";
import { photoSrc } from "../../domain/media";
import type { AuthState } from "../../web/src/auth/context";
import { queryClient } from "../../web/src/lib/query";
import { Component as ListingPage } from "../../web/src/pages/listing/ListingPage";
import { makeProfile, makeUser } from "./auth-harness";
import { bigAlmatyLake } from "./fixtures";
import { car, detail, driver, groupTour, host, TOUR_ID, tour } from "./listing-fixtures";
import { apiError, json, neverAnswers, type Respond, renderRoutes } from "./render";

const NOW = new Date("2026-06-01T12:00:00Z");
const moreFromHost = bigAlmatyLake;

const PATHS = ["tour", "tours", "rental-car", "driver", "group-tour"].map((p) => `/${p}/:slugOrId/:titleSlug?`);

const ROUTES = [
  ...PATHS.map((p) => ({ path: p, element: <ListingPage /> })),
  { path: "/auth", element: <h1>Sign in</h1> },
  { path: "/host/:hostSlug", element: <h1>Host profile</h1> },
];

const NO_REVIEWS: ListingReviewsResponse = { reviews: [], next_cursor: null, summary: { count: 0, average: null } };

/**
 * Query-level retries stay on (404s are not retried); only the waiting between them goes. The listing's reviews are
 * answered with `reviews` (none by default), everything else by `respond`.
 */
const renderAt = (path: string, respond: Respond, reviews: ListingReviewsResponse = NO_REVIEWS) =>
  renderRoutes(ROUTES, path, (url) => (url.includes("/reviews") ? json(reviews) : respond(url)), { retry: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => vi.useRealTimers());

describe("listing detail page", () => {
  it("shows a skeleton while the listing loads", () => {
    renderAt("/tour/charyn-canyon", neverAnswers);
    expect(screen.getByTestId("listing-detail-skeleton")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Loading");
  });

  it("shows a tour with its per-group-size prices, the lowest as 'From', and the itinerary", async () => {
    const { calls } = renderAt("/tour/charyn-canyon", () => json(detail(tour, [moreFromHost])));
    const title = await screen.findByRole("heading", { level: 1, name: "Charyn Canyon day trip" });
    // The reviews are asked for by the page drawn with the listing, after its commit: wait for that request.
    await waitFor(() =>
      expect(calls).toEqual(["/api/listings/tour/charyn-canyon", `/api/listings/tour/${TOUR_ID}/reviews`]),
    );
    const header = title.closest("header") as HTMLElement;
    expect(within(header).getByText("Private Tour")).toBeTruthy();
    expect(within(header).getByText("Almaty, Kazakhstan")).toBeTruthy();
    expect(within(header).getByText("1 day")).toBeTruthy();

    const headline = screen.getAllByTestId("headline-price")[0];
    expect(headline?.textContent).toBe("From €120/person");

    const table = screen.getByRole("table", { name: "Price per person by group size" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "1 person€200/person",
      "2 people€140/person",
      "3 people€120/person",
      "4 peopleNot offered",
    ]);

    const itinerary = screen.getByRole("heading", { name: "Itinerary" }).parentElement as HTMLElement;
    expect(
      within(itinerary)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(tour.itinerary);
    expect(screen.getByText("We walk down to the river.")).toBeTruthy();
  });

  it("opening another listing whose data is at hand starts its page afresh, not at the last one's photo", async () => {
    const other = { ...tour, id: "5e0c1b2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d", slug: "kolsai-lakes", title: "Kolsai Lakes" };
    // The listing page with links between the two, as "More from this host" has: the same route, the page reused.
    const page = (
      <>
        <Link to="/tour/charyn-canyon">To Charyn</Link>
        <Link to="/tour/kolsai-lakes">To Kolsai</Link>
        <ListingPage />
      </>
    );
    renderRoutes([{ path: "/tour/:slugOrId", element: page }], "/tour/kolsai-lakes", (url) =>
      url.includes("/reviews") ? json(NO_REVIEWS) : json(url.includes("kolsai-lakes") ? detail(other) : detail(tour)),
    );
    await screen.findByRole("heading", { level: 1, name: "Kolsai Lakes" });
    fireEvent.click(screen.getByRole("link", { name: "To Charyn" }));
    await screen.findByRole("heading", { level: 1, name: "Charyn Canyon day trip" });
    fireEvent.click(screen.getByRole("button", { name: "Show photo 3 of 3" }));
    expect(screen.getByRole("button", { name: "Open photo 3 of 3 full screen" })).toBeTruthy();
    // Back to the first listing, its data still at hand: drawn at once, from its first photo.
    fireEvent.click(screen.getByRole("link", { name: "To Kolsai" }));
    await screen.findByRole("heading", { level: 1, name: "Kolsai Lakes" });
    expect(screen.getByRole("button", { name: "Open photo 1 of 3 full screen" })).toBeTruthy();
  });

  it("computes the 'From' price from the offered sizes when the API leaves it out", async () => {
    const noFrom = {
      ...tour,
      from_price: null,
      prices: [...tour.prices.slice(0, 2), { people: 3 as const, price: null }],
    };
    renderAt("/tour/charyn-canyon", () => json(detail(noFrom as ListingDetail)));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getAllByTestId("headline-price")[0]?.textContent).toBe("From €140/person");
  });

  it("looks a tour up by id in the /tour/{id}/{title-slug} link form", async () => {
    const { calls } = renderAt(`/tour/${TOUR_ID}/charyn-canyon-day-trip`, () => json(detail(tour)));
    await screen.findByRole("heading", { level: 1, name: "Charyn Canyon day trip" });
    await waitFor(() =>
      expect(calls).toEqual([`/api/listings/tour/${TOUR_ID}`, `/api/listings/tour/${TOUR_ID}/reviews`]),
    );
  });

  it("serves /tours/{id} as a tour detail page", async () => {
    const { calls } = renderAt(`/tours/${TOUR_ID}`, () => json(detail(tour)));
    await screen.findByRole("heading", { level: 1, name: "Charyn Canyon day trip" });
    await waitFor(() =>
      expect(calls).toEqual([`/api/listings/tour/${TOUR_ID}`, `/api/listings/tour/${TOUR_ID}/reviews`]),
    );
  });

  it("lists a group tour's upcoming departures with seats left, and sold-out ones as Sold out", async () => {
    const { calls } = renderAt(`/group-tour/${groupTour.id}`, () => json(detail(groupTour)));
    await screen.findByRole("heading", { level: 1, name: "Silk Road in ten days" });
    await waitFor(() =>
      expect(calls).toEqual([
        `/api/listings/group-tour/${groupTour.id}`,
        `/api/listings/group-tour/${groupTour.id}/reviews`,
      ]),
    );
    expect(screen.getByText("Group Tour")).toBeTruthy();
    expect(screen.getAllByTestId("headline-price")[0]?.textContent).toBe("€1,500/person");
    const items = within(screen.getByTestId("departures")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("Jul 05, 2026 - Jul 14, 2026");
    expect(items[0]?.textContent).toContain("3 seats left");
    expect(items[1]?.textContent).toContain("Aug 01, 2026 - Aug 10, 2026");
    expect(items[1]?.textContent).toContain("Sold out");
    expect(screen.queryByText(/Apr 01, 2026/)).toBeNull();
    expect(screen.getByText(/up to 12 travelers/)).toBeTruthy();
  });

  it("labels a group tour's price the same way on its page and on its card (no 'From': one price per person)", async () => {
    const card: HomeListingRow = {
      ...bigAlmatyLake,
      id: groupTour.id,
      type: "tour",
      listing_type: "group_tour",
      slug: null,
      title: "The same group tour as a card",
      price: 150_000,
    };
    renderAt(`/group-tour/${groupTour.id}`, () => json(detail(groupTour, [card])));
    await screen.findByRole("heading", { level: 1, name: "Silk Road in ten days" });
    const onPage = screen.getAllByTestId("headline-price")[0]?.textContent;
    const cardPrice = screen.getByTestId("listing-price");
    expect(onPage).toBe("€1,500/person");
    expect(`${cardPrice.textContent}${cardPrice.nextElementSibling?.textContent}`).toBe(onPage);
  });

  it("says so when a group tour has no upcoming departures", async () => {
    renderAt(`/group-tour/${groupTour.id}`, () => json(detail({ ...groupTour, departures: [] } as ListingDetail)));
    expect(await screen.findByText(/No upcoming departures are scheduled yet/)).toBeTruthy();
  });

  it("shows a rental car's price per day in the chosen currency, with the vehicle details", async () => {
    localStorage.setItem("selectedCurrency", "USD");
    const { calls } = renderAt(`/rental-car/${car.id}`, () => json(detail(car)));
    await screen.findByRole("heading", { level: 1, name: car.title });
    await waitFor(() =>
      expect(calls).toEqual([`/api/listings/rental-car/${car.id}`, `/api/listings/rental-car/${car.id}/reviews`]),
    );
    expect(screen.getByText("Rental Car")).toBeTruthy();
    expect(screen.getAllByTestId("headline-price")[0]?.textContent).toBe("$99/day");
    const facts = screen.getByRole("heading", { name: "The vehicle" }).parentElement as HTMLElement;
    expect(within(facts).getByText("Toyota Land Cruiser")).toBeTruthy();
    expect(within(facts).getByText("Automatic")).toBeTruthy();
    expect(within(facts).getByText("5")).toBeTruthy();
    expect(within(facts).getByText("Self-drive")).toBeTruthy();
  });

  it("shows a driver's price per day, languages and areas served", async () => {
    renderAt(`/driver/${driver.id}/private-driver-almaty-bishkek`, () => json(detail(driver)));
    await screen.findByRole("heading", { level: 1, name: driver.title });
    expect(screen.getByText("Driver Service")).toBeTruthy();
    expect(screen.getAllByTestId("headline-price")[0]?.textContent).toBe("€70/day");
    const facts = screen.getByRole("heading", { name: "The service" }).parentElement as HTMLElement;
    expect(within(facts).getByText("Hyundai Starex")).toBeTruthy();
    expect(within(facts).getByText("English, Kazakh")).toBeTruthy();
    expect(within(facts).getByText("Almaty, Bishkek")).toBeTruthy();
  });

  it("shows the host with activity, response time and a link to their profile, and more from the host", async () => {
    renderAt("/tour/charyn-canyon", () => json(detail(tour, [moreFromHost])));
    const hostCard = (await screen.findByRole("heading", { name: "Your host" })).parentElement as HTMLElement;
    expect(within(hostCard).getByText("Aigerim Bekova")).toBeTruthy();
    expect(within(hostCard).getByText("Verified")).toBeTruthy();
    expect(within(hostCard).getByText("Superhost")).toBeTruthy();
    expect(within(hostCard).getByText("Active 3h ago")).toBeTruthy();
    expect(within(hostCard).getByText("Usually responds within 30 minutes")).toBeTruthy();
    expect(within(hostCard).getByRole("link", { name: "View Aigerim's profile" }).getAttribute("href")).toBe(
      "/host/aigerim",
    );
    const more = screen.getByRole("heading", { name: "More from this host" }).parentElement as HTMLElement;
    expect(within(more).getByRole("link", { name: "Big Almaty Lake at sunrise" }).getAttribute("href")).toBe(
      "/tour/big-almaty-lake",
    );
  });

  it("leaves out 'More from this host' when the host has nothing else", async () => {
    renderAt("/tour/charyn-canyon", () => json(detail(tour)));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { name: "More from this host" })).toBeNull();
  });

  it("sends a guest who presses Message Host to /auth with 'Please log in to continue'", async () => {
    const { router } = renderAt("/tour/charyn-canyon", () => json(detail(tour)));
    const priceBox = await screen.findByRole("region", { name: "Price" });
    fireEvent.click(within(priceBox).getByRole("button", { name: "Message Host" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe(
      "/tour/charyn-canyon?intent=message-host",
    );
    expect(screen.getByText("Please log in to continue")).toBeTruthy();
  });

  it("brings a person back from signing in to Message Host, which opens the conversation about this listing", async () => {
    const traveler: AuthState = {
      status: "signed-in",
      user: makeUser(),
      profile: makeProfile(),
      profileLoading: false,
      role: "traveler",
      secondFactorDue: false,
      event: "SIGNED_IN",
      signOut: async () => {},
      refreshProfile: async () => {},
    };
    const { router, fetchMock } = renderRoutes(
      ROUTES,
      "/tour/charyn-canyon?intent=message-host",
      (url) =>
        url === "/api/conversations"
          ? json({ conversation: { id: "conv-9" }, created: true }, 201)
          : json(url.endsWith("/reviews") ? NO_REVIEWS : detail(tour)),
      { auth: traveler },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/chat"));
    expect(router.state.location.search).toBe("?conversation=conv-9");
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    const start = calls.find(([url]) => url === "/api/conversations")?.[1];
    expect(start?.method).toBe("POST");
    expect(JSON.parse(String(start?.body))).toEqual({
      with: host.user_id,
      listing: { type: "tour", id: TOUR_ID },
    });
  });

  it("leaves the focus alone for a guest who opens a link with the intent", async () => {
    const { router } = renderAt("/tour/charyn-canyon?intent=message-host", () => json(detail(tour)));
    const buttons = await screen.findAllByRole("button", { name: "Message Host" });
    expect(buttons).not.toContain(document.activeElement);
    expect(router.state.location.search).toBe("?intent=message-host");
  });

  it("repeats the price and the same Message Host action in the action bar phones keep at the bottom", async () => {
    const { router } = renderAt(`/group-tour/${groupTour.id}`, () => json(detail(groupTour)));
    const bar = await screen.findByRole("region", { name: "Price and contact" });
    expect(within(bar).getByTestId("headline-price").textContent).toBe("€1,500/person");
    fireEvent.click(within(bar).getByRole("button", { name: "Message Host" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth");
  });

  it("steps through the gallery with thumbnails, buttons and arrow keys, each photo with an alt text", async () => {
    renderAt("/tour/charyn-canyon", () => json(detail(tour)));
    const main = await screen.findByRole("button", { name: "Open photo 1 of 3 full screen" });
    expect(within(main).getByRole("img").getAttribute("alt")).toBe("Charyn Canyon day trip, photo 1 of 3");

    fireEvent.click(screen.getByRole("button", { name: "Show photo 3 of 3" }));
    expect(screen.getByRole("button", { name: "Show photo 3 of 3" }).getAttribute("aria-pressed")).toBe("true");
    const third = screen.getByRole("button", { name: "Open photo 3 of 3 full screen" });
    expect(within(third).getByRole("img").getAttribute("src")).toBe("/media/c.webp");

    fireEvent.click(screen.getAllByRole("button", { name: "Next photo" })[0] as HTMLElement);
    expect(screen.getByRole("button", { name: "Open photo 1 of 3 full screen" })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole("button", { name: "Show photo 1 of 3" }), { key: "ArrowLeft" });
    expect(screen.getByRole("button", { name: "Open photo 3 of 3 full screen" })).toBeTruthy();
  });

  it("opens the lightbox from the main photo and closes it again", async () => {
    renderAt("/tour/charyn-canyon", () => json(detail(tour)));
    fireEvent.click(await screen.findByRole("button", { name: "Open photo 1 of 3 full screen" }));
    const dialog = screen.getByRole("dialog", { name: "Photos of Charyn Canyon day trip" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
  });

  it("heads its reviews with their count and average, each with its photos and the host's reply", async () => {
    const reviews: ListingReviewsResponse = {
      reviews: [
        {
          id: "r1",
          rating: 5,
          body: "The canyon at dawn was worth the early start.",
          created_at: "2026-05-03T00:00:00Z",
          traveler_name: "Léa M.",
          traveler_photo: null,
          traveler_country: "France",
          listing_title: "Charyn Canyon day trip",
          photos: ["/media/p/canyon-1.webp", "/media/p/canyon-2.webp"],
          host_reply: "Thank you, Léa! Come back for the autumn colours.",
          host_reply_at: "2026-05-05T00:00:00Z",
        },
        {
          id: "r2",
          rating: 4,
          body: "Long drive, but a lovely walk.",
          created_at: "2026-04-03T00:00:00Z",
          traveler_name: "Tom K.",
          traveler_photo: null,
          traveler_country: null,
          listing_title: "Charyn Canyon day trip",
          photos: [],
          host_reply: null,
          host_reply_at: null,
        },
      ],
      next_cursor: null,
      summary: { count: 2, average: 4.5 },
    };
    const { calls } = renderAt("/tour/charyn-canyon", () => json(detail(tour)), reviews);
    const section = (await screen.findByRole("heading", { level: 2, name: "Reviews" })).closest(
      "section",
    ) as HTMLElement;
    expect(await within(section).findByText("The canyon at dawn was worth the early start.")).toBeTruthy();
    expect(calls).toContain(`/api/listings/tour/${TOUR_ID}/reviews`);
    expect(section.textContent).toContain("4.5out of 5 on average,(2 reviews)");
    const reply = within(section).getByText("Response from Aigerim");
    expect(reply.parentElement?.textContent).toContain("Thank you, Léa! Come back for the autumn colours.");
    expect(within(section).getAllByText(/^Response from/)).toHaveLength(1);

    const photos = within(section).getByRole("list", { name: "Photos from Léa M.'s review" });
    fireEvent.click(within(photos).getByRole("button", { name: "Open photo 2 of 2 from Léa M.'s review" }));
    const lightbox = screen.getByRole("dialog", { name: "Photos from Léa M.'s review" }) as HTMLDialogElement;
    expect(lightbox.open).toBe(true);
    expect(within(lightbox).getByRole("img").getAttribute("src")).toBe(photoSrc("/media/p/canyon-2.webp", 960));
    fireEvent.keyDown(within(lightbox).getByRole("button", { name: "Close" }), { key: "ArrowRight" });
    expect(within(lightbox).getByRole("img", { name: "Photo 1 of 2 from Léa M.'s review" })).toBeTruthy();
    fireEvent.click(within(lightbox).getByRole("button", { name: "Close" }));
    expect(lightbox.open).toBe(false);
  });

  it("says so when nobody has reviewed the listing yet, with no average", async () => {
    renderAt("/tour/charyn-canyon", () => json(detail(tour)));
    expect(await screen.findByText(/No reviews of this trip yet/)).toBeTruthy();
    const section = screen.getByRole("heading", { level: 2, name: "Reviews" }).closest("section") as HTMLElement;
    expect(section.textContent).not.toContain("on average");
  });

  it("shows the not-found state for an unknown listing, without retrying", async () => {
    const { fetchMock } = renderAt("/tour/no-such-tour", () => apiError(404, "No published listing has this link"));
    expect(await screen.findByRole("heading", { name: "This listing isn't available" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse listings" }).getAttribute("href")).toBe("/listings");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("offers a retry when loading fails, and shows the listing once it loads", async () => {
    let fail = true;
    renderAt("/tour/charyn-canyon", () => (fail ? apiError(500) : json(detail(tour))));
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("alert").textContent).toContain("We couldn't load this listing");
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: "Charyn Canyon day trip" })).toBeTruthy();
  });
  it("keeps the listing on screen when a later refetch of it fails (the error screen is for a first load)", async () => {
    let fail = false;
    const { calls } = renderAt("/tour/charyn-canyon", () => (fail ? apiError(500) : json(detail(tour))));
    await screen.findByRole("heading", { level: 1, name: "Charyn Canyon day trip" });
    fail = true;
    const before = calls.length;
    // The query's observers are told within act (the library's default is a later task), so the page has drawn
    // the failed refetch's state when act returns.
    notifyManager.setScheduler(queueMicrotask);
    try {
      await act(() => queryClient.refetchQueries({ queryKey: ["listing"] }));
    } finally {
      notifyManager.setScheduler((cb) => setTimeout(cb, 0));
    }
    // The refetch and its retries all failed, and the page is still the listing's.
    expect(calls.length).toBeGreaterThan(before + 1);
    expect(queryClient.getQueryState(["listing", "tour", "charyn-canyon"])?.status).toBe("error");
    expect(screen.getByRole("heading", { level: 1, name: "Charyn Canyon day trip" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
