/**
 * Page titles and headings, shared by the share metadata (domain/meta.ts, worker side) and the pages' document
 * titles: a module without the place lists meta.ts needs, so pages that only set a title stay small.
 */
import { BRAND } from "./brand";

export { DEFAULT_TITLE } from "./brand";
/** "Destinations · Untrodden": a page's document title. */
export function pageTitle(name: string): string {
  return `${name} · ${BRAND.name}`;
}

export const NOT_FOUND_TITLE = pageTitle("Not found");

/** A country page's name: "Kazakhstan: local hosts and trips". */
export function destinationName(country: string): string {
  return `${country}: local hosts and trips`;
}

export const LISTING_TYPE_PLURAL: Record<string, string> = {
  tours: "Private tours",
  "group-tours": "Group tours",
  cars: "Rental cars",
  drivers: "Driver services",
};

export interface ListingsMetaQuery {
  type?: string | null;
  country?: string | null;
  city?: string | null;
  search?: string | null;
}

/** "Group tours in Almaty, Kazakhstan matching “yurt”": the /listings heading and title. */
export function listingsHeading(q: ListingsMetaQuery): string {
  const what = (q.type && LISTING_TYPE_PLURAL[q.type]) || "Listings";
  const where = [q.city, q.country].filter(Boolean).join(", ");
  return `${what}${where ? ` in ${where}` : ""}${q.search ? ` matching “${q.search}”` : ""}`;
}

/** "Local hosts in Almaty, Kazakhstan": the /hosts heading and title. */
export function hostsHeading(location: string, country: string): string {
  const where = [location, country].filter(Boolean).join(", ");
  return where ? `Local hosts in ${where}` : "Local hosts";
}

/** The listing page's document title. */
export function listingTitle(title: string): string {
  return pageTitle(title);
}

/** The host page's document title. */
export function hostTitle(name: string): string {
  return pageTitle(`${name} · Local host`);
}

/** A traveler's page name ("Aisha K. · Traveler"): the document title and the share title. */
export function travelerPageName(name: string): string {
  return `${name} · Traveler`;
}
