/**
 * Response shapes of the JSON API, shared by the worker (which returns them) and the web app (which reads
 * them), so a renamed field is a compile error on both sides. Field names follow spec §3.
 */
import type { ListingKind } from "./listing-slug";
import type { HostType } from "./people";

/** Spec §3 "Homepage listing row", plus slug for links. Prices are euro cents. */
export interface HomeListingRow {
  id: string;
  type: "tour" | "car" | "driver";
  listing_type: ListingKind;
  slug: string | null;
  title: string;
  images: string[];
  location: string | null;
  countries: string[];
  topics: string[];
  carType: string | null;
  duration: number | null;
  price: number;
  group_start_dates: string[];
  host_id: string;
  host_name: string;
  host_photo: string | null;
  host_rating: number;
  host_reviews: number;
  host_is_superhost: boolean;
  published_at: string | null;
}

/** Spec §3 "Homepage host row", plus what a host card shows. */
export interface HomeHostRow {
  id: string;
  profile_slug: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
  city: string | null;
  country: string | null;
  last_seen_at: string | null;
  is_online: boolean;
  host_type: "guide" | "driver" | "tour_operator";
  rating: number;
  total_reviews: number;
  is_superhost: boolean;
  response_time_minutes: number | null;
  response_time_sample_size: number;
  languages: string[];
}

export interface MapHost {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  lat: number;
  lng: number;
  host_type: "guide" | "driver" | "tour_operator";
  /** user_activity.last_seen_at, for the activity label (spec §4). */
  last_seen_at: string | null;
}

/** Spec §3 "Homepage stats". */
export interface HomeStats {
  countries_count: number;
  hosts_count: number;
  travelers_count: number;
}

export interface CountryHostCount {
  country: string;
  hosts: number;
  image_url: string | null;
  alt_text: string | null;
}

export interface HomeResponse {
  listings: HomeListingRow[];
  hosts: HomeHostRow[];
  map: MapHost[];
  stats: HomeStats;
  countries: CountryHostCount[];
}

export interface CountryWithListings {
  country: string;
  listings: number;
}

export interface CountriesResponse {
  countries: CountryWithListings[];
}

export interface ConfigResponse {
  mapTileUrl: string | null;
  /** OAuth client ids; the Google and Apple sign-in buttons appear only when these are set. */
  googleClientId: string | null;
  appleClientId: string | null;
}

// ───────────────────────────── accounts ─────────────────────────────

/** The GoTrue `User` JSON of /auth/v1 (the fields the app reads). */
export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: { provider?: string; providers?: string[]; [key: string]: unknown };
  user_metadata: Record<string, unknown>;
  identities: AuthIdentity[];
  factors: AuthFactor[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

export interface AuthIdentity {
  id: string;
  identity_id: string;
  user_id: string;
  provider: string;
  identity_data: Record<string, unknown>;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthFactor {
  id: string;
  friendly_name: string | null;
  factor_type: "totp" | "phone";
  status: "verified" | "unverified";
  created_at: string;
  updated_at: string;
}

/** PATCH /api/me/profile (the contract's fields; the server checks them again). */
export interface MeProfilePatch {
  user_type?: "traveler";
  first_name?: string;
  last_name?: string;
  city?: string;
  country?: string;
  receive_new_conversations?: boolean;
  /** The public link's {slug} (/host/{slug}, /traveler/{slug}); unique across people. */
  profile_slug?: string;
  /** A photo the person uploaded (/media/p/…), or null to remove it. */
  profile_photo_url?: string | null;
}

/** PATCH /api/me/host: what a host tells travelers about themselves (hosts only). */
export interface MeHostPatch {
  host_type?: HostType;
  bio?: string;
  languages?: string[];
}

/** PUT /api/me/trip-request (the whole request; domain/trip-request.ts has the rules). */
export interface TripRequestBody {
  destinations: string[];
  start_date: string | null;
  end_date: string | null;
  group_size: number;
  interests: string[];
  budget: "budget" | "mid-range" | "comfort" | "luxury" | null;
  description: string | null;
  is_public: boolean;
}

/** GET/PUT /api/me/trip-request: the person's own trip request, public or not (null when they have none). */
export interface TripRequestResponse {
  trip_request: (TripRequestBody & { updated_at: string }) | null;
}

/** POST /api/me/host-application. */
export interface HostApplicationBody {
  host_type: HostType;
  first_name: string;
  last_name: string;
  city: string;
  country: string;
  bio: string;
  languages: string[];
  /** The profile photo: a `/media/p/…` photo the applicant uploaded (or their current photo). */
  profile_photo_url?: string | null;
  /** The private ID or licence document the applicant uploaded (`private/docs/…`), only admins can open it. */
  id_document_key?: string | null;
}

/** GET /api/me/host-application: the signed-in person's own application (404 when they have none). */
export interface MyHostApplication {
  id: string;
  status: HostStatus;
  host_type: HostType;
  bio: string | null;
  languages: string[];
  profile_photo_url: string | null;
  /** The private ID or licence document on file (its key; only its owner and admins are told it), or null. */
  id_document_key: string | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

export type HostStatus = "pending" | "approved" | "rejected" | "suspended";

/** One host application as admins review it: GET /api/admin/hosts. */
export interface AdminHostRow {
  id: string;
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
  profile_slug: string | null;
  city: string | null;
  country: string | null;
  host_type: HostType;
  bio: string | null;
  languages: string[];
  has_document: boolean;
  status: HostStatus;
  rejection_reason: string | null;
  approved_at: string | null;
  created_at: string;
  /** When the application was last filed or decided. */
  updated_at: string;
}

/** GET /api/admin/hosts?status=&cursor=: one page, the next page's cursor, and how many applications each status has. */
export interface AdminHostsResponse {
  items: AdminHostRow[];
  next_cursor: string | null;
  counts: Record<HostStatus, number>;
}

/** POST /api/admin/hosts/:id/reject. */
export interface AdminRejectBody {
  reason: string;
}

/** How an account deletion is re-authenticated: the password, or the e-mailed code of GET /auth/v1/reauthenticate. */
export type DeletionProof = { password: string } | { nonce: string };

/** One of the signed-in person's sessions: GET /api/me/sessions. */
export interface MySession {
  id: string;
  /** the session this request was made with */
  current: boolean;
  user_agent: string | null;
  ip: string | null;
  aal: "aal1" | "aal2";
  created_at: string;
  last_active_at: string;
}

export interface MySessionsResponse {
  sessions: MySession[];
}

/** What a signed-in person's own profile looks like to the web app: GET /api/me/profile. */
export interface MeProfile {
  user_id: string;
  email: string | null;
  email_confirmed: boolean;
  user_type: "host" | "traveler" | null;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  country: string | null;
  profile_photo_url: string | null;
  is_admin: boolean;
  profile_slug: string | null;
  receive_new_conversations: boolean;
  host: {
    id: string;
    status: "pending" | "approved" | "rejected" | "suspended";
    host_type: HostType;
    profile_slug: string | null;
    /** The application as submitted, for /profile-under-review's summary (read when present). */
    bio?: string | null;
    languages?: string[];
    /** Why an application was rejected, when the reviewer gave a reason. */
    rejection_reason?: string | null;
    /** When the application was submitted (ISO 8601). */
    created_at?: string;
  } | null;
}

// ───────────────────────────── browsing and search ─────────────────────────────

/** `type` values of /listings and GET /api/listings (spec §2). */
export type ListingTypeParam = "tours" | "cars" | "drivers" | "group-tours";
export const LISTING_TYPE_PARAMS: readonly ListingTypeParam[] = ["tours", "cars", "drivers", "group-tours"];

/** Sort orders of GET /api/listings; relevance applies only with a search text (else it means newest). */
export type ListingSort = "relevance" | "newest" | "price_asc" | "price_desc" | "rating";
export const LISTING_SORTS: readonly ListingSort[] = ["relevance", "newest", "price_asc", "price_desc", "rating"];

/**
 * Query of GET /api/listings. Prices are euro cents (the web app converts from the chosen currency);
 * days bound number_of_days (tours and group tours only); departure dates (YYYY-MM-DD) keep group tours
 * with a departure with seats left in that range; min_rating is the host's rating.
 */
export interface ListingsQuery {
  type?: ListingTypeParam;
  country?: string;
  city?: string;
  search?: string;
  sort?: ListingSort;
  min_price?: number;
  max_price?: number;
  min_days?: number;
  max_days?: number;
  departure_from?: string;
  departure_to?: string;
  min_rating?: number;
  limit?: number;
  cursor?: string;
}

/** One page of a keyset-paginated list; `next_cursor` is null on the last page. */
export interface Page {
  next_cursor: string | null;
}

export interface ListingsResponse extends Page {
  listings: HomeListingRow[];
}

export interface HostsQuery {
  location?: string;
  country?: string;
  limit?: number;
  cursor?: string;
}

export interface HostsResponse extends Page {
  hosts: HomeHostRow[];
}

/** A host as the profile and detail pages show them. */
export interface HostProfile extends HomeHostRow {
  user_id: string;
  bio: string | null;
  years_experience: number | null;
  created_at: string;
}

/**
 * GET /api/hosts/:slug, /api/travelers/:idOrSlug and /api/listings/:type/:slugOrId by a slug the entity no longer
 * has (it changed; worker/db/slug-redirects.ts): status 301, no Location header (fetch hands it to the app as is),
 * and the entity's current page path, e.g. `{ "redirect": "/host/new-slug" }`. The page at the old path answers a
 * real 301 to it.
 */
export interface MovedResponse {
  redirect: string;
}

export interface HostResponse {
  host: HostProfile;
  listings: HomeListingRow[];
}

export interface ReviewRow {
  id: string;
  rating: number;
  body: string;
  created_at: string;
  /** First name and last initial, or "Deleted user". */
  traveler_name: string;
  traveler_photo: string | null;
  traveler_country: string | null;
  listing_title: string | null;
}

export interface ReviewsResponse extends Page {
  reviews: ReviewRow[];
}

export interface Departure {
  id: string;
  start_date: string;
  end_date: string | null;
  seats_total: number;
  seats_left: number;
}

/** A rental car's own facts, the same on its public page and in its owner's editor (euro cents per day). */
export interface RentalCarFacts {
  price_per_day: number;
  car_type: string | null;
  make_model: string | null;
  seats: number | null;
  transmission: "manual" | "automatic" | null;
  driver_included: boolean;
}

/** A driver's own facts, the same on their public page and in their owner's editor (euro cents per day). */
export interface DriverFacts {
  price_per_day: number;
  vehicle: string | null;
  seats: number | null;
  languages: string[];
  areas_served: string[];
}

interface ListingDetailBase {
  id: string;
  slug: string | null;
  title: string;
  description: string;
  status: "draft" | "published" | "archived";
  images: string[];
  topics: string[];
  countries: string[];
  cities: string[];
  published_at: string | null;
  updated_at: string;
}

/** Prices are euro cents; a null tour price means that group size is not offered. */
export type ListingDetail = ListingDetailBase &
  (
    | {
        kind: "tour";
        number_of_days: number;
        itinerary: string[];
        prices: { people: 1 | 2 | 3 | 4; price: number | null }[];
        from_price: number | null;
      }
    | {
        kind: "group_tour";
        number_of_days: number;
        itinerary: string[];
        price_per_person: number;
        max_group_size: number;
        departures: Departure[];
      }
    | ({ kind: "rental_car" } & RentalCarFacts)
    | ({ kind: "driver" } & DriverFacts)
  );

export interface ListingDetailResponse {
  listing: ListingDetail;
  host: HostProfile;
  /** Other published listings of the same host, newest first. */
  more_from_host: HomeListingRow[];
  /** Only for its owner or an admin: the listing is not public (draft, archived or host not approved). */
  preview?: true;
}

export interface TripRequest {
  destinations: string[];
  start_date: string | null;
  end_date: string | null;
  group_size: number;
  interests: string[];
  budget: string | null;
  description: string | null;
  updated_at: string;
}

/** A traveler as /travelers and /traveler/{id} show them: first name and last initial only. */
export interface TravelerRow {
  user_id: string;
  profile_slug: string | null;
  first_name: string | null;
  last_initial: string | null;
  profile_photo_url: string | null;
  city: string | null;
  country: string | null;
  receive_new_conversations: boolean;
  last_seen_at: string | null;
  trip: TripRequest | null;
}

export interface TravelersResponse extends Page {
  travelers: TravelerRow[];
}

export interface TravelerResponse {
  traveler: TravelerRow & { about: string | null; member_since: string };
}

export interface DestinationResponse {
  /** Display name, e.g. "Sri Lanka". */
  country: string;
  /** Lowercase hyphenated slug used in /destinations/{slug}. */
  slug: string;
  image: { url: string; alt: string } | null;
  counts: { hosts: number; listings: number };
  cities: { city: string; listings: number }[];
  hosts: HomeHostRow[];
  listings: HomeListingRow[];
}
