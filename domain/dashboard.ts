/**
 * The dashboard (/dashboard, /host-dashboard; GET /api/me/dashboard): what a person's account looks like and
 * what is left to do. Pure rules shared by the worker (which computes them) and the web app (which shows them).
 */
import { PROFILE_LIMITS } from "./profile-form";
import type { HostStatus, HostType, ListingKind, UserType } from "./vocabulary";

/** One step of profile completeness: what to do, whether it is done, and the page that does it. */
export interface CompletenessItem {
  key: CompletenessKey;
  label: string;
  done: boolean;
  href: string;
}

export type CompletenessKey = "name" | "photo" | "place" | "profile_link" | "bio" | "languages" | "trip_request";

export interface Completeness {
  /** 0–100: the share of items done, rounded. */
  percent: number;
  items: CompletenessItem[];
}

/** What completeness is computed from (profile, host row, trip request). */
export interface CompletenessInput {
  user_type: UserType | null;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  country: string | null;
  profile_photo_url: string | null;
  profile_slug: string | null;
  /** Hosts only. */
  bio?: string | null;
  languages?: readonly string[];
  /** Travelers only: whether they have saved a trip request. */
  has_trip_request?: boolean;
}

const filled = (s: string | null | undefined) => Boolean(s?.trim());

export const HOST_PROFILE_PAGE = "/edit-profile";
export const TRAVELER_PROFILE_PAGE = "/edit-traveler-profile";

/** The items of a host's or a traveler's profile, in the order a person would fill them in. */
export function profileCompleteness(p: CompletenessInput): Completeness {
  const host = p.user_type === "host";
  const href = host ? HOST_PROFILE_PAGE : TRAVELER_PROFILE_PAGE;
  const items: CompletenessItem[] = [
    { key: "name", label: "Add your first and last name", done: filled(p.first_name) && filled(p.last_name), href },
    { key: "photo", label: "Add a profile photo", done: filled(p.profile_photo_url), href },
    { key: "place", label: "Add your city and country", done: filled(p.city) && filled(p.country), href },
    { key: "profile_link", label: "Choose your profile link", done: filled(p.profile_slug), href },
  ];
  if (host) {
    items.push(
      {
        key: "bio",
        label: `Write about yourself (at least ${PROFILE_LIMITS.bioMin} characters)`,
        done: (p.bio?.trim().length ?? 0) >= PROFILE_LIMITS.bioMin,
        href,
      },
      { key: "languages", label: "Add the languages you speak", done: (p.languages?.length ?? 0) > 0, href },
    );
  } else {
    items.push({ key: "trip_request", label: "Describe your trip request", done: Boolean(p.has_trip_request), href });
  }
  const done = items.filter((i) => i.done).length;
  return { percent: Math.round((done / items.length) * 100), items };
}

/**
 * Whether the profile itself is complete: every completeness item but the trip request, which is the traveler's
 * next step after it (a host's next step is a listing).
 */
export function profileDetailsComplete(p: CompletenessInput): boolean {
  return profileCompleteness(p).items.every((i) => i.done || i.key === "trip_request");
}

/** Booking statuses waiting for the host's answer. */
export const REQUESTED_BOOKING_STATUSES = ["requested"] as const;
/** Booking statuses of a trip that is going ahead (counted as upcoming when it starts today or later). */
export const ACTIVE_BOOKING_STATUSES = ["awaiting_deposit", "deposit_paid", "confirmed"] as const;

export type DashboardListingStatus = "published" | "draft" | "archived";
export const DASHBOARD_LISTING_STATUSES: readonly DashboardListingStatus[] = ["published", "draft", "archived"];

/** One of the host's own listings as the dashboard lists it. */
export interface DashboardListing {
  kind: ListingKind;
  id: string;
  title: string;
  status: DashboardListingStatus;
  views_count: number;
  cover_image: string | null;
  updated_at: string;
  /** The public detail path (only reachable by others once published). */
  path: string;
  /** The editor: /manage-listings/<route type>/<id>. */
  edit_path: string;
}

export interface DashboardListings {
  counts: Record<DashboardListingStatus, number> & { total: number };
  /** Views of all the host's listings together. */
  views_total: number;
  /** The most recently changed listings, newest first (at most DASHBOARD_LISTING_LIMIT). */
  items: DashboardListing[];
}

export const DASHBOARD_LISTING_LIMIT = 50;

export interface DashboardMessages {
  conversations: number;
  /** Unread messages sent by someone else in the person's conversations. */
  unread: number;
}

export interface DashboardBookings {
  /** Waiting for the host's answer. */
  requested: number;
  /** Going ahead and starting today or later. */
  upcoming: number;
  total: number;
}

export interface DashboardVerification {
  status: HostStatus;
  rejection_reason: string | null;
  approved_at: string | null;
  /** When the application was sent. */
  applied_at: string;
}

export interface DashboardTripRequest {
  destinations: string[];
  start_date: string | null;
  end_date: string | null;
  group_size: number;
  is_public: boolean;
  updated_at: string;
}

/** GET /api/me/dashboard. */
export interface DashboardResponse {
  role: UserType;
  first_name: string | null;
  completeness: Completeness;
  messages: DashboardMessages;
  bookings: DashboardBookings;
  /** Hosts: their application's state. Null for travelers. */
  verification: DashboardVerification | null;
  /** Hosts: their host type. */
  host_type: HostType | null;
  /** Hosts: /host/<slug> once approved (the public page), else null. */
  public_path: string | null;
  /** Hosts: their listings. Null for travelers. */
  listings: DashboardListings | null;
  /** Travelers: their trip request, or null when they have none (always null for hosts). */
  trip_request: DashboardTripRequest | null;
}

/** Where a host goes about their verification state. */
export function verificationLink(status: HostStatus): { href: string; label: string } | null {
  switch (status) {
    case "pending":
      return { href: "/profile-under-review", label: "See your application" };
    case "rejected":
      return { href: "/become-host", label: "Update and apply again" };
    case "approved":
      return null;
    case "suspended":
      return { href: "/profile-under-review", label: "See your host status" };
  }
}
