import { encodePath, encodePathSegment } from "./routes";
import { stripDiacritics } from "./text";
import { kindOfRoute, LISTING_ROUTE, type ListingKind } from "./vocabulary";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the shape matters: a detail route looks a UUID-shaped value up by id, anything else by slug. */
export function isUuid(s: string): boolean {
  return UUID.test(s);
}

const ALREADY_SLUG = /^[a-z0-9-]+$/;

export function titleSlug(title: string): string {
  if (ALREADY_SLUG.test(title)) return title;
  return stripDiacritics(title.toLowerCase())
    .replace(/[^\p{L}\p{N}\s_-]+/gu, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function listingPath(kind: ListingKind, l: { id: string; slug?: string | null; title: string }): string {
  const route = LISTING_ROUTE[kind];
  const slug = l.slug?.trim();
  if (slug) return `/${route}/${slug}`;
  const tail = titleSlug(l.title);
  // A title of only punctuation or emoji has no slug; the id alone is still a valid detail route.
  return tail ? `/${route}/${l.id}/${tail}` : `/${route}/${l.id}`;
}

/** A listing's canonical path (listingPath, the one the app's cards link to) with each segment percent-encoded. */
export function encodedListingPath(kind: ListingKind, l: { id: string; slug?: string | null; title: string }): string {
  const slug = l.slug?.trim();
  return slug
    ? listingPath(kind, { id: l.id, slug: encodePathSegment(slug), title: l.title })
    : encodePath(listingPath(kind, { id: l.id, slug: null, title: l.title }));
}

/**
 * The listing kind of a detail page's first segment (spec §2: /tour, /tours/{id}, /group-tour, /rental-car, /driver).
 * Here rather than in domain/routes.ts, which the web app's first paint loads and which therefore imports nothing.
 */
export function listingKindOfPage(route: string): ListingKind | null {
  return kindOfRoute(route === "tours" ? "tour" : route);
}
