/**
 * The countries we have (the header's Destinations menu, spec §2, /destinations and the home statistics: where an
 * approved host lives or a published listing goes, worker/db/countries.ts) and a country page's data
 * (/destinations/{country}).
 */
import { z } from "zod";
import type { HomeHostRow, HomeListingRow } from "./cards";
import { get, reply } from "./endpoint";
import { plainText } from "./fields";

export interface CountryWithListings {
  country: string;
  /** Published listings of approved hosts in the country. */
  listings: number;
  /** Approved hosts who live in the country. */
  hosts: number;
}

export interface CountriesResponse {
  countries: CountryWithListings[];
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

export const placesApi = {
  /** The countries we have (an approved host lives there or a published listing goes there), most listings first. */
  countries: get("/api/countries", { access: "public", response: reply<CountriesResponse>() }),
  /** A country page: its cities, hosts and listings (404 when it has none). */
  destination: get("/api/destinations/:country", {
    access: "public",
    params: z.object({ country: plainText().trim().min(1).max(100) }),
    response: reply<DestinationResponse>(),
  }),
};
