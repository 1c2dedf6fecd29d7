/**
 * The admins' travelers (issue 19 item 3; /admin/travelers): every person whose profile says traveler, found by
 * name, e-mail, phone or id, with their trip request, bookings and conversations; suspend (sessions revoked at once,
 * sign-in refused) and restore, each with the admin's reason, audited, and the person told by e-mail.
 */
import { z } from "zod";
import type { BookingStatus, ConversationKind } from "../vocabulary";
import { type AdminListPage, adminListQuery } from "./admin-lists";
import { get, post, type RawAnswer, reply } from "./endpoint";
import { isoDate, plainText } from "./fields";
import type { TripRequest } from "./travelers";

export const TRAVELER_STATUSES = ["active", "suspended"] as const;
export type TravelerStatus = (typeof TRAVELER_STATUSES)[number];

/** The longest reason an admin may give for a suspension (shown to the person in the e-mail). */
export const SUSPENSION_REASON_MAX = 500;

export const ADMIN_TRAVELER_SORTS = ["created_at", "last_sign_in_at", "name"] as const;
export type AdminTravelerSort = (typeof ADMIN_TRAVELER_SORTS)[number];

export const adminTravelersQuery = adminListQuery({
  sorts: ADMIN_TRAVELER_SORTS,
  defaultSort: "created_at",
  defaultDir: "desc",
  filters: {
    status: z.enum(TRAVELER_STATUSES, { error: "must be active or suspended" }).optional(),
    /** "yes": has a public trip request; "no": has none (or only a private one). */
    trip: z.enum(["yes", "no"], { error: "must be yes or no" }).optional(),
    /** Signed up on or after / on or before (UTC days). */
    from: isoDate.optional(),
    to: isoDate.optional(),
  },
});

export type AdminTravelersQuery = z.input<typeof adminTravelersQuery.list>;

/** One traveler in the console's list. */
export interface AdminTravelerRow {
  id: string;
  /** "First Last", or the e-mail's name part when the profile has no name. */
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  profile_photo_url: string | null;
  city: string | null;
  country: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed: boolean;
  status: TravelerStatus;
  suspended_at: string | null;
  /** A public trip request on /travelers. */
  has_trip_request: boolean;
}

export type AdminTravelersResponse = AdminListPage<AdminTravelerRow>;

export interface AdminTravelerSuspension {
  at: string;
  reason: string;
  by: { id: string; name: string } | null;
}

/** The traveler's trip request as the public sees it, and whether it is public. */
export interface AdminTravelerTrip extends TripRequest {
  is_public: boolean;
}

export interface AdminTravelerBooking {
  id: string;
  listing_title: string;
  host_name: string;
  status: BookingStatus;
  start_date: string;
  end_date: string | null;
  party_size: number;
  total_cents: number;
  created_at: string;
}

export interface AdminTravelerConversation {
  id: string;
  kind: ConversationKind;
  /** The other participant's name ("Support" for the support line). */
  with_name: string;
  last_message_at: string | null;
  created_at: string;
  message_count: number;
}

/** An admin's action on the person's account (the audit log's rows about the user: suspend, restore, changes). */
export interface AdminTravelerHistoryEntry {
  action: string;
  at: string;
  by: { id: string; name: string } | null;
  /** The suspension's reason (user.suspend), or the one a restore lifted (user.restore). */
  reason: string | null;
}

/** GET /api/admin/travelers/:id: the person as admins see them. */
export interface AdminTravelerDetail {
  traveler: AdminTravelerRow & {
    profile_slug: string | null;
    is_admin: boolean;
    phone_confirmed: boolean;
    suspension: AdminTravelerSuspension | null;
  };
  trip_request: AdminTravelerTrip | null;
  /** Newest first, at most DETAIL_LIST_MAX. */
  bookings: AdminTravelerBooking[];
  bookings_total: number;
  /** Most recent first, at most DETAIL_LIST_MAX. */
  conversations: AdminTravelerConversation[];
  conversations_total: number;
  /** Sessions that exist now (signed in on that many devices). */
  active_sessions: number;
  /** The person's verified authenticators (two-step sign-in), oldest first; an admin may remove one (lost phone). */
  authenticators: { id: string; name: string | null; created_at: string }[];
  /** Admins' actions on the account, newest first, at most DETAIL_LIST_MAX. */
  history: AdminTravelerHistoryEntry[];
}

/** How many bookings and conversations the detail shows (the totals say how many there are). */
export const DETAIL_LIST_MAX = 50;

const travelerParams = z.object({ id: plainText().trim().min(1, "is required").max(64, "must be an id") });

export const suspendBody = z.strictObject({
  reason: plainText()
    .trim()
    .min(1, "is required")
    .max(SUSPENSION_REASON_MAX, `can be at most ${SUSPENSION_REASON_MAX} characters`),
});
export type SuspendBody = z.input<typeof suspendBody>;

export const adminTravelersApi = {
  list: get("/api/admin/travelers", {
    access: "admin",
    query: adminTravelersQuery.list,
    response: reply<AdminTravelersResponse>(),
  }),
  /** Declared before /:id, so "export" is never taken for an id. */
  export: get("/api/admin/travelers/export", {
    access: "admin",
    query: adminTravelersQuery.csv,
    response: reply<RawAnswer>(),
  }),
  detail: get("/api/admin/travelers/:id", {
    access: "admin",
    params: travelerParams,
    response: reply<AdminTravelerDetail>(),
  }),
  suspend: post("/api/admin/travelers/:id/suspend", {
    access: "admin",
    params: travelerParams,
    body: suspendBody,
    response: reply<AdminTravelerDetail>(),
  }),
  restore: post("/api/admin/travelers/:id/restore", {
    access: "admin",
    params: travelerParams,
    response: reply<AdminTravelerDetail>(),
  }),
};
