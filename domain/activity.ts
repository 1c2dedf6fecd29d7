import { parseUtc } from "./time";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** Below this age a host counts as online (spec §4; also the heartbeat interval of §9). */
export const ONLINE_WINDOW_MS = 5 * MINUTE_MS;

function ageMs(lastSeenAt: string | null | undefined, now: Date): number | null {
  const seen = parseUtc(lastSeenAt);
  if (!seen) return null;
  // Clock skew between devices can put last_seen_at slightly ahead of `now`; that host was just active.
  return Math.max(0, now.getTime() - seen.getTime());
}

export function isRecentlyOnline(lastSeenAt: string | null | undefined, now: Date = new Date()): boolean {
  const age = ageMs(lastSeenAt, now);
  return age !== null && age < ONLINE_WINDOW_MS;
}

export function activityLabel(lastSeenAt: string | null | undefined, now: Date = new Date()): string {
  const age = ageMs(lastSeenAt, now);
  if (age === null) return "New to messaging";
  if (age < ONLINE_WINDOW_MS) return "Online now";
  if (age < HOUR_MS) return `Active ${Math.floor(age / MINUTE_MS)}m ago`;
  if (age < DAY_MS) return `Active ${Math.floor(age / HOUR_MS)}h ago`;
  if (age < WEEK_MS) return `Active ${Math.floor(age / DAY_MS)}d ago`;
  return `Active ${Math.floor(age / WEEK_MS)}w ago`;
}
