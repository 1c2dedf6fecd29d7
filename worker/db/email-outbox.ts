/** Queries on `email_outbox`: the queue of mail to deliver, which is also the local dev mailbox. */
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb, nowIso, statement } from "./client";
import { email_outbox } from "./schema";

export type OutboxRow = typeof email_outbox.$inferSelect;
export type OutboxStatus = OutboxRow["status"];
export type OutboxInsert = Pick<OutboxRow, "to" | "subject" | "text" | "html"> &
  Partial<Pick<OutboxRow, "template_key" | "vars" | "category" | "campaign_id" | "user_id" | "headers">>;

/** The outbox row of a message (queued, or already sent for messages the dev mailbox only records), and its id. */
function outboxInsert(d1: D1Database, email: OutboxInsert, status: "queued" | "sent") {
  const id = crypto.randomUUID();
  const now = nowIso();
  const query = getDb(d1)
    .insert(email_outbox)
    .values({
      id,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      template_key: email.template_key ?? null,
      vars: email.vars ?? null,
      category: email.category ?? "transactional",
      campaign_id: email.campaign_id ?? null,
      user_id: email.user_id ?? null,
      headers: email.headers ?? null,
      status,
      sent_at: status === "sent" ? now : null,
      created_at: now,
    });
  return { id, query };
}

/** Inserts a message (queued, or already sent for messages the dev mailbox only records); returns its id. */
export async function insertOutboxEmail(
  d1: D1Database,
  email: OutboxInsert,
  status: "queued" | "sent" = "queued",
): Promise<string> {
  const { id, query } = outboxInsert(d1, email, status);
  await query;
  return id;
}

/**
 * Queued rows to deliver, oldest first: the given ids only, or every queued row created before `createdBefore`
 * (ISO time) — the cron leaves the newest to the request that queued them.
 */
export async function queuedOutboxEmails(
  d1: D1Database,
  options: { ids?: readonly string[]; createdBefore?: string; limit: number },
): Promise<OutboxRow[]> {
  const { ids, createdBefore, limit } = options;
  if (ids?.length === 0) return [];
  return getDb(d1)
    .select()
    .from(email_outbox)
    .where(
      and(
        eq(email_outbox.status, "queued"),
        ids
          ? inArray(email_outbox.id, [...ids])
          : createdBefore
            ? lt(email_outbox.created_at, createdBefore)
            : undefined,
      ),
    )
    .orderBy(asc(email_outbox.created_at), asc(sql`rowid`))
    .limit(limit);
}

/**
 * Claims one delivery attempt: succeeds only for the deliverer that moves `attempts` on from the value it read,
 * so two deliverers that picked the same row never both send it.
 */
export async function claimOutboxEmail(d1: D1Database, id: string, attemptsSeen: number): Promise<boolean> {
  const claimed = await getDb(d1)
    .update(email_outbox)
    .set({ attempts: sql`${email_outbox.attempts} + 1` })
    .where(and(eq(email_outbox.id, id), eq(email_outbox.status, "queued"), eq(email_outbox.attempts, attemptsSeen)))
    .returning({ id: email_outbox.id });
  return claimed.length === 1;
}

/** Records an attempt's outcome: sent, failed for good, or back in the queue with the error. */
export async function finishOutboxEmail(
  d1: D1Database,
  id: string,
  outcome: { status: OutboxStatus; error: string | null },
): Promise<void> {
  await getDb(d1)
    .update(email_outbox)
    .set({ ...outcome, sent_at: outcome.status === "sent" ? nowIso() : null })
    .where(eq(email_outbox.id, id));
}

export type MailboxMessage = Pick<OutboxRow, "to" | "subject" | "text" | "html" | "created_at">;

/** The dev mailbox: messages newest first, optionally only those to one address or phone (any case). */
export function mailboxMessages(
  d1: D1Database,
  options: { to?: string | null; limit: number },
): Promise<MailboxMessage[]> {
  return getDb(d1)
    .select({
      to: email_outbox.to,
      subject: email_outbox.subject,
      text: email_outbox.text,
      html: email_outbox.html,
      created_at: email_outbox.created_at,
    })
    .from(email_outbox)
    .where(options.to ? sql`${email_outbox.to} = ${options.to} COLLATE NOCASE` : undefined)
    .orderBy(desc(email_outbox.created_at), desc(sql`rowid`))
    .limit(options.limit);
}

/** A queued message as a statement for another write's batch (it is sent only if that write lands); its id. */
export function outboxStatement(d1: D1Database, email: OutboxInsert): { id: string; statement: D1PreparedStatement } {
  const { id, query } = outboxInsert(d1, email, "queued");
  return { id, statement: statement(d1, query) };
}
