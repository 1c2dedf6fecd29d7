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
  /** The information pages (/our-story, /faq, /terms, /contact…): each its own title and text (domain/info-pages.ts). */
  | "info"
  /** The blog's lists (/blog, /blog/showcase) and its submission form (issue 17). */
  | "blog"
  /** One article, /blog/{slug}: published ones only, else 404. */
  | "article"
  /** Signed-in and sign-in screens: default metadata, never indexed, nothing to share. */
  | "account";

export interface PageRoute {
  /**
   * A pattern in react-router's syntax (":name" a segment, a trailing "?" an optional one), without the leading
   * "/". A pattern ending in "*" (e.g. "register*") matches every path that starts with it (spec §2: "any
   * /register* path"); react-router cannot express that, so the web app's catch-all serves it.
   */
  path: string;
  /** The web module that renders it (several paths may share one); its kind is in PAGE_KIND. */
  page: string;
}

export const PAGE_ROUTES = [
  { path: "", page: "home" },
  { path: "destinations", page: "destinations" },
  { path: "destinations/:country", page: "destination" },
  { path: "kazakhstan", page: "kazakhstan" },
  { path: "travelers", page: "travelers" },
  { path: "traveler/:idOrSlug", page: "traveler" },
  { path: "tour/:slugOrId/:titleSlug?", page: "listing" },
  { path: "tours/:slugOrId/:titleSlug?", page: "listing" },
  { path: "rental-car/:slugOrId/:titleSlug?", page: "listing" },
  { path: "driver/:slugOrId/:titleSlug?", page: "listing" },
  { path: "group-tour/:slugOrId/:titleSlug?", page: "listing" },
  { path: "host/:hostSlug", page: "host" },
  { path: "listings", page: "listings" },
  { path: "hosts", page: "hosts" },
  { path: "our-story", page: "our-story" },
  { path: "sustainability", page: "sustainability" },
  { path: "faq", page: "faq" },
  { path: "how-it-works", page: "how-it-works" },
  { path: "press-media", page: "press-media" },
  { path: "terms", page: "terms" },
  { path: "privacy", page: "privacy" },
  { path: "cookies", page: "cookies" },
  { path: "contact", page: "contact" },
  { path: "auth", page: "auth" },
  { path: "simple-auth", page: "simple-auth" },
  { path: "reset-password", page: "reset-password" },
  { path: "complete-profile", page: "complete-profile" },
  { path: "simple-complete-profile", page: "simple-complete-profile" },
  { path: "new-registration-flow", page: "registration" },
  { path: "register*", page: "registration" },
  { path: "profile-under-review", page: "profile-under-review" },
  { path: "delete-account", page: "delete-account" },
  { path: "become-host", page: "become-host" },
  { path: "edit-profile", page: "edit-host-profile" },
  { path: "edit-traveler-profile", page: "edit-traveler-profile" },
  { path: "dashboard", page: "dashboard" },
  { path: "host-dashboard", page: "dashboard" },
  { path: "manage-listings", page: "manage-listings" },
  { path: "manage-listings/new/:type", page: "listing-editor" },
  { path: "manage-listings/:type/:id", page: "listing-editor" },
  { path: "chat", page: "chat" },
  { path: "chat/:conversationId", page: "chat" },
  { path: "my-bookings", page: "my-bookings" },
  { path: "notifications", page: "notifications" },
  { path: "notification-settings", page: "notification-settings" },
  { path: "security", page: "security" },
  { path: "checkout-deposit", page: "checkout-deposit" },
  { path: "payment-success", page: "payment-success" },
  { path: "admin", page: "admin-home" },
  { path: "admin/hosts", page: "admin-hosts" },
  { path: "admin/conversations", page: "admin-conversations" },
  { path: "admin/admin-chat", page: "admin-chat" },
  { path: "admin/bookings", page: "admin-bookings" },
  { path: "admin/bookings/:id", page: "admin-booking" },
  { path: "admin/reviews", page: "admin-reviews" },
  { path: "admin/blog", page: "admin-blog" },
  { path: "admin/blog/edit/:id", page: "admin-article-editor" },
  { path: "admin/inbox", page: "admin-inbox" },
  { path: "admin/push-notifications", page: "admin-push-notifications" },
  { path: "admin/testing", page: "admin-testing" },
  { path: "admin/marketing", page: "admin-marketing" },
  { path: "admin/marketing/edit/:templateId", page: "admin-marketing-editor" },
  { path: "unsubscribe", page: "unsubscribe" },
  { path: "admin/email-settings", page: "admin-email-settings" },
  { path: "admin/incomplete-users", page: "admin-incomplete-users" },
  { path: "export-incomplete-users", page: "export-incomplete-users" },
  { path: "debug-index", page: "debug-index" },
  { path: "admin/listings", page: "admin-listings" },
  { path: "admin/travelers", page: "admin-travelers" },
  { path: "admin/travelers/:id", page: "admin-traveler" },
  { path: "admin/audit", page: "admin-audit" },
  { path: "blog", page: "blog" },
  { path: "blog/showcase", page: "blog-showcase" },
  { path: "blog/submit", page: "blog-submit" },
  { path: "blog/:slug", page: "article" },
] as const satisfies readonly PageRoute[];

/** Every page module the web app must have: exactly the ones the table names. */
export type PageId = (typeof PAGE_ROUTES)[number]["page"];

/** What the worker puts in each page's share metadata (only the worker reads it, so the web app ships none). */
const PAGE_KIND: Record<PageId, PageKind> = {
  home: "home",
  destinations: "destinations",
  destination: "destination",
  kazakhstan: "kazakhstan",
  travelers: "travelers",
  traveler: "traveler",
  listing: "listing",
  host: "host",
  listings: "listings",
  hosts: "hosts",
  "our-story": "info",
  sustainability: "info",
  faq: "info",
  "how-it-works": "info",
  "press-media": "info",
  terms: "info",
  privacy: "info",
  cookies: "info",
  contact: "info",
  "become-host": "become-host",
  auth: "account",
  "simple-auth": "account",
  "reset-password": "account",
  "complete-profile": "account",
  "simple-complete-profile": "account",
  registration: "account",
  "profile-under-review": "account",
  "delete-account": "account",
  "edit-host-profile": "account",
  "edit-traveler-profile": "account",
  dashboard: "account",
  "manage-listings": "account",
  "listing-editor": "account",
  chat: "account",
  "my-bookings": "account",
  notifications: "account",
  "notification-settings": "account",
  security: "account",
  "checkout-deposit": "account",
  "payment-success": "account",
  "admin-home": "account",
  "admin-hosts": "account",
  "admin-conversations": "account",
  "admin-chat": "account",
  "admin-bookings": "account",
  "admin-booking": "account",
  "admin-reviews": "account",
  "admin-blog": "account",
  "admin-article-editor": "account",
  "admin-inbox": "account",
  "admin-push-notifications": "account",
  "admin-testing": "account",
  "admin-marketing": "account",
  "admin-marketing-editor": "account",
  unsubscribe: "account",
  "admin-email-settings": "account",
  "admin-incomplete-users": "account",
  "export-incomplete-users": "account",
  "debug-index": "account",
  "admin-listings": "account",
  "admin-travelers": "account",
  "admin-traveler": "account",
  "admin-audit": "account",
  blog: "blog",
  "blog-showcase": "blog",
  "blog-submit": "blog",
  article: "article",
};

/** The admin area's pages start with this (spec §2: "Admin area /admin"). */
export const ADMIN_PREFIX = "admin/";

/** Console pages the spec puts at the top level (§2): admins only, in the admin area's layout like /admin's. */
export const ADMIN_TOP_LEVEL_PATHS: readonly string[] = ["debug-index", "export-incomplete-users"];

/** A pattern of the admin area: /admin itself (its overview), a page under it, or a top-level console page. */
export const isAdminPath = (path: string) =>
  path === "admin" || path.startsWith(ADMIN_PREFIX) || ADMIN_TOP_LEVEL_PATHS.includes(path);

export interface PageMatch {
  /** The page of the table it opens. */
  page: PageId;
  kind: PageKind;
  /** The first segment of the pattern, e.g. "tour" or "rental-car" (tells the listing kind). */
  route: string;
  params: Record<string, string>;
}

function segments(pathname: string): string[] {
  return pathname.split("/").filter((s) => s !== "");
}

/** The path's segments decoded, or null when one is not valid percent-encoding (then it matches nothing). */
function decodedSegments(pathname: string): string[] | null {
  try {
    return segments(pathname).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The prefix of a pattern ending in "*" ("register*" → "register"), else null. */
const prefixOf = (route: PageRoute) => (route.path.endsWith("*") ? route.path.slice(0, -1) : null);

/**
 * The prefix pattern a pathname opens ("register" for /register-as-host), else null: the web app's catch-all asks,
 * since react-router cannot express these patterns.
 */
export function matchPrefixPage(pathname: string): string | null {
  const lowerPath = decodedSegments(pathname)?.join("/").toLowerCase();
  if (lowerPath === undefined) return null;
  for (const route of PAGE_ROUTES) {
    const prefix = prefixOf(route);
    if (prefix !== null && lowerPath.startsWith(prefix)) return prefix;
  }
  return null;
}

/**
 * The page a pathname opens, as react-router would match it (empty segments ignored, so a trailing slash
 * matches too); null for a path the app answers with its not-found page. A segment that is not valid
 * percent-encoding matches nothing.
 */
export function matchPage(pathname: string): PageMatch | null {
  const parts = decodedSegments(pathname);
  if (!parts) return null;
  const lowerPath = parts.join("/").toLowerCase();
  for (const route of PAGE_ROUTES) {
    const prefix = prefixOf(route);
    if (prefix !== null) {
      if (lowerPath.startsWith(prefix))
        return { page: route.page, kind: PAGE_KIND[route.page], route: prefix, params: {} };
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
    if (ok) return { page: route.page, kind: PAGE_KIND[route.page], route: pattern[0] ?? "", params };
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
