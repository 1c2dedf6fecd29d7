/** PKCE flow states (`flow_states`): the code challenge saved at the start and the auth code handed back at the end. */
import { and, eq, gt } from "drizzle-orm";
import { getDb, nowIso } from "./client";
import { flow_states } from "./schema";

export type FlowStateRow = typeof flow_states.$inferSelect;

export async function insertFlowState(
  d1: D1Database,
  f: Omit<FlowStateRow, "id" | "expires_at" | "created_at">,
  ttlSeconds = 600,
): Promise<void> {
  await getDb(d1)
    .insert(flow_states)
    .values({ ...f, id: crypto.randomUUID(), expires_at: nowIso(Date.now() + ttlSeconds * 1000) });
}

/** Takes the flow state for an auth code (single use). */
export async function takeFlowState(d1: D1Database, authCode: string): Promise<FlowStateRow | null> {
  const [row] = await getDb(d1)
    .delete(flow_states)
    .where(and(eq(flow_states.auth_code, authCode), gt(flow_states.expires_at, nowIso())))
    .returning();
  return row ?? null;
}
