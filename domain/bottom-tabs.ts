import type { UserType } from "./vocabulary";

/**
 * Spec §2 "Mobile bottom navigation" as data: the tabs of guests, hosts and travelers, and which one is active. Apart
 * from the menus (domain/navigation.ts, which re-exports this) because the bar is drawn in the first paint of `/` and
 * the menus are not (docs/decisions/012-initial-js.md).
 */

/** What the menus need to know of the signed-in person's profile (GET /api/me/profile). */
export interface NavProfile {
  user_type: UserType | null;
  is_admin: boolean;
  profile_slug: string | null;
  host: { profile_slug: string | null } | null;
}

/** Spec §6: signed-in people of unknown type (no profile or no user_type) are treated as travelers. */
export function navType(profile: NavProfile | null): UserType {
  return profile?.user_type === "host" ? "host" : "traveler";
}

export type TabIcon = "hosts" | "listings" | "blog" | "messages" | "travelers" | "account";

export interface BottomTab {
  label: string;
  icon: TabIcon;
  /** Where the tab leads; null for the signed-in Account tab, which opens its popup menu. */
  to: string | null;
  /** The tab is active on these paths and everything below them. */
  prefixes: readonly string[];
}

const HOSTS_TAB: BottomTab = { label: "Hosts", icon: "hosts", to: "/hosts", prefixes: ["/hosts", "/host"] };
const LISTINGS_TAB: BottomTab = {
  label: "Listings",
  icon: "listings",
  to: "/listings",
  prefixes: ["/listings", "/tour", "/tours", "/rental-car", "/driver", "/group-tour"],
};
const BLOG_TAB: BottomTab = { label: "Blog", icon: "blog", to: "/blog", prefixes: ["/blog"] };
const MESSAGES_TAB: BottomTab = { label: "Messages", icon: "messages", to: "/chat", prefixes: ["/chat"] };
const TRAVELERS_TAB: BottomTab = {
  label: "Travelers",
  icon: "travelers",
  to: "/travelers",
  prefixes: ["/travelers", "/traveler"],
};
const GUEST_ACCOUNT_TAB: BottomTab = {
  label: "Account",
  icon: "account",
  to: "/auth",
  prefixes: ["/auth", "/simple-auth", "/reset-password"],
};
/** The signed-in person's own pages, where the Account tab is the current one. */
const ACCOUNT_TAB: BottomTab = {
  label: "Account",
  icon: "account",
  to: null,
  prefixes: [
    "/edit-profile",
    "/edit-traveler-profile",
    "/my-bookings",
    "/notification-settings",
    "/security",
    "/manage-listings",
    "/dashboard",
    "/host-dashboard",
    "/complete-profile",
    "/simple-complete-profile",
    "/new-registration-flow",
    "/profile-under-review",
    "/delete-account",
  ],
};

/** Spec §2: guest, host and traveler tabs (unknown type as traveler). */
export function bottomTabs(signedIn: boolean, profile: NavProfile | null): BottomTab[] {
  if (!signedIn) return [HOSTS_TAB, LISTINGS_TAB, BLOG_TAB, GUEST_ACCOUNT_TAB];
  if (navType(profile) === "host") return [LISTINGS_TAB, HOSTS_TAB, MESSAGES_TAB, TRAVELERS_TAB, ACCOUNT_TAB];
  return [HOSTS_TAB, LISTINGS_TAB, MESSAGES_TAB, BLOG_TAB, ACCOUNT_TAB];
}

/** Spec §2: the active tab is chosen by route prefix (a whole path segment: /host matches /host/a, not /hosting). */
export function activeTab(tabs: readonly BottomTab[], pathname: string): BottomTab | null {
  const path = pathname.toLowerCase();
  return tabs.find((t) => t.prefixes.some((p) => path === p || path.startsWith(`${p}/`))) ?? null;
}
