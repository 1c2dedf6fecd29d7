/**
 * What the realtime objects read and write in D1 besides the messages themselves: a person's unread state (the red
 * dot), the conversation facts a room keeps (participants, kind, block, read marks), and what a new-message notice
 * needs (durable-objects/user-hub.ts, durable-objects/conversation-room.ts; decision 014).
 */

import { SUPPORT_NAME } from "../../domain/chat-notifications";
import { counterpartyName } from "../../domain/conversations";
import { DELETED_USER_NAME } from "../../domain/people";

/** Messages from others not read yet, over all the person's conversations, and how many conversations have them. */
export async function unreadOf(d1: D1Database, userId: string): Promise<{ total: number; conversations: number }> {
  const row = await d1
    .prepare(
      `SELECT COUNT(*) AS total, COUNT(DISTINCT m.conversation_id) AS conversations
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE (c.traveler_id = ?1 OR c.host_id = ?1) AND m.is_read = 0 AND m.sender_id IS NOT ?1`,
    )
    .bind(userId)
    .first<{ total: number; conversations: number }>();
  return { total: Number(row?.total ?? 0), conversations: Number(row?.conversations ?? 0) };
}

/** What a room keeps about its conversation (null: no such conversation). */
export interface RoomFacts {
  travelerId: string;
  hostId: string;
  kind: "direct" | "support";
  blockedBy: string | null;
  /** Each participant's last read seq of the other side's messages. */
  reads: Record<string, number>;
}

export async function roomFacts(d1: D1Database, conversationId: string): Promise<RoomFacts | null> {
  const [conversation, reads] = await d1.batch<Record<string, unknown>>([
    d1.prepare("SELECT traveler_id, host_id, kind, blocked_by FROM conversations WHERE id = ?").bind(conversationId),
    // The last message each side has read: the newest read message not sent by that side.
    d1
      .prepare(
        `SELECT
           (SELECT MAX(m.seq) FROM messages m WHERE m.conversation_id = c.id AND m.is_read = 1
             AND m.sender_id IS NOT c.traveler_id) AS traveler_read,
           (SELECT MAX(m.seq) FROM messages m WHERE m.conversation_id = c.id AND m.is_read = 1
             AND m.sender_id = c.traveler_id) AS host_read
         FROM conversations c WHERE c.id = ?`,
      )
      .bind(conversationId),
  ]);
  const c = conversation?.results[0] as
    | { traveler_id: string; host_id: string; kind: string; blocked_by: string | null }
    | undefined;
  if (!c) return null;
  const r = reads?.results[0] as { traveler_read: number | null; host_read: number | null } | undefined;
  return {
    travelerId: c.traveler_id,
    hostId: c.host_id,
    kind: c.kind === "support" ? "support" : "direct",
    blockedBy: c.blocked_by,
    reads: { [c.traveler_id]: r?.traveler_read ?? 0, [c.host_id]: r?.host_read ?? 0 },
  };
}

/**
 * Support reads a support conversation: the person's messages up to `upTo` are read (the admins' own messages,
 * which carry each admin's id, stay the person's to read).
 */
export async function markReadFrom(
  d1: D1Database,
  conversationId: string,
  senderId: string,
  upTo: number,
): Promise<void> {
  await d1
    .prepare("UPDATE messages SET is_read = 1 WHERE conversation_id = ? AND sender_id = ? AND is_read = 0 AND seq <= ?")
    .bind(conversationId, senderId, upTo)
    .run();
}

/** Messages from others in one conversation, from seq `from` on, that the person has not read. */
export async function unreadSince(d1: D1Database, conversationId: string, userId: string, from: number) {
  const row = await d1
    .prepare(
      "SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ? AND seq >= ? AND is_read = 0 AND sender_id IS NOT ?",
    )
    .bind(conversationId, from, userId)
    .first<{ n: number }>();
  return Number(row?.n ?? 0);
}

/** The name a message's sender is shown under to the other person (Support for support's messages). */
export async function senderName(d1: D1Database, conversationId: string, senderId: string | null): Promise<string> {
  const row = await d1
    .prepare(
      `SELECT c.kind, c.traveler_id, c.host_id, p.first_name, p.last_name, u.deleted_at
       FROM conversations c LEFT JOIN users u ON u.id = ?2 LEFT JOIN profiles p ON p.user_id = ?2
       WHERE c.id = ?1`,
    )
    .bind(conversationId, senderId)
    .first<{
      kind: string;
      traveler_id: string;
      host_id: string;
      first_name: string | null;
      last_name: string | null;
      deleted_at: string | null;
    }>();
  if (!row) return SUPPORT_NAME;
  if (row.kind === "support" && senderId !== row.traveler_id) return SUPPORT_NAME;
  if (!senderId || row.deleted_at) return DELETED_USER_NAME;
  return counterpartyName(senderId === row.host_id ? "host" : "traveler", row.first_name, row.last_name);
}
