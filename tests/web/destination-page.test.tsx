import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HomeResponse } from "../../domain/api/home";
import type { CountriesResponse, DestinationResponse } from "../../domain/api/places";
import { photoSrc } from "../../domain/media";
import { Component as DestinationPage } from "../../web/src/pages/destinations/DestinationPage";
import { Component as DestinationsPage } from "../../web/src/pages/destinations/DestinationsPage";
import { Component as KazakhstanPage } from "../../web/src/pages/destinations/KazakhstanPage";
import { hostRow, listingRow } from "./fixtures";
import { apiError, json, neverAnswers, type Respond, renderRoutes } from "./render";

const notFound = () => apiError(404, "Destination not found");
const failure = () => apiError(500);

const ROUTES = [
  { path: "/destinations", element: <DestinationsPage /> },
  { path: "/destinations/:country", element: <DestinationPage /> },
  { path: "/kazakhstan", element: <KazakhstanPage /> },
  { path: "*", element: <p>Another page</p> },
];

/** Renders the destination routes at `path`, answering API calls with `respond`; `calls` are the fetched paths. */
const renderAt = (path: string, respond: Respond) => renderRoutes(ROUTES, path, respond);

const host = hostRow({ is_superhost: true });

const listing = listingRow();

const kazakhstan: DestinationResponse = {
  country: "Kazakhstan",
  slug: "kazakhstan",
  image: { url: "/media/demo/places/kazakhstan-1.webp", alt: "Peaks above Big Almaty Lake" },
  counts: { hosts: 6, listings: 24 },
  cities: [
    { city: "Almaty", listings: 10 },
    { city: "Astana", listings: 1 },
  ],
  hosts: [host],
  listings: [listing],
};

const countries: CountriesResponse = {
  countries: [
    { country: "Sri Lanka", listings: 1, hosts: 1 },
    { country: "Kazakhstan", listings: 24, hosts: 6 },
    { country: "Laos", listings: 11, hosts: 4 },
    // A country where a host lives but no listing goes yet: still one of the countries we have.
    { country: "Oman", listings: 0, hosts: 2 },
  ],
};

const home: HomeResponse = {
  listings: [],
  hosts: [],
  map: [],
  stats: { countries_count: 3, hosts_count: 9, travelers_count: 1 },
  countries: [
    { country: "Kazakhstan", hosts: 6, image_url: "/media/demo/places/kazakhstan-1.webp", alt_text: "x" },
    { country: "Sri Lanka", hosts: 1, image_url: "/media/demo/places/sri-lanka-1.webp", alt_text: "y" },
    { country: "Laos", hosts: 4, image_url: null, alt_text: null },
  ],
};

const directory: Respond = (url) => (url.startsWith("/api/countries") ? json(countries) : json(home));

describe("all destinations (/destinations)", () => {
  it("shows card placeholders while the countries load", () => {
    renderAt("/destinations", neverAnswers);
    expect(screen.getAllByTestId("destination-skeleton")).toHaveLength(8);
  });

  it("lists the countries we have from A to Z, with counts, linking to each country page", async () => {
    renderAt("/destinations", directory);
    const list = await screen.findByRole("list", { name: "All destinations" });
    const links = await within(list).findAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/destinations/kazakhstan",
      "/destinations/laos",
      "/destinations/oman",
      "/destinations/sri-lanka",
    ]);
    expect(await within(list).findByText("24 listings · 6 local hosts")).toBeTruthy();
    expect(within(list).getByText("1 listing · 1 local host")).toBeTruthy();
    expect(within(list).getByText("2 local hosts")).toBeTruthy();
    expect(screen.getByText(/^4 countries with local guides/)).toBeTruthy();
    expect(screen.queryAllByTestId("destination-skeleton")).toHaveLength(0);
  });

  it("uses the destination photo when there is one and a generated scene otherwise", async () => {
    renderAt("/destinations", directory);
    const laos = await screen.findByRole("link", { name: /Laos/ });
    const kz = await screen.findByRole("link", { name: /Kazakhstan/ });
    await within(kz).findByText("24 listings · 6 local hosts");
    expect(kz.querySelector("img")?.getAttribute("src")).toBe(photoSrc("/media/demo/places/kazakhstan-1.webp", 960));
    expect(within(laos).getByTestId("generated-scene")).toBeTruthy();
    expect(laos.querySelector("img")).toBeNull();
  });

  it("still lists the countries, without photos, when the home data fails", async () => {
    renderAt("/destinations", (url) => (url.startsWith("/api/countries") ? json(countries) : failure()));
    const links = await screen.findAllByRole("link");
    expect(links).toHaveLength(4);
    expect(screen.getAllByTestId("generated-scene")).toHaveLength(4);
    expect(screen.getByText("24 listings · 6 local hosts")).toBeTruthy();
  });

  it("says so when no country has listings", async () => {
    renderAt("/destinations", (url) => (url.startsWith("/api/countries") ? json({ countries: [] }) : json(home)));
    expect(await screen.findByText("No destinations available at the moment.")).toBeTruthy();
  });

  it("offers a retry when the countries fail to load, and shows them once they arrive", async () => {
    let fail = true;
    renderAt("/destinations", (url) => {
      if (!url.startsWith("/api/countries")) return json(home);
      return fail ? failure() : json(countries);
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Destinations could not be loaded");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Sri Lanka/ })).toBeTruthy();
  });
});

describe("a country page (/destinations/{country})", () => {
  it("shows hero, host and listing placeholders while loading", () => {
    renderAt("/destinations/kazakhstan", neverAnswers);
    expect(screen.getByTestId("destination-hero-skeleton")).toBeTruthy();
    expect(screen.getAllByTestId("host-skeleton")).toHaveLength(4);
    expect(screen.getAllByTestId("listing-skeleton")).toHaveLength(3);
  });

  it("shows the photo, name, counts, cities, top hosts and newest listings with links to see more", async () => {
    const { calls } = renderAt("/destinations/kazakhstan", () => json(kazakhstan));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Kazakhstan");
    expect(calls).toContain("/api/destinations/kazakhstan");
    expect(screen.getByRole("img", { name: "Peaks above Big Almaty Lake" }).getAttribute("src")).toBe(
      photoSrc("/media/demo/places/kazakhstan-1.webp", 960),
    );
    expect(screen.getByTestId("destination-counts").textContent).toBe("6 local hosts24 listings2 cities");

    expect(screen.getByRole("link", { name: /Almaty\s*10 listings/ }).getAttribute("href")).toBe(
      "/listings?country=Kazakhstan&city=Almaty",
    );
    expect(screen.getByRole("link", { name: /Astana\s*1 listing$/ })).toBeTruthy();

    expect(screen.getByRole("link", { name: "Aigerim Bekova" }).getAttribute("href")).toBe("/host/aigerim");
    expect(screen.getByRole("link", { name: "All hosts in Kazakhstan" }).getAttribute("href")).toBe(
      "/hosts?country=Kazakhstan",
    );
    expect(screen.getByRole("link", { name: "Charyn Canyon day trip" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All listings in Kazakhstan" }).getAttribute("href")).toBe(
      "/listings?country=Kazakhstan",
    );
    expect(screen.getByRole("link", { name: "Destinations" }).getAttribute("href")).toBe("/destinations");
  });

  it("accepts a country name in the URL and shows a generated scene when there is no photo", async () => {
    const { calls } = renderAt("/destinations/Sri%20Lanka", () =>
      json({ ...kazakhstan, country: "Sri Lanka", slug: "sri-lanka", image: null, cities: [] }),
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Sri Lanka");
    expect(calls).toContain("/api/destinations/Sri%20Lanka");
    expect(screen.getByTestId("generated-scene")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Cities and regions" })).toBeNull();
  });

  it("says a section is empty rather than leaving a gap", async () => {
    renderAt("/destinations/laos", () =>
      json({ ...kazakhstan, country: "Laos", slug: "laos", counts: { hosts: 0, listings: 3 }, hosts: [] }),
    );
    expect(await screen.findByText("No hosts in Laos yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Charyn Canyon day trip" })).toBeTruthy();
  });

  it("shows a not-found state for an unknown country", async () => {
    const { calls } = renderAt("/destinations/atlantis", notFound);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Atlantis isn't on our map yet");
    expect(screen.getByRole("link", { name: "See all destinations" }).getAttribute("href")).toBe("/destinations");
    expect(calls.filter((c) => c.startsWith("/api/destinations"))).toHaveLength(1);
  });

  it("shows the not-found state for a country with no hosts and no listings", async () => {
    renderAt("/destinations/sri-lanka", () =>
      json({ ...kazakhstan, country: "Sri Lanka", counts: { hosts: 0, listings: 0 }, hosts: [], listings: [] }),
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Sri Lanka isn't on our map yet");
    expect(screen.queryByRole("heading", { name: /Top hosts/ })).toBeNull();
  });

  it("retries a failed load twice by itself, then offers a retry", async () => {
    let fail = true;
    const { calls } = renderAt("/destinations/kazakhstan", () => (fail ? failure() : json(kazakhstan)));
    const alert = await screen.findByRole("alert", {}, { timeout: 6000 });
    expect(alert.textContent).toContain("This destination could not be loaded");
    expect(calls).toHaveLength(3);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Kazakhstan");
  }, 10_000);
});

describe("/kazakhstan", () => {
  it("is the country page of Kazakhstan", async () => {
    const { calls } = renderAt("/kazakhstan", () => json(kazakhstan));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Kazakhstan");
    expect(calls).toEqual(["/api/destinations/kazakhstan"]);
    expect(screen.getByRole("link", { name: "Aigerim Bekova" })).toBeTruthy();
  });
});
