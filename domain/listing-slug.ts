import { stripDiacritics } from "./text";
import { LISTING_ROUTE, type ListingKind } from "./vocabulary";

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
