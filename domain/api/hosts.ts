/** Hosts (spec §2 /hosts and /host/{hostSlug}): approved hosts only; anyone else's profile is a 404. */
import { z } from "zod";
import type { HomeHostRow, HomeListingRow, HostProfile, Page } from "./cards";
import { get, reply } from "./endpoint";
import { cursor, pageLimit, pageQuery, place, plainText, slugOrId } from "./fields";

/**
 * GET /api/hosts: `location` matches a host's city or country or the places and text of their published listings
 * (best match first, worker/db/hosts.ts); `country` one country exactly, where the host lives or has a listing.
 */
const hostsQuery = z
  .strictObject({ location: plainText().trim().max(200), country: place, cursor })
  .partial()
  .extend({ limit: pageLimit });

export type HostsQuery = z.input<typeof hostsQuery>;
export type HostsInput = z.output<typeof hostsQuery>;

const hostParams = z.object({ slug: slugOrId.max(120) });

export interface HostsResponse extends Page {
  hosts: HomeHostRow[];
  /** How many hosts match in all (every page), so lists can say "37 hosts". */
  total: number;
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
  /** Photos the traveler added (/media/p/…). */
  photos: string[];
  /** The host's one answer, and when it was given. */
  host_reply: string | null;
  host_reply_at: string | null;
}

export interface ReviewsResponse extends Page {
  reviews: ReviewRow[];
}

export const hostsApi = {
  list: get("/api/hosts", { access: "public", query: hostsQuery, response: reply<HostsResponse>() }),
  /** 301 `{ redirect }` for a slug the host had before (MovedResponse). */
  profile: get("/api/hosts/:slug", { access: "public", params: hostParams, response: reply<HostResponse>() }),
  reviews: get("/api/hosts/:slug/reviews", {
    access: "public",
    params: hostParams,
    query: pageQuery,
    response: reply<ReviewsResponse>(),
  }),
};
