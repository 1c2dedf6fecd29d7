import { hostsWithMessagesSince, hostsWithResponseTimes, recomputeResponseTimes } from "../db/response-time";
import type { Env } from "../env";

/**
 * How far back the ten-minute run looks for new messages: two runs, so a late or skipped run misses nobody (a host
 * counted twice is only recomputed twice).
 */
export const RESPONSE_LOOKBACK_MS = 20 * 60_000;
/** Hosts recomputed per statement batch (their ids travel as one bound JSON list). */
const CHUNK = 100;

async function recomputeInChunks(env: Env, hosts: string[], now: Date): Promise<number> {
  let updated = 0;
  for (let i = 0; i < hosts.length; i += CHUNK)
    updated += await recomputeResponseTimes(env.DB, hosts.slice(i, i + CHUNK), now);
  return updated;
}

/** Every 10 minutes: the response time of each host with a message in a direct conversation since the last run. */
export async function updateResponseTimes(env: Env, now: Date) {
  const hosts = await hostsWithMessagesSince(env.DB, new Date(now.getTime() - RESPONSE_LOOKBACK_MS).toISOString());
  return { responseTimeHosts: hosts.length, responseTimesChanged: await recomputeInChunks(env, hosts, now) };
}

/** Daily: waits leave the 90-day window as days pass, so every host with a response time is recomputed. */
export async function refreshAllResponseTimes(env: Env, now: Date) {
  const hosts = await hostsWithResponseTimes(env.DB);
  return { responseTimeHosts: hosts.length, responseTimesChanged: await recomputeInChunks(env, hosts, now) };
}
