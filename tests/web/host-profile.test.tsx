import { notifyManager } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HostProfile } from "../../domain/api/cards";
import type { HostResponse, ReviewRow } from "../../domain/api/hosts";
import { FIRST_VIEW } from "../../domain/first-view";
import { photoSrc } from "../../domain/media";
import { queryClient } from "../../web/src/lib/query";
import { Component as HostPage } from "../../web/src/pages/host/HostPage";
import { aigerimProfile, bigAlmatyLake } from "./fixtures";
import { apiError, json, neverAnswers, renderRoutes } from "./render";

const NOW = new Date("2026-06-01T12:00:00Z");

const host: HostProfile = {
  ...aigerimProfile,
  last_seen_at: "2026-06-01T11:58:00Z",
  is_online: true,
  response_time_minutes: 90,
  languages: ["English", "Russian", "Kazakh"],
  bio: "I grew up in the mountains above Almaty.\n\nI have guided for nine years.",
};

const listing = bigAlmatyLake;

const review = (n: number): ReviewRow => ({
  id: `r${n}`,
  rating: 5,
  body: `Review number ${n}`,
  created_at: "2026-05-03T00:00:00Z",
  traveler_name: `Traveler ${n}.`,
  traveler_photo: null,
  traveler_country: "France",
  listing_title: n === 1 ? "Big Almaty Lake at sunrise" : null,
  photos: [],
  host_reply: null,
  host_reply_at: null,
});

const notFound = () => apiError(404, "No approved host has this profile link");

const ROUTES = [
  { path: "/host/:hostSlug", element: <HostPage /> },
  { path: "/auth", element: <h1>Sign in</h1> },
];

/** Renders the host page at `path`; `respond` gets each call's URL. The page's own retry rules apply. */
const renderAt = (path: string, respond: (url: URL) => Response | Promise<Response>) =>
  renderRoutes(ROUTES, path, (url) => respond(new URL(url, "http://x")), { retry: true });

/** A server with one host: profile at /api/hosts/aigerim, reviews paged by `pages`. */
function server(profile: HostResponse, pages: ReviewRow[][] = [[]]) {
  return (url: URL) => {
    if (url.pathname === "/api/hosts/aigerim") return json(profile);
    if (url.pathname === "/api/hosts/aigerim/reviews") {
      const n = Number(url.searchParams.get("cursor") ?? "0");
      return json({ reviews: pages[n] ?? [], next_cursor: n + 1 < pages.length ? String(n + 1) : null });
    }
    return notFound();
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => vi.useRealTimers());

describe("host profile page", () => {
  it("shows a skeleton while the profile loads", () => {
    renderAt("/host/aigerim", neverAnswers);
    expect(screen.getByTestId("host-profile-skeleton")).toBeTruthy();
  });

  it("keeps the worker's drawn view until the profile is drawn, then ends it (decision 047)", async () => {
    const view = Object.assign(document.createElement("div"), { id: FIRST_VIEW.drawnId });
    document.body.prepend(view);
    let answer: (r: Response) => void = () => {};
    renderAt("/host/aigerim", (url) =>
      url.pathname === "/api/hosts/aigerim"
        ? new Promise<Response>((r) => (answer = r))
        : json({ reviews: [], next_cursor: null }),
    );
    expect(screen.getByTestId("host-profile-skeleton")).toBeTruthy();
    expect(view.isConnected).toBe(true);
    answer(json({ host, listings: [] }));
    await screen.findByRole("heading", { level: 1, name: "Aigerim Bekova" });
    expect(view.isConnected).toBe(false);
  });

  it("shows who the host is: Verified, superhost, type, place, rating, activity, response time, languages, bio", async () => {
    renderAt("/host/aigerim", server({ host, listings: [listing] }));
    const title = await screen.findByRole("heading", { level: 1, name: "Aigerim Bekova" });
    const header = title.closest("header") as HTMLElement;
    expect(within(header).getByText("Verified")).toBeTruthy();
    expect(within(header).getByText("Superhost")).toBeTruthy();
    expect(within(header).getByText("Local guide")).toBeTruthy();
    expect(within(header).getByText("Almaty, Kazakhstan")).toBeTruthy();
    expect(within(header).getByText("4.9")).toBeTruthy();
    expect(within(header).getByText("(31 reviews)")).toBeTruthy();
    expect(within(header).getByText("Online now")).toBeTruthy();
    expect(within(header).getByText("Usually responds within 2 hours")).toBeTruthy();
    expect(within(header).getByText("English, Russian, Kazakh")).toBeTruthy();
    expect(within(header).getByText("9 years")).toBeTruthy();
    expect(within(header).getByText("Member since January 2025")).toBeTruthy();
    // The 128 px photo: the 320 px copy (sharp at 2x), not the 960 px one.
    expect(header.querySelector("img")?.getAttribute("src")).toBe(photoSrc("/media/demo/people/001.webp", 320));
    expect(screen.getByRole("heading", { name: "About Aigerim" })).toBeTruthy();
    expect(screen.getByText("I have guided for nine years.")).toBeTruthy();
  });

  it("lists the host's listings as cards linking to their detail pages", async () => {
    renderAt("/host/aigerim", server({ host, listings: [listing] }));
    const section = (await screen.findByRole("heading", { name: "Listings by Aigerim" })).parentElement as HTMLElement;
    expect(within(section).getByRole("link", { name: "Big Almaty Lake at sunrise" }).getAttribute("href")).toBe(
      "/tour/big-almaty-lake",
    );
  });

  it("looks the slug up in lower case", async () => {
    const { calls } = renderAt("/host/AiGerim", server({ host, listings: [] }));
    await screen.findByRole("heading", { level: 1, name: "Aigerim Bekova" });
    expect(calls).toContain("/api/hosts/aigerim");
    // The reviews are asked for by the page drawn with the host, after its commit.
    await waitFor(() => expect(calls).toContain("/api/hosts/aigerim/reviews"));
  });

  it("shows verified reviews and loads more with the cursor until there are no more", async () => {
    const { calls } = renderAt("/host/aigerim", server({ host, listings: [] }, [[review(1), review(2)], [review(3)]]));
    expect(await screen.findByText("Review number 1")).toBeTruthy();
    const reviews = screen.getByTestId("reviews");
    expect(within(reviews).getAllByRole("listitem")).toHaveLength(2);
    expect(within(reviews).getByText("Big Almaty Lake at sunrise")).toBeTruthy();
    expect(within(reviews).getAllByText("France · May 03, 2026")).toHaveLength(2);
    expect(within(reviews).getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Load more reviews" }));
    expect(await screen.findByText("Review number 3")).toBeTruthy();
    expect(within(screen.getByTestId("reviews")).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more reviews" })).toBeNull();
    expect(calls).toContain("/api/hosts/aigerim/reviews?cursor=1");
  });

  it("shows a review's photos as thumbnails that open full screen, and the host's reply", async () => {
    const answered: ReviewRow = {
      ...review(1),
      photos: ["/media/p/lake-1.webp", "/media/p/lake-2.webp"],
      host_reply: "Thank you! The lake was kind to us that morning.",
      host_reply_at: "2026-05-06T00:00:00Z",
    };
    renderAt("/host/aigerim", server({ host, listings: [] }, [[answered, review(2)]]));
    const first = (await screen.findByText("Review number 1")).closest("li") as HTMLElement;
    const reply = within(first).getByText("Response from Aigerim");
    expect(reply.textContent).toContain("May 06, 2026");
    expect(reply.parentElement?.textContent).toContain("Thank you! The lake was kind to us that morning.");
    const second = screen.getByText("Review number 2").closest("li") as HTMLElement;
    expect(within(second).queryByText(/Response from/)).toBeNull();
    expect(within(second).queryByRole("list")).toBeNull();

    const thumbs = within(first).getByRole("list", { name: "Photos from Traveler 1.'s review" });
    expect([...thumbs.querySelectorAll("img")].map((i) => i.getAttribute("src"))).toEqual([
      photoSrc("/media/p/lake-1.webp", 160),
      photoSrc("/media/p/lake-2.webp", 160),
    ]);
    fireEvent.click(within(thumbs).getByRole("button", { name: "Open photo 1 of 2 from Traveler 1.'s review" }));
    const lightbox = screen.getByRole("dialog", { name: "Photos from Traveler 1.'s review" }) as HTMLDialogElement;
    expect(lightbox.open).toBe(true);
    expect(within(lightbox).getByRole("img", { name: "Photo 1 of 2 from Traveler 1.'s review" })).toBeTruthy();
    fireEvent.click(within(lightbox).getByRole("button", { name: "Next photo" }));
    expect(within(lightbox).getByRole("img").getAttribute("src")).toBe(photoSrc("/media/p/lake-2.webp", 960));
    fireEvent.keyDown(lightbox, { key: "Escape" });
    expect(lightbox.open).toBe(false);
  });

  it("shows empty states when the host has no listings and no reviews", async () => {
    renderAt("/host/aigerim", server({ host, listings: [] }));
    expect(await screen.findByText(/Aigerim has no published listings yet/)).toBeTruthy();
    expect(await screen.findByText("No verified reviews for Aigerim yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more reviews" })).toBeNull();
  });

  it("leaves out what a new host does not have yet: rating, response time, bio", async () => {
    const fresh: HostProfile = {
      ...host,
      rating: 0,
      total_reviews: 0,
      is_superhost: false,
      last_seen_at: null,
      is_online: false,
      response_time_minutes: null,
      response_time_sample_size: 0,
      bio: null,
    };
    renderAt("/host/aigerim", server({ host: fresh, listings: [] }));
    const header = (await screen.findByRole("heading", { level: 1 })).closest("header") as HTMLElement;
    expect(within(header).getByText("No reviews yet")).toBeTruthy();
    expect(within(header).getByText("New to messaging")).toBeTruthy();
    expect(within(header).queryByText("Superhost")).toBeNull();
    expect(within(header).queryByText(/Usually responds/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "About Aigerim" })).toBeNull();
  });

  it("sends a guest who presses Message Host to /auth with 'Please log in to continue'", async () => {
    const { router } = renderAt("/host/aigerim", server({ host, listings: [] }));
    fireEvent.click(await screen.findByRole("button", { name: "Message Host" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth");
    expect(screen.getByText("Please log in to continue")).toBeTruthy();
  });

  it("shows the not-found state for an unknown or unapproved host, without retrying", async () => {
    const { calls } = renderAt("/host/nobody", () => notFound());
    expect(await screen.findByRole("heading", { name: "This host isn't here" })).toBeTruthy();
    await waitFor(() => expect([...calls].sort()).toEqual(["/api/hosts/nobody", "/api/hosts/nobody/reviews"]));
  });

  it("offers a retry when the profile fails to load", async () => {
    let fail = true;
    renderAt("/host/aigerim", (url) => (fail ? apiError(500) : server({ host, listings: [] })(url)));
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: "Aigerim Bekova" })).toBeTruthy();
  });
  it("keeps the host on screen when a later refetch fails (the error screen is for a first load)", async () => {
    let fail = false;
    const { calls } = renderAt("/host/aigerim", (url) => (fail ? apiError(500) : server({ host, listings: [] })(url)));
    await screen.findByRole("heading", { level: 1, name: "Aigerim Bekova" });
    fail = true;
    const before = calls.length;
    // The query's observers are told within act (the library's default is a later task), so the page has drawn
    // the failed refetch's state when act returns.
    notifyManager.setScheduler(queueMicrotask);
    try {
      await act(() => queryClient.refetchQueries({ queryKey: ["host", "aigerim"] }));
    } finally {
      notifyManager.setScheduler((cb) => setTimeout(cb, 0));
    }
    expect(calls.length).toBeGreaterThan(before + 1);
    expect(queryClient.getQueryState(["host", "aigerim"])?.status).toBe("error");
    expect(screen.getByRole("heading", { level: 1, name: "Aigerim Bekova" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("opening another host from the page draws that host's page, not the last one's", async () => {
    const other: HostProfile = {
      ...host,
      id: "h-other",
      user_id: "u-other",
      profile_slug: "dana",
      first_name: "Dana",
      last_name: "Lee",
      bio: "",
    };
    const page = (
      <>
        <Link to="/host/aigerim">To Aigerim</Link>
        <Link to="/host/dana">To Dana</Link>
        <HostPage />
      </>
    );
    renderRoutes([{ path: "/host/:hostSlug", element: page }], "/host/aigerim", (url) => {
      const path = new URL(url, "http://x").pathname;
      if (path.endsWith("/reviews")) return json({ reviews: [], next_cursor: null });
      return json({ host: path === "/api/hosts/dana" ? other : host, listings: [] });
    });
    await screen.findByRole("heading", { level: 1, name: "Aigerim Bekova" });
    fireEvent.click(screen.getByRole("link", { name: "To Dana" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dana Lee" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "About Aigerim" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "To Aigerim" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Aigerim Bekova" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "About Aigerim" })).toBeTruthy();
  });
});
