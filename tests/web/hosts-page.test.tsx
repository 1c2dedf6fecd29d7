import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HomeHostRow } from "../../domain/api/cards";
import type { HostsResponse } from "../../domain/api/hosts";
import type { CountriesResponse } from "../../domain/api/places";
import { hostsHeading } from "../../domain/titles";
import { Component as HostsPage } from "../../web/src/pages/hosts/HostsPage";
import { hostRow, listingRow } from "./fixtures";
import { apiError, json, neverAnswers, renderRoutes } from "./render";

function host(n: number, overrides: Partial<HomeHostRow> = {}): HomeHostRow {
  return hostRow({ id: `host-${n}`, profile_slug: `host${n}`, first_name: `Host${n}`, ...overrides });
}

const page = (hosts: HomeHostRow[], next_cursor: string | null = null, total = hosts.length): HostsResponse => ({
  hosts,
  next_cursor,
  total,
});

/** Renders /hosts at `path`; `respond` gets each call's query parameters, `sent()` lists them all. */
function renderHosts(path: string, respond: (params: URLSearchParams) => Response | Promise<Response>) {
  const { calls, router } = renderRoutes([{ path: "/hosts", element: <HostsPage /> }], path, (url) =>
    respond(new URL(url, "http://x").searchParams),
  );
  const sent = () => calls.map((url) => Object.fromEntries(new URL(url, "http://x").searchParams));
  return { router, sent, url: () => router.state.location.search };
}

const COUNTRIES: CountriesResponse = {
  countries: [
    { country: "Kazakhstan", listings: 12, hosts: 5 },
    { country: "Georgia", listings: 4, hosts: 2 },
  ],
};

/** Renders /hosts at `path`, answering every API call (hosts, listings, countries) by its URL. */
function renderHostsApi(path: string, respond: (url: URL) => Response | Promise<Response>) {
  const { router } = renderRoutes([{ path: "/hosts", element: <HostsPage /> }], path, (raw) =>
    respond(new URL(raw, "http://x")),
  );
  return { url: () => router.state.location.search };
}

describe("/hosts page", () => {
  it("names the place in the heading", () => {
    expect(hostsHeading("", "Kazakhstan")).toBe("Local hosts in Kazakhstan");
    expect(hostsHeading("Hyderabad", "Pakistan")).toBe("Local hosts in Hyderabad, Pakistan");
    expect(hostsHeading("", "")).toBe("Local hosts");
  });

  it("shows 4 host skeletons while loading", () => {
    renderHosts("/hosts", neverAnswers);
    expect(screen.getAllByTestId("host-skeleton")).toHaveLength(4);
  });

  it("asks for the country's hosts and shows each as a card", async () => {
    const { sent } = renderHosts("/hosts?country=Kazakhstan", () =>
      json(
        page([
          host(1, {
            first_name: "Aigerim",
            is_superhost: true,
            last_seen_at: new Date(Date.now() - 60_000).toISOString(),
            response_time_minutes: 20,
            response_time_sample_size: 5,
          }),
        ]),
      ),
    );
    const link = await screen.findByRole("link", { name: "Aigerim Bekova" });
    expect(link.getAttribute("href")).toBe("/host/host1");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Local hosts in Kazakhstan");
    const card = link.closest("article");
    expect(card?.textContent).toContain("Verified");
    expect(card?.textContent).toContain("Superhost");
    expect(card?.textContent).toContain("Local guide · Almaty, Kazakhstan");
    expect(card?.textContent).toContain("4.9");
    expect(card?.textContent).toContain("(16 reviews)");
    expect(card?.textContent).toContain("Online now");
    expect(card?.textContent).toContain("within 30 minutes");
    expect(sent()).toEqual([{ country: "Kazakhstan" }]);
    expect(screen.getByRole("combobox", { name: "City or country" })).toHaveProperty("value", "Kazakhstan");
  });

  it("searches a typed location in place of the country", async () => {
    const { url, sent } = renderHosts("/hosts?country=Kazakhstan", () => json(page([host(1)])));
    await screen.findByRole("link", { name: "Host1 Bekova" });
    const input = screen.getByRole("combobox", { name: "City or country" });
    fireEvent.change(input, { target: { value: "Almaty" } });
    fireEvent.click(screen.getByRole("button", { name: "Find hosts" }));
    expect(url()).toBe("?location=Almaty");
    expect(await screen.findByRole("heading", { name: "Local hosts in Almaty" })).toBeTruthy();
    expect(sent().at(-1)).toEqual({ location: "Almaty" });
  });

  it("loads more hosts with the cursor", async () => {
    const { sent } = renderHosts("/hosts", (params) =>
      json(params.get("cursor") === "next" ? page([host(2)]) : page([host(1)], "next")),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Load more hosts" }));
    expect(await screen.findByRole("link", { name: "Host2 Bekova" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(sent()).toEqual([{}, { cursor: "next" }]);
  });

  it("says how many hosts match in all, not only the page loaded", async () => {
    renderHosts("/hosts", () => json(page([host(1)], "next", 37)));
    await screen.findByRole("link", { name: "Host1 Bekova" });
    expect(screen.getByText("37 hosts")).toBeTruthy();
    expect(screen.queryByText(/\d\+ hosts/)).toBeNull();
  });

  it("beside the hosts found for a place, links to the listings that mention it", async () => {
    renderHostsApi("/hosts?location=Pamir", (u) =>
      u.pathname === "/api/listings"
        ? json({ listings: [listingRow()], next_cursor: null, total: 4 })
        : json(page([host(1)], null, 1)),
    );
    expect(await screen.findByText("1 host")).toBeTruthy();
    const link = await screen.findByRole("link", { name: "4 listings mention “Pamir”" });
    expect(link.getAttribute("href")).toBe("/listings?search=Pamir");
  });

  it("shows the spec's empty state only when there are no hosts at all", async () => {
    renderHosts("/hosts", () => json(page([])));
    expect(await screen.findByText("No hosts available at the moment.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /show all|clear/i })).toBeNull();
  });

  it("says a search found nobody, offers the nearest places and matching listings, with one way to clear", async () => {
    const { url } = renderHostsApi("/hosts?location=Almat", (u) => {
      if (u.pathname === "/api/countries") return json(COUNTRIES);
      if (u.pathname === "/api/listings")
        return json({ listings: [listingRow({ id: "l1", title: "Big Almaty Lake" })], next_cursor: null, total: 5 });
      return json(u.searchParams.get("location") ? page([]) : page([host(1)]));
    });
    expect(await screen.findByText("No hosts found for “Almat”")).toBeTruthy();
    expect(screen.queryByText("No hosts available at the moment.")).toBeNull();
    const nearest = await screen.findByRole("navigation", { name: "Try a place near it:" });
    const almaty = await within(nearest).findByRole("link", { name: "Almaty, Kazakhstan" });
    expect(almaty.getAttribute("href")).toBe("/hosts?location=Almaty");
    expect(await screen.findByRole("heading", { name: "Listings that mention “Almat”" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all 5 listings" }).getAttribute("href")).toBe(
      "/listings?search=Almat",
    );
    expect(screen.getByRole("link", { name: /Big Almaty Lake/ })).toBeTruthy();
    // One control clears the search, not two that do the same.
    const clears = screen.getAllByRole("button").filter((b) => /clear|show all/i.test(b.textContent ?? ""));
    expect(clears.map((b) => b.textContent)).toEqual(["Show all hosts"]);
    fireEvent.click(screen.getByRole("button", { name: "Show all hosts" }));
    expect(url()).toBe("");
    expect(await screen.findByRole("link", { name: "Host1 Bekova" })).toBeTruthy();
  });

  it("offers the places closest in spelling for nonsense, and no listings section when none match", async () => {
    renderHostsApi("/hosts?location=Qxzzv", (u) => {
      if (u.pathname === "/api/countries") return json(COUNTRIES);
      if (u.pathname === "/api/listings") return json({ listings: [], next_cursor: null, total: 0 });
      return json(page([]));
    });
    expect(await screen.findByText("No hosts found for “Qxzzv”")).toBeTruthy();
    const nearest = await screen.findByRole("navigation", { name: "Try a place near it:" });
    const links = await within(nearest).findAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(3);
    for (const l of links) expect(l.getAttribute("href")).toMatch(/^\/hosts\?(country|location)=/);
    expect(screen.queryByRole("heading", { name: /Listings that mention/ })).toBeNull();
  });

  it("offers a retry when the hosts fail to load", async () => {
    let fail = true;
    renderHosts("/hosts", () => (fail ? apiError(503) : json(page([host(1)]))));
    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load hosts.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Host1 Bekova" })).toBeTruthy();
  });
});
