/**
 * Sending a campaign (issue 18 item 7): the people of the audience who consented get one outbox row each
 * (category marketing, the campaign and person on the row, the unsubscribe headers), queued in batches; the first
 * batch is delivered right after the admin's request and the rest by the housekeeping cron
 * (`deliverMarketing`). The outbox claims each row before sending it, so the cron, the request and the general
 * outbox job never send one twice; consent is checked again when each row is delivered (`withdrawnConsent`).
 */
import type { Audience } from "../../../domain/api/admin-marketing";
import {
  audienceRecipients,
  finishCampaigns,
  type QueuedMessage,
  queueCampaign,
  queuedMarketingIds,
} from "../../db/marketing";
import type { Env } from "../../env";
import { siteOrigin } from "../../site-origin";
import { type DeliveryReport, deliverOutbox, emailSender, OUTBOX_BATCH } from "../email/outbox";
import { marketingEmail, marketingVars } from "./email";
import { unsubscribeToken } from "./token";

/** Messages the cron delivers per run (in outbox batches): each is one provider call of the run's budget. */
export const MARKETING_CRON_LIMIT = OUTBOX_BATCH * 4;

export interface QueuedCampaign {
  id: string;
  recipients: number;
  /** The outbox ids, in order; the request delivers the first OUTBOX_BATCH of them. */
  messageIds: string[];
}

export async function queueMarketingCampaign(
  env: Pick<Env, "DB" | "PUBLIC_ORIGIN" | "AUTH_JWT_KEYS" | "UNSUBSCRIBE_SECRET">,
  input: { adminId: string; template: { id: string; subject: string; body: string }; audience: Audience },
): Promise<QueuedCampaign> {
  const origin = siteOrigin(env);
  const id = crypto.randomUUID();
  const people = await audienceRecipients(env.DB, input.audience);
  const messages: QueuedMessage[] = [];
  for (const person of people) {
    const mail = marketingEmail({
      origin,
      subject: input.template.subject,
      body: input.template.body,
      vars: marketingVars(person),
      token: await unsubscribeToken(env, { userId: person.id, campaignId: id }),
    });
    messages.push({
      to: person.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      category: "marketing",
      campaign_id: id,
      user_id: person.id,
    });
  }
  const messageIds = await queueCampaign(
    env.DB,
    { id, template_id: input.template.id, audience: input.audience, created_by: input.adminId },
    messages,
  );
  await finishCampaigns(env.DB);
  return { id, recipients: messages.length, messageIds };
}

/** Delivers these queued marketing rows in outbox batches, then marks finished campaigns sent. */
export async function deliverMarketingRows(env: Env, ids: readonly string[]): Promise<DeliveryReport> {
  const sender = emailSender(env);
  const total: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  for (let i = 0; i < ids.length; i += OUTBOX_BATCH) {
    const batch = ids.slice(i, i + OUTBOX_BATCH);
    const report = await deliverOutbox(env, sender, { ids: batch, limit: batch.length });
    total.sent += report.sent;
    total.retrying += report.retrying;
    total.failed += report.failed;
    total.skipped += report.skipped;
  }
  await finishCampaigns(env.DB);
  return total;
}

/** The housekeeping cron's job: the campaigns' queued messages, a bounded number per run. */
export async function deliverMarketing(env: Env, _now: Date): Promise<DeliveryReport & { campaigns: number }> {
  const ids = await queuedMarketingIds(env.DB, MARKETING_CRON_LIMIT);
  const report = await deliverMarketingRows(env, ids);
  return { ...report, campaigns: await finishCampaigns(env.DB) };
}
