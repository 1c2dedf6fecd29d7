/**
 * The whole data model: the one source of truth. Migrations in `migrations/` are generated from this file
 * by drizzle-kit (`npm run db:generate`) and applied by wrangler; the FTS5 search index and its triggers
 * live in a custom migration because drizzle-kit does not model virtual tables.
 *
 * Conventions: ids are `crypto.randomUUID()` text; timestamps are ISO-8601 UTC text; money is integer euro
 * cents; lists are JSON text. Tables the spec names keep the spec's field names.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  type SQLiteColumn,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { CancellationPolicy } from "../../domain/bookings/cancellation";
import type {
  Aal,
  ArticleStatus,
  BookingStatus,
  ConversationKind,
  HostStatus,
  HostType,
  ListingStatus,
  ListingTable,
  OfferStatus,
  OneTimeTokenType,
  PaymentKind,
  PaymentStatus,
  ReportReason,
  ReviewStatus,
  UserType,
} from "../../domain/vocabulary";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const id = () => text().primaryKey();
const createdAt = () => text().notNull().default(now);
const timestamps = { created_at: createdAt(), updated_at: text().notNull().default(now) };

// ───────────────────────────── auth ─────────────────────────────

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text(),
    phone: text(),
    encrypted_password: text(),
    email_confirmed_at: text(),
    phone_confirmed_at: text(),
    confirmation_sent_at: text(),
    email_change: text(),
    /**
     * Which address has confirmed the pending e-mail change: "current" or "new", null for neither yet. A change
     * asked for while the current address is confirmed needs both (GoTrue's secure e-mail change); otherwise the
     * current side counts as done from the start.
     */
    email_change_confirmed: text().$type<"current" | "new">(),
    raw_user_meta_data: text({ mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    raw_app_meta_data: text({ mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    role: text().notNull().default("authenticated"),
    banned_until: text(),
    last_sign_in_at: text(),
    deleted_at: text(),
    /**
     * An admin's suspension (/admin/travelers): when, by whom and why. While set, banned_until is far in the future,
     * so sign-in and refresh refuse the person; restoring clears all four.
     */
    suspended_at: text(),
    suspended_by: text(),
    suspension_reason: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_phone_unique").on(t.phone),
    index("users_created").on(t.created_at),
  ],
);

export const identities = sqliteTable(
  "identities",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    provider_id: text().notNull(),
    identity_data: text({ mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    email: text(),
    last_sign_in_at: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("identities_provider_subject").on(t.provider, t.provider_id),
    index("identities_user").on(t.user_id),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    aal: text().$type<Aal>().notNull().default("aal1"),
    factor_id: text(),
    amr: text({ mode: "json" }).$type<{ method: string; timestamp: number }[]>().notNull().default([]),
    user_agent: text(),
    ip: text(),
    not_after: text(),
    refreshed_at: text(),
    ...timestamps,
  },
  (t) => [
    index("sessions_user").on(t.user_id),
    // The nightly retention's (worker/db/retention.ts): only sessions that still have an address to clear.
    index("sessions_ip_kept").on(t.created_at).where(sql`ip IS NOT NULL`),
  ],
);

export const refresh_tokens = sqliteTable(
  "refresh_tokens",
  {
    id: id(),
    token_hash: text().notNull(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    session_id: text()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** hash of the token this one replaced: the family chain used for reuse detection */
    parent: text(),
    revoked: integer({ mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("refresh_tokens_hash").on(t.token_hash), index("refresh_tokens_session").on(t.session_id)],
);

export const one_time_tokens = sqliteTable(
  "one_time_tokens",
  {
    id: id(),
    user_id: text().references(() => users.id, { onDelete: "cascade" }),
    token_type: text().$type<OneTimeTokenType>().notNull(),
    token_hash: text().notNull(),
    relates_to: text().notNull(),
    attempts: integer().notNull().default(0),
    expires_at: text().notNull(),
    used_at: text(),
    created_at: createdAt(),
  },
  (t) => [index("one_time_tokens_hash").on(t.token_hash), index("one_time_tokens_user").on(t.user_id, t.token_type)],
);

/** PKCE flow state: the code challenge saved at the start and the auth code handed back at the end. */
export const flow_states = sqliteTable(
  "flow_states",
  {
    id: id(),
    user_id: text().references(() => users.id, { onDelete: "cascade" }),
    auth_code: text().notNull(),
    code_challenge: text().notNull(),
    code_challenge_method: text().notNull(),
    provider_type: text().notNull(),
    authentication_method: text().notNull(),
    expires_at: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("flow_states_auth_code").on(t.auth_code)],
);

export const mfa_factors = sqliteTable(
  "mfa_factors",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendly_name: text(),
    factor_type: text().notNull(),
    status: text().notNull().default("unverified"),
    secret: text(),
    phone: text(),
    /** the last TOTP time step accepted, so a code works once */
    last_used_step: integer(),
    ...timestamps,
  },
  (t) => [index("mfa_factors_user").on(t.user_id)],
);

export const mfa_challenges = sqliteTable("mfa_challenges", {
  id: id(),
  factor_id: text()
    .notNull()
    .references(() => mfa_factors.id, { onDelete: "cascade" }),
  ip_address: text(),
  verified_at: text(),
  created_at: createdAt(),
});

/** Fixed-window counters for sign-in, sign-up, e-mail sends and code verification limits. */
export const rate_limits = sqliteTable(
  "rate_limits",
  {
    key: text().notNull(),
    window_start: integer().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

// ───────────────────────────── people ─────────────────────────────

export const profiles = sqliteTable(
  "profiles",
  {
    user_id: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    user_type: text().$type<UserType>(),
    first_name: text(),
    last_name: text(),
    city: text(),
    country: text(),
    profile_photo_url: text(),
    is_admin: integer({ mode: "boolean" }).notNull().default(false),
    profile_slug: text(),
    receive_new_conversations: integer({ mode: "boolean" }).notNull().default(true),
    phone: text(),
    about: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("profiles_slug").on(t.profile_slug), index("profiles_user_type").on(t.user_type)],
);

export const hosts = sqliteTable(
  "hosts",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profile_slug: text(),
    status: text().$type<HostStatus>().notNull().default("pending"),
    host_type: text().$type<HostType>().notNull(),
    bio: text(),
    languages: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    rating: real().notNull().default(0),
    total_reviews: integer().notNull().default(0),
    is_superhost: integer({ mode: "boolean" }).notNull().default(false),
    response_time_minutes: integer(),
    response_time_sample_size: integer().notNull().default(0),
    years_experience: integer(),
    latitude: real(),
    longitude: real(),
    /** R2 key of the private ID or licence document; only admins can open it */
    id_document_key: text(),
    rejection_reason: text(),
    approved_at: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("hosts_user").on(t.user_id),
    index("hosts_status_rating").on(t.status, t.rating),
    index("hosts_slug").on(t.profile_slug),
    index("hosts_created").on(t.created_at),
  ],
);

/** A traveler's public trip: the spec's "Edit Trip Request". */
export const trip_requests = sqliteTable(
  "trip_requests",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    destinations: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    start_date: text(),
    end_date: text(),
    group_size: integer().notNull().default(1),
    interests: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    budget: text(),
    description: text(),
    is_public: integer({ mode: "boolean" }).notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("trip_requests_user").on(t.user_id), index("trip_requests_public").on(t.is_public, t.updated_at)],
);

export const user_activity = sqliteTable("user_activity", {
  user_id: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  last_seen_at: text(),
  is_online: integer({ mode: "boolean" }).notNull().default(false),
  updated_at: text().notNull().default(now),
});

// ───────────────────────────── listings ─────────────────────────────

/**
 * The orders of the console's listing list (/admin/listings, worker/db/admin-listings.ts): each kind's table walked in
 * sort order, so a page reads its rows instead of sorting the table. The expressions match the list's sort values.
 */
const adminListingIndexes = (
  table: string,
  t: {
    id: SQLiteColumn;
    created_at: SQLiteColumn;
    updated_at: SQLiteColumn;
    published_at: SQLiteColumn;
    title: SQLiteColumn;
    views_count: SQLiteColumn;
  },
) => [
  index(`${table}_admin_created`).on(t.created_at, t.id),
  index(`${table}_admin_updated`).on(t.updated_at, t.id),
  index(`${table}_admin_published`).on(sql`coalesce(${t.published_at}, '')`, t.id),
  index(`${table}_admin_title`).on(sql`lower(${t.title})`, t.id),
  index(`${table}_admin_views`).on(t.views_count, t.id),
];

const listingColumns = () => ({
  id: id(),
  host_id: text()
    .notNull()
    .references(() => hosts.id, { onDelete: "cascade" }),
  slug: text(),
  title: text().notNull(),
  description: text().notNull().default(""),
  status: text().$type<ListingStatus>().notNull().default("draft"),
  images: text({ mode: "json" }).$type<string[]>().notNull().default([]),
  topics: text({ mode: "json" }).$type<string[]>().notNull().default([]),
  views_count: integer().notNull().default(0),
  published_at: text(),
  /** The share of the total a traveler pays to book (10–50 %, domain/bookings/pricing.ts DEPOSIT_PERCENT). */
  deposit_percent: integer().notNull().default(20),
  cancellation_policy: text().$type<CancellationPolicy>().notNull().default("moderate"),
  ...timestamps,
});

export const tours = sqliteTable(
  "tours",
  {
    ...listingColumns(),
    number_of_days: integer().notNull().default(1),
    countries: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    cities: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    itinerary: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    /** per-person price in euro cents when that many people travel together */
    price_1_person: integer(),
    price_2_persons: integer(),
    price_3_persons: integer(),
    price_4_persons: integer(),
  },
  (t) => [
    uniqueIndex("tours_slug").on(t.slug),
    index("tours_status_published").on(t.status, t.published_at),
    ...adminListingIndexes("tours", t),
    index("tours_host").on(t.host_id),
  ],
);

export const group_tours = sqliteTable(
  "group_tours",
  {
    ...listingColumns(),
    number_of_days: integer().notNull().default(1),
    countries: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    cities: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    itinerary: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    price_per_person: integer().notNull(),
    max_group_size: integer().notNull().default(12),
  },
  (t) => [
    uniqueIndex("group_tours_slug").on(t.slug),
    index("group_tours_status_published").on(t.status, t.published_at),
    ...adminListingIndexes("group_tours", t),
    index("group_tours_host").on(t.host_id),
  ],
);

/** A group tour's dated departures; seats_booked never exceeds seats_total (checked in bookings). */
export const group_tour_departures = sqliteTable(
  "group_tour_departures",
  {
    id: id(),
    group_tour_id: text()
      .notNull()
      .references(() => group_tours.id, { onDelete: "cascade" }),
    start_date: text().notNull(),
    end_date: text(),
    seats_total: integer().notNull(),
    seats_booked: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index("departures_tour_date").on(t.group_tour_id, t.start_date)],
);

export const rental_cars = sqliteTable(
  "rental_cars",
  {
    ...listingColumns(),
    city: text().notNull(),
    country: text().notNull(),
    price_per_day: integer().notNull(),
    car_type: text(),
    make_model: text(),
    seats: integer(),
    transmission: text().$type<"manual" | "automatic">(),
    driver_included: integer({ mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("rental_cars_slug").on(t.slug),
    index("rental_cars_status_published").on(t.status, t.published_at),
    ...adminListingIndexes("rental_cars", t),
    index("rental_cars_host").on(t.host_id),
  ],
);

export const drivers = sqliteTable(
  "drivers",
  {
    ...listingColumns(),
    city: text().notNull(),
    country: text().notNull(),
    price_per_day: integer().notNull(),
    vehicle: text(),
    seats: integer(),
    languages: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    areas_served: text({ mode: "json" }).$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("drivers_slug").on(t.slug),
    index("drivers_status_published").on(t.status, t.published_at),
    ...adminListingIndexes("drivers", t),
    index("drivers_host").on(t.host_id),
  ],
);

/**
 * The browse and search index over the four listing tables: one narrow row per listing with what /listings
 * filters and sorts on, so every query walks one index instead of a union of four tables. Kept by triggers
 * (migrations/0004_listing_catalog_triggers.sql), never written by the app. `key` is the listing row's
 * rowid * 4 + kind number (decision 002). The FTS index's rowid is (kind number + 1) * 2^40 + the row's rowid, negated
 * while the listing is hidden (migration 0021, decision 052); search maps it to the key with ftsKey (listings.ts).
 */
export const listing_catalog = sqliteTable(
  "listing_catalog",
  {
    key: integer().primaryKey(),
    kind: text().$type<"tour" | "group_tour" | "rental_car" | "driver">().notNull(),
    listing_id: text().notNull(),
    host_id: text().notNull(),
    /** listing published and its host approved: the only rows anyone but the owner may see */
    visible: integer({ mode: "boolean" }).notNull(),
    published: integer({ mode: "boolean" }).notNull(),
    published_at: text(),
    /** euro cents: lowest per-person tour price, per person for group tours, per day otherwise */
    price: integer(),
    days: integer(),
    /** the host's rating and review count, copied by trigger when they change */
    rating: real().notNull().default(0),
    reviews: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("catalog_listing").on(t.listing_id),
    index("catalog_host").on(t.host_id),
    index("catalog_newest").on(t.published_at, t.key).where(sql`visible = 1`),
    index("catalog_kind_newest").on(t.kind, t.published_at, t.key).where(sql`visible = 1`),
    index("catalog_price").on(t.price, t.key).where(sql`visible = 1`),
    index("catalog_rating").on(t.rating, t.key).where(sql`visible = 1`),
  ],
);

/**
 * How many catalog rows are visible, in one row (id 1) kept by triggers (migrations/0022_catalog_counts.sql): the
 * total of /listings without filters, read instead of counting every visible row of the catalog for each page.
 */
export const catalog_counts = sqliteTable("catalog_counts", {
  id: integer().primaryKey(),
  visible: integer().notNull(),
});

/** Countries and cities of each catalog row, normalized (lower case, hyphens as spaces) for exact filters. */
export const listing_places = sqliteTable(
  "listing_places",
  {
    kind: text().$type<"country" | "city">().notNull(),
    value: text().notNull(),
    key: integer().notNull(),
    /** the name as the host wrote it, for display */
    label: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value, t.key] }), index("listing_places_key").on(t.key)],
);

// ───────────────────────────── trade ─────────────────────────────

export const bookings = sqliteTable(
  "bookings",
  {
    id: id(),
    listing_type: text().$type<ListingTable>().notNull(),
    listing_id: text().notNull(),
    /** The listing's title when it was booked (what the traveler agreed to, even if the host renames it). */
    listing_title: text().notNull().default(""),
    departure_id: text().references(() => group_tour_departures.id),
    traveler_id: text()
      .notNull()
      .references(() => users.id),
    /** the host's user id, like conversations.host_id */
    host_id: text()
      .notNull()
      .references(() => users.id),
    /** The custom offer this booking was accepted from, and the conversation it came from. */
    offer_id: text(),
    conversation_id: text(),
    start_date: text().notNull(),
    end_date: text(),
    party_size: integer().notNull(),
    pickup_place: text(),
    total_cents: integer().notNull(),
    deposit_cents: integer().notNull(),
    deposit_percent: integer().notNull().default(20),
    /** The currency payments are taken in (always EUR: prices are euro cents). */
    currency: text().notNull().default("EUR"),
    /** The currency and rate the traveler saw when booking (spec §9), kept so the booking is shown as agreed. */
    display_currency: text().notNull().default("EUR"),
    display_rate: real().notNull().default(1),
    cancellation_policy: text().$type<CancellationPolicy>().notNull().default("moderate"),
    status: text().$type<BookingStatus>().notNull().default("requested"),
    note: text(),
    /** Until when the host may answer a request (48 h), and the traveler pay the deposit (24 h). */
    respond_by: text(),
    deposit_due_at: text(),
    /** ISO date the balance is due. */
    balance_due_date: text(),
    /** Euro cents received (deposit and balance) and refunded so far. */
    paid_cents: integer().notNull().default(0),
    refunded_cents: integer().notNull().default(0),
    /** "online" through the provider, or "in_person" as the host recorded it. */
    balance_method: text().$type<"online" | "in_person">(),
    decline_reason: text(),
    cancelled_by: text(),
    /** Whose cancellation it counts as: the traveler's (policy refund) or the host's (full refund, counts against them). */
    cancelled_side: text().$type<"traveler" | "host">(),
    cancel_reason: text(),
    deposit_paid_at: text(),
    completed_at: text(),
    cancelled_at: text(),
    /**
     * A new id with every transition: the transition's batch checks it took effect (worker/db/booking-writes.ts), so
     * of two moves made from the same state at once exactly one wins and the other changes nothing.
     */
    transition_id: text(),
    ...timestamps,
  },
  (t) => [
    index("bookings_traveler").on(t.traveler_id, t.created_at),
    index("bookings_host").on(t.host_id, t.created_at),
    index("bookings_status_due").on(t.status, t.deposit_due_at),
    index("bookings_status_respond").on(t.status, t.respond_by),
    index("bookings_status_end").on(t.status, t.end_date),
    index("bookings_listing").on(t.listing_id, t.start_date),
    index("bookings_created").on(t.created_at),
    index("bookings_deposit_paid").on(t.deposit_paid_at),
    index("bookings_cancelled").on(t.cancelled_at),
  ],
);

/**
 * Calendar days a listing cannot be booked (tours, cars and drivers take one party at a time): held by a booking, or
 * blocked by the host. The primary key is the availability guarantee: two bookings (or a booking and a block) that
 * share a day cannot both be written, however concurrent, because D1 rolls the losing batch back.
 */
export const listing_days = sqliteTable(
  "listing_days",
  {
    listing_id: text().notNull(),
    /** ISO date */
    day: text().notNull(),
    /** The booking holding the day; null for a day the host blocked. */
    booking_id: text().references(() => bookings.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listing_id, t.day] }), index("listing_days_booking").on(t.booking_id)],
);

/** A host's priced offer sent in a conversation (issue 16 item 2); the traveler accepts it into a booking. */
export const booking_offers = sqliteTable(
  "booking_offers",
  {
    id: id(),
    conversation_id: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    host_id: text()
      .notNull()
      .references(() => users.id),
    traveler_id: text()
      .notNull()
      .references(() => users.id),
    listing_type: text().$type<ListingTable>().notNull(),
    listing_id: text().notNull(),
    listing_title: text().notNull(),
    departure_id: text(),
    start_date: text().notNull(),
    end_date: text().notNull(),
    party_size: integer().notNull(),
    total_cents: integer().notNull(),
    deposit_cents: integer().notNull(),
    note: text(),
    expires_at: text().notNull(),
    status: text().$type<OfferStatus>().notNull().default("open"),
    booking_id: text(),
    ...timestamps,
  },
  (t) => [index("booking_offers_conversation").on(t.conversation_id, t.created_at)],
);

export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    booking_id: text()
      .notNull()
      .references(() => bookings.id),
    provider: text().notNull(),
    /** deposit, balance, or a refund of one of them (`refund_of`). */
    kind: text().$type<PaymentKind>().notNull().default("deposit"),
    /** The provider's checkout session (payments) or refund (refunds) id. */
    provider_ref: text(),
    /** The provider's payment (Stripe payment intent): what a refund is taken from. */
    payment_ref: text(),
    /** Where the traveler pays (the provider's hosted page); null for refunds. */
    checkout_url: text(),
    refund_of: text(),
    amount_cents: integer().notNull(),
    currency: text().notNull().default("EUR"),
    status: text().$type<PaymentStatus>().notNull(),
    expires_at: text(),
    ...timestamps,
  },
  (t) => [
    index("payments_booking").on(t.booking_id),
    uniqueIndex("payments_provider_ref").on(t.provider, t.provider_ref),
    index("payments_status").on(t.status, t.kind),
    index("payments_kind_updated").on(t.kind, t.status, t.updated_at),
  ],
);

export const processed_webhook_events = sqliteTable("processed_webhook_events", {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  processed_at: text().notNull().default(now),
});

export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    booking_id: text().references(() => bookings.id),
    listing_type: text().$type<ListingTable>(),
    listing_id: text(),
    host_id: text()
      .notNull()
      .references(() => hosts.id, { onDelete: "cascade" }),
    traveler_id: text().references(() => users.id, { onDelete: "set null" }),
    rating: integer().notNull(),
    body: text().notNull(),
    /** Photos from the upload pipeline (/media/p/…). */
    photos: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    status: text().$type<ReviewStatus>().notNull().default("pending"),
    moderated_by: text(),
    moderated_at: text(),
    rejection_reason: text(),
    /** The host's one public answer. */
    host_reply: text(),
    host_reply_at: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reviews_booking").on(t.booking_id),
    index("reviews_host_status").on(t.host_id, t.status),
    index("reviews_listing_status").on(t.listing_id, t.status),
    index("reviews_status_created").on(t.status, t.created_at),
  ],
);

/** A host's private calendar feed (.ics) of confirmed trips: only the token's hash is kept; a new one revokes the old. */
export const calendar_feeds = sqliteTable("calendar_feeds", {
  user_id: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token_hash: text().notNull().unique(),
  created_at: createdAt(),
});

// ───────────────────────────── conversation ─────────────────────────────

export const conversations = sqliteTable(
  "conversations",
  {
    id: id(),
    traveler_id: text()
      .notNull()
      .references(() => users.id),
    /** the host's user id */
    host_id: text()
      .notNull()
      .references(() => users.id),
    listing_type: text().$type<ListingTable>(),
    listing_id: text(),
    /**
     * "direct": a traveler and a host. "support": the admins writing to one person (issue 15 item 8); traveler_id
     * is that person (of any role) and host_id the system user SUPPORT_USER_ID; each admin's message is stored
     * under the admin's own id and shown as "Support".
     */
    kind: text().$type<ConversationKind>().notNull().default("direct"),
    /** The participant who blocked the other (no new messages either way while set), null when not blocked. */
    blocked_by: text(),
    blocked_at: text(),
    last_message_at: text(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_pair").on(t.traveler_id, t.host_id),
    index("conversations_host").on(t.host_id, t.last_message_at),
    index("conversations_traveler").on(t.traveler_id, t.last_message_at),
    index("conversations_created").on(t.created_at),
  ],
);

export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    conversation_id: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    sender_id: text().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    /** Image attachments: media URLs (`/media/...`) from the upload pipeline, at most MAX_ATTACHMENTS. */
    attachments: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    /** A host's custom offer shown as a card in the thread (booking_offers), null for an ordinary message. */
    offer_id: text(),
    is_read: integer({ mode: "boolean" }).notNull().default(false),
    /** per-conversation sequence number assigned by the ConversationRoom */
    seq: integer().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_conversation_seq").on(t.conversation_id, t.seq),
    index("messages_unread").on(t.conversation_id, t.is_read),
    index("messages_created").on(t.created_at),
  ],
);

/** A participant's report of a conversation to the admins (issue 15 item 6); reported ones come first in admin. */
export const conversation_reports = sqliteTable(
  "conversation_reports",
  {
    id: id(),
    conversation_id: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    reporter_id: text().references(() => users.id, { onDelete: "set null" }),
    reason: text().$type<ReportReason>().notNull(),
    details: text().notNull().default(""),
    /** "open" until an admin has looked at it ("resolved"). */
    status: text().$type<"open" | "resolved">().notNull().default("open"),
    resolved_by: text(),
    resolved_at: text(),
    created_at: createdAt(),
  },
  (t) => [index("conversation_reports_conversation").on(t.conversation_id, t.status)],
);

// ───────────────────────────── content ─────────────────────────────

export const blog_articles = sqliteTable(
  "blog_articles",
  {
    id: id(),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull().default(""),
    body: text().notNull(),
    cover_image_url: text(),
    tags: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    country: text(),
    author_name: text().notNull(),
    author_email: text(),
    author_user_id: text().references(() => users.id, { onDelete: "set null" }),
    status: text().$type<ArticleStatus>().notNull().default("draft"),
    is_showcase: integer({ mode: "boolean" }).notNull().default(false),
    rejection_reason: text(),
    published_at: text(),
    /** Shown first on /blog (at most one is featured at a time). */
    is_featured: integer({ mode: "boolean" }).notNull().default(false),
    /** Search engines' and share cards' description; the excerpt when empty. */
    seo_description: text().notNull().default(""),
    /** When status is "scheduled": the cron publishes it at this time. */
    scheduled_at: text(),
    /** The body rendered and sanitized at write time (worker/services/content/markdown.ts), with its headings. */
    body_html: text().notNull().default(""),
    toc: text({ mode: "json" }).$type<{ id: string; text: string; level: 2 | 3 }[]>().notNull().default([]),
    reading_minutes: integer().notNull().default(1),
    /** Every /media URL the article uses (cover and body), so the upload sweep keeps them. */
    photos: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blog_articles_slug").on(t.slug),
    index("blog_articles_status").on(t.status, t.published_at),
    index("blog_articles_author").on(t.author_user_id, t.created_at),
    index("blog_articles_scheduled").on(t.status, t.scheduled_at),
  ],
);

/** A message sent through /contact: e-mailed to the support address and kept for the admins' inbox. */
export const contact_messages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    topic: text().notNull(),
    message: text().notNull(),
    user_id: text().references(() => users.id, { onDelete: "set null" }),
    status: text().$type<"open" | "resolved">().notNull().default("open"),
    resolved_by: text(),
    resolved_at: text(),
    created_at: createdAt(),
  },
  (t) => [index("contact_messages_status").on(t.status, t.created_at)],
);

export const destination_images = sqliteTable("destination_images", {
  country: text().primaryKey(),
  image_url: text().notNull(),
  alt_text: text(),
  updated_by: text(),
  updated_at: text().notNull().default(now),
});

export const currencies = sqliteTable("currencies", {
  code: text().primaryKey(),
  symbol: text().notNull(),
  name: text().notNull(),
  rate: real().notNull(),
  updated_at: text().notNull().default(now),
});

/** Uploaded objects in R2: ownership for quotas and deletion, and whether the object is private. */
export const media_objects = sqliteTable(
  "media_objects",
  {
    key: text().primaryKey(),
    owner_id: text().references(() => users.id, { onDelete: "set null" }),
    content_type: text().notNull(),
    bytes: integer().notNull(),
    is_private: integer({ mode: "boolean" }).notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index("media_objects_owner").on(t.owner_id)],
);

/**
 * R2 objects whose media_objects rows are gone but whose deletion from R2 has not been confirmed: filled by a
 * trigger on every media_objects delete (migration 0018), emptied once R2 answered the delete (worker/services/
 * media-sweep.ts), by the request that deleted the row or else by the housekeeping cron. So a failed R2 delete never
 * leaves a deleted photo in R2 for good.
 */
export const media_trash = sqliteTable("media_trash", {
  key: text().primaryKey(),
  created_at: createdAt(),
});

// ───────────────────────────── outreach ─────────────────────────────

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(""),
    data: text({ mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    read_at: text(),
    created_at: createdAt(),
  },
  (t) => [
    index("notifications_user").on(t.user_id, t.created_at),
    index("notifications_unread").on(t.user_id, t.read_at),
  ],
);

export const notification_settings = sqliteTable(
  "notification_settings",
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    in_app: integer({ mode: "boolean" }).notNull().default(true),
    email: integer({ mode: "boolean" }).notNull().default(true),
    push: integer({ mode: "boolean" }).notNull().default(true),
    updated_at: text().notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] })],
);

export const email_outbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    template_key: text(),
    /** The template's named variables, so an admin's edit of the template applies when the row is delivered. */
    vars: text({ mode: "json" }).$type<Record<string, string>>(),
    /** Marketing mail is sent only to people who consented and carries the unsubscribe headers. */
    category: text().$type<"transactional" | "marketing">().notNull().default("transactional"),
    /** The marketing campaign (marketing_sends.id) the row belongs to. */
    campaign_id: text(),
    /** The recipient's account, when the mail is to a person with one (campaign reports, unsubscribes). */
    user_id: text(),
    /** Extra headers for the provider, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: text({ mode: "json" }).$type<Record<string, string>>(),
    /** queued → sent, or failed: the dead letter an admin sees in /admin/testing (no more retries). */
    status: text().$type<"queued" | "sent" | "failed">().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    error: text(),
    sent_at: text(),
    created_at: createdAt(),
  },
  (t) => [
    index("email_outbox_status").on(t.status, t.created_at),
    index("email_outbox_to").on(t.to, t.created_at),
    index("email_outbox_campaign").on(t.campaign_id, t.status),
    // The nightly retention's: mail it deletes (not a campaign's, kept as its report) and a campaign's not yet cleared.
    index("email_outbox_direct").on(t.status, t.created_at).where(sql`campaign_id IS NULL`),
    index("email_outbox_campaign_uncleared").on(t.created_at).where(sql`campaign_id IS NOT NULL AND "to" != ''`),
  ],
);

/** An admin's version of a transactional e-mail (worker/services/email/templates.ts has the defaults). */
export const email_templates = sqliteTable("email_templates", {
  key: text().primaryKey(),
  subject: text().notNull(),
  /** Plain text with {{named}} variables; paragraphs by blank lines, a line `[Label](url)` is a button. */
  body: text().notNull(),
  updated_by: text().references(() => users.id, { onDelete: "set null" }),
  updated_at: text().notNull().default(now),
});

export const marketing_templates = sqliteTable("marketing_templates", {
  id: id(),
  name: text().notNull(),
  subject: text().notNull(),
  /** Same body format as email_templates. */
  body: text().notNull(),
  updated_by: text().references(() => users.id, { onDelete: "set null" }),
  ...timestamps,
});

/** A marketing campaign: one template sent to one audience, in batches through the outbox. */
export const marketing_sends = sqliteTable(
  "marketing_sends",
  {
    id: id(),
    template_id: text()
      .notNull()
      .references(() => marketing_templates.id),
    /** JSON of the audience: {kind: "travelers" | "hosts" | "incomplete" | "country", country?}. */
    audience: text({ mode: "json" }).$type<Record<string, string>>().notNull(),
    /** The people who consented in the audience when it was sent (rows queued). */
    recipients: integer().notNull().default(0),
    status: text().$type<"sending" | "sent">().notNull().default("sending"),
    created_by: text().references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    finished_at: text(),
  },
  (t) => [index("marketing_sends_created").on(t.created_at)],
);

/** Who unsubscribed through which campaign's link (the campaign report's "unsubscribed"). */
export const marketing_unsubscribes = sqliteTable(
  "marketing_unsubscribes",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campaign_id: text().references(() => marketing_sends.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [index("marketing_unsubscribes_campaign").on(t.campaign_id)],
);

export const push_tokens = sqliteTable(
  "push_tokens",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text().notNull(),
    platform: text().$type<"android" | "ios" | "web">().notNull(),
    active: integer({ mode: "boolean" }).notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("push_tokens_user").on(t.user_id)],
);

/**
 * Pushes to deliver (worker/services/push): queued by notify() and by admin broadcasts, delivered right after the
 * request and by the housekeeping cron with retries; `failed` is the dead letter an admin sees in /admin/testing.
 */
export const push_outbox = sqliteTable(
  "push_outbox",
  {
    id: id(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The admin broadcast (push_broadcasts.id) the row belongs to. */
    broadcast_id: text(),
    /** The notification's kind (domain/notifications.ts) and its §9 channel. */
    kind: text().notNull(),
    channel: text().$type<"messages" | "bookings" | "general">().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** §3 payload data: deepLink, type, traveler_id, conversation_id. */
    data: text({ mode: "json" }).$type<Record<string, string>>().notNull(),
    /** Pushes with one tag replace each other on the device (a conversation's burst shows as one). */
    tag: text(),
    status: text().$type<"queued" | "sent" | "failed">().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    error: text(),
    sent_at: text(),
    created_at: createdAt(),
  },
  (t) => [
    index("push_outbox_status").on(t.status, t.created_at),
    index("push_outbox_broadcast").on(t.broadcast_id, t.status),
    index("push_outbox_user").on(t.user_id, t.created_at),
    // The nightly retention's: pushes it deletes, not a broadcast's (kept as its report).
    index("push_outbox_direct").on(t.status, t.created_at).where(sql`broadcast_id IS NULL`),
  ],
);

/** Access tokens of providers kept fresh by the token-refresh cron (e.g. `fcm`: FCM HTTP v1's OAuth token). */
export const service_tokens = sqliteTable("service_tokens", {
  name: text().primaryKey(),
  token: text().notNull(),
  expires_at: text().notNull(),
  updated_at: text().notNull().default(now),
});

export const push_broadcasts = sqliteTable("push_broadcasts", {
  id: id(),
  title: text().notNull(),
  body: text().notNull(),
  audience: text().notNull(),
  data: text({ mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
  sent_count: integer().notNull().default(0),
  created_by: text(),
  created_at: createdAt(),
});

// ───────────────────────────── admin ─────────────────────────────

export const audit_log = sqliteTable(
  "audit_log",
  {
    id: id(),
    actor_id: text(),
    action: text().notNull(),
    entity_type: text().notNull(),
    entity_id: text(),
    details: text({ mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    /** Where the change came from: the request's client address and browser, null for crons and old rows. */
    ip: text(),
    user_agent: text(),
    created_at: createdAt(),
  },
  (t) => [
    index("audit_log_entity").on(t.entity_type, t.entity_id),
    index("audit_log_created").on(t.created_at),
    index("audit_log_actor").on(t.actor_id, t.created_at),
    index("audit_log_action").on(t.action, t.created_at),
    // The nightly retention's: entries that still have an address or browser to clear.
    index("audit_log_client_kept").on(t.created_at).where(sql`ip IS NOT NULL OR user_agent IS NOT NULL`),
  ],
);

/**
 * An admin's decisions about one listing of any kind (/admin/listings): featured on the home page, and the last
 * unpublishing with the reason the host was told (kept until the host publishes again).
 */
export const listing_moderation = sqliteTable(
  "listing_moderation",
  {
    listing_id: text().primaryKey(),
    listing_type: text().$type<ListingTable>().notNull(),
    featured_at: text(),
    featured_by: text(),
    unpublished_at: text(),
    unpublished_by: text(),
    unpublish_reason: text(),
    updated_at: text().notNull().default(now),
  },
  (t) => [index("listing_moderation_featured").on(t.featured_at).where(sql`featured_at IS NOT NULL`)],
);

/** The last reminder e-mail to finish signing up (/admin/incomplete-users): at most one a week per person. */
export const incomplete_user_reminders = sqliteTable("incomplete_user_reminders", {
  user_id: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  last_sent_at: text().notNull(),
  sent_count: integer().notNull().default(1),
  last_sent_by: text(),
});

export const incomplete_user_exports = sqliteTable(
  "incomplete_user_exports",
  {
    id: id(),
    r2_key: text().notNull(),
    row_count: integer().notNull(),
    created_at: createdAt(),
  },
  (t) => [index("incomplete_user_exports_created").on(t.created_at)],
);

// ───────────────────────────── edge cache ─────────────────────────────

/**
 * Listings and hosts whose share previews changed, written by triggers (migrations/0006_preview_changes_triggers.sql)
 * so no write path can forget, and drained by worker/seo/changes.ts, which purges their cached pages and share
 * images. `slug` and `name` keep what an old link may still say (a previous slug, a host's previous first name).
 */
export const preview_changes = sqliteTable("preview_changes", {
  id: integer().primaryKey({ autoIncrement: true }),
  entity: text().$type<"tour" | "group_tour" | "rental_car" | "driver" | "host" | "article">().notNull(),
  entity_id: text().notNull(),
  slug: text(),
  name: text(),
  created_at: createdAt(),
});

/**
 * Old public links that still work (worker/db/slug-redirects.ts): when a person changes their profile slug or a
 * host a listing's slug, the old slug is kept here, pointing at the entity (not at the new slug, so a chain of
 * changes always lands on the current one). `kind` is "profile" for people (one namespace: /host/{slug} and
 * /traveler/{slug} read the same slug) or the listing kind. A slug someone takes later always wins: taking it
 * deletes its row, and lookups read live slugs first. Deleting an account or a listing deletes its rows.
 */
export const slug_redirects = sqliteTable(
  "slug_redirects",
  {
    kind: text().$type<"profile" | "tour" | "group_tour" | "rental_car" | "driver">().notNull(),
    old_slug: text().notNull(),
    entity_id: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.old_slug] }), index("slug_redirects_entity").on(t.entity_id)],
);
