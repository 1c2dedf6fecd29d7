import { type NavProfile, navType } from "./bottom-tabs";

export { activeTab, type BottomTab, bottomTabs, type NavProfile, navType, type TabIcon } from "./bottom-tabs";

/**
 * Signed-in navigation of spec §2 (header avatar menu, mobile drawer, mobile bottom navigation) as data: which
 * entries each kind of person sees and where they lead. The web app renders these; tests read them. The bottom
 * navigation's tabs are in domain/bottom-tabs.ts (re-exported here), which the first paint loads without the menus.
 */

export interface NavLink {
  label: string;
  to: string;
}

/** An entry of a signed-in menu: a link, the traveler's Receive New Conversations switch, or Log out. */
export type MenuEntry = ({ kind: "link" } & NavLink) | { kind: "conversations-switch" } | { kind: "sign-out" };

export interface MenuSection {
  /** Names the group for assistive technology ("Admin"); sections without one are plain separators. */
  label?: string;
  entries: MenuEntry[];
}

/** Host "View Profile": the public profile by its slug, or /edit-profile while there is none (spec §2). */
export function hostProfilePath(profile: NavProfile | null): string {
  const slug = profile?.host?.profile_slug?.trim() || profile?.profile_slug?.trim();
  return slug ? `/host/${encodeURIComponent(slug)}` : "/edit-profile";
}

/** Spec §2 "Edit Profile": traveler → /edit-traveler-profile, host → /edit-profile, unknown type → /auth. */
export function editProfilePath(profile: NavProfile | null): string {
  if (profile?.user_type === "host") return "/edit-profile";
  if (profile?.user_type === "traveler") return "/edit-traveler-profile";
  return "/auth";
}

export const LOG_OUT_LABEL = "Log out";
const MY_BOOKINGS: NavLink = { label: "My Bookings", to: "/my-bookings" };
const NOTIFICATION_SETTINGS: NavLink = { label: "Notification Settings", to: "/notification-settings" };
/** Not in spec §2's lists: two-step sign-in and the devices signed in (/security), after the settings. */
const SECURITY: NavLink = { label: "Sign-in & Security", to: "/security" };

/** Spec §2: the admin entries of the avatar menu, labelled as the spec lists them. */
export const ADMIN_LINKS: readonly NavLink[] = [
  { label: "Admin: Hosts", to: "/admin/hosts" },
  { label: "Travelers", to: "/admin/travelers" },
  { label: "Listings", to: "/admin/listings" },
  { label: "Conversations", to: "/admin/conversations" },
  { label: "Chat", to: "/admin/admin-chat" },
  { label: "Bookings", to: "/admin/bookings" },
  { label: "Articles", to: "/admin/blog" },
];

const link = (l: NavLink): MenuEntry => ({ kind: "link", ...l });

/**
 * The header's avatar menu (spec §2), or the mobile drawer's copy of it, which labels the traveler's edit
 * item "Edit Trip Request" (a traveler's public profile is their trip request).
 */
export function avatarMenu(profile: NavProfile | null, variant: "header" | "drawer" = "header"): MenuSection[] {
  const host = navType(profile) === "host";
  const editLabel = variant === "drawer" && profile?.user_type === "traveler" ? "Edit Trip Request" : "Edit Profile";
  const sections: MenuSection[] = [
    {
      entries: host
        ? [
            link({ label: "View Profile", to: hostProfilePath(profile) }),
            link({ label: "Dashboard", to: "/dashboard" }),
            link({ label: "My Listings", to: "/manage-listings" }),
            link(MY_BOOKINGS),
          ]
        : [{ kind: "conversations-switch" }, link(MY_BOOKINGS)],
    },
  ];
  if (profile?.is_admin) sections.push({ label: "Admin", entries: ADMIN_LINKS.map(link) });
  sections.push({
    entries: [
      link({ label: editLabel, to: editProfilePath(profile) }),
      link(NOTIFICATION_SETTINGS),
      link(SECURITY),
      { kind: "sign-out" },
    ],
  });
  return sections;
}

/** Spec §2 "Mobile bottom navigation": the Account tab's popup menu (Log out is appended by the renderer). */
export function accountTabMenu(profile: NavProfile | null): NavLink[] {
  if (navType(profile) === "host") {
    return [
      { label: "View Profile", to: hostProfilePath(profile) },
      { label: "My Listings", to: "/manage-listings" },
      MY_BOOKINGS,
      { label: "Edit Profile", to: editProfilePath(profile) },
      NOTIFICATION_SETTINGS,
      SECURITY,
    ];
  }
  return [
    { label: "My Profile", to: "/edit-traveler-profile" },
    { label: "Edit Profile", to: "/edit-traveler-profile" },
    MY_BOOKINGS,
    NOTIFICATION_SETTINGS,
    SECURITY,
  ];
}
