/**
 * Queries of /admin/push-notifications and /admin/testing (issue 18 item 8): audiences of people with an active
 * device, broadcasts queued as push_outbox rows in one batch with their audit row, delivery reports counted from
 * push_outbox, and the two outboxes as the testing screen lists them (a failed row re-queued).
 */
import type {
  OutboxEntry,
  OutboxKind,
  OutboxStatusName,
  PushAudience,
  PushBroadcastReport,
} from "../../domain/api/admin-push";
import { auditOrigin, auditStatement } from "./audit";
import { nowIso } from "./client";

/** The SQL condition choosing an audience's people (`u` is users, `p` profiles); its bound values. */
function audienceWhere(audience: PushAudience, email?: string): { sql: string; binds: unknown[] } {
  if (audience === "person") return { sql: "u.email = ?", binds: [email ?? ""] };
  return { sql: "p.user_type = ?", binds: [audience === "hosts" ? "host" : "traveler"] };
}

const WITH_DEVICE = `FROM users u JOIN profiles p ON p.user_id = u.id
  JOIN push_tokens t ON t.user_id = u.id AND t.active = 1`;

/** How many people of the audience have an active device (who a broadcast reaches). */
export async function audienceRecipients(d1: D1Database, audience: PushAudience, email?: string): Promise<number> {
  const where = audienceWhere(audience, email);
  const row = await d1
    .prepare(`SELECT count(DISTINCT u.id) AS n ${WITH_DEVICE} WHERE ${where.sql}`)
    .bind(...where.binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The account an e-mail address belongs to, its name, and whether it has an active device. */
export async function personByEmail(
  d1: D1Database,
  email: string,
): Promise<{ id: string; name: string; has_device: boolean } | null> {
  const row = await d1
    .prepare(
      `SELECT u.id, trim(COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '')) AS name,
        EXISTS (SELECT 1 FROM push_tokens t WHERE t.user_id = u.id AND t.active = 1) AS has_device
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.email = ?`,
    )
    .bind(email)
    .first<{ id: string; name: string; has_device: number }>();
  return row ? { id: row.id, name: row.name || email, has_device: row.has_device === 1 } : null;
}

export interface BroadcastInput {
  title: string;
  body: string;
  deepLink: string;
  audience: PushAudience;
  email?: string;
  adminId: string;
}

/**
 * The broadcast, one queued push per person of the audience with an active device, and the audit row, in one
 * batch; returns the broadcast's id and how many pushes were queued.
 */
export async function queueBroadcast(d1: D1Database, input: BroadcastInput): Promise<{ id: string; queued: number }> {
  const id = crypto.randomUUID();
  const now = nowIso();
  const where = audienceWhere(input.audience, input.email);
  const audience = input.audience === "person" ? `person:${input.email}` : input.audience;
  const data = JSON.stringify({ deepLink: input.deepLink, type: "admin_broadcast" });
  const results = await d1.batch([
    d1
      .prepare(
        "INSERT INTO push_broadcasts (id, title, body, audience, data, sent_count, created_by, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)",
      )
      .bind(id, input.title, input.body, audience, data, input.adminId, now),
    d1
      .prepare(
        `INSERT INTO push_outbox (id, user_id, broadcast_id, kind, channel, title, body, data, tag, status, attempts, created_at)
         SELECT DISTINCT lower(hex(randomblob(16))), u.id, ?, 'admin_broadcast', 'general', ?, ?, ?, ?, 'queued', 0, ?
         ${WITH_DEVICE} WHERE ${where.sql}`,
      )
      .bind(id, input.title, input.body, data, `broadcast:${id}`, now, ...where.binds),
    d1
      .prepare(
        "UPDATE push_broadcasts SET sent_count = (SELECT count(*) FROM push_outbox WHERE broadcast_id = ?) WHERE id = ?",
      )
      .bind(id, id),
    auditStatement(d1, {
      actorId: input.adminId,
      action: "push_broadcast_sent",
      entityType: "push_broadcast",
      entityId: id,
      details: { audience, title: input.title, deep_link: input.deepLink },
    }),
  ]);
  return { id, queued: results[1]?.meta.changes ?? 0 };
}

/** The first rows of a broadcast to deliver right after the response (the cron delivers the rest). */
export async function broadcastQueuedIds(d1: D1Database, broadcastId: string, limit: number): Promise<string[]> {
  const rows = await d1
    .prepare("SELECT id FROM push_outbox WHERE broadcast_id = ? AND status = 'queued' ORDER BY rowid LIMIT ?")
    .bind(broadcastId, limit)
    .all<{ id: string }>();
  return rows.results.map((r) => r.id);
}

type RawReport = Omit<PushBroadcastReport, "deep_link"> & { data: string };

const REPORT_SQL = `SELECT b.id, b.title, b.body, b.audience, b.data, b.sent_count AS recipients, b.created_at,
    NULLIF(trim(COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '')), '') AS created_by_name,
    (SELECT count(*) FROM push_outbox o WHERE o.broadcast_id = b.id AND o.status = 'queued') AS queued,
    (SELECT count(*) FROM push_outbox o WHERE o.broadcast_id = b.id AND o.status = 'sent') AS sent,
    (SELECT count(*) FROM push_outbox o WHERE o.broadcast_id = b.id AND o.status = 'failed') AS failed
  FROM push_broadcasts b LEFT JOIN profiles p ON p.user_id = b.created_by`;

function report(row: RawReport): PushBroadcastReport {
  const { data, ...rest } = row;
  let deepLink = "/";
  try {
    deepLink = (JSON.parse(data) as { deepLink?: string }).deepLink ?? "/";
  } catch {
    // an unreadable row keeps the home page as its link
  }
  return { ...rest, deep_link: deepLink };
}

/** The most recent broadcasts with their delivery counts. */
export async function broadcastReports(d1: D1Database, limit = 20): Promise<PushBroadcastReport[]> {
  const rows = await d1
    .prepare(`${REPORT_SQL} ORDER BY b.created_at DESC, b.rowid DESC LIMIT ?`)
    .bind(limit)
    .all<RawReport>();
  return rows.results.map(report);
}

export async function broadcastReport(d1: D1Database, id: string): Promise<PushBroadcastReport | null> {
  const row = await d1.prepare(`${REPORT_SQL} WHERE b.id = ?`).bind(id).first<RawReport>();
  return row ? report(row) : null;
}

// ── the outboxes ──

const EMAIL_ENTRY = `SELECT id, 'email' AS kind, "to", subject, status, attempts, error, created_at, sent_at FROM email_outbox`;
const PUSH_ENTRY = `SELECT o.id, 'push' AS kind, u.email AS "to", o.title AS subject, o.status, o.attempts, o.error,
    o.created_at, o.sent_at FROM push_outbox o LEFT JOIN users u ON u.id = o.user_id`;

/** The newest rows of both outboxes (of one status when given) and each outbox's count of failed rows. */
export async function outboxEntries(
  d1: D1Database,
  status: OutboxStatusName | undefined,
  limit: number,
): Promise<{ email: OutboxEntry[]; push: OutboxEntry[]; failed: Record<OutboxKind, number> }> {
  const [email, push, failed] = await d1.batch([
    d1
      .prepare(`${EMAIL_ENTRY} ${status ? "WHERE status = ?1" : ""} ORDER BY created_at DESC, rowid DESC LIMIT ?2`)
      .bind(status ?? null, limit),
    d1
      .prepare(`${PUSH_ENTRY} ${status ? "WHERE o.status = ?1" : ""} ORDER BY o.created_at DESC, o.rowid DESC LIMIT ?2`)
      .bind(status ?? null, limit),
    d1.prepare(
      `SELECT (SELECT count(*) FROM email_outbox WHERE status = 'failed') AS email,
        (SELECT count(*) FROM push_outbox WHERE status = 'failed') AS push`,
    ),
  ]);
  const counts = (failed?.results[0] ?? { email: 0, push: 0 }) as Record<OutboxKind, number>;
  return {
    email: (email?.results ?? []) as OutboxEntry[],
    push: (push?.results ?? []) as OutboxEntry[],
    failed: counts,
  };
}

export async function outboxEntry(d1: D1Database, kind: OutboxKind, id: string): Promise<OutboxEntry | null> {
  const query = kind === "email" ? `${EMAIL_ENTRY} WHERE id = ?` : `${PUSH_ENTRY} WHERE o.id = ?`;
  return d1.prepare(query).bind(id).first<OutboxEntry>();
}

/** Puts a failed row back in the queue with fresh attempts, with its audit row; false if it is not failed. */
export async function requeueFailed(d1: D1Database, kind: OutboxKind, id: string, adminId: string): Promise<boolean> {
  const table = kind === "email" ? "email_outbox" : "push_outbox";
  const [moved] = await d1.batch([
    d1
      .prepare(
        `UPDATE ${table} SET status = 'queued', attempts = 0, error = NULL, sent_at = NULL WHERE id = ? AND status = 'failed'`,
      )
      .bind(id),
    d1
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
         SELECT ?, ?, 'outbox_retry', ?, ?, '{}', ?, ?, ? WHERE changes() = 1`,
      )
      .bind(crypto.randomUUID(), adminId, table, id, nowIso(), ...auditOrigin()),
  ]);
  return (moved?.meta.changes ?? 0) === 1;
}
