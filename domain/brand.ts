/**
 * The product's identity in one place, so that a rename is a one-line change.
 * `storagePrefix` namespaces local-storage keys; sign-out clears every key containing it.
 */
export const BRAND = {
  name: "Untrodden",
  tagline: "Local hosts in the places guidebooks skip",
  supportEmail: "support@untrodden.travel",
  storagePrefix: "untrodden",
  /** The site's canonical origin in production (wrangler.toml PUBLIC_ORIGIN); the native app's server by default. */
  origin: "https://untrodden.travel",
  /** The native app's id (Android applicationId, iOS bundle id) and its own URL scheme (`untrodden://auth/callback`). */
  appId: "travel.untrodden.app",
  appScheme: "untrodden",
} as const;

/** The site's own title ("Untrodden · Local hosts in the places guidebooks skip"): the home page's, and the default. */
export const DEFAULT_TITLE = `${BRAND.name} · ${BRAND.tagline}`;
