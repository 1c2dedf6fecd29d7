/**
 * /admin/listings (issue 19 item 4): every listing of the four kinds with its host and state, searched, filtered,
 * sorted and exported the console's way (./admin-lists.ts); an admin unpublishes one with a reason the host is told
 * (and sees on their /manage-listings card until they publish again), and features published ones on the home page.
 */
import { z } from "zod";
import { UNPUBLISH_REASON_MAX } from "../listing-moderation";
import { type HostStatus, KIND_OF_ROUTE, LISTING_ROUTES, LISTING_STATUSES, type ListingKind } from "../vocabulary";
import { type AdminListPage, adminListQuery } from "./admin-lists";
import { get, post, type RawAnswer, reply } from "./endpoint";
import { place, plainText } from "./fields";

export { FEATURED_LISTINGS_MAX, UNPUBLISH_REASON_MAX } from "../listing-moderation";

export const ADMIN_LISTING_SORTS = ["created_at", "updated_at", "published_at", "title", "views_count"] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];

const yesNo = z.enum(["yes", "no"], { error: "must be yes or no" }).optional();

export const adminListingsQuery = adminListQuery({
  sorts: ADMIN_LISTING_SORTS,
  defaultSort: "created_at",
  defaultDir: "desc",
  filters: {
    /** The kind's path segment: tour, group-tour, rental-car, driver. */
    kind: z
      .enum(LISTING_ROUTES, { error: "must be tour, group-tour, rental-car or driver" })
      .transform((segment) => KIND_OF_ROUTE[segment])
      .optional(),
    status: z.enum(LISTING_STATUSES, { error: `must be one of ${LISTING_STATUSES.join(", ")}` }).optional(),
    featured: yesNo,
    /** Listings an admin unpublished that their host has not published again. */
    unpublished_by_admin: yesNo,
    country: place.optional(),
  },
});

export type AdminListingsQuery = z.output<typeof adminListingsQuery.list>;
export type AdminListingsCsvQuery = z.output<typeof adminListingsQuery.csv>;

/** The kind's path segment as a parameter (tour, group-tour, rental-car, driver). */
const listingParams = z.object({
  type: z
    .enum(LISTING_ROUTES, { error: "must be tour, group-tour, rental-car or driver" })
    .transform((segment) => KIND_OF_ROUTE[segment]),
  id: plainText().trim().min(1).max(64),
});

export const unpublishBody = z.strictObject({
  reason: plainText("is required")
    .trim()
    .min(1, "is required")
    .max(UNPUBLISH_REASON_MAX, `can be at most ${UNPUBLISH_REASON_MAX} characters`),
});

/** One listing as the console lists it. */
export interface AdminListingRow {
  kind: ListingKind;
  id: string;
  title: string;
  status: (typeof LISTING_STATUSES)[number];
  /** Published and its host approved: anyone can see it. */
  visible: boolean;
  /** The public page (a preview for its owner and admins when not visible). */
  path: string;
  countries: string[];
  views_count: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  featured_at: string | null;
  /** Set when an admin unpublished it, until the host publishes it again. */
  unpublished_at: string | null;
  unpublish_reason: string | null;
  host_id: string;
  host_name: string;
  host_email: string | null;
  host_status: HostStatus;
  /** The host's public page. */
  host_path: string;
}

export type AdminListingsResponse = AdminListPage<AdminListingRow>;

/** The listing's moderation state after an action. */
export interface AdminListingChange {
  listing: AdminListingRow;
}

export const adminListingsApi = {
  list: get("/api/admin/listings", {
    access: "admin",
    query: adminListingsQuery.list,
    response: reply<AdminListingsResponse>(),
  }),
  export: get("/api/admin/listings/export", {
    access: "admin",
    query: adminListingsQuery.csv,
    response: reply<RawAnswer>(),
  }),
  unpublish: post("/api/admin/listings/:type/:id/unpublish", {
    access: "admin",
    params: listingParams,
    body: unpublishBody,
    response: reply<AdminListingChange>(),
  }),
  feature: post("/api/admin/listings/:type/:id/feature", {
    access: "admin",
    params: listingParams,
    response: reply<AdminListingChange>(),
  }),
  unfeature: post("/api/admin/listings/:type/:id/unfeature", {
    access: "admin",
    params: listingParams,
    response: reply<AdminListingChange>(),
  }),
};
