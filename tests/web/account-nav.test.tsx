import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import type { AuthState } from "../../web/src/auth/context";
import { BottomNav } from "../../web/src/components/layout/BottomNav";
import { Header } from "../../web/src/components/layout/Header";
import { PendingHostBanner } from "../../web/src/components/layout/PendingHostBanner";
import { ThemeProvider } from "../../web/src/lib/theme";
import { fakeAuth, guest, meProfile, TRAVELER, WithAuth } from "./account-fixtures";
import { json, renderApp } from "./render";

type Call = { url: string; method: string; body: unknown };

/** Answers the header's destinations query and PATCH /api/me/profile (with `patch`), recording every call. */
function stubApi(patch: () => Response = () => json(meProfile())) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === "/api/me/profile") return Promise.resolve(patch());
      return Promise.resolve(json({ countries: [{ country: "Kazakhstan", count: 3 }] }));
    }),
  );
  return calls;
}

function renderWith(auth: AuthState, ui: ReactNode, path = "/") {
  return renderApp(
    <ThemeProvider>
      <WithAuth auth={auth}>{ui}</WithAuth>
    </ThemeProvider>,
    path,
  );
}

/** Opens the header's avatar menu (its code loads once someone is signed in); returns the panel. */
async function openAvatarMenu() {
  fireEvent.click(await screen.findByRole("button", { name: /^Account menu/ }));
  return screen.getByTestId("avatar-menu");
}

const linksOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

const host = (overrides: Partial<MeProfile> = {}) => fakeAuth(meProfile(overrides));
const traveler = (overrides: Partial<MeProfile> = {}) => fakeAuth(meProfile({ ...TRAVELER, ...overrides }));

describe("header for a guest", () => {
  it("shows the Account button and no Travelers link, and the message icon asks to log in", async () => {
    stubApi();
    const { router } = renderWith(guest(), <Header />);
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/auth");
    expect(screen.queryByRole("link", { name: "Travelers" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Account menu/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Messages" }));
    expect(router.state.location.pathname).toBe("/auth");
    expect(await screen.findByText("Please log in to continue")).toBeTruthy();
  });

  it("signs a guest in from any page and back to it: the Account button, the drawer's Account and the message icon", async () => {
    stubApi();
    const back = `/auth?redirect=${encodeURIComponent("/hosts?location=Pamir")}`;
    const { router } = renderWith(guest(), <Header />, "/hosts?location=Pamir");
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("href")).toBe(back);
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    // The drawer's content loads when it is first opened.
    const drawer = await screen.findByRole("navigation", { name: "Mobile" });
    expect(within(drawer).getByRole("link", { name: "Account" }).getAttribute("href")).toBe(back);
    fireEvent.click(screen.getByRole("button", { name: "Messages" }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
  });
});

describe("header avatar menu", () => {
  it("gives a host View Profile, Dashboard, My Listings, My Bookings, Edit Profile, Notification Settings, Sign-in & Security and Log out", async () => {
    stubApi();
    renderWith(host(), <Header />);
    const panel = await openAvatarMenu();
    expect(linksOf(panel)).toEqual([
      ["View Profile", "/host/aigerim"],
      ["Dashboard", "/dashboard"],
      ["My Listings", "/manage-listings"],
      ["My Bookings", "/my-bookings"],
      ["Edit Profile", "/edit-profile"],
      ["Notification Settings", "/notification-settings"],
      ["Sign-in & Security", "/security"],
    ]);
    expect(within(panel).getByRole("button", { name: "Log out" })).toBeTruthy();
    expect(within(panel).queryByRole("switch")).toBeNull();
    expect(within(panel).getByText("Aigerim Bekova")).toBeTruthy();
  });

  it("sends a host without a profile slug to /edit-profile from View Profile", async () => {
    stubApi();
    renderWith(
      host({ profile_slug: null, host: { id: "h1", status: "pending", host_type: "driver", profile_slug: null } }),
      <Header />,
    );
    expect(
      within(await openAvatarMenu())
        .getByRole("link", { name: "View Profile" })
        .getAttribute("href"),
    ).toBe("/edit-profile");
  });

  it("gives a traveler the Receive New Conversations switch, My Bookings and Edit Profile to /edit-traveler-profile", async () => {
    stubApi();
    renderWith(traveler(), <Header />);
    const panel = await openAvatarMenu();
    expect(within(panel).getByRole("switch", { name: "Receive New Conversations" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(linksOf(panel)).toEqual([
      ["My Bookings", "/my-bookings"],
      ["Edit Profile", "/edit-traveler-profile"],
      ["Notification Settings", "/notification-settings"],
      ["Sign-in & Security", "/security"],
    ]);
  });

  it("adds the admin entries for an admin, in the spec's order and labels", async () => {
    stubApi();
    renderWith(traveler({ is_admin: true }), <Header />);
    const admin = within(await openAvatarMenu()).getByRole("list", { name: "Admin" });
    expect(linksOf(admin)).toEqual([
      ["Admin: Hosts", "/admin/hosts"],
      ["Travelers", "/admin/travelers"],
      ["Listings", "/admin/listings"],
      ["Conversations", "/admin/conversations"],
      ["Chat", "/admin/admin-chat"],
      ["Bookings", "/admin/bookings"],
      ["Articles", "/admin/blog"],
    ]);
  });

  it("shows no admin entries to a host or traveler who is not an admin", async () => {
    stubApi();
    renderWith(host(), <Header />);
    expect(within(await openAvatarMenu()).queryByRole("link", { name: "Admin: Hosts" })).toBeNull();
  });

  it("treats a signed-in person of unknown type as a traveler, with Edit Profile leading to /auth", async () => {
    stubApi();
    renderWith(fakeAuth(meProfile({ user_type: null, host: null, profile_slug: null })), <Header />);
    const panel = await openAvatarMenu();
    expect(within(panel).getByRole("switch", { name: "Receive New Conversations" })).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Edit Profile" }).getAttribute("href")).toBe("/auth");
    expect(within(panel).queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("shows the initials when there is no photo, and the photo when there is one", async () => {
    stubApi();
    const { unmount } = renderWith(host(), <Header />);
    expect((await screen.findByRole("button", { name: /^Account menu/ })).textContent).toContain("AB");
    unmount();
    renderWith(host({ profile_photo_url: "/media/a.webp" }), <Header />);
    const button = await screen.findByRole("button", { name: "Account menu: Aigerim Bekova" });
    expect(button.querySelector("img")?.getAttribute("src")).toBe("/media/a.webp");
  });

  it("shows the Travelers link and opens /chat from the message icon when signed in", async () => {
    stubApi();
    renderWith(traveler(), <Header />);
    expect(screen.getByRole("link", { name: "Travelers" }).getAttribute("href")).toBe("/travelers");
    expect(screen.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/chat");
  });

  it("logs out through the auth state", async () => {
    stubApi();
    const auth = traveler();
    renderWith(auth, <Header />);
    fireEvent.click(within(await openAvatarMenu()).getByRole("button", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it("closes on Escape and gives focus back to the avatar button", async () => {
    stubApi();
    renderWith(host(), <Header />);
    const panel = await openAvatarMenu();
    expect(panel.hidden).toBe(false);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(await screen.findByRole("button", { name: /^Account menu/ }));
  });
});

describe("Receive New Conversations switch", () => {
  it("saves the new value, says so and re-reads the profile", async () => {
    const calls = stubApi();
    const auth = traveler();
    renderWith(auth, <Header />);
    const toggle = within(await openAvatarMenu()).getByRole("switch", { name: "Receive New Conversations" });
    await act(async () => fireEvent.click(toggle));
    expect(calls.find((c) => c.url === "/api/me/profile")).toEqual({
      url: "/api/me/profile",
      method: "PATCH",
      body: { receive_new_conversations: false },
    });
    expect(await screen.findByText("New conversations disabled")).toBeTruthy();
    expect(auth.refreshProfile).toHaveBeenCalled();
  });

  it("says New conversations enabled when turned back on", async () => {
    stubApi();
    renderWith(traveler({ receive_new_conversations: false }), <Header />);
    const toggle = within(await openAvatarMenu()).getByRole("switch", { name: "Receive New Conversations" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await act(async () => fireEvent.click(toggle));
    expect(await screen.findByText("New conversations enabled")).toBeTruthy();
  });

  it("puts the switch back and shows Failed to update settings when the save fails", async () => {
    stubApi(() => json({ error: { code: "internal_error", message: "boom" } }, 500));
    renderWith(traveler(), <Header />);
    const toggle = within(await openAvatarMenu()).getByRole("switch", { name: "Receive New Conversations" });
    await act(async () => fireEvent.click(toggle));
    expect(await screen.findByText("Failed to update settings")).toBeTruthy();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
  });
});

describe("mobile drawer", () => {
  /** Opens the drawer; its content, and a signed-in person's account section, load when it first opens. */
  const openDrawer = async (signedIn = true) => {
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = await screen.findByRole("navigation", { name: "Mobile" });
    if (signedIn) await within(drawer).findByRole("button", { name: "Log out" });
    return drawer;
  };

  it("mirrors the traveler's menu and labels the edit item Edit Trip Request", async () => {
    stubApi();
    renderWith(traveler(), <Header />);
    const drawer = await openDrawer();
    expect(within(drawer).getByRole("link", { name: "Edit Trip Request" }).getAttribute("href")).toBe(
      "/edit-traveler-profile",
    );
    expect(within(drawer).getByRole("switch", { name: "Receive New Conversations" })).toBeTruthy();
    expect(within(drawer).getByRole("link", { name: "Travelers" })).toBeTruthy();
    expect(within(drawer).queryByRole("link", { name: "Account" })).toBeNull();
  });

  it("mirrors the host's menu with Edit Profile", async () => {
    stubApi();
    renderWith(host(), <Header />);
    const drawer = await openDrawer();
    for (const name of [
      "View Profile",
      "Dashboard",
      "My Listings",
      "My Bookings",
      "Edit Profile",
      "Notification Settings",
      "Sign-in & Security",
    ])
      expect(within(drawer).getByRole("link", { name })).toBeTruthy();
    expect(within(drawer).queryByRole("link", { name: "Edit Trip Request" })).toBeNull();
    expect(within(drawer).getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("gives a guest the Account link and no Travelers link", async () => {
    stubApi();
    renderWith(guest(), <Header />);
    const drawer = await openDrawer(false);
    expect(within(drawer).getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/auth");
    expect(within(drawer).queryByRole("link", { name: "Travelers" })).toBeNull();
  });
});

describe("bottom navigation per role", () => {
  /** The tabs' names, once the last (Account, whose menu loads for signed-in people) is there. */
  const tabNames = async () => {
    const bar = screen.getByRole("navigation", { name: "Bottom navigation" });
    await within(bar).findByText("Account");
    return within(bar)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement?.parentElement?.tagName === "NAV")
      .map((li) => li.querySelector("a, button")?.textContent);
  };

  it("gives a host Listings, Hosts, Messages, Travelers and Account", async () => {
    renderWith(host(), <BottomNav />, "/listings");
    expect(await tabNames()).toEqual(["Listings", "Hosts", "Messages", "Travelers", "Account"]);
    expect(screen.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/chat");
    expect(screen.getByRole("link", { name: "Listings" }).getAttribute("aria-current")).toBe("page");
  });

  it("gives a traveler Hosts, Listings, Messages, Blog and Account", async () => {
    renderWith(traveler(), <BottomNav />, "/host/aigerim");
    expect(await tabNames()).toEqual(["Hosts", "Listings", "Messages", "Blog", "Account"]);
    expect(screen.getByRole("link", { name: "Hosts" }).getAttribute("aria-current")).toBe("page");
  });

  it("treats a signed-in person of unknown type as a traveler", async () => {
    renderWith(fakeAuth(null), <BottomNav />);
    expect(await tabNames()).toEqual(["Hosts", "Listings", "Messages", "Blog", "Account"]);
  });

  it("gives a guest Hosts, Listings, Blog and an Account link to /auth", async () => {
    renderWith(guest(), <BottomNav />);
    expect(await tabNames()).toEqual(["Hosts", "Listings", "Blog", "Account"]);
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/auth");
  });

  it("opens the host's Account menu: View Profile, My Listings, My Bookings, Edit Profile, Notification Settings, Sign-in & Security, Log out", async () => {
    const auth = host();
    renderWith(auth, <BottomNav />);
    const button = await screen.findByRole("button", { name: "Account" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByTestId("account-tab-menu");
    expect(linksOf(menu)).toEqual([
      ["View Profile", "/host/aigerim"],
      ["My Listings", "/manage-listings"],
      ["My Bookings", "/my-bookings"],
      ["Edit Profile", "/edit-profile"],
      ["Notification Settings", "/notification-settings"],
      ["Sign-in & Security", "/security"],
    ]);
    fireEvent.click(within(menu).getByRole("button", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it("opens the traveler's Account menu: My Profile and Edit Profile (both the trip request), My Bookings, Notification Settings, Sign-in & Security", async () => {
    renderWith(traveler(), <BottomNav />);
    fireEvent.click(await screen.findByRole("button", { name: "Account" }));
    expect(linksOf(screen.getByTestId("account-tab-menu"))).toEqual([
      ["My Profile", "/edit-traveler-profile"],
      ["Edit Profile", "/edit-traveler-profile"],
      ["My Bookings", "/my-bookings"],
      ["Notification Settings", "/notification-settings"],
      ["Sign-in & Security", "/security"],
    ]);
  });

  it("closes the Account menu on Escape and when a link is followed", async () => {
    const { router } = renderWith(traveler(), <BottomNav />);
    const button = await screen.findByRole("button", { name: "Account" });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByTestId("account-tab-menu").hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("link", { name: "My Bookings" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-bookings"));
    await waitFor(() => expect(screen.getByTestId("account-tab-menu").hidden).toBe(true));
  });
});

describe("pending host banner", () => {
  const pending = () =>
    host({ host: { id: "h1", status: "pending", host_type: "guide", profile_slug: null }, profile_slug: null });

  it("tells a pending host their application is under review and links to it", async () => {
    renderWith(pending(), <PendingHostBanner />, "/hosts");
    expect(screen.getByRole("complementary", { name: "Host application" }).textContent).toContain("under review");
    expect(screen.getByRole("link", { name: "See your application" }).getAttribute("href")).toBe(
      "/profile-under-review",
    );
  });

  it("is not shown on /profile-under-review itself, nor to approved hosts and travelers", async () => {
    const { unmount } = renderWith(pending(), <PendingHostBanner />, "/profile-under-review");
    expect(screen.queryByRole("complementary")).toBeNull();
    unmount();
    renderWith(host(), <PendingHostBanner />, "/hosts");
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
