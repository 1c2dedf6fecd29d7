import type { HostType } from "../vocabulary";
import type { HomeHostRow, HomeListingRow } from "./cards";

export interface MapHost {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  lat: number;
  lng: number;
  host_type: HostType;
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
