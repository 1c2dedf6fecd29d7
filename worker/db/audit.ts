/** The audit log: who changed what, written in the same transaction as the change where the caller batches it. */

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details?: Record<string, unknown>;
}

export function auditStatement(d1: D1Database, e: AuditEntry): D1PreparedStatement {
  return d1
    .prepare(
      "INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(
      crypto.randomUUID(),
      e.actorId,
      e.action,
      e.entityType,
      e.entityId,
      JSON.stringify(e.details ?? {}),
      new Date().toISOString(),
    );
}
