import { listingPath } from "./listing-slug";
import { kindOfRoute, type ListingKind } from "./vocabulary";

/**
 * The web app's page routes, shared by the React router (web/src/app/routes.tsx registers exactly these paths,
 * checked by a test) and the worker, which must know them to answer a navigation with the route's share
 * metadata, or with status 404 for a path the app does not have. Later features add their pages here.
 */
export type PageKind =
  | "home"
  | "destinations"
  | "destination"
  | "kazakhstan"
  | "travelers"
  | "traveler"
  | "listing"
  | "host"
  | "listings"
  | "hosts"
  /** The public "become a host" page: indexable, with its own share text. */
  | "become-host"
  /** Signed-in and sign-in screens: default metadata, never indexed, nothing to share. */
  | "account";

/**
 * Patterns in react-router's syntax (":name" a segment, a trailing "?" an optional one), without the leading "/".
 * A pattern ending in "*" (e.g. "register*") matches every path that starts with it (spec §2: "any /register* path").
 */
export const PAGE_ROUTES: readonly { path: string; kind: PageKind }[] = [
  { path: "", kind: "home" },
  { path: "destinations", kind: "destinations" },
  { path: "destinations/:country", kind: "destination" },
  { path: "kazakhstan", kind: "kazakhstan" },
  { path: "travelers", kind: "travelers" },
  { path: "traveler/:idOrSlug", kind: "traveler" },
  { path: "tour/:slugOrId/:titleSlug?", kind: "listing" },
  { path: "tours/:slugOrId/:titleSlug?", kind: "listing" },
  { path: "rental-car/:slugOrId/:titleSlug?", kind: "listing" },
  { path: "driver/:slugOrId/:titleSlug?", kind: "listing" },
  { path: "group-tour/:slugOrId/:titleSlug?", kind: "listing" },
  { path: "host/:hostSlug", kind: "host" },
  { path: "listings", kind: "listings" },
  { path: "hosts", kind: "hosts" },
  { path: "auth", kind: "account" },
  { path: "simple-auth", kind: "account" },
  { path: "reset-password", kind: "account" },
  { path: "complete-profile", kind: "account" },
  { path: "simple-complete-profile", kind: "account" },
  { path: "new-registration-flow", kind: "account" },
  { path: "register*", kind: "account" },
  { path: "profile-under-review", kind: "account" },
  { path: "delete-account", kind: "account" },
  { path: "become-host", kind: "become-host" },
  { path: "edit-profile", kind: "account" },
  { path: "edit-traveler-profile", kind: "account" },
  { path: "dashboard", kind: "account" },
  { path: "host-dashboard", kind: "account" },
  { path: "manage-listings", kind: "account" },
  { path: "manage-listings/new/:type", kind: "account" },
  { path: "manage-listings/:type/:id", kind: "account" },
  { path: "admin/hosts", kind: "account" },
];

/** The listing kind of a detail page's first segment (spec §2: /tour, /tours/{id}, /group-tour, /rental-car, /driver). */
export function listingKindOfPage(route: string): ListingKind | null {
  return kindOfRoute(route === "tours" ? "tour" : route);
}

export interface PageMatch {
  kind: PageKind;
  /** The first segment of the pattern, e.g. "tour" or "rental-car" (tells the listing kind). */
  route: string;
  params: Record<string, string>;
}

function segments(pathname: string): string[] {
  return pathname.split("/").filter((s) => s !== "");
}

/**
 * The page a pathname opens, as react-router would match it (empty segments ignored, so a trailing slash
 * matches too); null for a path the app answers with its not-found page. A segment that is not valid
 * percent-encoding matches nothing.
 */
export function matchPage(pathname: string): PageMatch | null {
  let parts: string[];
  try {
    parts = segments(pathname).map(decodeURIComponent);
  } catch {
    return null;
  }
  const lowerPath = parts.join("/").toLowerCase();
  for (const route of PAGE_ROUTES) {
    if (route.path.endsWith("*")) {
      const prefix = route.path.slice(0, -1);
      if (lowerPath.startsWith(prefix)) return { kind: route.kind, route: prefix, params: {} };
      continue;
    }
    const pattern = segments(route.path);
    const required = pattern.filter((p) => !p.endsWith("?")).length;
    if (parts.length < required || parts.length > pattern.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (const [n, p] of pattern.entries()) {
      const part = parts[n];
      if (p.startsWith(":")) {
        if (part !== undefined) params[p.slice(1).replace(/\?$/, "")] = part;
      } else if (part?.toLowerCase() !== p) {
        ok = false;
        break;
      }
    }
    if (ok) return { kind: route.kind, route: pattern[0] ?? "", params };
  }
  return null;
}

/**
 * A path segment as a URL may carry it (RFC 3986 pchar): everything but unreserved characters, sub-delimiters,
 * ":" and "@" percent-encoded as UTF-8, so "/", "?", "#", "%", quotes, "<" and non-Latin letters cannot change the
 * URL's meaning. "&" and "'" stay (browsers send them as written); XML and HTML writers escape them.
 */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** A path from the site root with each segment encoded as above. */
export const encodePath = (path: string): string => path.split("/").map(encodePathSegment).join("/");

/** A listing's canonical path (the one the app's cards link to, listingPath) with each segment percent-encoded. */
export function encodedListingPath(kind: ListingKind, l: { id: string; slug?: string | null; title: string }): string {
  const slug = l.slug?.trim();
  return slug
    ? listingPath(kind, { id: l.id, slug: encodePathSegment(slug), title: l.title })
    : encodePath(listingPath(kind, { id: l.id, slug: null, title: l.title }));
}
