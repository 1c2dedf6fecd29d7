import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HomeHostRow } from "../../domain/api/cards";
import type { HostsResponse } from "../../domain/api/hosts";
import { hostsHeading } from "../../domain/titles";
import { Component as HostsPage } from "../../web/src/pages/hosts/HostsPage";
import { hostRow } from "./fixtures";
import { apiError, json, neverAnswers, renderRoutes } from "./render";

function host(n: number, overrides: Partial<HomeHostRow> = {}): HomeHostRow {
  return hostRow({ id: `host-${n}`, profile_slug: `host${n}`, first_name: `Host${n}`, ...overrides });
}

const page = (hosts: HomeHostRow[], next_cursor: string | null = null): HostsResponse => ({ hosts, next_cursor });

/** Renders /hosts at `path`; `respond` gets each call's query parameters, `sent()` lists them all. */
function renderHosts(path: string, respond: (params: URLSearchParams) => Response | Promise<Response>) {
  const { calls, router } = renderRoutes([{ path: "/hosts", element: <HostsPage /> }], path, (url) =>
    respond(new URL(url, "http://x").searchParams),
  );
  const sent = () => calls.map((url) => Object.fromEntries(new URL(url, "http://x").searchParams));
  return { router, sent, url: () => router.state.location.search };
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

  it("shows the spec's empty state and clears the filter", async () => {
    const { url } = renderHosts("/hosts?location=Atlantis", (params) =>
      json(params.get("location") ? page([]) : page([host(1)])),
    );
    expect(await screen.findByText("No hosts available at the moment.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(url()).toBe("");
    expect(await screen.findByRole("link", { name: "Host1 Bekova" })).toBeTruthy();
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
