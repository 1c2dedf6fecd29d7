/**
 * The audit log: who changed what, written in the same transaction as the change where the caller batches it, with
 * where the change came from (the request's address and browser; none for crons) — worker/request-origin.ts.
 */
import { currentOrigin } from "../request-origin";
import { getDb, nowIso, statement } from "./client";
import { audit_log } from "./schema";

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details?: Record<string, unknown>;
}

/** The entry's audit_log row, as a query for the change's batch (stamped with the current request's origin). */
export function auditInsert(d1: D1Database, e: AuditEntry) {
  const { ip, userAgent } = currentOrigin();
  return getDb(d1)
    .insert(audit_log)
    .values({
      id: crypto.randomUUID(),
      actor_id: e.actorId,
      action: e.action,
      entity_type: e.entityType,
      entity_id: e.entityId,
      details: e.details ?? {},
      ip,
      user_agent: userAgent,
      created_at: nowIso(),
    });
}

/** The same row as a D1 statement, for batches of raw statements (listing writes and their guards). */
export const auditStatement = (d1: D1Database, e: AuditEntry): D1PreparedStatement => statement(d1, auditInsert(d1, e));

/**
 * For audit rows written in raw SQL (INSERT … SELECT, so the row exists only with its change): the values of the
 * `ip, user_agent` columns — the current request's origin, to bind.
 */
export const auditOrigin = (): [string | null, string | null] => {
  const { ip, userAgent } = currentOrigin();
  return [ip, userAgent];
};
