/**
 * The web session's timing and clean-up rules (spec §4 "Authentication", §8 auth service, §9 timing). Pure: the web
 * app's auth client and AuthProvider apply them. Reading an e-mail link's redirect is in domain/auth-redirect.ts
 * (re-exported here): AuthProvider needs it in the first paint, and the rest of this module only once it has loaded.
 */

export { type AuthLinkType, type AuthRedirect, parseAuthRedirect } from "./auth-redirect";

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

/** Spec §8 "Auth service": these callback errors keep the session; any other clears it. */
const SESSION_KEEPING_ERRORS = new Set([
  "identity_already_exists",
  "identity_not_found",
  "single_identity_not_deletable",
]);

export function callbackErrorClearsSession(code: string | null): boolean {
  return code === null || !SESSION_KEEPING_ERRORS.has(code);
}
