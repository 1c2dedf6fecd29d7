/**
 * Blocking and reporting a conversation (issue 15 item 6), each with its audit row in the same batch. A block is
 * the pair's (one conversation per pair): while it is set the room accepts no new message from either side.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { ReportReason } from "../../domain/vocabulary";
import { auditInsert } from "./audit";
import { getDb, nowIso } from "./client";
import { conversation_reports, conversations } from "./schema";

/** Who blocked the conversation, null when nobody did (undefined: no such conversation). */
export async function blockedBy(d1: D1Database, conversationId: string): Promise<string | null | undefined> {
  const [row] = await getDb(d1)
    .select({ blocked_by: conversations.blocked_by })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row ? row.blocked_by : undefined;
}

/**
 * `by` blocks the conversation: set when nobody blocked it yet (the first block stands: the other person cannot
 * take it over). Returns who blocks it after the call.
 */
export async function block(d1: D1Database, conversationId: string, by: string): Promise<string | null> {
  const db = getDb(d1);
  const at = nowIso();
  const [changed] = await db.batch([
    db
      .update(conversations)
      .set({ blocked_by: by, blocked_at: at })
      .where(and(eq(conversations.id, conversationId), isNull(conversations.blocked_by)))
      .returning({ id: conversations.id }),
    auditInsert(d1, {
      actorId: by,
      action: "conversation.block",
      entityType: "conversation",
      entityId: conversationId,
      details: { at },
    }),
  ]);
  return changed.length ? by : ((await blockedBy(d1, conversationId)) ?? null);
}

/** `by` lifts their own block; a block the other person set stays. Returns who blocks it after the call. */
export async function unblock(d1: D1Database, conversationId: string, by: string): Promise<string | null> {
  const db = getDb(d1);
  await db.batch([
    db
      .update(conversations)
      .set({ blocked_by: null, blocked_at: null })
      .where(and(eq(conversations.id, conversationId), eq(conversations.blocked_by, by))),
    auditInsert(d1, {
      actorId: by,
      action: "conversation.unblock",
      entityType: "conversation",
      entityId: conversationId,
    }),
  ]);
  return (await blockedBy(d1, conversationId)) ?? null;
}

/** A participant's report to the admins, with its audit row. */
export async function report(
  d1: D1Database,
  conversationId: string,
  by: string,
  input: { reason: ReportReason; details: string },
): Promise<{ id: string; reason: ReportReason; created_at: string }> {
  const db = getDb(d1);
  const row = { id: crypto.randomUUID(), reason: input.reason, created_at: nowIso() };
  await db.batch([
    db.insert(conversation_reports).values({
      ...row,
      conversation_id: conversationId,
      reporter_id: by,
      details: input.details,
    }),
    auditInsert(d1, {
      actorId: by,
      action: "conversation.report",
      entityType: "conversation",
      entityId: conversationId,
      details: { report_id: row.id, reason: input.reason },
    }),
  ]);
  return row;
}
