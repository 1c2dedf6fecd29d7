/**
 * Spec §7 "Connectivity probes" and §9 timing: how the error screen tells "the device has no internet" from "our
 * server does not answer". Each probe is a HEAD request given its own time-out; any answer counts as reachable.
 */
export interface Probe {
  url: string;
  timeoutMs: number;
}

/** The push service's endpoint (FCM delivers to Android and iOS alike: worker/services/push/fcm.ts). */
export const PUSH_PROBE: Probe = { url: "https://fcm.googleapis.com/", timeoutMs: 5000 };

/** A public favicon on a host unrelated to the push service, so one blocked provider is not "no internet". */
export const FAVICON_PROBE: Probe = { url: "https://www.cloudflare.com/favicon.ico", timeoutMs: 3000 };

/**
 * The backend: a public, cheap, cacheable endpoint of our own API, asked past every cache. Its origin is the API's
 * (the web app's own origin, the configured API origin in the native app).
 */
export const BACKEND_PROBE_KEY = "GET /api/config" as const;
export const BACKEND_PROBE_TIMEOUT_MS = 5000;

/** Spec §9: waiting for the connection to come back checks every second for up to 10 seconds. */
export const CONNECTIVITY_WAIT_MS = 10_000;
export const CONNECTIVITY_WAIT_STEP_MS = 1000;
