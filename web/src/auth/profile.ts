import type { MeProfile } from "../../../domain/api/account";
import { responseError, urlFor } from "../lib/api";
import { appFetch } from "../lib/transport";

/** GET /api/me/profile; null when the person has no profile yet (404). Other failures throw. */
export async function fetchMyProfile(): Promise<MeProfile | null> {
  const res = await appFetch(urlFor("GET /api/me/profile"), {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (res.status === 404) return null;
  if (!res.ok) throw await responseError(res);
  return (await res.json()) as MeProfile;
}

let lastOnlineReport: number | null = null;

/** When `reportActivity(true)` last went out (ms since epoch), or null; the heartbeat spaces its calls from it. */
export function lastOnlineReportAt(): number | null {
  return lastOnlineReport;
}

/** Forgets the last online report (sign-out, tests). */
export function resetActivityReports(): void {
  lastOnlineReport = null;
}

/**
 * Spec §4/§7 upsert_user_activity: failures are only logged (spec §8 "silent or logged only"). `keepalive` lets
 * the request outlive the page (going hidden or being closed).
 */
export async function reportActivity(isOnline: boolean, options: { keepalive?: boolean } = {}): Promise<void> {
  if (isOnline) lastOnlineReport = Date.now();
  try {
    const res = await appFetch(urlFor("POST /api/me/activity"), {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ is_online: isOnline }),
      keepalive: options.keepalive,
    });
    if (!res.ok) console.warn("Activity update failed", res.status);
  } catch (err) {
    console.warn("Activity update failed", err);
  }
}
