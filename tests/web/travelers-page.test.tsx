import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TravelerResponse, TravelerRow, TravelersResponse } from "../../domain/api/travelers";
import { photoSrc } from "../../domain/media";
import type { AuthState } from "../../web/src/auth/context";
import { Component as TravelerPage } from "../../web/src/pages/travelers/TravelerPage";
import { Component as TravelersPage } from "../../web/src/pages/travelers/TravelersPage";
import { makeProfile, makeUser } from "./auth-harness";
import { apiError, json, neverAnswers, type Respond, renderRoutes } from "./render";

const failure = () => apiError(500);

const ROUTES = [
  { path: "/travelers", element: <TravelersPage /> },
  { path: "/traveler/:idOrSlug", element: <TravelerPage /> },
];

const renderAt = (path: string, respond: Respond) => renderRoutes(ROUTES, path, respond);

const aisha: TravelerRow = {
  user_id: "6f1c2b8e-1d3a-4f7b-9c21-0a8e5d4b3c2a",
  profile_slug: "aisha-k",
  first_name: "Aisha",
  last_initial: "K",
  profile_photo_url: "/media/demo/people/aisha.webp",
  city: "Berlin",
  country: "Germany",
  receive_new_conversations: true,
  last_seen_at: null,
  trip: {
    destinations: ["Kyrgyzstan", "Kazakhstan"],
    start_date: "2026-07-05",
    end_date: "2026-07-15",
    group_size: 2,
    interests: ["Horse riding", "Nomadic culture"],
    budget: "mid-range",
    description: "A few nights in yurts and a ride to a mountain lake.",
    updated_at: "2026-05-01T10:00:00Z",
  },
};

const tom: TravelerRow = {
  user_id: "9a0b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d",
  profile_slug: null,
  first_name: "Tom",
  last_initial: "B",
  profile_photo_url: null,
  city: null,
  country: "Canada",
  receive_new_conversations: false,
  last_seen_at: null,
  trip: {
    destinations: ["Georgia"],
    start_date: null,
    end_date: null,
    group_size: 1,
    interests: [],
    budget: null,
    description: null,
    updated_at: "2026-05-02T10:00:00Z",
  },
};

const page = (travelers: TravelerRow[], next_cursor: string | null = null): TravelersResponse => ({
  travelers,
  next_cursor,
});

const cardOf = (name: string) => {
  const card = screen.getByRole("link", { name }).closest("article");
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

describe("/travelers", () => {
  it("shows placeholders while loading", () => {
    renderAt("/travelers", neverAnswers);
    expect(screen.getAllByTestId("traveler-skeleton")).toHaveLength(4);
  });

  it("shows each traveler's name, home, trip destinations, dates, group size, interests and budget", async () => {
    renderAt("/travelers", () => json(page([aisha, tom])));
    const link = await screen.findByRole("link", { name: "Aisha K." });
    expect(link.getAttribute("href")).toBe("/traveler/aisha-k");
    const card = cardOf("Aisha K.");
    expect(card.getByText("From Berlin, Germany")).toBeTruthy();
    expect(card.getByText("Kyrgyzstan, Kazakhstan")).toBeTruthy();
    expect(card.getByText("Jul 05, 2026 - Jul 15, 2026")).toBeTruthy();
    expect(card.getByText("2 travelers")).toBeTruthy();
    expect(card.getByText("Horse riding")).toBeTruthy();
    expect(card.getByText("Mid-range budget")).toBeTruthy();
    expect(card.getByText("New to messaging")).toBeTruthy();
    expect(card.queryByText("Not accepting new conversations")).toBeNull();
  });

  it("still lists a traveler who switched off new conversations, marked as such, linked by user id", async () => {
    renderAt("/travelers", () => json(page([aisha, tom])));
    const link = await screen.findByRole("link", { name: "Tom B." });
    expect(link.getAttribute("href")).toBe(`/traveler/${tom.user_id}`);
    const card = cardOf("Tom B.");
    expect(card.getByText("Not accepting new conversations")).toBeTruthy();
    expect(card.getByText("Dates not specified")).toBeTruthy();
    expect(card.getByText("1 traveler")).toBeTruthy();
    expect(card.queryByText(/budget/i)).toBeNull();
    expect(screen.getAllByText("Not accepting new conversations")).toHaveLength(1);
  });

  it("words the budget level as a budget, the cheapest level included", async () => {
    const cheap = { ...aisha, user_id: "u3", profile_slug: "lukas", first_name: "Lukas" };
    renderAt("/travelers", () => json(page([{ ...cheap, trip: aisha.trip && { ...aisha.trip, budget: "budget" } }])));
    expect(await screen.findByText("Low budget")).toBeTruthy();
  });

  it("loads the next page with the cursor and hides Load more after the last page", async () => {
    const { calls } = renderAt("/travelers", (url) =>
      json(url.includes("cursor=") ? page([tom]) : page([aisha], "c2")),
    );
    await screen.findByRole("link", { name: "Aisha K." });
    expect(screen.queryByRole("link", { name: "Tom B." })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("link", { name: "Tom B." });
    expect(screen.getByRole("link", { name: "Aisha K." })).toBeTruthy();
    expect(calls).toEqual(["/api/travelers", "/api/travelers?cursor=c2"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows an empty state when nobody shares trip plans", async () => {
    renderAt("/travelers", () => json(page([])));
    expect(await screen.findByText("No travelers are sharing trip plans at the moment.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("offers a retry when the list fails to load", async () => {
    let fail = true;
    renderAt("/travelers", () => (fail ? failure() : json(page([aisha]))));
    expect((await screen.findByRole("alert")).textContent).toContain("Travelers could not be loaded");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Aisha K." })).toBeTruthy();
  });
});

describe("/traveler/{id or slug}", () => {
  const profile = (
    t: TravelerRow,
    about: string | null = "Teacher from Berlin who loves horses.",
  ): TravelerResponse => ({
    traveler: { ...t, about, member_since: "2025-03-12T08:00:00Z" },
  });

  it("shows a placeholder while loading", () => {
    renderAt("/traveler/aisha-k", neverAnswers);
    expect(screen.getByTestId("traveler-profile-skeleton")).toBeTruthy();
  });

  it("shows the profile, the trip request, about and member since", async () => {
    const { calls } = renderAt("/traveler/aisha-k", () => json(profile(aisha)));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Aisha K.");
    expect(calls).toEqual(["/api/travelers/aisha-k"]);
    expect(screen.getByText("From Berlin, Germany")).toBeTruthy();
    expect(screen.getByText("Member since Mar 12, 2025")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Trip request" })).toBeTruthy();
    expect(screen.getByText("Jul 05, 2026 - Jul 15, 2026")).toBeTruthy();
    expect(screen.getByText("A few nights in yurts and a ride to a mountain lake.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "About Aisha" })).toBeTruthy();
    expect(screen.getByText("Teacher from Berlin who loves horses.")).toBeTruthy();
    expect(screen.queryByText("Not accepting new conversations")).toBeNull();
    expect(screen.getByRole("img", { name: "Aisha K." }).getAttribute("src")).toBe(
      photoSrc("/media/demo/people/aisha.webp", 320),
    );
  });

  it("marks a traveler who is not accepting new conversations", async () => {
    renderAt(`/traveler/${tom.user_id}`, () => json(profile(tom, null)));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Tom B.");
    expect(screen.getByText("Not accepting new conversations")).toBeTruthy();
    expect(screen.getByText(/Tom isn't taking new conversations for now/)).toBeTruthy();
    expect(screen.getByText("Dates not specified")).toBeTruthy();
    expect(screen.getByText("Nothing written here yet.")).toBeTruthy();
  });

  it("shows Profile not found for an unknown traveler, without retrying", async () => {
    const { calls } = renderAt("/traveler/nobody", () => apiError(404, "Traveler not found"));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Profile not found");
    expect(screen.getByRole("link", { name: "See all travelers" }).getAttribute("href")).toBe("/travelers");
    expect(calls).toHaveLength(1);
  });
});

describe("hosts starting a conversation with a traveler", () => {
  const host: AuthState = {
    status: "signed-in",
    user: makeUser(),
    profile: makeProfile({
      user_type: "host",
      host: { id: "h-1", status: "approved", host_type: "guide", profile_slug: "amira" },
    }),
    profileLoading: false,
    role: "host",
    secondFactorDue: false,
    event: "SIGNED_IN",
    signOut: async () => {},
    refreshProfile: async () => {},
  };

  it("opens the conversation in /chat from a card; a traveler who switched them off gets a disabled button that says why", async () => {
    const { router, fetchMock } = renderRoutes(
      ROUTES,
      "/travelers",
      (url) =>
        url === "/api/conversations"
          ? json({ conversation: { id: "conv-7" }, created: true }, 201)
          : json(page([aisha, tom])),
      { auth: host },
    );
    await screen.findByRole("link", { name: "Tom B." });
    const tomButton = cardOf("Tom B.").getByRole("button", { name: "Message Tom B." });
    expect((tomButton as HTMLButtonElement).disabled).toBe(true);
    expect(tomButton.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(tomButton.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Tom B. has switched off new conversations.",
    );

    fireEvent.click(cardOf("Aisha K.").getByRole("button", { name: "Message Aisha K." }));
    await waitFor(() => expect(router.state.location.search).toBe("?conversation=conv-7"));
    expect(router.state.location.pathname).toBe("/chat");
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    const start = calls.find(([url]) => url === "/api/conversations")?.[1];
    expect(start?.method).toBe("POST");
    expect(JSON.parse(String(start?.body))).toEqual({ with: aisha.user_id });
  });

  it("is not offered to travelers or guests", async () => {
    renderAt("/travelers", () => json(page([aisha])));
    await screen.findByRole("link", { name: "Aisha K." });
    expect(screen.queryByRole("button", { name: /^Message / })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Send an offer/ })).toBeNull();
  });

  it("answers a trip request with an offer: the conversation opens in /chat with the offer form asked for", async () => {
    const noTrip = { ...aisha, user_id: "u-no-trip", profile_slug: "nina-p", first_name: "Nina", trip: null };
    const { router } = renderRoutes(
      ROUTES,
      "/travelers",
      (url) =>
        url === "/api/conversations"
          ? json({ conversation: { id: "conv-7" }, created: false })
          : json(page([aisha, tom, noTrip])),
      { auth: host },
    );
    await screen.findByRole("link", { name: "Nina K." });
    // Only beside a trip request, and only to a traveler who takes new conversations.
    expect(cardOf("Nina K.").queryByRole("button", { name: /^Send an offer/ })).toBeNull();
    expect(cardOf("Tom B.").queryByRole("button", { name: /^Send an offer/ })).toBeNull();
    fireEvent.click(cardOf("Aisha K.").getByRole("button", { name: "Send an offer to Aisha K." }));
    await waitFor(() => expect(router.state.location.search).toBe("?conversation=conv-7&offer=new"));
    expect(router.state.location.pathname).toBe("/chat");
  });

  it("answers from a traveler's page too", async () => {
    const { router } = renderRoutes(
      ROUTES,
      "/traveler/aisha-k",
      (url) =>
        url === "/api/conversations"
          ? json({ conversation: { id: "conv-7" }, created: false })
          : json({ traveler: { ...aisha, about: null, member_since: "2026-01-01T00:00:00Z" } }),
      { auth: host },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Send an offer to Aisha" }));
    await waitFor(() => expect(router.state.location.search).toBe("?conversation=conv-7&offer=new"));
  });
});
