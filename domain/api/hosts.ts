import type { HomeHostRow, HomeListingRow, HostProfile, Page } from "./cards";

export interface HostsQuery {
  location?: string;
  country?: string;
  limit?: number;
  cursor?: string;
}

export interface HostsResponse extends Page {
  hosts: HomeHostRow[];
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
