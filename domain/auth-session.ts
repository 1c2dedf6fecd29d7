/**
 * The web session's timing and clean-up rules (spec §4 "Authentication", §8 auth service, §9 timing). Pure: the web
 * app's auth client and AuthProvider apply them.
 */

/**
 * Refresh this long before the access token expires. The spec leaves the margin open ("not shown"); a minute
 * covers a slow network and a clock a little off.
 */
export const REFRESH_MARGIN_MS = 60_000;

/** Milliseconds to wait before refreshing a session that expires at `expiresAt` (seconds since the epoch). */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt * 1000 - REFRESH_MARGIN_MS - now);
}

/** Spec §4: a session is valid while expires_at is in the future; a refresh is due once inside the margin. */
export function refreshDue(expiresAt: number, now: number): boolean {
  return refreshDelay(expiresAt, now) === 0;
}

/** Spec §9: refresh retries back off from 200 ms, doubling. Retries stop after this many. */
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_MAX_RETRIES = 5;

/** The wait before retry number `attempt` (0 for the first retry): 200, 400, 800, … ms. */
export function refreshRetryDelay(attempt: number): number {
  return REFRESH_RETRY_BASE_MS * 2 ** attempt;
}

export const LOCATION_REQUESTED_KEY_PREFIX = "locationRequested_";
export const HOST_LOCATION_KEY_PREFIX = "hostCurrentLocation_";

/**
 * Spec §4 "On SIGNED_OUT": the location entries (locationRequested_{userId}, hostCurrentLocation_{userId}) and every
 * key containing the product's prefix go; everything else (theme, selectedCurrency) stays.
 */
export function storageKeysToClear(keys: readonly string[], productPrefix: string): string[] {
  return keys.filter(
    (key) =>
      key.startsWith(LOCATION_REQUESTED_KEY_PREFIX) ||
      key.startsWith(HOST_LOCATION_KEY_PREFIX) ||
      key.toLowerCase().includes(productPrefix.toLowerCase()),
  );
}

/** What an e-mail link (or identity provider) put in the URL when it sent the browser back to the site. */
export type AuthLinkType = "signup" | "recovery" | "email_change" | "magiclink" | "invite";
export type AuthRedirect =
  | { kind: "link"; type: AuthLinkType }
  | { kind: "error"; error: string; code: string | null; description: string }
  /** A step that needs another before anything changes (the first of a secure e-mail change's two links). */
  | { kind: "message"; text: string };

const LINK_TYPES: readonly string[] = ["signup", "recovery", "email_change", "magiclink", "invite"];
const isLinkType = (type: string | null): type is AuthLinkType => type !== null && LINK_TYPES.includes(type);

/**
 * Reads `#type=signup`, `#message=…` or `#error=…&error_code=…&error_description=…` (the server's redirects from
 * e-mail links).
 * An error may also arrive in the query string (PKCE redirects); a query string's `type` means something else on
 * other pages and is not read. Null when the URL carries neither.
 */
export function parseAuthRedirect(hash: string, search = ""): AuthRedirect | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const query = new URLSearchParams(search.replace(/^\?/, ""));
  for (const params of [fragment, query]) {
    const error = params.get("error");
    if (error && (params === fragment || params.has("error_description"))) {
      const description = params.get("error_description")?.trim() || error.replace(/_/g, " ");
      return { kind: "error", error, code: params.get("error_code"), description };
    }
  }
  const type = fragment.get("type");
  if (isLinkType(type)) return { kind: "link", type };
  const message = fragment.get("message")?.trim();
  return message ? { kind: "message", text: message } : null;
}

/** Spec §8 "Auth service": these callback errors keep the session; any other clears it. */
const SESSION_KEEPING_ERRORS = new Set([
  "identity_already_exists",
  "identity_not_found",
  "single_identity_not_deletable",
]);

export function callbackErrorClearsSession(code: string | null): boolean {
  return code === null || !SESSION_KEEPING_ERRORS.has(code);
}
