/**
 * Mail goes out through the `email_outbox` table: a request queues the message (so nothing is lost when the
 * provider is slow or down) and delivers it right after its response (waitUntil); the housekeeping cron delivers
 * whatever is still queued, with retries, until the message is sent or refused for good.
 *
 * A row made from a template that an admin has edited (/admin/email-settings) is re-rendered from the admin's
 * version and the row's named values just before it is sent, and stored so, so the dev mailbox and the provider
 * see the same words (docs/decisions/026-email-templates.md).
 */
import {
  claimOutboxEmail,
  finishOutboxEmail,
  insertOutboxEmail,
  type OutboxInsert,
  queuedOutboxEmails,
} from "../../db/email-outbox";
import { overridesFor, rewriteOutboxEmail } from "../../db/email-templates";
import { NO_MARKETING_CONSENT } from "../../db/marketing";
import type { Env } from "../../env";
import { siteOrigin } from "../../site-origin";
import { withdrawnConsent } from "../marketing/consent";
import { devMailboxSender, type EmailSender, resendSender } from "./sender";
import { isEmailTemplateKey, renderTemplate, type TemplateSource } from "./templates";

/** After this many failed attempts a message is marked failed and no longer retried. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** Rows per delivery run: each is one provider call, and a Worker invocation has a subrequest budget. */
export const OUTBOX_BATCH = 40;
/** The cron leaves rows younger than this to the request that queued them, so the two never race for one row. */
export const OUTBOX_CRON_GRACE_SECONDS = 60;

export type QueuedEmail = OutboxInsert;

/**
 * The sender for this deployment: the dev mailbox when DEV_MAILBOX is "on" (local runs never mail anyone), else
 * the HTTP provider when EMAIL_API_KEY and EMAIL_FROM are set, else null (mail stays queued until one is).
 */
export function emailSender(
  env: Pick<Env, "DEV_MAILBOX" | "EMAIL_API_KEY" | "EMAIL_FROM">,
  fetcher?: typeof fetch,
): EmailSender | null {
  if (env.DEV_MAILBOX === "on") return devMailboxSender;
  if (env.EMAIL_API_KEY && env.EMAIL_FROM)
    return resendSender({ apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM }, fetcher);
  return null;
}

/** Queues one message; returns the outbox row id (pass it to `deliverOutbox` as `ids` to send it now). */
export function queueEmail(db: D1Database, email: QueuedEmail): Promise<string> {
  return insertOutboxEmail(db, email);
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, queued again for a later run. */
  retrying: number;
  /** Refused for good (a permanent provider error, or the last attempt). */
  failed: number;
  /** Queued rows left alone: no sender configured, or another deliverer claimed them first. */
  skipped: number;
}

export interface DeliveryOptions {
  /** Deliver only these rows (the request that queued them); otherwise every queued row. */
  ids?: readonly string[];
  /** Skip rows created less than this many seconds before `now` (the cron's grace for the requests). */
  olderThanSeconds?: number;
  limit?: number;
  now?: Date;
}

type Row = Awaited<ReturnType<typeof queuedOutboxEmails>>[number];

/**
 * The row as it goes out: re-rendered from the admin's version of its template when there is one (and stored so),
 * else as queued. A version that cannot be rendered (no site origin configured) leaves the queued words.
 */
async function withOverride(
  env: Pick<Env, "DB" | "PUBLIC_ORIGIN">,
  row: Row,
  overrides: Map<string, TemplateSource>,
): Promise<Row> {
  const source = row.template_key ? overrides.get(row.template_key) : undefined;
  if (!source || !row.vars || !row.template_key || !isEmailTemplateKey(row.template_key)) return row;
  try {
    const { subject, text, html } = renderTemplate(row.template_key, siteOrigin(env), source, row.vars);
    await rewriteOutboxEmail(env.DB, row.id, { subject, text, html });
    return { ...row, subject, text, html };
  } catch (error) {
    console.error(JSON.stringify({ job: "deliverOutbox", template: row.template_key, error: String(error) }));
    return row;
  }
}

/** Sends queued rows through `sender` and records each outcome (status, attempts, error, sent_at). */
export async function deliverOutbox(
  env: Pick<Env, "DB" | "PUBLIC_ORIGIN">,
  sender: EmailSender | null,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const createdBefore =
    options.olderThanSeconds === undefined
      ? undefined
      : new Date(now.getTime() - options.olderThanSeconds * 1000).toISOString();
  const rows = await queuedOutboxEmails(env.DB, {
    ids: options.ids,
    createdBefore,
    limit: options.limit ?? OUTBOX_BATCH,
  });
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  if (!sender) {
    report.skipped = rows.length;
    if (rows.length > 0)
      console.error(
        JSON.stringify({
          job: "deliverOutbox",
          error: "No e-mail sender configured (EMAIL_API_KEY, EMAIL_FROM)",
          queued: rows.length,
        }),
      );
    return report;
  }
  const withdrawn = await withdrawnConsent(env.DB, rows);
  const overrides = await overridesFor(
    env.DB,
    rows.flatMap((r) => (r.template_key && r.vars ? [r.template_key] : [])),
  );
  for (const queued of rows) {
    if (!(await claimOutboxEmail(env.DB, queued.id, queued.attempts))) {
      report.skipped++;
      continue;
    }
    if (withdrawn.has(queued.id)) {
      await finishOutboxEmail(env.DB, queued.id, { status: "failed", error: NO_MARKETING_CONSENT });
      report.failed++;
      continue;
    }
    const row = await withOverride(env, queued, overrides);
    const attempt = row.attempts + 1;
    const result = await sender.send({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: row.headers,
    });
    if (result.ok) {
      await finishOutboxEmail(env.DB, row.id, { status: "sent", error: null });
      report.sent++;
    } else if (result.retryable && attempt < OUTBOX_MAX_ATTEMPTS) {
      await finishOutboxEmail(env.DB, row.id, { status: "queued", error: result.error });
      report.retrying++;
    } else {
      await finishOutboxEmail(env.DB, row.id, { status: "failed", error: result.error });
      report.failed++;
    }
  }
  return report;
}

/** The housekeeping cron's job: deliver what the requests left queued (worker/cron/index.ts). */
export function deliverQueuedEmail(env: Env, now: Date): Promise<DeliveryReport> {
  return deliverOutbox(env, emailSender(env), { olderThanSeconds: OUTBOX_CRON_GRACE_SECONDS, now });
}
