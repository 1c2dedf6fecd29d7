import type { Env } from "../env";
import { flushPreviewChanges } from "../seo/changes";
import { deliverQueuedEmail } from "../services/email/outbox";
import { deliverMarketing } from "../services/marketing/campaigns";
import { emptyMediaTrash, sweepUnusedUploads } from "../services/media-sweep";
import { refreshFcmAccessToken } from "../services/push/fcm";
import { deliverQueuedPushes } from "../services/push/outbox";
import { publishScheduledArticles } from "./blog";
import { recomputeSuperhosts, runBookingClocks } from "./bookings";
import { exportIncompleteUsers } from "./incomplete-users";
import { applyRetention, expireAuthLeftovers, markStalePushTokens, resealMfaSecrets } from "./maintenance";
import { refreshAllResponseTimes, updateResponseTimes } from "./response-times";

/** The cron expressions of wrangler.toml [triggers], one per job group (ARCHITECTURE.md "Cron triggers"). */
export const CRON = {
  tokenRefresh: "*/30 * * * *",
  incompleteUserExport: "15 3 * * *",
  housekeeping: "*/10 * * * *",
} as const;

type Job = (env: Env, now: Date) => Promise<unknown>;

/** Backstop for preview purges a write's own request did not finish. */
const flushPreviews = (env: Env) => flushPreviewChanges(env);

const JOBS: Record<string, Job[]> = {
  [CRON.tokenRefresh]: [markStalePushTokens, expireAuthLeftovers, refreshFcmAccessToken],
  [CRON.incompleteUserExport]: [
    exportIncompleteUsers,
    refreshAllResponseTimes,
    recomputeSuperhosts,
    applyRetention,
    resealMfaSecrets,
  ],
  [CRON.housekeeping]: [
    runBookingClocks,
    publishScheduledArticles,
    flushPreviews,
    deliverQueuedEmail,
    deliverQueuedPushes,
    deliverMarketing,
    sweepUnusedUploads,
    emptyMediaTrash,
    updateResponseTimes,
  ],
};

/** Runs the jobs registered for the cron expression that fired; an unknown expression is logged as an error. */
export async function runScheduled(cron: string, env: Env, now = new Date()): Promise<void> {
  const jobs = JOBS[cron];
  if (!jobs) {
    console.error(JSON.stringify({ cron, error: `No jobs registered for cron "${cron}"` }));
    return;
  }
  for (const job of jobs) {
    const result = await job(env, now);
    console.log(JSON.stringify({ cron, job: job.name, result }));
  }
}
