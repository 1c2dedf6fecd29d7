import { eq } from "drizzle-orm";
import { getDb } from "./client";
import { conversations } from "./schema";

/** The two people of a conversation (user ids), or null when there is no such conversation. */
export async function conversationParticipants(
  d1: D1Database,
  conversationId: string,
): Promise<{ travelerId: string; hostId: string } | null> {
  const [row] = await getDb(d1)
    .select({ travelerId: conversations.traveler_id, hostId: conversations.host_id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row ?? null;
}
