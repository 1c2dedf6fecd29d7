import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HomeResponse } from "../../domain/api-types";
import { CurrencyProvider } from "../../web/src/lib/currency";
import { ToastProvider } from "../../web/src/lib/toast";
import { Component as HomePage } from "../../web/src/pages/home/HomePage";

function renderHome(fetchImpl: typeof fetch) {
  vi.stubGlobal("fetch", fetchImpl);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <HomePage /> }]);
  return render(
    <QueryClientProvider client={client}>
      <CurrencyProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

afterEach(() => vi.unstubAllGlobals());

describe("home page", () => {
  it("shows 3 listing and 4 host skeletons while loading", () => {
    renderHome(() => new Promise<Response>(() => {}));
    expect(screen.getAllByTestId("listing-skeleton")).toHaveLength(3);
    expect(screen.getAllByTestId("host-skeleton")).toHaveLength(4);
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
    renderHome(() => json({ error: { code: "internal_error", message: "An unexpected error occurred" } }, 500));
    expect(await screen.findByText("No featured listings available at the moment.")).toBeTruthy();
    expect(screen.getByText("No hosts available at the moment.")).toBeTruthy();
    expect(screen.getByTestId("stat-satisfaction").textContent).toContain("96%");
    expect(screen.getByTestId("stat-countries").textContent).toContain("23");
  });
});
