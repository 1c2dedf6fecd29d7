import type { ListingDetailResponse } from "../../../domain/api/listings";
import type { ListingInputOf, ListingPatchOf, MyListingsResponse, OwnListing } from "../../../domain/listing-form";
import { LISTING_ROUTE, type ListingKind } from "../../../domain/vocabulary";
import { send } from "./api";

const seg = encodeURIComponent;
const at = (kind: ListingKind, id: string) => `${LISTING_ROUTE[kind]}/${seg(id)}`;

/**
 * A host's own listings (contract B). Errors are ApiRequestError with the server's code: 403 not_a_host,
 * host_not_active, host_not_approved; 404 not_found; 400 invalid_request and 422 listing_incomplete whose
 * message starts with the field ("title: is required"); 409 slug_taken, departure_has_bookings,
 * listing_published, listing_has_bookings.
 */
export const listingsApi = {
  /** GET /api/me/listings: every listing of the host, all kinds and statuses, newest first. */
  mine: (signal?: AbortSignal) => send<MyListingsResponse>("GET", "/api/me/listings", undefined, signal),
  /** GET /api/me/listings/:type/:id: one listing with everything editable (owner or admin). */
  get: (kind: ListingKind, id: string, signal?: AbortSignal) =>
    send<OwnListing>("GET", `/api/me/listings/${at(kind, id)}`, undefined, signal),
  /** POST /api/listings/:type: a new draft. Prices in euro cents. */
  create: <K extends ListingKind>(kind: K, input: ListingInputOf<K>) =>
    send<OwnListing>("POST", `/api/listings/${LISTING_ROUTE[kind]}`, input),
  /** PATCH /api/listings/:type/:id: any fields and/or the status; answers the saved listing. */
  update: <K extends ListingKind>(kind: K, id: string, patch: ListingPatchOf<K>) =>
    send<OwnListing>("PATCH", `/api/listings/${at(kind, id)}`, patch),
  publish: (kind: ListingKind, id: string) =>
    send<OwnListing>("PATCH", `/api/listings/${at(kind, id)}`, { status: "published" }),
  unpublish: (kind: ListingKind, id: string) =>
    send<OwnListing>("PATCH", `/api/listings/${at(kind, id)}`, { status: "draft" }),
  archive: (kind: ListingKind, id: string) =>
    send<OwnListing>("PATCH", `/api/listings/${at(kind, id)}`, { status: "archived" }),
  /** Back from archived to a draft. */
  restore: (kind: ListingKind, id: string) =>
    send<OwnListing>("PATCH", `/api/listings/${at(kind, id)}`, { status: "draft" }),
  /** DELETE /api/listings/:type/:id: drafts and archived listings without bookings. */
  remove: (kind: ListingKind, id: string) => send<void>("DELETE", `/api/listings/${at(kind, id)}`),
  /** The public detail, which the owner and admins also get for an unpublished listing (`preview: true`). */
  preview: (kind: ListingKind, slugOrId: string, signal?: AbortSignal) =>
    send<ListingDetailResponse>("GET", `/api/listings/${at(kind, slugOrId)}`, undefined, signal),
};
