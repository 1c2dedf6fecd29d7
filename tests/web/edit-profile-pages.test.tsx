import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MeProfile, TripRequestResponse } from "../../domain/api/account";
import type { UserType } from "../../domain/vocabulary";
import { Component as EditHostProfilePage } from "../../web/src/pages/profile/EditHostProfilePage";
import { Component as EditTravelerProfilePage } from "../../web/src/pages/profile/EditTravelerProfilePage";
import { fakeAuth, meProfile, type RecordedCall, stubFetch, TRAVELER, WithAuth } from "./account-fixtures";
import { json, renderApp } from "./render";

/** /edit-profile and /edit-traveler-profile: who lands where, the shared rules before sending, the API's answers. */

const traveler = (over: Partial<MeProfile> = {}) => meProfile({ ...TRAVELER, profile_slug: "lukas", ...over });
/** An approved host whose profile is complete (the host form checks every field before saving). */
const approvedHost = () =>
  meProfile({
    host: {
      id: "h1",
      status: "approved",
      host_type: "guide",
      profile_slug: "aigerim",
      bio: "I guide small groups through the Tian Shan foothills around Almaty.",
      languages: ["English"],
    },
  });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function open(page: UserType, profile: MeProfile | null, answer: (c: RecordedCall) => Response | undefined) {
  const calls = stubFetch(answer);
  const ui = page === "host" ? <EditHostProfilePage /> : <EditTravelerProfilePage />;
  const path = page === "host" ? "/edit-profile" : "/edit-traveler-profile";
  const result = renderApp(<WithAuth auth={fakeAuth(profile)}>{ui}</WithAuth>, path);
  await act(async () => {});
  return { ...result, calls };
}

const noTrip = (c: RecordedCall) =>
  c.url === "/api/me/trip-request" && c.method === "GET" ? json({ trip_request: null }) : undefined;

describe("who sees which edit page", () => {
  it("sends a traveler from /edit-profile to /edit-traveler-profile, and a host the other way", async () => {
    const a = await open("host", traveler(), noTrip);
    expect(a.router.state.location.pathname).toBe("/edit-traveler-profile");
    a.unmount();
    const b = await open("traveler", meProfile(), () => undefined);
    expect(b.router.state.location.pathname).toBe("/edit-profile");
  });

  it("sends someone without a profile type to /complete-profile", async () => {
    const { router } = await open("traveler", meProfile({ ...TRAVELER, user_type: null }), noTrip);
    expect(router.state.location.pathname).toBe("/complete-profile");
  });

  it("says the profile could not be loaded when its read failed, with Try again", async () => {
    await open("traveler", null, noTrip);
    expect(screen.getByRole("heading", { level: 1, name: "Unable to load profile. Please try again." })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("the traveler's trip request", () => {
  it("starts empty with an explanation, checks the dates' order before sending, then saves the whole request", async () => {
    let saved: TripRequestResponse | null = null;
    const { calls } = await open("traveler", traveler(), (c) => {
      if (c.url !== "/api/me/trip-request") return undefined;
      if (c.method === "GET") return json({ trip_request: null });
      saved = { trip_request: { ...(c.body as object), updated_at: "2026-05-01T00:00:00Z" } as never };
      return json(saved);
    });
    expect(await screen.findByText(/You have no trip request yet/)).toBeTruthy();
    const form = screen.getByRole("form", { name: "Your trip request" });
    fireEvent.change(within(form).getByLabelText("Start date"), { target: { value: inDays(20) } });
    fireEvent.change(within(form).getByLabelText("End date"), { target: { value: inDays(10) } });
    fireEvent.change(within(form).getByLabelText("Group size"), { target: { value: "0" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save trip request" }));
    const summary = await within(form).findByRole("alert");
    expect(summary.textContent).toContain("End date: must be on or after the start date");
    expect(summary.textContent).toContain("Group size: must be at least 1");
    expect(within(form).getByLabelText("End date").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    fireEvent.change(within(form).getByLabelText("End date"), { target: { value: inDays(30) } });
    fireEvent.change(within(form).getByLabelText("Group size"), { target: { value: "2" } });
    const interests = within(form).getByLabelText(/^Interests/);
    fireEvent.change(interests, { target: { value: "Hiking" } });
    fireEvent.keyDown(interests, { key: "Enter" });
    fireEvent.click(within(form).getByRole("radio", { name: "Luxury" }));
    fireEvent.click(within(form).getByRole("checkbox", { name: /Show my trip request on Travelers/ }));
    fireEvent.click(within(form).getByRole("button", { name: "Save trip request" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      destinations: [],
      start_date: inDays(20),
      end_date: inDays(30),
      group_size: 2,
      interests: ["Hiking"],
      budget: "luxury",
      description: null,
      is_public: false,
    });
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"] > [role="status"]')?.textContent).toContain(
        "only you can see it",
      ),
    );
  });
});

describe("the host's profile", () => {
  it("shows a taken profile link on its field, from the server's 409", async () => {
    const { calls } = await open("host", approvedHost(), (c) =>
      c.url === "/api/me/profile" && c.method === "PATCH"
        ? json({ error: { code: "slug_taken", message: 'profile_slug: "almaty" is already taken' } }, 409)
        : undefined,
    );
    const form = screen.getByRole("form", { name: "Your host profile" });
    const link = within(form).getByRole("textbox", { name: "Profile link" });
    fireEvent.change(link, { target: { value: "Almaty Walks" } });
    expect((link as HTMLInputElement).value).toBe("almaty-walks");
    expect(form.textContent).toContain("/host/almaty-walks");
    fireEvent.change(link, { target: { value: "almaty" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save profile" }));
    const summary = await within(form).findByRole("alert");
    expect(summary.textContent).toContain('Profile link: "almaty" is already taken');
    expect(link.getAttribute("aria-invalid")).toBe("true");
    expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({ profile_slug: "almaty" });
    // The host details are not sent when the profile was refused.
    expect(calls.some((c) => c.url === "/api/me/host")).toBe(false);
  });

  it("refuses a malformed link before sending", async () => {
    const { calls } = await open("host", approvedHost(), () => undefined);
    const form = screen.getByRole("form", { name: "Your host profile" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Profile link" }), { target: { value: "a-" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save profile" }));
    expect((await within(form).findByRole("alert")).textContent).toContain("Profile link: needs at least 3 characters");
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("tells a pending host their page goes live once approved, and offers no public link yet", async () => {
    await open(
      "host",
      meProfile({ host: { id: "h1", status: "pending", host_type: "guide", profile_slug: "aigerim" } }),
      () => undefined,
    );
    expect(screen.getByRole("note").textContent).toContain("goes live once we approve it");
    expect(screen.queryByRole("link", { name: "View your public page" })).toBeNull();
    expect(screen.getByRole("switch", { name: "Receive New Conversations" })).toBeTruthy();
  });
});

describe("both profile pages", () => {
  it("ask for the country with the same autocomplete: destinations for a host, any country for a traveler", async () => {
    const host = await open("host", approvedHost(), () => undefined);
    const hostCountry = within(screen.getByRole("form", { name: "Your host profile" })).getByRole("combobox", {
      name: "Country you host in",
    });
    fireEvent.focus(hostCountry);
    fireEvent.change(hostCountry, { target: { value: "Kyrg" } });
    expect((await screen.findByRole("option", { name: "Kyrgyzstan" })).textContent).toBe("Kyrgyzstan");
    host.unmount();

    await open("traveler", traveler({ country: "Germany" }), noTrip);
    const form = screen.getByRole("form", { name: "Your traveler profile" });
    const country = within(form).getByRole("combobox", { name: "Country you live in" });
    expect((country as HTMLInputElement).value).toBe("Germany");
    expect(within(form).queryByRole("option", { name: "Choose a country" })).toBeNull();
    fireEvent.focus(country);
    fireEvent.change(country, { target: { value: "Denm" } });
    fireEvent.click(await screen.findByRole("option", { name: "Denmark" }));
    expect((country as HTMLInputElement).value).toBe("Denmark");
  });
});
