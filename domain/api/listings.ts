/**
 * Listings (spec §2 /listings and the detail pages; a host's own listings in /manage-listings): public search and
 * detail, and the owner's writes. The fields and rules of each kind are domain/listing-form.ts.
 */
import { z } from "zod";
import type { CancellationPolicy } from "../bookings/cancellation";
import type { ListingInput, ListingPatch, MyListingsResponse, OwnListing } from "../listing-form";
import { KIND_OF_ROUTE, LISTING_ROUTES, LISTING_TYPE_PARAMS, type ListingStatus } from "../vocabulary";
import type { HomeListingRow, HostProfile, Page } from "./cards";
import { del, get, patch, post, reply } from "./endpoint";
import { cursor, isoDate, pageLimit, place, plainText, slugOrId } from "./fields";

/** Sort orders of GET /api/listings; relevance applies only with a search text (else it means newest). */
export const LISTING_SORTS = ["relevance", "newest", "price_asc", "price_desc", "rating"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const MAX_SEARCH_LENGTH = 500;

const cents = z.coerce.number().int().min(0).max(100_000_000);
const days = z.coerce.number().int().min(1).max(365);

/**
 * GET /api/listings. Prices are euro cents (the web app converts from the chosen currency); days bound
 * number_of_days (tours and group tours only); departure dates keep group tours with a departure with seats left in
 * that range; min_rating is the host's rating. Limits are generous for people and tight enough that no input can
 * make a query expensive.
 */
export const listingsQuery = z
  .strictObject({
    type: z.enum(LISTING_TYPE_PARAMS),
    country: place,
    city: place,
    search: plainText().max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`),
    sort: z.enum(LISTING_SORTS),
    min_price: cents,
    max_price: cents,
    min_days: days,
    max_days: days,
    departure_from: isoDate,
    departure_to: isoDate,
    min_rating: z.coerce.number().min(0).max(5),
    cursor,
  })
  .partial()
  .extend({ limit: pageLimit })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: "must not be above max_price",
    path: ["min_price"],
  })
  .refine((q) => q.min_days === undefined || q.max_days === undefined || q.min_days <= q.max_days, {
    message: "must not be above max_days",
    path: ["min_days"],
  })
  .refine((q) => q.departure_from === undefined || q.departure_to === undefined || q.departure_from <= q.departure_to, {
    message: "must not be after departure_to",
    path: ["departure_from"],
  });

export type ListingsQuery = z.input<typeof listingsQuery>;
export type ListingsInput = z.output<typeof listingsQuery>;

/** A kind's path segment (tour, group-tour, rental-car, driver), read as its kind. */
const kindSegment = z
  .enum(LISTING_ROUTES, { error: "must be tour, group-tour, rental-car or driver" })
  .transform((segment) => KIND_OF_ROUTE[segment]);

const kindParams = z.object({ type: kindSegment });
const listingParams = z.object({ type: kindSegment, id: plainText().trim().min(1).max(64) });

/** The kind's own schema checks a write's fields (domain/listing-form.ts); here only that it is an object. */
const jsonObject = <T>() =>
  z.custom<T>((v) => typeof v === "object" && v !== null && !Array.isArray(v), "must be a JSON object");

export interface ListingsResponse extends Page {
  listings: HomeListingRow[];
  /** How many listings match in all (every page), so lists can say "320 listings". */
  total: number;
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
  /** The share of the total paid to book (percent), and the refund rule shown before paying (issue 16). */
  deposit_percent: number;
  cancellation_policy: CancellationPolicy;
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

export const listingsApi = {
  /** Published listings of approved hosts, keyset-paged; FTS relevance with a search text. */
  search: get("/api/listings", { access: "public", query: listingsQuery, response: reply<ListingsResponse>() }),
  /**
   * One listing by slug or id; its owner and admins also get an unpublished one (`preview: true`). 301
   * `{ redirect }` for a slug the listing had before (MovedResponse).
   */
  detail: get("/api/listings/:type/:slugOrId", {
    access: "public",
    params: z.object({ type: kindSegment, slugOrId }),
    response: reply<ListingDetailResponse>(),
  }),
  /** A new draft of the caller's (hosts only). */
  create: post("/api/listings/:type", {
    access: "signed-in",
    params: kindParams,
    body: jsonObject<ListingInput>(),
    response: reply<OwnListing>(),
  }),
  /** Any fields and/or the status of the caller's listing (admins: anyone's). */
  update: patch("/api/listings/:type/:id", {
    access: "signed-in",
    params: listingParams,
    body: jsonObject<ListingPatch>(),
    response: reply<OwnListing>(),
  }),
  /** Drafts and archived listings without bookings. */
  remove: del("/api/listings/:type/:id", { access: "signed-in", params: listingParams, response: reply<void>() }),
  /** Every listing of the calling host, all kinds and statuses, newest first. */
  mine: get("/api/me/listings", { access: "signed-in", response: reply<MyListingsResponse>() }),
  /** One listing with everything editable (owner or admin). */
  mineOne: get("/api/me/listings/:type/:id", {
    access: "signed-in",
    params: listingParams,
    response: reply<OwnListing>(),
  }),
};
