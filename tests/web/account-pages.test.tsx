import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import { Component as CompleteProfile } from "../../web/src/pages/account/CompleteProfilePage";
import { Component as DeleteAccount } from "../../web/src/pages/account/DeleteAccountPage";
import { Component as ProfileUnderReview } from "../../web/src/pages/account/ProfileUnderReviewPage";
import { Component as SimpleCompleteProfile } from "../../web/src/pages/account/SimpleCompleteProfilePage";
import {
  authUser,
  fakeAuth,
  fill,
  guest,
  meProfile,
  renderWithAuth,
  stubFetch,
  TRAVELER,
  withoutProfile,
} from "./account-fixtures";
import { json } from "./render";

const press = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

describe("/complete-profile", () => {
  it("saves a traveler's names and home, then opens their profile page (next step: a trip request)", async () => {
    const calls = stubFetch(() => json(meProfile()));
    const auth = withoutProfile();
    const { router } = renderWithAuth(CompleteProfile, auth, "/complete-profile");
    fireEvent.click(screen.getByLabelText(/I'm traveling/));
    fill("First name", " Lukas ");
    fill("Last name", "Hofmann");
    fill("Country you live in", "Germany");
    fill("City or town", "Berlin");
    await press("Save and continue");
    expect(calls).toEqual([
      expect.objectContaining({
        method: "PATCH",
        url: "/api/me/profile",
        body: { user_type: "traveler", first_name: "Lukas", last_name: "Hofmann", city: "Berlin", country: "Germany" },
      }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/edit-traveler-profile"));
    expect(router.state.location.state).toEqual({ profileComplete: true });
    expect(auth.refreshProfile).toHaveBeenCalled();
  });

  it("fills in the names given at sign-up", () => {
    const auth = withoutProfile();
    renderWithAuth(
      CompleteProfile,
      { ...auth, user: authUser({ user_metadata: { first_name: "Lukas", last_name: "Hofmann" } }) },
      "/complete-profile",
    );
    fireEvent.click(screen.getByLabelText(/I'm traveling/));
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Lukas");
  });

  it("names every missing host field and sends nothing", async () => {
    const calls = stubFetch();
    renderWithAuth(CompleteProfile, withoutProfile(), "/complete-profile");
    fireEvent.click(screen.getByLabelText(/I'm a local host/));
    await press("Submit application");
    const alert = screen.getByRole("alert");
    for (const text of [
      "First name is required.",
      "Last name is required.",
      "Country is required.",
      "City is required.",
      "Host type: choose guide, driver or tour operator.",
      "About you is required.",
      "Languages: add at least one language you speak.",
    ])
      expect(within(alert).getByText(text)).toBeTruthy();
    expect(within(alert).getByText("First name is required.").getAttribute("href")).toBe(
      "#complete-profile-first_name",
    );
    expect(calls).toEqual([]);
  });

  it("sends a host application and opens /profile-under-review", async () => {
    const calls = stubFetch(() => json(meProfile()));
    const { router } = renderWithAuth(CompleteProfile, withoutProfile(), "/complete-profile");
    fireEvent.click(screen.getByLabelText(/I'm a local host/));
    fill("First name", "Daniyar");
    fill("Last name", "Sadykov");
    fill("Country you host in", "Kyrgyzstan");
    fill("City or town", "Karakol");
    fireEvent.click(screen.getByLabelText("Driver"));
    fill("About you", "Driver with a 4x4 for the Tien Shan: Song-Kol, Jeti-Oguz and the Naryn road in every season.");
    fireEvent.click(screen.getByRole("button", { name: "Add Russian" }));
    await press("Submit application");
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/api/me/host-application",
        body: expect.objectContaining({ host_type: "driver", country: "Kyrgyzstan", languages: ["Russian"] }),
      }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile-under-review"));
  });

  it("sends a signed-out visitor to /auth with Please log in to continue", async () => {
    const { router } = renderWithAuth(CompleteProfile, guest(), "/complete-profile");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    // Profile completion follows sign-in by itself, so it is not a page to come back to.
    expect(router.state.location.search).toBe("");
    expect(await screen.findByText("Please log in to continue")).toBeTruthy();
  });

  it("links to account deletion in its footer", () => {
    renderWithAuth(CompleteProfile, withoutProfile(), "/complete-profile");
    expect(screen.getByRole("link", { name: "Delete this account" }).getAttribute("href")).toBe("/delete-account");
  });
});

describe("/simple-complete-profile", () => {
  it("asks only for the role, the first name and the country, and saves a traveler with those", async () => {
    const calls = stubFetch(() => json(meProfile()));
    const { router } = renderWithAuth(SimpleCompleteProfile, withoutProfile(), "/simple-complete-profile");
    fireEvent.click(screen.getByLabelText(/I'm traveling/));
    expect(screen.queryByLabelText("Last name")).toBeNull();
    expect(screen.queryByLabelText("City or town")).toBeNull();
    fill("First name", "Lukas");
    await press("Save and continue");
    expect(within(screen.getByRole("alert")).getByText("Country is required.")).toBeTruthy();
    fill("Country you live in", "Germany");
    await press("Save and continue");
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      body: { user_type: "traveler", first_name: "Lukas", country: "Germany" },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/edit-traveler-profile"));
  });

  it("hands a host over to the full form with the answers kept", async () => {
    const calls = stubFetch();
    const { router } = renderWithAuth(SimpleCompleteProfile, withoutProfile(), "/simple-complete-profile");
    fireEvent.click(screen.getByLabelText(/I'm a local host/));
    fill("First name", "Aigerim");
    fill("Country you host in", "Kazakhstan");
    await press("Continue");
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe("/complete-profile");
    expect(router.state.location.state).toMatchObject({
      draft: { account_type: "host", first_name: "Aigerim", country: "Kazakhstan" },
    });
  });
});

describe("/profile-under-review", () => {
  const applicant = (host: Partial<NonNullable<MeProfile["host"]>>) =>
    fakeAuth(
      meProfile({
        profile_slug: null,
        host: { id: "h1", status: "pending", host_type: "guide", profile_slug: null, ...host },
      }),
    );

  it("shows a pending application's status, what happens next and what was sent", () => {
    renderWithAuth(
      ProfileUnderReview,
      applicant({ languages: ["Kazakh", "English"], bio: "Mountain guide.", created_at: "2026-03-02T10:00:00Z" }),
      "/profile-under-review",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your profile is under review");
    expect(screen.getByText("Pending review")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeTruthy();
    const summary = screen.getByRole("region", { name: "Your application" });
    for (const text of [
      "Aigerim Bekova",
      "Local guide",
      "Almaty, Kazakhstan",
      "Kazakh, English",
      "Mountain guide.",
      "Mar 02, 2026",
    ])
      expect(summary.textContent).toContain(text);
    expect(screen.getByRole("link", { name: "Browse hosts" }).getAttribute("href")).toBe("/hosts");
  });

  it("shows a rejection with the reviewer's reason", () => {
    renderWithAuth(
      ProfileUnderReview,
      applicant({ status: "rejected", rejection_reason: "The licence photo was unreadable." }),
      "/profile-under-review",
    );
    expect(screen.getByText("Not approved")).toBeTruthy();
    expect(screen.getByText("The licence photo was unreadable.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "What happens next" })).toBeNull();
  });

  it("offers a traveler who never applied to become a host, not to delete the account", () => {
    renderWithAuth(ProfileUnderReview, fakeAuth(meProfile(TRAVELER)), "/profile-under-review");
    expect(screen.getByText(/You have not applied to host\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Become a host" }).getAttribute("href")).toBe("/become-host");
    expect(screen.getByRole("link", { name: "Browse hosts" }).getAttribute("href")).toBe("/hosts");
    expect(screen.queryByRole("link", { name: "Delete this account" })).toBeNull();
    expect(screen.queryByText(/Changed your mind about hosting/)).toBeNull();
    expect(screen.queryByRole("navigation", { name: "While you wait" })).toBeNull();
  });

  it("offers someone without a profile type to complete it, and the way out", () => {
    renderWithAuth(ProfileUnderReview, withoutProfile(), "/profile-under-review");
    expect(screen.getByRole("link", { name: "Complete your profile" }).getAttribute("href")).toBe("/complete-profile");
    expect(screen.getByRole("link", { name: "Delete this account" })).toBeTruthy();
  });

  it("keeps 'Delete this account' for an applicant who changed their mind", () => {
    renderWithAuth(ProfileUnderReview, applicant({ status: "pending" }), "/profile-under-review");
    expect(screen.getByText(/Changed your mind about hosting/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Delete this account" })).toBeTruthy();
  });
});

describe("/delete-account", () => {
  it("says what is deleted and what stays, and offers the data download", () => {
    renderWithAuth(DeleteAccount, fakeAuth(meProfile(TRAVELER)), "/delete-account");
    expect(screen.getByRole("region", { name: "What stays" }).textContent).toContain("“Deleted user”");
    expect(screen.getByRole("link", { name: "Download my data" }).getAttribute("href")).toBe("/api/me/export");
  });

  it("needs the password and the typed confirmation before anything is sent", async () => {
    const calls = stubFetch();
    renderWithAuth(DeleteAccount, fakeAuth(meProfile(TRAVELER)), "/delete-account");
    await press("Delete my account permanently");
    expect(screen.getByText("Password is required.")).toBeTruthy();
    expect(screen.getByText("Confirmation: type DELETE in capital letters.")).toBeTruthy();
    fill("Password", "demo-pass-2026");
    fill("Type DELETE to confirm", "delete");
    await press("Delete my account permanently");
    expect(screen.getByText("Confirmation: type DELETE in capital letters.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("deletes with the password, signs out and goes home with a message", async () => {
    const calls = stubFetch();
    const auth = fakeAuth(meProfile(TRAVELER));
    const { router } = renderWithAuth(DeleteAccount, auth, "/delete-account");
    fill("Password", "demo-pass-2026");
    fill("Type DELETE to confirm", "DELETE");
    await press("Delete my account permanently");
    expect(calls).toEqual([
      expect.objectContaining({ method: "DELETE", url: "/api/me", body: { password: "demo-pass-2026" } }),
    ]);
    expect(auth.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByText("Your account has been deleted.")).toBeTruthy();
  });

  it("says so when the password is wrong", async () => {
    stubFetch(() =>
      json(
        { error: { code: "reauthentication_failed", message: "The password or confirmation code is not correct" } },
        403,
      ),
    );
    const auth = fakeAuth(meProfile(TRAVELER));
    renderWithAuth(DeleteAccount, auth, "/delete-account");
    fill("Password", "wrong-password");
    fill("Type DELETE to confirm", "DELETE");
    await press("Delete my account permanently");
    expect(await screen.findByText("That password is not correct.")).toBeTruthy();
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it("proves a passwordless account with an e-mailed code (GET /auth/v1/reauthenticate, cookie transport)", async () => {
    const calls = stubFetch((c) => (c.url === "/auth/v1/reauthenticate" ? json({}) : undefined));
    const auth = {
      ...fakeAuth(meProfile(TRAVELER)),
      user: authUser({
        app_metadata: { provider: "google", providers: ["google"] },
        identities: [
          {
            id: "g1",
            identity_id: "i1",
            user_id: "u1",
            provider: "google",
            identity_data: {},
            email: "aigerim@example.com",
            created_at: "2026-01-01T00:00:00Z",
            last_sign_in_at: null,
            updated_at: "2026-01-01T00:00:00Z",
          },
        ],
      }),
    };
    renderWithAuth(DeleteAccount, auth, "/delete-account");
    expect(screen.queryByLabelText("Password")).toBeNull();
    await press("E-mail me a code");
    expect(calls[0]).toMatchObject({
      method: "GET",
      url: "/auth/v1/reauthenticate",
      headers: { "x-session-transport": "cookie" },
    });
    expect(screen.getByText(/We sent a 6-digit code to aigerim@example.com/)).toBeTruthy();
    fill("Code", "123456");
    fill("Type DELETE to confirm", "DELETE");
    await press("Delete my account permanently");
    expect(calls[1]).toMatchObject({ method: "DELETE", url: "/api/me", body: { nonce: "123456" } });
  });
});
