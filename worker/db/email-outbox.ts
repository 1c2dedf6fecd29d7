/** Queries on `email_outbox`: the queue of mail to deliver, which is also the local dev mailbox. */
import { nowIso } from "./client";

export type OutboxStatus = "queued" | "sent" | "failed";

export interface OutboxInsert {
  to: string;
  subject: string;
  text: string;
  html: string;
  template_key?: string | null;
}

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template_key: string | null;
  status: OutboxStatus;
  attempts: number;
  error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** Inserts a message (queued, or already sent for messages the dev mailbox only records); returns its id. */
export async function insertOutboxEmail(
  db: D1Database,
  email: OutboxInsert,
  status: "queued" | "sent" = "queued",
): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  await db
    .prepare(
      `INSERT INTO email_outbox (id, "to", subject, text, html, template_key, status, sent_at, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      id,
      email.to,
      email.subject,
      email.text,
      email.html,
      email.template_key ?? null,
      status,
      status === "sent" ? now : null,
      now,
    )
    .run();
  return id;
}

/**
 * Queued rows to deliver, oldest first: the given ids only, or every queued row created before `createdBefore`
 * (ISO time) — the cron leaves the newest to the request that queued them.
 */
export async function queuedOutboxEmails(
  db: D1Database,
  options: { ids?: readonly string[]; createdBefore?: string; limit: number },
): Promise<OutboxRow[]> {
  const { ids, createdBefore, limit } = options;
  if (ids) {
    if (ids.length === 0) return [];
    const placeholders = ids.map((_, i) => `?${i + 2}`).join(", ");
    const rows = await db
      .prepare(
        `SELECT * FROM email_outbox WHERE status = 'queued' AND id IN (${placeholders}) ORDER BY created_at LIMIT ?1`,
      )
      .bind(limit, ...ids)
      .all<OutboxRow>();
    return rows.results;
  }
  const before = createdBefore ? "AND created_at < ?2" : "";
  const statement = db.prepare(
    `SELECT * FROM email_outbox WHERE status = 'queued' ${before} ORDER BY created_at, rowid LIMIT ?1`,
  );
  const rows = await (createdBefore ? statement.bind(limit, createdBefore) : statement.bind(limit)).all<OutboxRow>();
  return rows.results;
}

/**
 * Claims one delivery attempt: succeeds only for the deliverer that moves `attempts` on from the value it read,
 * so two deliverers that picked the same row never both send it.
 */
export async function claimOutboxEmail(db: D1Database, id: string, attemptsSeen: number): Promise<boolean> {
  const result = await db
    .prepare("UPDATE email_outbox SET attempts = attempts + 1 WHERE id = ?1 AND status = 'queued' AND attempts = ?2")
    .bind(id, attemptsSeen)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

/** Records an attempt's outcome: sent, failed for good, or back in the queue with the error. */
export async function finishOutboxEmail(
  db: D1Database,
  id: string,
  outcome: { status: OutboxStatus; error: string | null },
): Promise<void> {
  await db
    .prepare(
      "UPDATE email_outbox SET status = ?2, error = ?3, sent_at = CASE WHEN ?2 = 'sent' THEN ?4 END WHERE id = ?1",
    )
    .bind(id, outcome.status, outcome.error, nowIso())
    .run();
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** The dev mailbox: messages newest first, optionally only those to one address or phone (any case). */
export async function mailboxMessages(
  db: D1Database,
  options: { to?: string | null; limit: number },
): Promise<MailboxMessage[]> {
  const filter = options.to ? `WHERE "to" = ?2 COLLATE NOCASE` : "";
  const statement = db.prepare(
    `SELECT "to", subject, text, html, created_at FROM email_outbox ${filter} ORDER BY created_at DESC, rowid DESC LIMIT ?1`,
  );
  const rows = await (options.to
    ? statement.bind(options.limit, options.to)
    : statement.bind(options.limit)
  ).all<MailboxMessage>();
  return rows.results;
}
