import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import { Component as CompleteProfile } from "../../web/src/pages/account/CompleteProfilePage";
import { Component as ProfileUnderReview } from "../../web/src/pages/account/ProfileUnderReviewPage";
import { Component as EditHostProfile } from "../../web/src/pages/profile/EditHostProfilePage";
import { Component as EditTravelerProfile } from "../../web/src/pages/profile/EditTravelerProfilePage";
import { fakeAuth, fill, meProfile, type RecordedCall, stubFetch, TRAVELER, WithAuth } from "./account-fixtures";
import { json, renderApp } from "./render";

/** After a profile is complete: a confirmation, and the next step (a traveler: a trip request; a host: a listing). */

const PHOTO = "/media/u1/photo.webp";

/** The account pages and editors, signed in as `start`; reading the profile again gives `after` (what was saved). */
function Signed({ start, after }: { start: MeProfile; after: MeProfile }) {
  const [profile, setProfile] = useState(start);
  const auth = { ...fakeAuth(profile), refreshProfile: async () => setProfile(after) };
  return (
    <WithAuth auth={auth}>
      <Routes>
        <Route path="/complete-profile" element={<CompleteProfile />} />
        <Route path="/profile-under-review" element={<ProfileUnderReview />} />
        <Route path="/edit-traveler-profile" element={<EditTravelerProfile />} />
        <Route path="/edit-profile" element={<EditHostProfile />} />
      </Routes>
    </WithAuth>
  );
}

const renderFlow = (path: string, start: MeProfile, after: MeProfile) =>
  renderApp(<Signed start={start} after={after} />, path);

const answer = (saved: MeProfile) => (c: RecordedCall) => {
  if (c.url === "/api/me/trip-request") return json({ trip_request: null });
  if (c.url.startsWith("/api/me")) return json(saved);
  return undefined;
};

const press = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const noProfile = meProfile({
  user_type: null,
  first_name: null,
  last_name: null,
  city: null,
  country: null,
  host: null,
  profile_slug: null,
});

describe("a completed profile", () => {
  it("from /complete-profile: a traveler lands on their profile, told it is complete, and goes on to a trip request", async () => {
    const saved = meProfile({ ...TRAVELER, profile_slug: "lukas" });
    stubFetch(answer(saved));
    const { router } = renderFlow("/complete-profile", noProfile, saved);
    fireEvent.click(screen.getByLabelText(/I'm traveling/));
    fill("First name", "Lukas");
    fill("Last name", "Hofmann");
    fill("Country you live in", "Germany");
    fill("City or town", "Berlin");
    await press("Save and continue");
    const done = await screen.findByRole("heading", { level: 2, name: "Your profile is complete" });
    expect(router.state.location.pathname).toBe("/edit-traveler-profile");
    await waitFor(() => expect(document.activeElement).toBe(done));
    const trip = screen.getByRole("region", { name: "Your trip request" });
    await within(trip).findByRole("form", { name: "Your trip request" });
    await press("Add a trip request");
    expect(trip.contains(document.activeElement)).toBe(true);
  });

  it("from /complete-profile: a host applicant is told on /profile-under-review, with Create a listing next", async () => {
    const saved = meProfile({ host: { id: "h1", status: "pending", host_type: "driver", profile_slug: null } });
    stubFetch(answer(saved));
    const { router } = renderFlow("/complete-profile", noProfile, saved);
    fireEvent.click(screen.getByLabelText(/I'm a local host/));
    fill("First name", "Daniyar");
    fill("Last name", "Sadykov");
    fill("Country you host in", "Kyrgyzstan");
    fill("City or town", "Karakol");
    fireEvent.click(screen.getByLabelText("Driver"));
    fill("About you", "Driver with a 4x4 for the Tien Shan: Song-Kol, Jeti-Oguz and the Naryn road in every season.");
    fireEvent.click(screen.getByRole("button", { name: "Add Russian" }));
    await press("Submit application");
    const done = await screen.findByRole("region", { name: "Your profile is complete" });
    expect(router.state.location.pathname).toBe("/profile-under-review");
    expect(done.textContent).toContain("publish it once we have approved you");
    expect(within(done).getByRole("link", { name: "Create a listing" }).getAttribute("href")).toBe("/manage-listings");
  });

  it("on /edit-traveler-profile: the first save that completes the profile confirms it, a later save does not", async () => {
    const before = meProfile({ ...TRAVELER, city: null, profile_slug: "lukas", profile_photo_url: PHOTO });
    const saved = { ...before, city: "Berlin" };
    stubFetch(answer(saved));
    renderFlow("/edit-traveler-profile", before, saved);
    const form = await screen.findByRole("form", { name: "Your traveler profile" });
    expect(screen.queryByRole("heading", { name: "Your profile is complete" })).toBeNull();
    fill("City or town", "Berlin");
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save profile" })));
    expect(await screen.findByRole("heading", { name: "Your profile is complete" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a trip request" })).toBeTruthy();
  });

  it("on /edit-traveler-profile: saving a profile that was already complete shows no confirmation", async () => {
    const complete = meProfile({ ...TRAVELER, profile_slug: "lukas", profile_photo_url: PHOTO });
    const calls = stubFetch(answer(complete));
    renderFlow("/edit-traveler-profile", complete, complete);
    const form = await screen.findByRole("form", { name: "Your traveler profile" });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save profile" })));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(screen.queryByRole("heading", { name: "Your profile is complete" })).toBeNull();
  });

  it("on /edit-profile: a host whose first save completes the profile is offered Create a listing", async () => {
    const host = {
      id: "h1",
      status: "approved" as const,
      host_type: "guide" as const,
      profile_slug: "aigerim",
      bio: "I guide small groups through the Tian Shan foothills around Almaty.",
      languages: ["English"],
    };
    const before = meProfile({ city: null, profile_photo_url: PHOTO, host });
    const saved = { ...before, city: "Almaty" };
    stubFetch(answer(saved));
    renderFlow("/edit-profile", before, saved);
    const form = await screen.findByRole("form", { name: "Your host profile" });
    fill("City or town", "Almaty");
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save profile" })));
    const done = await screen.findByRole("region", { name: "Your profile is complete" });
    expect(within(done).getByRole("link", { name: "Create a listing" }).getAttribute("href")).toBe("/manage-listings");
  });
});
