import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Component as HostPage } from "../../web/src/pages/host/HostPage";
import { Component as ListingPage } from "../../web/src/pages/listing/ListingPage";
import { Component as TravelerPage } from "../../web/src/pages/travelers/TravelerPage";
import { aigerimProfile } from "./fixtures";
import { apiError, json, renderRoutes } from "./render";

/**
 * Old links (a changed profile or listing slug): the API answers 301 `{ redirect }` and the page replaces the
 * address with the current one (worker side: tests/worker/slug-redirects.test.ts).
 */

const ROUTES = [
  { path: "/host/:hostSlug", element: <HostPage /> },
  { path: "/traveler/:idOrSlug", element: <TravelerPage /> },
  { path: "/tour/:slugOrId", element: <ListingPage /> },
];

const moved = (to: string) => json({ redirect: to }, 301);

describe("a page opened by an old slug", () => {
  it("host: replaces the address with the new one, keeping query and fragment, and shows the host", async () => {
    const { router, calls } = renderRoutes(
      ROUTES,
      "/host/aigerim-old?from=share#reviews",
      (url) => {
        const path = new URL(url, "http://x").pathname;
        if (path === "/api/hosts/aigerim-old") return moved("/host/aigerim");
        if (path === "/api/hosts/aigerim") return json({ host: aigerimProfile, listings: [] });
        if (path === "/api/hosts/aigerim/reviews") return json({ reviews: [], next_cursor: null });
        return apiError(404);
      },
      { retry: true },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Aigerim Bekova" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/host/aigerim");
    expect(router.state.location.search).toBe("?from=share");
    expect(router.state.location.hash).toBe("#reviews");
    expect(router.state.historyAction).toBe("REPLACE");
    // A 301 is an answer: asked once, not retried.
    expect(calls.filter((c) => c.split("?")[0] === "/api/hosts/aigerim-old").length).toBe(1);
  });

  it("traveler and listing: go to the path the API names", async () => {
    const traveler = renderRoutes(ROUTES, "/traveler/saule-old", (url) =>
      url.startsWith("/api/travelers/saule-old") ? moved("/traveler/saule-k") : apiError(404),
    );
    await waitFor(() => expect(traveler.calls.some((c) => c.startsWith("/api/travelers/saule-k"))).toBe(true));
    expect(traveler.router.state.location.pathname).toBe("/traveler/saule-k");
    traveler.unmount();

    const listing = renderRoutes(ROUTES, "/tour/old-canyon-tour", (url) =>
      url.startsWith("/api/listings/tour/old-canyon-tour") ? moved("/tour/charyn-canyon") : apiError(404),
    );
    await waitFor(() => expect(listing.router.state.location.pathname).toBe("/tour/charyn-canyon"));
    expect(listing.router.state.historyAction).toBe("REPLACE");
  });

  it("never follows a redirect off the site: an address elsewhere is a load error", async () => {
    const { router } = renderRoutes(ROUTES, "/traveler/saule-old", () => moved("//evil.example/traveler/x"), {
      retry: true,
    });
    expect(await screen.findByText("This profile could not be loaded")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/traveler/saule-old");
  });
});
