import { describe, expect, it } from "vitest";
import {
  accountTabMenu,
  activeTab,
  avatarMenu,
  bottomTabs,
  editProfilePath,
  hostProfilePath,
  type NavProfile,
} from "../../domain/navigation";

const host: NavProfile = {
  user_type: "host",
  is_admin: false,
  profile_slug: "aigerim",
  host: { profile_slug: "aigerim" },
};
const traveler: NavProfile = { user_type: "traveler", is_admin: false, profile_slug: "lukas", host: null };
const unknown: NavProfile = { user_type: null, is_admin: false, profile_slug: null, host: null };

const labels = (p: NavProfile | null, variant?: "header" | "drawer") =>
  avatarMenu(p, variant).map((s) => s.entries.map((e) => (e.kind === "link" ? e.label : e.kind)));

describe("avatar menu", () => {
  it("lists a host's profile, dashboard, listings and bookings, then the account entries", () => {
    expect(labels(host)).toEqual([
      ["View Profile", "Dashboard", "My Listings", "My Bookings"],
      ["Edit Profile", "Notification Settings", "Sign-in & Security", "sign-out"],
    ]);
  });

  it("gives a traveler the conversations switch instead, and an admin the admin section", () => {
    expect(labels({ ...traveler, is_admin: true })).toEqual([
      ["conversations-switch", "My Bookings"],
      ["Admin: Hosts", "Travelers", "Listings", "Conversations", "Chat", "Bookings", "Articles"],
      ["Edit Profile", "Notification Settings", "Sign-in & Security", "sign-out"],
    ]);
  });

  it("labels the traveler's edit item Edit Trip Request in the drawer only", () => {
    expect(labels(traveler, "drawer")[1]?.[0]).toBe("Edit Trip Request");
    expect(labels(host, "drawer")[1]?.[0]).toBe("Edit Profile");
    expect(labels(unknown, "drawer")[1]?.[0]).toBe("Edit Profile");
  });
});

describe("profile paths", () => {
  it("sends Edit Profile by type: traveler, host, unknown to /auth", () => {
    expect(editProfilePath(traveler)).toBe("/edit-traveler-profile");
    expect(editProfilePath(host)).toBe("/edit-profile");
    expect(editProfilePath(unknown)).toBe("/auth");
    expect(editProfilePath(null)).toBe("/auth");
  });

  it("opens a host's public page by slug, or /edit-profile without one", () => {
    expect(hostProfilePath(host)).toBe("/host/aigerim");
    expect(hostProfilePath({ ...host, host: { profile_slug: null }, profile_slug: "aida k" })).toBe("/host/aida%20k");
    expect(hostProfilePath({ ...host, host: { profile_slug: null }, profile_slug: null })).toBe("/edit-profile");
  });
});

describe("bottom tabs", () => {
  const names = (signedIn: boolean, p: NavProfile | null) => bottomTabs(signedIn, p).map((t) => t.label);

  it("has the spec's tabs per role, unknown type as traveler", () => {
    expect(names(false, null)).toEqual(["Hosts", "Listings", "Blog", "Account"]);
    expect(names(true, host)).toEqual(["Listings", "Hosts", "Messages", "Travelers", "Account"]);
    expect(names(true, traveler)).toEqual(["Hosts", "Listings", "Messages", "Blog", "Account"]);
    expect(names(true, unknown)).toEqual(names(true, traveler));
    expect(names(true, null)).toEqual(names(true, traveler));
  });

  it("leads a guest's Account tab to /auth and opens a menu for signed-in people", () => {
    expect(bottomTabs(false, null).at(-1)?.to).toBe("/auth");
    expect(bottomTabs(true, host).at(-1)?.to).toBeNull();
  });

  it.each([
    ["/host/aigerim", "Hosts"],
    ["/hosts", "Hosts"],
    ["/tour/charyn-canyon", "Listings"],
    ["/chat/abc", "Messages"],
    ["/traveler/lukas", "Travelers"],
    ["/my-bookings", "Account"],
  ])("marks the host's tab for %s by route prefix: %s", (path, tab) => {
    expect(activeTab(bottomTabs(true, host), path)?.label).toBe(tab);
  });

  it("matches whole path segments only", () => {
    expect(activeTab(bottomTabs(true, host), "/host-dashboard")?.label).toBe("Account");
    expect(activeTab(bottomTabs(false, null), "/blogger")).toBeNull();
  });

  it("gives the Account menus of §2", () => {
    expect(accountTabMenu(host).map((l) => [l.label, l.to])).toEqual([
      ["View Profile", "/host/aigerim"],
      ["My Listings", "/manage-listings"],
      ["My Bookings", "/my-bookings"],
      ["Edit Profile", "/edit-profile"],
      ["Notification Settings", "/notification-settings"],
      ["Sign-in & Security", "/security"],
    ]);
    expect(accountTabMenu(unknown).map((l) => [l.label, l.to])).toEqual([
      ["My Profile", "/edit-traveler-profile"],
      ["Edit Profile", "/edit-traveler-profile"],
      ["My Bookings", "/my-bookings"],
      ["Notification Settings", "/notification-settings"],
      ["Sign-in & Security", "/security"],
    ]);
  });
});
