/**
 * Spec §4 "Connection error screen": how a failure is classed. Network: the message says network, fetch failed,
 * connection, timeout or offline, or a fetch rejected with a TypeError ("Failed to fetch", "Load failed"); the web
 * client's own code for a request that never completed is "network_error". Auth: session, token, auth,
 * unauthorized, forbidden. Anything else is other.
 */
export type ErrorKind = "network" | "auth" | "other";

const NETWORK = /network|fetch failed|connection|timeout|offline/i;
const FETCH_TYPE_ERROR = /fetch|load failed/i;
const AUTH = /session|token|auth|unauthorized|forbidden/i;

/** Spec §9 timing of the error screen: each retry waits 1 second; the button reloads after two retries. */
export const ERROR_SCREEN_RETRY_DELAY_MS = 1000;
export const ERROR_SCREEN_RELOAD_AFTER = 2;
/** Spec §9: while a network error is shown, connectivity is checked every 3 seconds. */
export const NETWORK_POLL_MS = 3000;

export function errorKind(error: unknown): ErrorKind {
  if (typeof error === "string") return errorKind({ message: error });
  if (!error || typeof error !== "object") return "other";
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  const text = `${typeof message === "string" ? message : ""} ${typeof code === "string" ? code : ""}`;
  if (NETWORK.test(text)) return "network";
  if (name === "TypeError" && FETCH_TYPE_ERROR.test(text)) return "network";
  if (AUTH.test(text)) return "auth";
  return "other";
}
