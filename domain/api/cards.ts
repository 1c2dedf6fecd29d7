import type { HostType, ListingKind } from "../vocabulary";

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
  /** On the home page: an admin featured it (shown first, with a badge). */
  featured?: boolean;
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
  host_type: HostType;
  rating: number;
  total_reviews: number;
  is_superhost: boolean;
  response_time_minutes: number | null;
  response_time_sample_size: number;
  languages: string[];
}

/** A host as the profile and detail pages show them. */
export interface HostProfile extends HomeHostRow {
  user_id: string;
  bio: string | null;
  years_experience: number | null;
  created_at: string;
}

/** One page of a keyset-paginated list; `next_cursor` is null on the last page. */
export interface Page {
  next_cursor: string | null;
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
