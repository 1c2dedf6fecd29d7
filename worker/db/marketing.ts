/**
 * Marketing e-mail's queries (issue 18 item 7): templates, audiences of people who consented, campaigns and their
 * reports, and the consent itself (a `notification_settings` row of kind MARKETING_KIND with email on; no row is
 * no consent). Consent is checked when a campaign is queued and again when each message is delivered.
 */
import type { Audience, Campaign, MarketingTemplate } from "../../domain/api/admin-marketing";
import { audienceLabel } from "../../domain/api/admin-marketing";
import { MARKETING_KIND } from "../../domain/notifications";
import { done, type Outcome, refused } from "../../domain/outcome";
import { SUPPORT_USER_ID } from "../../domain/vocabulary";
import { auditOrigin, auditStatement } from "./audit";
import { nowIso } from "./client";
import { type OutboxInsert, outboxStatement } from "./email-outbox";

/** The outbox error of a message not sent because its person withdrew consent after it was queued. */
export const NO_MARKETING_CONSENT = "Not sent: the person unsubscribed from marketing e-mail before delivery";

/** Rows per D1 batch when a campaign is queued (each outbox row is one statement). */
export const CAMPAIGN_INSERT_BATCH = 50;

/** A person who may get marketing e-mail: consented, not deleted, with an address (not the support line). */
const CONSENTED = `u.deleted_at IS NULL AND u.email IS NOT NULL AND u.id != ?
  AND EXISTS (SELECT 1 FROM notification_settings ns
              WHERE ns.user_id = u.id AND ns.kind = '${MARKETING_KIND}' AND ns.email = 1)`;

/** The WHERE of an audience over `users u LEFT JOIN profiles p`, and its parameters. */
function audienceWhere(audience: Audience): { where: string; params: unknown[] } {
  const params: unknown[] = [SUPPORT_USER_ID];
  switch (audience.kind) {
    case "travelers":
      return { where: `${CONSENTED} AND p.user_type = 'traveler'`, params };
    case "hosts":
      return { where: `${CONSENTED} AND p.user_type = 'host'`, params };
    case "incomplete":
      return { where: `${CONSENTED} AND p.user_type IS NULL`, params };
    case "country":
      return {
        where: `${CONSENTED} AND p.user_type = 'traveler' AND EXISTS (
          SELECT 1 FROM trip_requests t, json_each(t.destinations) d WHERE t.user_id = u.id AND d.value = ?)`,
        params: [...params, audience.country],
      };
  }
}

/** How many people a campaign to this audience would reach now. */
export async function audienceCount(d1: D1Database, audience: Audience): Promise<number> {
  const { where, params } = audienceWhere(audience);
  const row = await d1
    .prepare(`SELECT count(*) AS n FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export interface Recipient {
  id: string;
  email: string;
  first_name: string | null;
}

/** The people of an audience who get a campaign now. */
export async function audienceRecipients(d1: D1Database, audience: Audience): Promise<Recipient[]> {
  const { where, params } = audienceWhere(audience);
  const { results } = await d1
    .prepare(
      `SELECT u.id, u.email, p.first_name FROM users u LEFT JOIN profiles p ON p.user_id = u.id
       WHERE ${where} ORDER BY u.created_at, u.id`,
    )
    .bind(...params)
    .all<Recipient>();
  return results;
}

// ───────────────────────────── templates ─────────────────────────────

const TEMPLATE_SELECT = `SELECT t.id, t.name, t.subject, t.body, t.created_at, t.updated_at,
  (SELECT count(*) FROM marketing_sends s WHERE s.template_id = t.id) AS campaigns
  FROM marketing_templates t`;

export async function marketingTemplates(d1: D1Database): Promise<MarketingTemplate[]> {
  const { results } = await d1.prepare(`${TEMPLATE_SELECT} ORDER BY t.updated_at DESC, t.id`).all<MarketingTemplate>();
  return results;
}

export async function marketingTemplate(d1: D1Database, id: string): Promise<MarketingTemplate | null> {
  return d1.prepare(`${TEMPLATE_SELECT} WHERE t.id = ?`).bind(id).first<MarketingTemplate>();
}

export interface TemplateFields {
  name: string;
  subject: string;
  body: string;
}

/** A new template and its audit row, in one batch; its id. */
export async function insertMarketingTemplate(d1: D1Database, adminId: string, t: TemplateFields): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO marketing_templates (id, name, subject, body, updated_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(id, t.name, t.subject, t.body, adminId, now, now),
    auditStatement(d1, {
      actorId: adminId,
      action: "marketing_template.create",
      entityType: "marketing_template",
      entityId: id,
      details: { name: t.name },
    }),
  ]);
  return id;
}

/** Saves a template with its audit row; false when there is none with this id (nothing written). */
export async function updateMarketingTemplate(
  d1: D1Database,
  adminId: string,
  id: string,
  t: TemplateFields,
): Promise<boolean> {
  const [update] = await d1.batch([
    d1
      .prepare(
        "UPDATE marketing_templates SET name = ?, subject = ?, body = ?, updated_by = ?, updated_at = ? WHERE id = ?",
      )
      .bind(t.name, t.subject, t.body, adminId, nowIso(), id),
    d1
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
         SELECT ?, ?, 'marketing_template.update', 'marketing_template', id, json_object('name', ?), ?, ?, ?
         FROM marketing_templates WHERE id = ?`,
      )
      .bind(crypto.randomUUID(), adminId, t.name, nowIso(), ...auditOrigin(), id),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

/** Deletes a template no campaign used, with its audit row; refused when one did, or when there is none. */
export async function deleteMarketingTemplate(
  d1: D1Database,
  adminId: string,
  id: string,
): Promise<Outcome<void, "not_found" | "in_use">> {
  const unused = "NOT EXISTS (SELECT 1 FROM marketing_sends s WHERE s.template_id = marketing_templates.id)";
  const [audit, removed] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
         SELECT ?, ?, 'marketing_template.delete', 'marketing_template', id, json_object('name', name), ?, ?, ?
         FROM marketing_templates WHERE id = ? AND ${unused}`,
      )
      .bind(crypto.randomUUID(), adminId, nowIso(), ...auditOrigin(), id),
    d1.prepare(`DELETE FROM marketing_templates WHERE id = ? AND ${unused}`).bind(id),
  ]);
  if ((removed?.meta.changes ?? 0) > 0 && (audit?.meta.changes ?? 0) > 0) return done();
  return refused((await marketingTemplate(d1, id)) ? "in_use" : "not_found");
}

// ───────────────────────────── campaigns ─────────────────────────────

export interface QueuedMessage extends OutboxInsert {
  user_id: string;
}

/**
 * Queues a campaign: its row and audit entry first, then the messages in batches of CAMPAIGN_INSERT_BATCH (a
 * campaign can be larger than one D1 batch should be). Returns the outbox ids in order.
 */
export async function queueCampaign(
  d1: D1Database,
  campaign: { id: string; template_id: string; audience: Audience; created_by: string },
  messages: QueuedMessage[],
): Promise<string[]> {
  const now = nowIso();
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO marketing_sends (id, template_id, audience, recipients, status, created_by, created_at)
         VALUES (?, ?, ?, ?, 'sending', ?, ?)`,
      )
      .bind(
        campaign.id,
        campaign.template_id,
        JSON.stringify(campaign.audience),
        messages.length,
        campaign.created_by,
        now,
      ),
    auditStatement(d1, {
      actorId: campaign.created_by,
      action: "marketing_campaign.send",
      entityType: "marketing_campaign",
      entityId: campaign.id,
      details: { template_id: campaign.template_id, audience: campaign.audience, recipients: messages.length },
    }),
  ]);
  const ids: string[] = [];
  for (let i = 0; i < messages.length; i += CAMPAIGN_INSERT_BATCH) {
    const chunk = messages.slice(i, i + CAMPAIGN_INSERT_BATCH).map((m) => outboxStatement(d1, m));
    await d1.batch(chunk.map((c) => c.statement));
    ids.push(...chunk.map((c) => c.id));
  }
  return ids;
}

interface CampaignRow {
  id: string;
  template_id: string;
  template_name: string | null;
  audience: string;
  recipients: number;
  status: "sending" | "sent";
  first_name: string | null;
  last_name: string | null;
  created_at: string;
  finished_at: string | null;
  sent: number | null;
  queued: number | null;
  failed: number | null;
  skipped: number | null;
  unsubscribed: number;
}

const CAMPAIGN_SELECT = `SELECT s.id, s.template_id, t.name AS template_name, s.audience, s.recipients, s.status,
  p.first_name, p.last_name, s.created_at, s.finished_at, r.sent, r.queued, r.failed, r.skipped,
  (SELECT count(DISTINCT mu.user_id) FROM marketing_unsubscribes mu WHERE mu.campaign_id = s.id) AS unsubscribed
  FROM marketing_sends s
  LEFT JOIN marketing_templates t ON t.id = s.template_id
  LEFT JOIN profiles p ON p.user_id = s.created_by
  LEFT JOIN (
    SELECT campaign_id,
      sum(status = 'sent') AS sent,
      sum(status = 'queued') AS queued,
      sum(status = 'failed' AND coalesce(error, '') != ?1) AS failed,
      sum(status = 'failed' AND error = ?1) AS skipped
    FROM email_outbox WHERE campaign_id IS NOT NULL GROUP BY campaign_id
  ) r ON r.campaign_id = s.id`;

function campaignOf(r: CampaignRow): Campaign {
  let audience: { kind: string; country?: string };
  try {
    audience = JSON.parse(r.audience) as { kind: string; country?: string };
  } catch {
    audience = { kind: "unknown" };
  }
  const name = [r.first_name, r.last_name].filter(Boolean).join(" ");
  return {
    id: r.id,
    template_id: r.template_id,
    template_name: r.template_name ?? "",
    audience,
    audience_label: audienceLabel(audience),
    recipients: r.recipients,
    status: r.status,
    created_by_name: name || null,
    created_at: r.created_at,
    finished_at: r.finished_at,
    report: {
      sent: r.sent ?? 0,
      queued: r.queued ?? 0,
      failed: r.failed ?? 0,
      skipped: r.skipped ?? 0,
      unsubscribed: r.unsubscribed,
    },
  };
}

/** The newest campaigns with their reports. */
export async function campaigns(d1: D1Database, limit = 100): Promise<Campaign[]> {
  const { results } = await d1
    .prepare(`${CAMPAIGN_SELECT} ORDER BY s.created_at DESC, s.id LIMIT ?2`)
    .bind(NO_MARKETING_CONSENT, limit)
    .all<CampaignRow>();
  return results.map(campaignOf);
}

export async function campaign(d1: D1Database, id: string): Promise<Campaign | null> {
  const row = await d1
    .prepare(`${CAMPAIGN_SELECT} WHERE s.id = ?2`)
    .bind(NO_MARKETING_CONSENT, id)
    .first<CampaignRow>();
  return row ? campaignOf(row) : null;
}

/** Marks sent every campaign still sending with nothing left in the queue; how many. */
export async function finishCampaigns(d1: D1Database, now = nowIso()): Promise<number> {
  const result = await d1
    .prepare(
      `UPDATE marketing_sends SET status = 'sent', finished_at = ?
       WHERE status = 'sending' AND NOT EXISTS (
         SELECT 1 FROM email_outbox o WHERE o.campaign_id = marketing_sends.id AND o.status = 'queued')`,
    )
    .bind(now)
    .run();
  return result.meta.changes ?? 0;
}

/** Ids of queued marketing messages, oldest first (the cron's share of the campaigns). */
export async function queuedMarketingIds(d1: D1Database, limit: number): Promise<string[]> {
  const { results } = await d1
    .prepare(
      "SELECT id FROM email_outbox WHERE status = 'queued' AND category = 'marketing' ORDER BY created_at, rowid LIMIT ?",
    )
    .bind(limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

// ───────────────────────────── consent ─────────────────────────────

/** Of these people, those who may get marketing e-mail right now. */
export async function consentingUsers(d1: D1Database, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  const found = new Set<string>();
  // D1 binds at most 100 parameters per statement.
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const { results } = await d1
      .prepare(`SELECT u.id FROM users u WHERE u.id IN (${chunk.map(() => "?").join(", ")}) AND ${CONSENTED}`)
      .bind(...chunk, SUPPORT_USER_ID)
      .all<{ id: string }>();
    for (const r of results) found.add(r.id);
  }
  return found;
}

export interface UnsubscribeSubject {
  id: string;
  email: string | null;
  subscribed: boolean;
}

/** The person an unsubscribe link names (null when there is no such account, or it was deleted). */
export async function unsubscribeSubject(d1: D1Database, userId: string): Promise<UnsubscribeSubject | null> {
  const row = await d1
    .prepare(
      `SELECT u.id, u.email, EXISTS (SELECT 1 FROM notification_settings ns
         WHERE ns.user_id = u.id AND ns.kind = '${MARKETING_KIND}' AND ns.email = 1) AS subscribed
       FROM users u WHERE u.id = ? AND u.deleted_at IS NULL`,
    )
    .bind(userId)
    .first<{ id: string; email: string | null; subscribed: number }>();
  return row ? { id: row.id, email: row.email, subscribed: row.subscribed === 1 } : null;
}

const setConsent = (d1: D1Database, userId: string, email: 0 | 1, now: string) =>
  d1
    .prepare(
      `INSERT INTO notification_settings (user_id, kind, in_app, email, push, updated_at)
       VALUES (?, '${MARKETING_KIND}', 0, ?, 0, ?)
       ON CONFLICT (user_id, kind) DO UPDATE SET email = excluded.email, updated_at = excluded.updated_at`,
    )
    .bind(userId, email, now);

/**
 * Turns marketing e-mail off for the person at once; the campaign's report counts them when they were subscribed
 * (a second click records nothing). Transactional mail and every other setting are untouched.
 */
export async function unsubscribeFromMarketing(d1: D1Database, userId: string, campaignId: string | null) {
  const now = nowIso();
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO marketing_unsubscribes (id, user_id, campaign_id, created_at)
         SELECT ?, ?, (SELECT id FROM marketing_sends WHERE id = ?), ?
         WHERE EXISTS (SELECT 1 FROM notification_settings
                       WHERE user_id = ? AND kind = '${MARKETING_KIND}' AND email = 1)`,
      )
      .bind(crypto.randomUUID(), userId, campaignId, now, userId),
    setConsent(d1, userId, 0, now),
  ]);
}

/** Consent back on (the unsubscribe page's "Subscribe again"). */
export async function resubscribeToMarketing(d1: D1Database, userId: string): Promise<void> {
  await setConsent(d1, userId, 1, nowIso()).run();
}
