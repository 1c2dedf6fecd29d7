/**
 * The home page's API (spec §1 home page: hero, hosts map, newest listings, local experts, featured countries,
 * statistics) and the deployment's client configuration.
 */
import { z } from "zod";
import type { HostType } from "../vocabulary";
import type { HomeHostRow, HomeListingRow } from "./cards";
import { get, reply } from "./endpoint";

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
  /** Listings an admin featured first (`featured: true`), then the newest others. */
  listings: HomeListingRow[];
  hosts: HomeHostRow[];
  map: MapHost[];
  stats: HomeStats;
  countries: CountryHostCount[];
}

export interface ConfigResponse {
  mapTileUrl: string | null;
  /** OAuth client ids; the Google and Apple sign-in buttons appear only when these are set. */
  googleClientId: string | null;
  appleClientId: string | null;
}

/** How many newest listings and hosts the home page gets; tests and other clients may ask for up to 24. */
const homeQuery = z.strictObject({
  listings: z.coerce.number().int().min(1).max(24).default(6),
  hosts: z.coerce.number().int().min(1).max(24).default(8),
});

export type HomeQuery = z.output<typeof homeQuery>;

export const homeApi = {
  /** Everything the home page shows, in one D1 round trip. */
  home: get("/api/home", { access: "public", query: homeQuery, response: reply<HomeResponse>() }),
  /** Client configuration that comes from the deployment (map tiles, sign-in client ids). */
  config: get("/api/config", { access: "public", response: reply<ConfigResponse>() }),
};
