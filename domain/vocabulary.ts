/**
 * The product's one vocabulary: every status, type and role a person, host or listing can have, and how a listing
 * kind is named in tables, page paths and query strings. The drizzle schema, the queries, the API contracts and the
 * web app all import these; none writes its own copy.
 */

/** profiles.user_type (spec §3); null in the database means the profile is incomplete. */
export const USER_TYPES = ["host", "traveler"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** hosts.status (spec §3; ARCHITECTURE "Data"): approved hosts show a Verified badge. */
export const HOST_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type HostStatus = (typeof HOST_STATUSES)[number];

/** hosts.host_type (spec §3). */
export const HOST_TYPES = ["guide", "driver", "tour_operator"] as const;
export type HostType = (typeof HOST_TYPES)[number];

/** tours/group_tours/rental_cars/drivers.status: only published listings are public. */
export const LISTING_STATUSES = ["draft", "published", "archived"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The four kinds of listing (spec §1). */
export const LISTING_KINDS = ["tour", "group_tour", "rental_car", "driver"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The D1 table of each kind. */
export const LISTING_TABLE = {
  tour: "tours",
  group_tour: "group_tours",
  rental_car: "rental_cars",
  driver: "drivers",
} as const satisfies Record<ListingKind, string>;
export type ListingTable = (typeof LISTING_TABLE)[ListingKind];
export const LISTING_TABLES: readonly ListingTable[] = LISTING_KINDS.map((k) => LISTING_TABLE[k]);

/**
 * The path segment of each kind: its detail page (/tour/{slug}), its API resource (/api/listings/tour/…) and the
 * listing editor (/manage-listings/tour/…).
 */
export const LISTING_ROUTE = {
  tour: "tour",
  group_tour: "group-tour",
  rental_car: "rental-car",
  driver: "driver",
} as const satisfies Record<ListingKind, string>;
export type ListingRoute = (typeof LISTING_ROUTE)[ListingKind];

export const LISTING_ROUTES = LISTING_KINDS.map((k) => LISTING_ROUTE[k]) as readonly ListingRoute[];

/** The kind of each path segment. */
export const KIND_OF_ROUTE = Object.fromEntries(LISTING_KINDS.map((k) => [LISTING_ROUTE[k], k])) as Record<
  ListingRoute,
  ListingKind
>;

/** The kind whose rows a table holds (tours → tour …), or null. */
export function kindOfTable(table: string | null): ListingKind | null {
  return LISTING_KINDS.find((k) => LISTING_TABLE[k] === table) ?? null;
}

/** The kind a path segment names (tour, group-tour, rental-car, driver), or null. */
export function kindOfRoute(segment: string): ListingKind | null {
  return Object.hasOwn(KIND_OF_ROUTE, segment) ? KIND_OF_ROUTE[segment as ListingRoute] : null;
}

/** `type` values of /listings and GET /api/listings (spec §2), each naming one kind. */
export const LISTING_TYPE_PARAM = {
  tour: "tours",
  group_tour: "group-tours",
  rental_car: "cars",
  driver: "drivers",
} as const satisfies Record<ListingKind, string>;
export type ListingTypeParam = (typeof LISTING_TYPE_PARAM)[ListingKind];
export const LISTING_TYPE_PARAMS: readonly ListingTypeParam[] = ["tours", "cars", "drivers", "group-tours"];

/** The kind a `type` value names, or null. */
export function kindOfTypeParam(param: string): ListingKind | null {
  return LISTING_KINDS.find((k) => LISTING_TYPE_PARAM[k] === param) ?? null;
}

/**
 * bookings.status, the booking state machine (ARCHITECTURE "Booking state machine"): requested → awaiting_deposit
 * → deposit_paid → confirmed → completed, or declined, cancelled, expired, refunded.
 */
export const BOOKING_STATUSES = [
  "requested",
  "awaiting_deposit",
  "deposit_paid",
  "confirmed",
  "completed",
  "declined",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** booking_offers.status: a host's custom offer until the traveler accepts it, it runs out or the host withdraws it. */
export const OFFER_STATUSES = ["open", "accepted", "declined", "withdrawn", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** payments.kind: money in (deposit, balance) or back out (refund of one of them). */
export const PAYMENT_KINDS = ["deposit", "balance", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * payments.status: a checkout is open until paid or expired; a refund is pending until the provider settles it
 * (succeeded) or gives up (failed, tried again by the cron).
 */
export const PAYMENT_STATUSES = ["open", "paid", "expired", "pending", "succeeded", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** reviews.status: admins verify reviews before they count. */
export const REVIEW_STATUSES = ["pending", "verified", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * blog_articles.status: public submissions wait as submitted until an admin decides; an admin's draft may be
 * scheduled (the cron publishes it at scheduled_at); unpublishing returns an article to draft.
 */
export const ARTICLE_STATUSES = ["draft", "submitted", "scheduled", "published", "rejected"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** A session's authenticator assurance level: aal2 once a second factor was verified in it. */
/** Kinds of conversation: a traveler and a host, or the admins' support line to one person. */
export const CONVERSATION_KINDS = ["direct", "support"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Why a participant reports a conversation to the admins. */
export const REPORT_REASONS = ["spam", "scam", "harassment", "inappropriate", "off_platform_payment", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The system user support conversations are held with (migrations/0010); it cannot sign in. */
export const SUPPORT_USER_ID = "support";

export const AAL_LEVELS = ["aal1", "aal2"] as const;
export type Aal = (typeof AAL_LEVELS)[number];

/** one_time_tokens.token_type: what a hashed link or code sent by e-mail or text message proves. */
export type OneTimeTokenType =
  | "confirmation"
  | "recovery"
  | "email_change_new"
  | "email_change_current"
  | "magiclink"
  | "reauthentication"
  | "phone_confirmation"
  | "phone_change";

/** Who may call an API route; the worker checks it before anything else. */
export const ACCESS_LEVELS = ["public", "signed-in", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
