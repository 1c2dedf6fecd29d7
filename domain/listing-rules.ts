/**
 * Who may manage and publish listings, the slug a title gives, and every refusal a listing write can meet, with its
 * text. The server
 * checks these rules (worker/routes/listings.ts) and, for the ones a booking or a deleted photo can break meanwhile,
 * checks them again inside the write's batch (worker/db/listing-writes.ts); both answer with these refusals.
 */
import { LISTING_LIMITS, LISTING_SLUG_PATTERN, type ListingProblem, publishProblems } from "./listing-form";
import { isUuid, titleSlug } from "./listing-slug";
import { done, type Outcome, refused } from "./outcome";
import type { HostStatus, ListingKind } from "./vocabulary";

export type ListingRefusal =
  | { reason: "not_a_host" }
  | { reason: "host_not_active" }
  /** `byOwner`: the host asked (their application is still reviewed), not an admin editing for them. */
  | { reason: "host_not_approved"; byOwner: boolean }
  | ({ reason: "listing_incomplete" } & ListingProblem)
  | { reason: "photo_not_yours"; url: string }
  | { reason: "slug_taken"; slug: string }
  /** `field`: where the departure is in the request ("departures.2"). */
  | { reason: "unknown_departure"; field: string }
  | { reason: "departure_in_past"; field: string }
  | { reason: "seats_below_booked"; field: string; booked: number | string }
  | { reason: "departure_has_bookings"; startDate: string }
  | { reason: "listing_published" }
  | { reason: "listing_has_bookings" };

export type ListingRefusalReason = ListingRefusal["reason"];

/** What the owner (or the admin) reads when a write is refused. */
export function listingRefusalMessage(r: ListingRefusal): string {
  switch (r.reason) {
    case "not_a_host":
      return "Only hosts can manage listings. Become a host first.";
    case "host_not_active":
      return "Your host profile is not active, so you cannot change listings";
    case "host_not_approved":
      return r.byOwner
        ? "Only verified hosts can publish listings; yours is still being reviewed"
        : "This host is not verified, so the listing cannot be published";
    case "listing_incomplete":
      return `${r.field}: ${r.message}`;
    case "photo_not_yours":
      return `images: ${r.url} is not one of your uploaded photos`;
    case "slug_taken":
      return `slug: ${r.slug} is already used by another listing`;
    case "unknown_departure":
      return `${r.field}.id: is not a departure of this group tour`;
    case "departure_in_past":
      return `${r.field}.start_date: must not be in the past`;
    case "seats_below_booked":
      return `${r.field}.seats_total: must be at least the ${r.booked} seats already booked`;
    case "departure_has_bookings":
      return `departures: the departure on ${r.startDate} has bookings and cannot be removed`;
    case "listing_published":
      return "Unpublish or archive this listing before deleting it";
    case "listing_has_bookings":
      return "This listing has bookings, so it can be archived but not deleted";
  }
}

/** Pending hosts prepare drafts while they are reviewed; rejected and suspended hosts change nothing. */
const MANAGING: ReadonlySet<HostStatus> = new Set(["pending", "approved"]);

export const mayManageListings = (status: HostStatus): boolean => MANAGING.has(status);

/** The host row of a person who may create or change listings, or why they may not (none, or not active). */
export function listingManager<H extends { status: HostStatus }>(host: H | null): Outcome<H, ListingRefusal> {
  if (!host) return refused({ reason: "not_a_host" });
  return mayManageListings(host.status) ? done(host) : refused({ reason: "host_not_active" });
}

/** Only an approved host's listing may be published, whoever asks (the host, or an admin editing it). */
export function publishingHostRefusal(hostStatus: HostStatus, byOwner: boolean): ListingRefusal | null {
  return hostStatus === "approved" ? null : { reason: "host_not_approved", byOwner };
}

/** Why a valid listing is not ready to be published (the first of publishProblems), or null. */
export function incompleteRefusal(
  kind: ListingKind,
  listing: { images?: readonly string[] | null },
): ListingRefusal | null {
  const [problem] = publishProblems(kind, listing);
  return problem ? { reason: "listing_incomplete", ...problem } : null;
}

/**
 * The slug a listing gets from its title when the owner gives none (spec §2 rule), kept to what a URL segment holds
 * plainly and with room for a "-NN" suffix; null when too little is left (the path then uses the id).
 */
export function slugBaseOfTitle(title: string): string | null {
  let s = titleSlug(title.trim());
  if (!LISTING_SLUG_PATTERN.test(s))
    s = s
      .replace(/[^a-z0-9-]+/g, "")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "");
  // Room for a "-NN" suffix.
  const max = LISTING_LIMITS.slugMax - 4;
  if (s.length > max) s = s.slice(0, max).replace(/-[^-]*$/, "") || s.slice(0, max);
  s = s.replace(/^-|-$/g, "");
  if (s.length < LISTING_LIMITS.slugMin || isUuid(s)) return null;
  return s;
}
