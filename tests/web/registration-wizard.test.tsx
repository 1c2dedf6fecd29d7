import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuthState } from "../../web/src/auth/context";
import { Component as WizardPage } from "../../web/src/pages/account/RegistrationWizardPage";
import { fakeAuth, fill, guest, meProfile, renderWithAuth, stubFetch, withoutProfile } from "./account-fixtures";
import { json } from "./render";

const renderWizard = (auth: AuthState = withoutProfile(), path = "/new-registration-flow") =>
  renderWithAuth(WizardPage, auth, path);

const next = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Next" })));
const back = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Back" })));
const stepHeading = () => screen.getByRole("heading", { level: 2 }).textContent;
const progress = () => screen.getByText(/^Step \d of \d$/).textContent;
const summary = () => screen.getByRole("alert");

describe("registration wizard", () => {
  it("names the missing account type and stays on the first step", async () => {
    stubFetch();
    renderWizard();
    expect(stepHeading()).toBe("Account type");
    await next();
    expect(within(summary()).getByText("Account type: choose whether you are traveling or hosting.")).toBeTruthy();
    expect(stepHeading()).toBe("Account type");
  });

  it("says 'Account type' once on its first step: the step's heading names the choice of type", () => {
    stubFetch();
    renderWizard();
    const heading = screen.getByRole("heading", { level: 2, name: "Account type" });
    const form = heading.closest("form") as HTMLElement;
    // The progress list names every step for screen readers; outside it, the words appear once.
    const progressList = screen.getByRole("list", { name: "Progress" });
    const said = within(form)
      .queryAllByText("Account type")
      .filter((el) => !progressList.contains(el));
    expect(said).toEqual([heading]);
    expect(screen.getByRole("group", { name: "Account type" })).toBeTruthy();
    expect(screen.getByLabelText(/I'm traveling/)).toBeTruthy();
  });

  it("names each missing field of a step, marks it invalid and clears the message as it is filled", async () => {
    stubFetch();
    renderWizard();
    fireEvent.click(screen.getByLabelText(/I'm traveling/));
    await next();
    expect(stepHeading()).toBe("About you");
    expect(progress()).toBe("Step 2 of 4");
    await next();
    expect(within(summary()).getByText("First name is required.")).toBeTruthy();
    expect(within(summary()).getByText("Last name is required.")).toBeTruthy();
    const first = screen.getByLabelText("First name");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    fill("First name", "Lukas");
    expect(first.getAttribute("aria-invalid")).toBeNull();
    expect(within(summary()).queryByText("First name is required.")).toBeNull();
  });

  it("keeps every answer when going back, and a traveler's profile is saved from the review", async () => {
    const calls = stubFetch(() => json(meProfile()));
    const auth = withoutProfile();
    const { router } = renderWizard(auth);
    fireEvent.click(screen.getByLabelText(/I'm traveling/));
    await next();
    fill("First name", "Lukas");
    fill("Last name", "Hofmann");
    await next();
    expect(stepHeading()).toBe("Location");
    fill("Country you live in", "Germany");
    fill("City or town", "Berlin");
    await back();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Lukas");
    await back();
    expect((screen.getByLabelText(/I'm traveling/) as HTMLInputElement).checked).toBe(true);
    await next();
    await next();
    expect((screen.getByLabelText("Country you live in") as HTMLSelectElement).value).toBe("Germany");
    await next();
    expect(stepHeading()).toBe("Review & submit");
    expect(progress()).toBe("Step 4 of 4");
    const review = screen.getByRole("form");
    expect(review.textContent).toContain("Lukas Hofmann");
    expect(review.textContent).toContain("Berlin, Germany");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create my profile" })));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: "PATCH",
        url: "/api/me/profile",
        body: { user_type: "traveler", first_name: "Lukas", last_name: "Hofmann", city: "Berlin", country: "Germany" },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/edit-traveler-profile"));
    expect(auth.refreshProfile).toHaveBeenCalled();
  });

  it("adds the What you offer step for hosts and checks the bio, the host type and the languages", async () => {
    stubFetch();
    renderWizard();
    fireEvent.click(screen.getByLabelText(/I'm a local host/));
    await next();
    expect(progress()).toBe("Step 2 of 5");
    fill("First name", "Aigerim");
    fill("Last name", "Bekova");
    await next();
    fill("Country you host in", "Germany");
    fill("City or town", "Berlin");
    await next();
    expect(within(summary()).getByText("Country: choose one of the countries our hosts work in.")).toBeTruthy();
    fill("Country you host in", "kazakhstan");
    fill("City or town", "Almaty");
    await next();
    expect(stepHeading()).toBe("What you offer");
    fill("About you", "I guide.");
    await next();
    const alert = summary();
    expect(within(alert).getByText("Host type: choose guide, driver or tour operator.")).toBeTruthy();
    expect(within(alert).getByText("About you needs at least 50 characters (8 so far).")).toBeTruthy();
    expect(within(alert).getByText("Languages: add at least one language you speak.")).toBeTruthy();
  });

  it("submits a host application and opens /profile-under-review", async () => {
    const calls = stubFetch(() => json(meProfile()));
    const { router } = renderWizard();
    fireEvent.click(screen.getByLabelText(/I'm a local host/));
    await next();
    fill("First name", "Aigerim");
    fill("Last name", "Bekova");
    await next();
    fill("Country you host in", "Kazakhstan");
    fill("City or town", "Almaty");
    await next();
    fireEvent.click(screen.getByLabelText("Local guide"));
    fill(
      "About you",
      "Mountain guide from Almaty: Big Almaty Lake, Charyn Canyon and Kolsai lakes, on foot or by car.",
    );
    fill("Languages", "kazakh");
    fireEvent.keyDown(screen.getByLabelText("Languages"), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Add English" }));
    expect(screen.getByRole("list", { name: "Languages you speak" }).textContent).toContain("Kazakh");
    await next();
    expect(screen.getByRole("form").textContent).toContain("Kazakh, English");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit application" })));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        url: "/api/me/host-application",
        body: {
          host_type: "guide",
          first_name: "Aigerim",
          last_name: "Bekova",
          city: "Almaty",
          country: "Kazakhstan",
          bio: "Mountain guide from Almaty: Big Almaty Lake, Charyn Canyon and Kolsai lakes, on foot or by car.",
          languages: ["Kazakh", "English"],
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile-under-review"));
  });

  it("opens a step from the review's Edit button and shows the server's refusal", async () => {
    stubFetch(() => json({ error: { code: "validation_failed", message: "First name is too long" } }, 400));
    renderWizard();
    fireEvent.click(screen.getByLabelText(/I'm traveling/));
    await next();
    fill("First name", "Lukas");
    fill("Last name", "Hofmann");
    await next();
    fill("Country you live in", "Germany");
    fill("City or town", "Berlin");
    await next();
    fireEvent.click(screen.getByRole("button", { name: "Edit name" }));
    expect(stepHeading()).toBe("About you");
    await next();
    await next();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create my profile" })));
    expect(await screen.findByText("First name is too long")).toBeTruthy();
  });

  it("sends a signed-out visitor to /auth with Please log in to continue", async () => {
    const { router } = renderWizard(guest(), "/register/host");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(await screen.findByText("Please log in to continue")).toBeTruthy();
  });

  it("tells someone whose profile is complete where to go instead of asking again", () => {
    renderWizard(
      fakeAuth(meProfile({ host: { id: "h1", status: "pending", host_type: "guide", profile_slug: null } })),
    );
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.getByRole("link", { name: "See your application" }).getAttribute("href")).toBe(
      "/profile-under-review",
    );
  });
});
