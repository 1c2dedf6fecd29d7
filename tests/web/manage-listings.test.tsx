import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ListingDetailResponse } from "../../domain/api/listings";
import type { OwnListing, OwnListingRow } from "../../domain/listing-form";
import type { AuthState } from "../../web/src/auth/context";
import { Component as ListingPage } from "../../web/src/pages/listing/ListingPage";
import { Component as Editor } from "../../web/src/pages/manage-listings/ListingEditorPage";
import { Component as ManageListings } from "../../web/src/pages/manage-listings/ManageListingsPage";
import { fakeAuth, meProfile, type RecordedCall, stubFetch, TRAVELER, WithAuth } from "./account-fixtures";
import { aigerimProfile } from "./fixtures";
import { json, renderApp, renderRoutes } from "./render";

const approved = () => fakeAuth(meProfile());
const pending = () =>
  fakeAuth(meProfile({ host: { id: "h1", status: "pending", host_type: "guide", profile_slug: "aigerim" } }));

function renderAt(path: string, auth: AuthState) {
  return renderApp(
    <WithAuth auth={auth}>
      <Routes>
        <Route path="/manage-listings" element={<ManageListings />} />
        <Route path="/manage-listings/new/:type" element={<Editor />} />
        <Route path="/manage-listings/:type/:id" element={<Editor />} />
        <Route path="*" element={<p>Somewhere else</p>} />
      </Routes>
    </WithAuth>,
    path,
  );
}

function row(overrides: Partial<OwnListingRow> = {}): OwnListingRow {
  return {
    kind: "tour",
    id: "t1",
    title: "Charyn Canyon and the Kolsai Lakes",
    slug: "charyn-canyon",
    status: "published",
    views_count: 12,
    cover: "/media/p/cover.jpg",
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-02T00:00:00Z",
    published_at: "2026-01-02T00:00:00Z",
    path: "/tour/charyn-canyon",
    price: 11400,
    price_unit: "person",
    ...overrides,
  };
}

const ROWS = [
  row(),
  row({ id: "t2", title: "Kolsai by horse", status: "draft", views_count: 0, cover: null }),
  row({ kind: "driver", id: "d1", title: "Mountain driver", status: "archived", price: 9000, price_unit: "day" }),
];

const listAnswer = (items: OwnListingRow[]) => (call: RecordedCall) =>
  call.method === "GET" && call.url === "/api/me/listings" ? json({ items }) : undefined;

const press = (name: string | RegExp, scope: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(scope).getByRole("button", { name })));
const article = (name: string) => screen.getByRole("article", { name });

describe("/manage-listings", () => {
  it("explains to someone who is not a host that listings come with hosting, linking to /become-host", () => {
    const calls = stubFetch();
    renderAt("/manage-listings", fakeAuth(meProfile(TRAVELER)));
    expect(screen.getByRole("heading", { level: 1, name: "Listings are for hosts" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Become a host" }).getAttribute("href")).toBe("/become-host");
    expect(calls).toEqual([]);
  });

  it("shows an empty state with the four kinds to create the first listing", async () => {
    stubFetch(listAnswer([]));
    renderAt("/manage-listings", approved());
    expect(await screen.findByText(/You have no listings yet/)).toBeTruthy();
    const chooser = screen.getByRole("region", { name: "Create your first listing" });
    const links = within(chooser).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/manage-listings/new/tour",
      "/manage-listings/new/group-tour",
      "/manage-listings/new/rental-car",
      "/manage-listings/new/driver",
    ]);
  });

  it("shows a failed load with Try again, which asks again", async () => {
    let tries = 0;
    stubFetch(() =>
      ++tries === 1 ? json({ error: { code: "internal_error", message: "boom" } }, 500) : json({ items: ROWS }),
    );
    renderAt("/manage-listings", approved());
    expect(await screen.findByText("We couldn't load your listings.")).toBeTruthy();
    await press("Try again");
    expect(await screen.findByRole("article", { name: "Kolsai by horse" })).toBeTruthy();
  });

  it("lists every listing with status, views and price, and filters them by status tab", async () => {
    stubFetch(listAnswer(ROWS));
    const { router } = renderAt("/manage-listings", approved());
    const published = await screen.findByRole("article", { name: "Charyn Canyon and the Kolsai Lakes" });
    expect(published.textContent).toContain("Published");
    expect(published.textContent).toContain("12 views");
    expect(published.textContent).toContain("From €114 per person");
    expect(screen.getByRole("tab", { name: "All (3)" }).getAttribute("aria-selected")).toBe("true");

    fireEvent.click(screen.getByRole("tab", { name: "Drafts (1)" }));
    expect(router.state.location.search).toBe("?status=draft");
    const panel = screen.getByRole("tabpanel");
    expect(
      within(panel)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-labelledby")),
    ).toEqual(["listing-t2-title"]);

    fireEvent.keyDown(screen.getByRole("tab", { name: "Drafts (1)" }), { key: "ArrowRight" });
    expect(router.state.location.search).toBe("?status=archived");
    expect(within(screen.getByRole("tabpanel")).getByRole("article", { name: "Mountain driver" })).toBeTruthy();
  });

  it("offers the actions that fit each status", async () => {
    stubFetch(listAnswer(ROWS));
    renderAt("/manage-listings", approved());
    const names = (title: string) =>
      within(article(title))
        .getAllByRole("button")
        .map((b) => b.textContent);
    await screen.findByRole("article", { name: "Kolsai by horse" });
    expect(names("Charyn Canyon and the Kolsai Lakes")).toEqual(["Unpublish", "Archive"]);
    expect(names("Kolsai by horse")).toEqual(["Publish", "Archive", "Delete"]);
    expect(names("Mountain driver")).toEqual(["Restore", "Delete"]);
    expect(within(article("Kolsai by horse")).getByRole("link", { name: "Preview" }).getAttribute("href")).toBe(
      "/tour/charyn-canyon",
    );
    expect(within(article("Kolsai by horse")).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/manage-listings/tour/t2",
    );
  });

  it("publishes a draft and unpublishes a published listing with PATCH status, then reloads the list", async () => {
    const calls = stubFetch((c) => listAnswer(ROWS)(c) ?? json({}));
    renderAt("/manage-listings", approved());
    await screen.findByRole("article", { name: "Kolsai by horse" });
    await press("Publish", article("Kolsai by horse"));
    expect(await screen.findByText("Listing published.")).toBeTruthy();
    await press("Unpublish", article("Charyn Canyon and the Kolsai Lakes"));
    expect(await screen.findByText("Listing unpublished: it is a draft again.")).toBeTruthy();
    const writes = calls.filter((c) => c.method !== "GET");
    expect(writes).toEqual([
      expect.objectContaining({ method: "PATCH", url: "/api/listings/tour/t2", body: { status: "published" } }),
      expect.objectContaining({ method: "PATCH", url: "/api/listings/tour/t1", body: { status: "draft" } }),
    ]);
    expect(calls.filter((c) => c.url === "/api/me/listings").length).toBeGreaterThanOrEqual(3);
  });

  it("deletes only after the confirmation, and Cancel sends nothing", async () => {
    const calls = stubFetch((c) => listAnswer(ROWS)(c));
    renderAt("/manage-listings", approved());
    await screen.findByRole("article", { name: "Mountain driver" });
    await press("Delete", article("Mountain driver"));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this listing?" });
    expect(dialog.textContent).toContain("Mountain driver");
    await press("Cancel", dialog);
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);

    await press("Delete", article("Mountain driver"));
    await press("Delete listing", screen.getByRole("alertdialog"));
    expect(await screen.findByText("Listing deleted.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/listings/driver/d1"]);
  });

  it("tells a pending host that publishing waits for approval and offers no Publish", async () => {
    stubFetch(listAnswer(ROWS));
    renderAt("/manage-listings", pending());
    await screen.findByRole("article", { name: "Kolsai by horse" });
    expect(screen.getByRole("note").textContent).toContain("publishing opens once we have approved you");
    expect(within(article("Kolsai by horse")).queryByRole("button", { name: "Publish" })).toBeNull();
  });
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: "input, textarea" }), { target: { value } });

function savedCar(overrides: Partial<OwnListing> = {}): OwnListing {
  return {
    kind: "rental_car",
    id: "c1",
    slug: "land-cruiser",
    status: "draft",
    title: "Land Cruiser",
    deposit_percent: 20,
    cancellation_policy: "moderate",
    description: "A well-kept Land Cruiser for the steppe and the mountain passes.",
    topics: [],
    images: [],
    views_count: 0,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    published_at: null,
    path: "/rental-car/land-cruiser",
    city: "Almaty",
    country: "Kazakhstan",
    price_per_day: 8550,
    car_type: "SUV",
    make_model: "Toyota Land Cruiser",
    seats: 5,
    transmission: "automatic",
    driver_included: false,
    ...overrides,
  } as OwnListing;
}

/** A saved listing's editor also reads its calendar (blocked dates): nothing blocked or booked. */
const noCalendar = (c: RecordedCall) => (c.url.includes("/calendar?") ? json({ blocked: [], held: [] }) : undefined);

function fillCar() {
  fill("Title", "Land Cruiser");
  fill("Description", "A well-kept Land Cruiser for the steppe and the mountain passes.");
  fill("Country", "Kazakhstan");
  fill("City or town", "Almaty");
  fill("Car type", "SUV");
  fill("Make and model", "Toyota Land Cruiser");
  fill("Seats", "5");
  fireEvent.click(screen.getByLabelText("Automatic"));
  fill("Price per day", "85,50");
}

describe("the listing editor", () => {
  it("names each missing field by it, marks it invalid and moves focus to the first; nothing is sent", async () => {
    const calls = stubFetch();
    renderAt("/manage-listings/new/rental-car", approved());
    expect(screen.getByRole("heading", { level: 1, name: "New rental car" })).toBeTruthy();
    await press("Save draft");
    const title = screen.getByLabelText("Title", { selector: "input" });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(title.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(message?.textContent).toBe("Title: is required");
    const price = screen.getByLabelText("Price per day", { selector: "input" });
    expect(document.getElementById(price.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent).toBe(
      "Price per day: is required",
    );
    expect(screen.getByRole("alert").textContent).toContain("Transmission: is required");
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(calls).toEqual([]);
  });

  it("refuses a price that is not an amount and one above the per-person price of a smaller group", async () => {
    const calls = stubFetch();
    renderAt("/manage-listings/new/tour", approved());
    fill("Title", "Five days on the Silk Road");
    fill("Description", "Caravanserais, bazaars and mountain passes, from Almaty to the Charyn Canyon.");
    const countries = screen.getByLabelText("Countries", { selector: "input" });
    fireEvent.change(countries, { target: { value: "kazakhstan" } });
    fireEvent.keyDown(countries, { key: "Enter" });
    expect(within(screen.getByRole("list", { name: "Countries" })).getByText("Kazakhstan")).toBeTruthy();
    fill("Number of days", "5");
    fill("Price for 1 person", "abc");
    fill("Price per person, group of 2", "120");
    await press("Save draft");
    expect(screen.getByRole("alert").textContent).toBe(
      "One field needs your attention:Price for 1 person: enter an amount in euros, like 45 or 45.50",
    );
    fill("Price for 1 person", "100");
    await press("Save draft");
    expect(screen.getByRole("alert").textContent).toContain(
      "Price per person, group of 2: must not be more than price for 1 person",
    );
    expect(calls).toEqual([]);
  });

  it("saves a new draft with prices in cents, then opens the saved listing's editor", async () => {
    const calls = stubFetch((c) => (c.method === "POST" ? json(savedCar(), 201) : noCalendar(c)));
    const { router } = renderAt("/manage-listings/new/rental-car", approved());
    fillCar();
    await press("Save draft");
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-listings/rental-car/c1"));
    expect(calls[0]).toEqual(
      expect.objectContaining({
        method: "POST",
        url: "/api/listings/rental-car",
        body: expect.objectContaining({
          title: "Land Cruiser",
          country: "Kazakhstan",
          price_per_day: 8550,
          seats: 5,
          transmission: "automatic",
          driver_included: false,
          images: [],
          slug: null,
        }),
      }),
    );
    expect(await screen.findByText("Draft saved.")).toBeTruthy();
    expect((screen.getByLabelText("Price per day", { selector: "input" }) as HTMLInputElement).value).toBe("85.50");
  });

  it("asks for a photo before publishing and shows the server's refusal by its field", async () => {
    const calls = stubFetch((c) =>
      c.method === "POST"
        ? json({ error: { code: "slug_taken", message: "slug: land-cruiser is already used" } }, 409)
        : undefined,
    );
    renderAt("/manage-listings/new/rental-car", approved());
    fillCar();
    await press("Publish");
    expect(screen.getByRole("alert").textContent).toContain("Photos: add at least one photo before publishing");
    expect(calls).toEqual([]);

    fill("Web address (slug)", "land-cruiser");
    await press("Save draft");
    const slug = screen.getByLabelText("Web address (slug)", { selector: "input" });
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("alert").textContent).toContain("Web address: land-cruiser is already used");
  });

  it("keeps Publish unavailable for a pending host and says why", async () => {
    const calls = stubFetch();
    renderAt("/manage-listings/new/driver", pending());
    const publish = screen.getByRole("button", { name: "Publish" });
    expect(publish.getAttribute("aria-disabled")).toBe("true");
    const reason = document.getElementById(publish.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toContain("Publishing opens once your host profile is approved");
    await press("Publish");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("fills the form from a saved listing, euros from cents", async () => {
    stubFetch((c) => (c.url === "/api/me/listings/rental-car/c1" ? json(savedCar()) : noCalendar(c)));
    renderAt("/manage-listings/rental-car/c1", approved());
    const title = (await screen.findByLabelText("Title", { selector: "input" })) as HTMLInputElement;
    expect(screen.getByRole("heading", { level: 1, name: "Edit rental car" })).toBeTruthy();
    expect(title.value).toBe("Land Cruiser");
    expect((screen.getByLabelText("Price per day", { selector: "input" }) as HTMLInputElement).value).toBe("85.50");
    expect((screen.getByLabelText("Automatic") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "Preview" }).getAttribute("href")).toBe("/rental-car/land-cruiser");
  });

  it("asks before leaving with unsaved changes: Stay keeps the page, Leave goes", async () => {
    stubFetch();
    const { router } = renderAt("/manage-listings/new/tour", approved());
    fill("Title", "Horse trek");
    await act(async () =>
      fireEvent.click(screen.getAllByRole("link", { name: "Back to my listings" })[0] as HTMLElement),
    );
    const dialog = screen.getByRole("alertdialog", { name: "Leave without saving?" });
    await press("Stay on this page", dialog);
    expect(router.state.location.pathname).toBe("/manage-listings/new/tour");
    expect((screen.getByLabelText("Title", { selector: "input" }) as HTMLInputElement).value).toBe("Horse trek");

    await act(async () =>
      fireEvent.click(screen.getAllByRole("link", { name: "Back to my listings" })[0] as HTMLElement),
    );
    await press("Leave", screen.getByRole("alertdialog"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-listings"));
  });

  it("asks on Back too: Stay keeps the page and its changes, Leave goes back", async () => {
    stubFetch();
    renderAt("/manage-listings/new/tour", approved());
    fill("Title", "Horse trek");
    // The guard put an entry of its own on top of the page's; Back leaves it for the page's own entry.
    expect((window.history.state as { unsavedGuard?: boolean }).unsavedGuard).toBe(true);
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    await act(async () => window.dispatchEvent(new PopStateEvent("popstate", { state: null })));
    await press("Stay on this page", screen.getByRole("alertdialog", { name: "Leave without saving?" }));
    expect((window.history.state as { unsavedGuard?: boolean }).unsavedGuard).toBe(true);
    expect((screen.getByLabelText("Title", { selector: "input" }) as HTMLInputElement).value).toBe("Horse trek");
    expect(back).not.toHaveBeenCalled();

    await act(async () => window.dispatchEvent(new PopStateEvent("popstate", { state: null })));
    await press("Leave", screen.getByRole("alertdialog"));
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });

  it("answers an unknown kind with the not-found page", () => {
    stubFetch();
    renderAt("/manage-listings/new/boat", approved());
    expect(screen.getByRole("heading", { name: "There is no such kind of listing" })).toBeTruthy();
  });
});

describe("the listing editor's booking terms", () => {
  it("starts a new listing at a 20% deposit and the moderate policy, each policy in its words", () => {
    stubFetch();
    renderAt("/manage-listings/new/tour", approved());
    const terms = screen.getByRole("region", { name: "Booking terms" });
    expect((within(terms).getByLabelText("Deposit") as HTMLInputElement).value).toBe("20");
    const moderate = within(terms).getByRole("radio", { name: "Moderate" }) as HTMLInputElement;
    expect(moderate.checked).toBe(true);
    expect(document.getElementById(moderate.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Full refund if you cancel at least 7 days before the trip starts; no refund after that.",
    );
  });

  it("refuses a deposit outside 10–50% by the shared rules, then sends the deposit and the policy chosen", async () => {
    const calls = stubFetch((c) => (c.method === "POST" ? json(savedCar(), 201) : noCalendar(c)));
    renderAt("/manage-listings/new/rental-car", approved());
    fillCar();
    fill("Deposit", "60");
    await press("Save draft");
    expect(screen.getByRole("alert").textContent).toContain("Deposit: can be at most 50%");
    expect(calls).toEqual([]);

    fill("Deposit", "30");
    fireEvent.click(screen.getByRole("radio", { name: "Strict" }));
    await press("Save draft");
    await waitFor(() => expect(calls[0]?.method).toBe("POST"));
    expect(calls[0]?.body).toEqual(expect.objectContaining({ deposit_percent: 30, cancellation_policy: "strict" }));
  });

  it("fills the deposit and the policy from a saved listing", async () => {
    stubFetch((c) =>
      c.url === "/api/me/listings/rental-car/c1"
        ? json(savedCar({ deposit_percent: 35, cancellation_policy: "flexible" }))
        : noCalendar(c),
    );
    renderAt("/manage-listings/rental-car/c1", approved());
    expect(((await screen.findByLabelText("Deposit")) as HTMLInputElement).value).toBe("35");
    expect((screen.getByRole("radio", { name: "Flexible" }) as HTMLInputElement).checked).toBe(true);
  });
});

describe("the listing editor's blocked dates", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const calendarAnswer = (blocked: string[]) => (c: RecordedCall) => {
    if (c.url === "/api/me/listings/rental-car/c1") return json(savedCar());
    if (c.url.startsWith("/api/me/listings/rental-car/c1/calendar"))
      return json({
        blocked,
        held: [
          { day: "2026-06-10", booking_id: "bk-1" },
          { day: "2026-06-11", booking_id: "bk-1" },
        ],
      });
    if (c.method === "PUT") return json({ blocked: [], held: [] });
    return undefined;
  };

  it("shows the days the host blocked and the days bookings hold, each named in the calendar", async () => {
    const calls = stubFetch(calendarAnswer(["2026-06-05", "2026-06-06", "2026-06-20"]));
    renderAt("/manage-listings/rental-car/c1", approved());
    const section = await screen.findByRole("region", { name: "Blocked dates" });
    expect(await within(section).findByRole("button", { name: "Friday, June 5, 2026, blocked" })).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Wednesday, June 10, 2026, booked" })).toBeTruthy();
    expect(within(section).getByTestId("blocked-runs").textContent).toBe("Jun 05, 2026 - Jun 06, 2026; Jun 20, 2026");
    const booked = within(within(section).getByTestId("held-runs")).getByRole("link");
    expect(booked.textContent).toBe("Jun 10, 2026 - Jun 11, 2026");
    expect(booked.getAttribute("href")).toBe("/my-bookings?booking=bk-1");
    expect(calls.find((c) => c.url.includes("/calendar"))?.url).toBe(
      "/api/me/listings/rental-car/c1/calendar?from=2026-06-01&to=2026-07-16",
    );
  });

  it("blocks the range the host picks, and frees it again", async () => {
    let blocked: string[] = [];
    const calls = stubFetch((c) => {
      if (c.method === "PUT") {
        const body = c.body as { blocked: boolean };
        blocked = body.blocked ? ["2026-06-03", "2026-06-04"] : [];
      }
      return calendarAnswer(blocked)(c);
    });
    renderAt("/manage-listings/rental-car/c1", approved());
    const section = await screen.findByRole("region", { name: "Blocked dates" });
    const block = within(section).getByRole("button", { name: "Block these dates" }) as HTMLButtonElement;
    expect(block.disabled).toBe(true);
    fireEvent.click(await within(section).findByRole("button", { name: "Wednesday, June 3, 2026" }));
    fireEvent.click(within(section).getByRole("button", { name: "Thursday, June 4, 2026" }));
    expect(within(section).getByText("Selected: Jun 03, 2026 - Jun 04, 2026.")).toBeTruthy();
    await press("Block these dates", section);

    expect(await screen.findByText("Blocked Jun 03, 2026 - Jun 04, 2026.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([
      expect.objectContaining({
        url: "/api/me/listings/rental-car/c1/blocked-dates",
        body: { from: "2026-06-03", to: "2026-06-04", blocked: true },
      }),
    ]);
    expect(await within(section).findByRole("button", { name: "Wednesday, June 3, 2026, blocked" })).toBeTruthy();

    fireEvent.click(within(section).getByRole("button", { name: "Wednesday, June 3, 2026, blocked" }));
    await press("Free these dates", section);
    expect(await within(section).findByRole("button", { name: "Wednesday, June 3, 2026" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({
      from: "2026-06-03",
      to: "2026-06-03",
      blocked: false,
    });
  });

  it("has no blocked dates on a group tour, whose departures carry its dates", async () => {
    stubFetch((c) =>
      c.url === "/api/me/listings/group-tour/g1"
        ? json({
            ...savedCar(),
            kind: "group_tour",
            id: "g1",
            countries: ["Kazakhstan"],
            cities: [],
            number_of_days: 5,
            itinerary: [],
            price_per_person: 90000,
            max_group_size: 10,
            departures: [],
          })
        : undefined,
    );
    renderAt("/manage-listings/group-tour/g1", approved());
    expect(await screen.findByRole("region", { name: "Booking terms" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Blocked dates" })).toBeNull();
  });
});

describe("the listing page of an unpublished listing", () => {
  const detail = (preview: boolean): ListingDetailResponse => ({
    listing: {
      id: "c1",
      slug: "land-cruiser",
      title: "Land Cruiser",
      description: "A well-kept Land Cruiser for the steppe and the mountain passes.",
      status: preview ? "draft" : "published",
      images: [],
      topics: [],
      countries: ["Kazakhstan"],
      cities: ["Almaty"],
      published_at: null,
      updated_at: "2026-01-01T00:00:00Z",
      deposit_percent: 20,
      cancellation_policy: "moderate",
      kind: "rental_car",
      price_per_day: 8550,
      car_type: "SUV",
      make_model: "Toyota Land Cruiser",
      seats: 5,
      transmission: "automatic",
      driver_included: false,
    },
    host: aigerimProfile,
    more_from_host: [],
    ...(preview ? { preview: true as const } : {}),
  });
  const routes = [{ path: "/rental-car/:slugOrId", element: <ListingPage /> }];

  it("shows its owner a Preview — not published banner with a way back to the editor", async () => {
    renderRoutes(routes, "/rental-car/land-cruiser", () => json(detail(true)));
    const banner = await screen.findByRole("complementary", { name: "Preview — not published" });
    expect(banner.textContent).toContain("Travelers can't see it until you publish it.");
    expect(within(banner).getByRole("link", { name: "Edit listing" }).getAttribute("href")).toBe(
      "/manage-listings/rental-car/c1",
    );
  });

  it("shows no banner on a published listing", async () => {
    renderRoutes(routes, "/rental-car/land-cruiser", () => json(detail(false)));
    expect(await screen.findByRole("heading", { level: 1, name: "Land Cruiser" })).toBeTruthy();
    expect(screen.queryByText("Preview — not published")).toBeNull();
  });
});
