/**
 * Pushes go out through the `push_outbox` table, like e-mail (../email/outbox.ts): a request queues the row in its
 * own batch and delivers it right after its response; the housekeeping cron delivers what is left, with retries,
 * until the push is sent or refused for good (`failed`: the dead letter /admin/testing shows).
 */
import type { PushChannelId, PushPayloadData } from "../../../domain/notifications";
import { claimPush, finishPush, queuedPushes } from "../../db/push-outbox";
import { activePushToken, deactivatePushToken, removePushToken } from "../../db/push-tokens";
import type { Env } from "../../env";
import { pushSender } from "./index";
import type { PushSender } from "./types";

export const PUSH_MAX_ATTEMPTS = 5;
/** Rows per delivery run (each is one provider call; a Worker invocation has a subrequest budget). */
export const PUSH_BATCH = 40;
/** The cron leaves rows younger than this to the request that queued them. */
export const PUSH_CRON_GRACE_SECONDS = 60;

/** The error a row fails with when its person has no active device (nothing to retry). */
export const NO_DEVICE = "No active push token";

export interface PushDeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Tokens the provider no longer knows, now inactive. */
  gone: number;
  skipped: number;
}

export async function deliverPushOutbox(
  env: Pick<Env, "DB">,
  sender: PushSender | null,
  options: { ids?: readonly string[]; olderThanSeconds?: number; limit?: number; now?: Date } = {},
): Promise<PushDeliveryReport> {
  const now = options.now ?? new Date();
  const createdBefore =
    options.olderThanSeconds === undefined
      ? undefined
      : new Date(now.getTime() - options.olderThanSeconds * 1000).toISOString();
  const rows = await queuedPushes(env.DB, { ids: options.ids, createdBefore, limit: options.limit ?? PUSH_BATCH });
  const report: PushDeliveryReport = { sent: 0, retrying: 0, failed: 0, gone: 0, skipped: 0 };
  if (!sender) {
    report.skipped = rows.length;
    if (rows.length > 0)
      console.error(
        JSON.stringify({ job: "deliverPushOutbox", error: "No push sender configured", queued: rows.length }),
      );
    return report;
  }
  for (const row of rows) {
    if (!(await claimPush(env.DB, row.id, row.attempts))) {
      report.skipped++;
      continue;
    }
    const device = await activePushToken(env.DB, row.user_id);
    if (!device) {
      await finishPush(env.DB, row.id, { status: "failed", error: NO_DEVICE });
      report.failed++;
      continue;
    }
    const result = await sender.send(
      { platform: device.platform, token: device.token },
      {
        id: row.id,
        title: row.title,
        body: row.body,
        data: row.data as unknown as PushPayloadData,
        channel: row.channel as PushChannelId,
        tag: row.tag,
      },
    );
    if (result.ok) {
      await finishPush(env.DB, row.id, { status: "sent", error: null });
      report.sent++;
    } else if (result.gone) {
      // An expired browser subscription is removed (the browser subscribes anew); a native token is deactivated.
      if (device.platform === "web") await removePushToken(env.DB, device.id);
      else await deactivatePushToken(env.DB, device.id);
      await finishPush(env.DB, row.id, { status: "failed", error: result.error });
      report.gone++;
      report.failed++;
    } else if (result.retryable && row.attempts + 1 < PUSH_MAX_ATTEMPTS) {
      await finishPush(env.DB, row.id, { status: "queued", error: result.error });
      report.retrying++;
    } else {
      await finishPush(env.DB, row.id, { status: "failed", error: result.error });
      report.failed++;
    }
  }
  return report;
}

/** The housekeeping cron's job: deliver the pushes the requests left queued. */
export function deliverQueuedPushes(env: Env, now: Date): Promise<PushDeliveryReport> {
  return deliverPushOutbox(env, pushSender(env), { olderThanSeconds: PUSH_CRON_GRACE_SECONDS, now });
}
