/** Queries on `push_tokens`: the devices a person receives pushes on. */
import { and, eq, lt } from "drizzle-orm";
import { getDb } from "./client";
import { push_tokens } from "./schema";

/** Active tokens last refreshed before `cutoff` (ISO time) stop receiving pushes; returns how many. */
export async function deactivatePushTokensBefore(d1: D1Database, cutoff: string, now: string): Promise<number> {
  const rows = await getDb(d1)
    .update(push_tokens)
    .set({ active: false, updated_at: now })
    .where(and(eq(push_tokens.active, true), lt(push_tokens.updated_at, cutoff)))
    .returning({ id: push_tokens.id });
  return rows.length;
}
