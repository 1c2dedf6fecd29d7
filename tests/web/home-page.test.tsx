import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HomeResponse } from "../../domain/api/home";
import { Component as HomePage } from "../../web/src/pages/home/HomePage";
import { apiError, json, neverAnswers, type Respond, renderRoutes } from "./render";

const renderHome = (respond: Respond) => renderRoutes([{ path: "/", element: <HomePage /> }], "/", respond);

describe("home page", () => {
  it("shows 3 listing and 4 host skeletons while loading", async () => {
    renderHome(neverAnswers);
    expect(await screen.findAllByTestId("host-skeleton")).toHaveLength(4);
    expect(screen.getAllByTestId("listing-skeleton")).toHaveLength(3);
    expect(screen.getByText("Map will load when visible")).toBeTruthy();
  });

  it("shows the spec's empty states when there are no listings or hosts", async () => {
    const empty: HomeResponse = {
      listings: [],
      hosts: [],
      map: [],
      stats: { countries_count: 0, hosts_count: 0, travelers_count: 0 },
      countries: [],
    };
    renderHome(() => json(empty));
    expect(await screen.findByText("No featured listings available at the moment.")).toBeTruthy();
    expect(screen.getByText("No hosts available at the moment.")).toBeTruthy();
    expect(screen.queryAllByTestId("listing-skeleton")).toHaveLength(0);
    expect(screen.getByTestId("stat-travelers").textContent).toContain("33,000");
  });

  it("falls back to empty states and the default statistics when the home data fails to load", async () => {
    renderHome(() => apiError(500));
    expect(await screen.findByText("No featured listings available at the moment.")).toBeTruthy();
    expect(screen.getByText("No hosts available at the moment.")).toBeTruthy();
    expect(await screen.findByText("Figures from our last count.")).toBeTruthy();
    expect(screen.getByTestId("stat-satisfaction").textContent).toContain("96%");
    expect(screen.getByTestId("stat-countries").textContent).toContain("23");
    expect(screen.getByTestId("stat-travelers").textContent).toContain("33,009");
  });
});
