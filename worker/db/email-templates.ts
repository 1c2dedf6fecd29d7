/**
 * Queries on `email_templates`: the admins' versions of the transactional e-mails (issue 18; the defaults live in
 * worker/services/email/templates.ts), and the outbox write that stores a message re-rendered from one.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { auditStatement } from "./audit";
import { getDb, nowIso, statement } from "./client";
import { email_outbox, email_templates, profiles, users } from "./schema";

export interface EmailTemplateOverride {
  key: string;
  subject: string;
  body: string;
  updated_at: string;
  /** The admin who saved it last: their name, else their e-mail address; null when that account is gone. */
  updated_by: string | null;
}

const overrideColumns = {
  key: email_templates.key,
  subject: email_templates.subject,
  body: email_templates.body,
  updated_at: email_templates.updated_at,
  updated_by: sql<
    string | null
  >`nullif(trim(COALESCE(${profiles.first_name}, '') || ' ' || COALESCE(${profiles.last_name}, '')), '')`,
  updated_by_email: users.email,
};

function overridesQuery(d1: D1Database) {
  return getDb(d1)
    .select(overrideColumns)
    .from(email_templates)
    .leftJoin(users, eq(users.id, email_templates.updated_by))
    .leftJoin(profiles, eq(profiles.user_id, email_templates.updated_by));
}

type OverrideRow = Awaited<ReturnType<typeof overridesQuery>>[number];

const toOverride = ({ updated_by_email, ...row }: OverrideRow): EmailTemplateOverride => ({
  ...row,
  updated_by: row.updated_by ?? updated_by_email,
});

/** Every admin version there is. */
export async function emailTemplateOverrides(d1: D1Database): Promise<EmailTemplateOverride[]> {
  return (await overridesQuery(d1)).map(toOverride);
}

/** The admin version of one template, or null when it is the default. */
export async function emailTemplateOverride(d1: D1Database, key: string): Promise<EmailTemplateOverride | null> {
  const rows = await overridesQuery(d1).where(eq(email_templates.key, key));
  return rows[0] ? toOverride(rows[0]) : null;
}

/** Subject and body of the admin versions of these templates (the outbox's delivery reads them), by key. */
export async function overridesFor(
  d1: D1Database,
  keys: readonly string[],
): Promise<Map<string, { subject: string; body: string }>> {
  if (keys.length === 0) return new Map();
  const rows = await getDb(d1)
    .select({ key: email_templates.key, subject: email_templates.subject, body: email_templates.body })
    .from(email_templates)
    .where(inArray(email_templates.key, [...new Set(keys)]));
  return new Map(rows.map((r) => [r.key, { subject: r.subject, body: r.body }]));
}

/** Saves an admin's version of a template (created or replaced), audited in the same batch. */
export async function saveEmailTemplate(
  d1: D1Database,
  change: { key: string; subject: string; body: string; adminId: string },
): Promise<void> {
  const now = nowIso();
  const values = { subject: change.subject, body: change.body, updated_by: change.adminId, updated_at: now };
  await d1.batch([
    statement(
      d1,
      getDb(d1)
        .insert(email_templates)
        .values({ key: change.key, ...values })
        .onConflictDoUpdate({ target: email_templates.key, set: values }),
    ),
    auditStatement(d1, {
      actorId: change.adminId,
      action: "email_template.save",
      entityType: "email_template",
      entityId: change.key,
      details: { subject: change.subject },
    }),
  ]);
}

/** Puts a template back to its default (removes the admin version), audited in the same batch. */
export async function resetEmailTemplate(d1: D1Database, key: string, adminId: string): Promise<void> {
  await d1.batch([
    statement(d1, getDb(d1).delete(email_templates).where(eq(email_templates.key, key))),
    auditStatement(d1, {
      actorId: adminId,
      action: "email_template.reset",
      entityType: "email_template",
      entityId: key,
    }),
  ]);
}

/** Stores what a queued message says after it was re-rendered from an admin's template, before it is sent. */
export async function rewriteOutboxEmail(
  d1: D1Database,
  id: string,
  content: { subject: string; text: string; html: string },
): Promise<void> {
  await getDb(d1).update(email_outbox).set(content).where(eq(email_outbox.id, id));
}
