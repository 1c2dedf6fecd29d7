import { type ListingKind, listingPath } from "./listing-slug";

/**
 * The web app's pages: the one table that the React router is generated from (web/src/app/routes.tsx, which must
 * name a module for every `page`, checked by the compiler) and that the worker reads to answer a navigation with
 * the route's share metadata, or with status 404 for a path the app does not have. Later features add their pages
 * here. Pages under "admin/" sit in the admin area's layout (spec §2: no site navigation chrome there).
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

export interface PageRoute {
  /**
   * A pattern in react-router's syntax (":name" a segment, a trailing "?" an optional one), without the leading
   * "/". A pattern ending in "*" (e.g. "register*") matches every path that starts with it (spec §2: "any
   * /register* path"); react-router cannot express that, so the web app's catch-all serves it.
   */
  path: string;
  /** What the worker puts in the page's share metadata. */
  kind: PageKind;
  /** The web module that renders it (several paths may share one). */
  page: string;
}

export const PAGE_ROUTES = [
  { path: "", kind: "home", page: "home" },
  { path: "destinations", kind: "destinations", page: "destinations" },
  { path: "destinations/:country", kind: "destination", page: "destination" },
  { path: "kazakhstan", kind: "kazakhstan", page: "kazakhstan" },
  { path: "travelers", kind: "travelers", page: "travelers" },
  { path: "traveler/:idOrSlug", kind: "traveler", page: "traveler" },
  { path: "tour/:slugOrId/:titleSlug?", kind: "listing", page: "listing" },
  { path: "tours/:slugOrId/:titleSlug?", kind: "listing", page: "listing" },
  { path: "rental-car/:slugOrId/:titleSlug?", kind: "listing", page: "listing" },
  { path: "driver/:slugOrId/:titleSlug?", kind: "listing", page: "listing" },
  { path: "group-tour/:slugOrId/:titleSlug?", kind: "listing", page: "listing" },
  { path: "host/:hostSlug", kind: "host", page: "host" },
  { path: "listings", kind: "listings", page: "listings" },
  { path: "hosts", kind: "hosts", page: "hosts" },
  { path: "auth", kind: "account", page: "auth" },
  { path: "simple-auth", kind: "account", page: "simple-auth" },
  { path: "reset-password", kind: "account", page: "reset-password" },
  { path: "complete-profile", kind: "account", page: "complete-profile" },
  { path: "simple-complete-profile", kind: "account", page: "simple-complete-profile" },
  { path: "new-registration-flow", kind: "account", page: "registration" },
  { path: "register*", kind: "account", page: "registration" },
  { path: "profile-under-review", kind: "account", page: "profile-under-review" },
  { path: "delete-account", kind: "account", page: "delete-account" },
  { path: "become-host", kind: "become-host", page: "become-host" },
  { path: "edit-profile", kind: "account", page: "edit-host-profile" },
  { path: "edit-traveler-profile", kind: "account", page: "edit-traveler-profile" },
  { path: "dashboard", kind: "account", page: "dashboard" },
  { path: "host-dashboard", kind: "account", page: "dashboard" },
  { path: "manage-listings", kind: "account", page: "manage-listings" },
  { path: "manage-listings/new/:type", kind: "account", page: "listing-editor" },
  { path: "manage-listings/:type/:id", kind: "account", page: "listing-editor" },
  { path: "admin/hosts", kind: "account", page: "admin-hosts" },
] as const satisfies readonly PageRoute[];

/** Every page module the web app must have: exactly the ones the table names. */
export type PageId = (typeof PAGE_ROUTES)[number]["page"];

/** The admin area's pages start with this (spec §2: "Admin area /admin"). */
export const ADMIN_PREFIX = "admin/";

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
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
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
