/** Queries on `contact_messages`: what people write from /contact, and the admins' inbox of them. */
import { sql } from "drizzle-orm";
import type { ContactMessage, ContactStatus, ContactTopic } from "../../domain/api/contact";
import { DELETED_USER_NAME } from "../../domain/people";
import { auditOrigin } from "./audit";
import { allBatch, getDb, nowIso, type RawRow, statement } from "./client";
import { type OutboxInsert, outboxStatement } from "./email-outbox";
import { contact_messages } from "./schema";

export interface NewContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  userId: string | null;
}

/**
 * Stores the message and queues its e-mail to the support address in one batch: the team is mailed exactly the
 * messages the inbox holds. Returns the message's id and the outbox row's (to deliver it right away).
 */
export async function storeContactMessage(
  d1: D1Database,
  m: NewContactMessage,
  email: (id: string) => OutboxInsert,
): Promise<{ id: string; emailId: string }> {
  const id = crypto.randomUUID();
  const insert = getDb(d1).insert(contact_messages).values({
    id,
    name: m.name,
    email: m.email,
    topic: m.topic,
    message: m.message,
    user_id: m.userId,
    created_at: nowIso(),
  });
  const mail = outboxStatement(d1, email(id));
  await d1.batch([statement(d1, insert), mail.statement]);
  return { id, emailId: mail.id };
}

type Raw = RawRow<typeof contact_messages> & { resolver_name: string | null; resolver_deleted: number | null };

const SELECT = sql`SELECT m.*, trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) AS resolver_name,
    (u.deleted_at IS NOT NULL) AS resolver_deleted
  FROM contact_messages m
  LEFT JOIN users u ON u.id = m.resolved_by
  LEFT JOIN profiles p ON p.user_id = m.resolved_by`;

function toMessage(r: Raw): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    topic: r.topic as ContactTopic,
    message: r.message,
    user_id: r.user_id,
    status: r.status,
    resolved_by: r.resolved_by
      ? { user_id: r.resolved_by, name: r.resolver_deleted ? DELETED_USER_NAME : r.resolver_name || "An admin" }
      : null,
    resolved_at: r.resolved_at,
    created_at: r.created_at,
  };
}

/** One status's messages, newest first, a keyset page after (created_at, id); and the count of each status. */
export async function contactInbox(
  d1: D1Database,
  status: ContactStatus,
  after: readonly [string, string] | null,
  limit: number,
): Promise<{ items: ContactMessage[]; next: [string, string] | null; counts: Record<ContactStatus, number> }> {
  const beyond = after
    ? sql`AND (m.created_at < ${after[0]} OR (m.created_at = ${after[0]} AND m.id < ${after[1]}))`
    : sql``;
  const [rows, counts] = await allBatch<[Raw, { status: ContactStatus; n: number }]>(d1, [
    sql`${SELECT} WHERE m.status = ${status} ${beyond} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit + 1}`,
    sql`SELECT status, count(*) AS n FROM contact_messages GROUP BY status`,
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const byStatus: Record<ContactStatus, number> = { open: 0, resolved: 0 };
  for (const c of counts) if (c.status in byStatus) byStatus[c.status] = Number(c.n);
  return {
    items: page.map(toMessage),
    next: rows.length > limit && last ? [last.created_at, last.id] : null,
    counts: byStatus,
  };
}

/**
 * Marks an open message resolved by `actorId`, with its audit row in the same transaction (written only when this
 * call is the one that resolves it, so two admins pressing Resolve at once leave one entry). A resolved message
 * stays as it was. Null when there is no such message.
 */
export async function resolveContactMessage(
  d1: D1Database,
  id: string,
  actorId: string,
): Promise<ContactMessage | null> {
  const now = nowIso();
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
         SELECT ?1, ?2, 'admin.contact_message.resolve', 'contact_message', ?3, json_object('topic', topic), ?4, ?5, ?6
         FROM contact_messages WHERE id = ?3 AND status = 'open'`,
      )
      .bind(crypto.randomUUID(), actorId, id, now, ...auditOrigin()),
    d1
      .prepare(
        "UPDATE contact_messages SET status = 'resolved', resolved_by = ?2, resolved_at = ?3 WHERE id = ?1 AND status = 'open'",
      )
      .bind(id, actorId, now),
  ]);
  const [[row]] = await allBatch<[Raw]>(d1, [sql`${SELECT} WHERE m.id = ${id}`]);
  return row ? toMessage(row) : null;
}
