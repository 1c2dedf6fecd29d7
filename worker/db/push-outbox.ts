/** Queries on `push_outbox`: the queue of pushes to deliver (worker/services/push/outbox.ts). */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb, nowIso, statement } from "./client";
import { push_outbox } from "./schema";

export type PushOutboxRow = typeof push_outbox.$inferSelect;
export type PushOutboxInsert = Pick<PushOutboxRow, "user_id" | "kind" | "channel" | "title" | "body" | "data"> &
  Partial<Pick<PushOutboxRow, "broadcast_id" | "tag">>;

/** A queued push as a statement for another write's batch (queued only if that write lands); its id. */
export function pushOutboxStatement(
  d1: D1Database,
  push: PushOutboxInsert,
): { id: string; statement: D1PreparedStatement } {
  const id = crypto.randomUUID();
  const query = getDb(d1)
    .insert(push_outbox)
    .values({ id, ...push, broadcast_id: push.broadcast_id ?? null, tag: push.tag ?? null, created_at: nowIso() });
  return { id, statement: statement(d1, query) };
}

/** Queued rows to deliver, oldest first: the given ids only, or every queued row created before `createdBefore`. */
export function queuedPushes(
  d1: D1Database,
  options: { ids?: readonly string[]; createdBefore?: string; limit: number },
): Promise<PushOutboxRow[]> {
  const { ids, createdBefore, limit } = options;
  if (ids?.length === 0) return Promise.resolve([]);
  return getDb(d1)
    .select()
    .from(push_outbox)
    .where(
      and(
        eq(push_outbox.status, "queued"),
        ids ? inArray(push_outbox.id, [...ids]) : createdBefore ? lt(push_outbox.created_at, createdBefore) : undefined,
      ),
    )
    .orderBy(asc(push_outbox.created_at), asc(sql`rowid`))
    .limit(limit);
}

/** Claims one delivery attempt (only the deliverer that moves `attempts` on from the value it read sends it). */
export async function claimPush(d1: D1Database, id: string, attemptsSeen: number): Promise<boolean> {
  const claimed = await getDb(d1)
    .update(push_outbox)
    .set({ attempts: sql`${push_outbox.attempts} + 1` })
    .where(and(eq(push_outbox.id, id), eq(push_outbox.status, "queued"), eq(push_outbox.attempts, attemptsSeen)))
    .returning({ id: push_outbox.id });
  return claimed.length === 1;
}

export async function finishPush(
  d1: D1Database,
  id: string,
  outcome: { status: PushOutboxRow["status"]; error: string | null },
): Promise<void> {
  await getDb(d1)
    .update(push_outbox)
    .set({ ...outcome, sent_at: outcome.status === "sent" ? nowIso() : null })
    .where(eq(push_outbox.id, id));
}
