import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MyHostApplication } from "../../domain/api/account";
import type { AuthState } from "../../web/src/auth/context";
import { Component as BecomeHost } from "../../web/src/pages/become-host/BecomeHostPage";
import { fakeAuth, guest, meProfile, renderWithAuth, stubFetch, TRAVELER } from "./account-fixtures";
import { json } from "./render";

const renderPage = (auth: AuthState) => renderWithAuth(BecomeHost, auth, "/become-host");

const applySection = () => screen.getByRole("region", { name: "Apply to host" });

const REJECTED: MyHostApplication = {
  id: "h9",
  status: "rejected",
  host_type: "driver",
  bio: "Driver with a 4x4 for the Tien Shan: Song-Kol, Jeti-Oguz and the Naryn road in every season.",
  languages: ["English", "Russian"],
  profile_photo_url: "/media/p/aaaa.webp",
  id_document_key: "private/docs/bbbb.jpg",
  rejection_reason: "The licence photo is blurred; please upload a sharper one.",
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-02T10:00:00Z",
};

describe("/become-host", () => {
  it("explains the offer to everyone and asks a guest to sign up or sign in", () => {
    stubFetch();
    renderPage(guest());
    expect(screen.getByRole("heading", { level: 1, name: "Show travelers the places you know best" })).toBeTruthy();
    for (const name of ["Who can host", "What you get", "How verification works", "Three steps to your first traveler"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    const apply = applySection();
    // Both come back here, to the application, after signing in or signing up (issue 14).
    const back = `redirect=${encodeURIComponent("/become-host?intent=apply-to-host")}`;
    expect(within(apply).getByRole("link", { name: "Sign up to apply" }).getAttribute("href")).toBe(
      `/auth?${back}&tab=sign-up`,
    );
    expect(within(apply).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(`/auth?${back}`);
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("shows a pending applicant their state with a link to /profile-under-review", () => {
    stubFetch();
    renderPage(fakeAuth(meProfile({ host: { id: "h1", status: "pending", host_type: "guide", profile_slug: null } })));
    expect(screen.getByRole("heading", { name: "Your application is under review" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your application" }).getAttribute("href")).toBe(
      "/profile-under-review",
    );
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("sends an approved host to the dashboard", () => {
    stubFetch();
    renderPage(fakeAuth(meProfile()));
    expect(screen.getByRole("heading", { name: "You are a verified host" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("link", { name: "Manage your listings" }).getAttribute("href")).toBe("/manage-listings");
  });

  it("asks a traveler for every field, the photo and the ID document included, before sending anything", async () => {
    const calls = stubFetch();
    renderPage(fakeAuth(meProfile(TRAVELER)));
    const form = screen.getByRole("form", { name: "Apply to host" });
    expect((within(form).getByLabelText("First name") as HTMLInputElement).value).toBe("Lukas");
    // A traveler's home country is not a destination: the host country starts empty.
    expect((within(form).getByRole("combobox", { name: "Country you host in" }) as HTMLInputElement).value).toBe("");
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Submit application" })));
    const summary = within(form).getAllByRole("alert")[0] as HTMLElement;
    for (const text of [
      "Country is required.",
      "City is required.",
      "Host type: choose guide, driver or tour operator.",
      "About you is required.",
      "Languages: add at least one language you speak.",
      "Profile photo: add a photo of yourself",
      "ID or licence: upload a photo or PDF",
    ])
      expect(summary.textContent).toContain(text);
    const photoLink = within(summary).getByRole("link", { name: /Profile photo/ });
    expect(photoLink.getAttribute("href")).toBe("#become-host-photo");
    expect(document.getElementById("become-host-photo")).toBeTruthy();
    expect(document.getElementById("become-host-document")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows a rejected applicant the reason and re-sends the application, keeping the photo and document", async () => {
    const calls = stubFetch((call) =>
      call.method === "GET" && call.url === "/api/me/host-application"
        ? json(REJECTED)
        : call.method === "POST"
          ? json(meProfile({ host: { id: "h9", status: "pending", host_type: "driver", profile_slug: null } }))
          : undefined,
    );
    const auth = fakeAuth(
      meProfile({
        first_name: "Noor",
        last_name: "Haddad",
        city: "Karakol",
        country: "Kyrgyzstan",
        profile_photo_url: REJECTED.profile_photo_url,
        host: {
          id: "h9",
          status: "rejected",
          host_type: "driver",
          profile_slug: null,
          bio: REJECTED.bio,
          languages: REJECTED.languages,
          rejection_reason: REJECTED.rejection_reason,
        },
      }),
    );
    const { router } = renderPage(auth);
    const form = await screen.findByRole("form", { name: "Send your application again" });
    expect(screen.getByText(REJECTED.rejection_reason ?? "")).toBeTruthy();
    expect((within(form).getByRole("radio", { name: "Driver" }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText("About you") as HTMLTextAreaElement).value).toBe(REJECTED.bio);
    expect(within(form).getByText("Document uploaded")).toBeTruthy();
    expect(within(form).getByRole("img", { name: "Profile photo" }).getAttribute("src")).toBe(
      REJECTED.profile_photo_url,
    );

    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Send my application again" })));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile-under-review"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({
        url: "/api/me/host-application",
        body: {
          host_type: "driver",
          first_name: "Noor",
          last_name: "Haddad",
          city: "Karakol",
          country: "Kyrgyzstan",
          bio: REJECTED.bio,
          languages: REJECTED.languages,
          profile_photo_url: REJECTED.profile_photo_url,
          id_document_key: REJECTED.id_document_key,
        },
      }),
    ]);
    expect(auth.refreshProfile).toHaveBeenCalled();
  });

  it("shows the server's refusal and stays on the form", async () => {
    stubFetch((call) =>
      call.method === "GET"
        ? json({ ...REJECTED })
        : json(
            { error: { code: "invalid_request", message: "id_document_key: must be a document you uploaded" } },
            400,
          ),
    );
    renderPage(
      fakeAuth(
        meProfile({
          city: "Almaty",
          country: "Kazakhstan",
          profile_photo_url: REJECTED.profile_photo_url,
          host: {
            id: "h9",
            status: "rejected",
            host_type: "guide",
            profile_slug: null,
            bio: REJECTED.bio,
            languages: ["English"],
            rejection_reason: "Blurred.",
          },
        }),
      ),
    );
    const form = await screen.findByRole("form", { name: "Send your application again" });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Send my application again" })));
    expect(
      (await within(form).findByText("id_document_key: must be a document you uploaded")).closest("[role=alert]"),
    ).toBeTruthy();
  });
});
