import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import type { DashboardListing, DashboardResponse } from "../../domain/dashboard";
import { profileCompleteness } from "../../domain/dashboard";
import { Component as DashboardPage } from "../../web/src/pages/dashboard/DashboardPage";
import { fakeAuth, meProfile, TRAVELER, WithAuth } from "./account-fixtures";
import { json, neverAnswers, type Respond, renderRoutes } from "./render";

const listing = (over: Partial<DashboardListing>): DashboardListing => ({
  kind: "tour",
  id: "t1",
  title: "Charyn Canyon day",
  status: "published",
  views_count: 12,
  cover_image: "/media/p/cover.jpg",
  updated_at: "2026-02-01T10:00:00Z",
  path: "/tour/charyn-canyon-day",
  edit_path: "/manage-listings/tour/t1",
  ...over,
});

function hostDashboard(over: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    role: "host",
    first_name: "Aigerim",
    completeness: profileCompleteness({
      ...meProfile(),
      bio: "I guide walks through the old town and the mountain villages around Almaty.",
      languages: ["English"],
    }),
    messages: { conversations: 2, unread: 3 },
    bookings: { requested: 1, upcoming: 2, total: 5 },
    verification: {
      status: "approved",
      rejection_reason: null,
      approved_at: "2026-01-10T09:00:00Z",
      applied_at: "2026-01-05T09:00:00Z",
    },
    host_type: "guide",
    public_path: "/host/aigerim",
    listings: {
      counts: { published: 1, draft: 1, archived: 0, total: 2 },
      views_total: 15,
      items: [
        listing({}),
        listing({
          kind: "rental_car",
          id: "c1",
          title: "Old Land Cruiser",
          status: "draft",
          views_count: 3,
          cover_image: null,
          path: "/rental-car/old-land-cruiser",
          edit_path: "/manage-listings/rental-car/c1",
        }),
      ],
    },
    trip_request: null,
    ...over,
  };
}

function travelerDashboard(over: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    role: "traveler",
    first_name: "Lukas",
    completeness: profileCompleteness({
      ...meProfile(TRAVELER),
      has_trip_request: true,
    }),
    messages: { conversations: 0, unread: 0 },
    bookings: { requested: 0, upcoming: 0, total: 0 },
    verification: null,
    host_type: null,
    public_path: null,
    listings: null,
    trip_request: {
      destinations: ["Kazakhstan", "Kyrgyzstan"],
      start_date: "2026-05-01",
      end_date: "2026-05-14",
      group_size: 2,
      is_public: true,
      updated_at: "2026-02-01T10:00:00Z",
    },
    ...over,
  };
}

function renderDashboard(respond: Respond, path = "/host-dashboard", profile: MeProfile = meProfile()) {
  const element = (
    <WithAuth auth={fakeAuth(profile)}>
      <DashboardPage />
    </WithAuth>
  );
  return renderRoutes(
    [
      { path: "/dashboard", element },
      { path: "/host-dashboard", element },
    ],
    path,
    respond,
    { retry: true },
  );
}

describe("/host-dashboard", () => {
  it("shows a skeleton while the dashboard loads", () => {
    renderDashboard(neverAnswers);
    expect(screen.getByRole("status")?.textContent).toContain("Loading your dashboard…");
    expect(screen.getAllByTestId("dashboard-skeleton")).toHaveLength(4);
  });

  it("an approved host sees Verified, completeness with the fix for what is missing, listings, messages and bookings", async () => {
    const { calls } = renderDashboard(() => json(hostDashboard()));
    expect(await screen.findByRole("heading", { level: 1, name: "Host dashboard" })).toBeTruthy();
    expect(calls).toEqual(["/api/me/dashboard"]);
    expect(document.title).toMatch(/^Host dashboard/);

    const verification = screen.getByRole("region", { name: "Verification" });
    expect(within(verification).getByText("Verified")).toBeTruthy();
    expect(within(verification).getByText(/Approved on Jan 10, 2026/)).toBeTruthy();
    expect(within(verification).getByRole("link", { name: "View your public profile" }).getAttribute("href")).toBe(
      "/host/aigerim",
    );

    const profile = screen.getByRole("region", { name: "Your profile" });
    expect(
      within(profile).getByRole("progressbar", { name: "Profile completeness" }).getAttribute("aria-valuenow"),
    ).toBe("83");
    expect(within(profile).getByRole("link", { name: "Add a profile photo" }).getAttribute("href")).toBe(
      "/edit-profile",
    );
    expect(within(profile).getByText("Add the languages you speak").getAttribute("href")).toBeNull();

    const listings = screen.getByRole("region", { name: "Your listings" });
    expect(within(listings).getByText("Published").previousSibling?.textContent).toContain("1");
    expect(within(listings).getByText("Views").previousSibling?.textContent).toContain("15");
    expect(within(listings).getByRole("link", { name: "Manage listings" }).getAttribute("href")).toBe(
      "/manage-listings",
    );
    expect(within(listings).getByRole("link", { name: "Edit Charyn Canyon day" }).getAttribute("href")).toBe(
      "/manage-listings/tour/t1",
    );
    expect(within(listings).getByRole("link", { name: "View Charyn Canyon day" }).getAttribute("href")).toBe(
      "/tour/charyn-canyon-day",
    );
    expect(within(listings).getByRole("link", { name: "Edit Old Land Cruiser" }).getAttribute("href")).toBe(
      "/manage-listings/rental-car/c1",
    );
    expect(within(listings).getByRole("link", { name: "Preview Old Land Cruiser" })).toBeTruthy();
    expect(within(listings).getByText("Private Tour · 12 views")).toBeTruthy();
    expect(within(listings).getByRole("heading", { name: "Drafts (1)" })).toBeTruthy();

    const messages = screen.getByRole("region", { name: "Messages" });
    expect(within(messages).getByText("Unread").previousSibling?.textContent).toContain("3");
    const bookings = screen.getByRole("region", { name: "Bookings" });
    expect(within(bookings).getByText("To answer").previousSibling?.textContent).toContain("1");
    expect(within(bookings).getByText("Upcoming").previousSibling?.textContent).toContain("2");
    // The request waiting for an answer is one click away.
    expect(within(bookings).getByRole("link", { name: "Answer requests" }).getAttribute("href")).toBe(
      "/my-bookings?tab=requests",
    );
  });

  it("a pending host is sent to their application; drafts can be prepared", async () => {
    renderDashboard(() =>
      json(
        hostDashboard({
          verification: {
            status: "pending",
            rejection_reason: null,
            approved_at: null,
            applied_at: "2026-01-05T09:00:00Z",
          },
          public_path: null,
        }),
      ),
    );
    const verification = await screen.findByRole("region", { name: "Verification" });
    expect(within(verification).getByText("Pending review")).toBeTruthy();
    expect(within(verification).getByRole("link", { name: "See your application" }).getAttribute("href")).toBe(
      "/profile-under-review",
    );
    expect(within(verification).queryByRole("link", { name: "View your public profile" })).toBeNull();
  });

  it("a rejected host reads the reason and can apply again", async () => {
    renderDashboard(() =>
      json(
        hostDashboard({
          verification: {
            status: "rejected",
            rejection_reason: "Please add a clearer photo of your guide licence.",
            approved_at: null,
            applied_at: "2026-01-05T09:00:00Z",
          },
          public_path: null,
        }),
      ),
    );
    const verification = await screen.findByRole("region", { name: "Verification" });
    expect(within(verification).getByText("Not approved")).toBeTruthy();
    expect(within(verification).getByText("Please add a clearer photo of your guide licence.")).toBeTruthy();
    expect(within(verification).getByRole("link", { name: "Update and apply again" }).getAttribute("href")).toBe(
      "/become-host",
    );
  });

  it("a host without listings is invited to create the first one; empty messages and bookings say so", async () => {
    renderDashboard(() =>
      json(
        hostDashboard({
          listings: { counts: { published: 0, draft: 0, archived: 0, total: 0 }, views_total: 0, items: [] },
          messages: { conversations: 0, unread: 0 },
          bookings: { requested: 0, upcoming: 0, total: 0 },
        }),
      ),
    );
    expect((await screen.findByRole("link", { name: "Create your first listing" })).getAttribute("href")).toBe(
      "/manage-listings",
    );
    expect(screen.getByText(/No conversations yet/)).toBeTruthy();
    expect(screen.getByText(/No bookings yet/)).toBeTruthy();
    const bookings = screen.getByRole("region", { name: "Bookings" });
    expect(within(bookings).getByRole("link", { name: "See all bookings" }).getAttribute("href")).toBe(
      "/my-bookings?tab=requests",
    );
  });

  it("a failed load says so and Try again loads it", async () => {
    let fail = true;
    const { calls } = renderDashboard(() =>
      fail ? json({ error: { code: "internal_error", message: "boom" } }, 500) : json(hostDashboard()),
    );
    const alert = await screen.findByRole("alert");
    expect(alert?.textContent).toContain("We couldn't load your dashboard.");
    expect(calls).toHaveLength(3);
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("heading", { level: 1, name: "Host dashboard" })).toBeTruthy();
  });

  it("someone without a complete profile is sent to complete it (no retries)", async () => {
    const { calls } = renderDashboard(
      () => json({ error: { code: "no_profile", message: "Complete your profile to see your dashboard." } }, 404),
      "/dashboard",
      meProfile({ user_type: null, host: null }),
    );
    expect((await screen.findByRole("link", { name: "Complete your profile" })).getAttribute("href")).toBe(
      "/complete-profile",
    );
    expect(calls).toHaveLength(1);
  });
});

describe("/dashboard for a traveler", () => {
  it("shows completeness, the trip request with its edit link, messages and bookings", async () => {
    renderDashboard(() => json(travelerDashboard()), "/dashboard", meProfile(TRAVELER));
    expect(await screen.findByRole("heading", { level: 1, name: "Your dashboard" })).toBeTruthy();
    expect(document.title).toMatch(/^Dashboard/);
    expect(screen.queryByRole("region", { name: "Verification" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Your listings" })).toBeNull();
    const trip = screen.getByRole("region", { name: "Your trip request" });
    expect(within(trip).getByText("Kazakhstan, Kyrgyzstan")).toBeTruthy();
    expect(within(trip).getByText("May 01, 2026 - May 14, 2026")).toBeTruthy();
    expect(within(trip).getByText("2 travelers")).toBeTruthy();
    expect(within(trip).getByRole("link", { name: "Edit trip request" }).getAttribute("href")).toBe(
      "/edit-traveler-profile",
    );
    const profile = screen.getByRole("region", { name: "Your profile" });
    expect(within(profile).getByRole("link", { name: "Choose your profile link" }).getAttribute("href")).toBe(
      "/edit-traveler-profile",
    );
    expect(screen.getByText(/No bookings yet. Browse listings/)).toBeTruthy();
  });

  it("a traveler without a trip request is invited to add one", async () => {
    renderDashboard(() => json(travelerDashboard({ trip_request: null })), "/dashboard", meProfile(TRAVELER));
    const trip = await screen.findByRole("region", { name: "Your trip request" });
    expect(within(trip).getByRole("link", { name: "Add your trip request" }).getAttribute("href")).toBe(
      "/edit-traveler-profile",
    );
  });
});
