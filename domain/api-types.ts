/**
 * Response shapes of the JSON API, shared by the worker (which returns them) and the web app (which reads
 * them), so a renamed field is a compile error on both sides. Field names follow spec §3.
 */
import type { ListingKind } from "./listing-slug";

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
}
