import type { ListingStatus, ListingTypeParam } from "../vocabulary";
import type { HomeListingRow, HostProfile, Page } from "./cards";

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

export interface ListingsResponse extends Page {
  listings: HomeListingRow[];
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
  status: ListingStatus;
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
