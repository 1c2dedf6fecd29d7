/**
 * The audit log as admins read it (/api/admin/audit): entries with their actor's name and e-mail, filtered by person,
 * entity, action, days and a search, a keyset page at a time over (created_at, id); and the filter menus' choices.
 * Each filter has its index: actor (actor_id, created_at), action (action, created_at), entity (entity_type,
 * entity_id), days and the unfiltered log (created_at).
 */
import { and, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { AdminAuditFacets, AdminAuditRow } from "../../domain/api/admin-audit";
import { SYSTEM_ACTOR } from "../../domain/api/admin-audit";
import type { AdminListPage, SortDir } from "../../domain/api/admin-lists";
import { allBatch, getDb } from "./client";
import { keyset } from "./keyset";
import { audit_log, profiles, users } from "./schema";

export interface AuditQuery {
  q?: string;
  dir: SortDir;
  actor_id?: string;
  actor?: string;
  entity_type?: string;
  entity_id?: string;
  action?: string;
  from?: string;
  to?: string;
  cursor?: string;
}

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const like = (column: SQL | typeof audit_log.action, pattern: string) =>
  sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
const actorName = sql<
  string | null
>`nullif(trim(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, '')), '')`;

/** The day after an ISO day (to make `to` inclusive as a bound on timestamps). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function conditions(q: AuditQuery): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (q.actor_id)
    where.push(q.actor_id === SYSTEM_ACTOR ? isNull(audit_log.actor_id) : eq(audit_log.actor_id, q.actor_id));
  if (q.actor) {
    const p = likePattern(q.actor);
    where.push(
      sql`${audit_log.actor_id} IN (SELECT u.id FROM users u WHERE lower(u.email) LIKE ${p} ESCAPE '\\'
        UNION SELECT p.user_id FROM profiles p
          WHERE lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) LIKE ${p} ESCAPE '\\')`,
    );
  }
  if (q.entity_type) where.push(eq(audit_log.entity_type, q.entity_type));
  if (q.entity_id) where.push(eq(audit_log.entity_id, q.entity_id));
  if (q.action) where.push(eq(audit_log.action, q.action));
  if (q.from) where.push(gte(audit_log.created_at, q.from));
  if (q.to) where.push(lt(audit_log.created_at, dayAfter(q.to)));
  if (q.q) {
    const p = likePattern(q.q);
    where.push(
      sql`(${like(audit_log.action, p)} OR ${like(sql`${audit_log.entity_type}`, p)}
        OR ${like(sql`coalesce(${audit_log.entity_id}, '')`, p)} OR ${like(sql`coalesce(${audit_log.ip}, '')`, p)}
        OR ${like(sql`${audit_log.details}`, p)} OR ${like(sql`coalesce(${users.email}, '')`, p)}
        OR ${like(sql`coalesce(${actorName}, '')`, p)})`,
    );
  }
  return where;
}

/** One page of entries, newest (or oldest) first. */
export async function listAudit(d1: D1Database, q: AuditQuery, limit: number): Promise<AdminListPage<AdminAuditRow>> {
  const page = keyset({ sort: audit_log.created_at, id: audit_log.id, dir: q.dir, type: "string", cursor: q.cursor });
  const rows = await getDb(d1)
    .select({
      id: audit_log.id,
      created_at: audit_log.created_at,
      action: audit_log.action,
      entity_type: audit_log.entity_type,
      entity_id: audit_log.entity_id,
      details: audit_log.details,
      actor_id: audit_log.actor_id,
      actor_name: actorName,
      actor_email: users.email,
      ip: audit_log.ip,
      user_agent: audit_log.user_agent,
    })
    .from(audit_log)
    .leftJoin(users, eq(users.id, audit_log.actor_id))
    .leftJoin(profiles, eq(profiles.user_id, audit_log.actor_id))
    .where(and(...conditions(q), page.after))
    .orderBy(...page.orderBy)
    .limit(limit + 1);
  return page.next(rows, limit, (r) => [r.created_at, r.id]);
}

/**
 * Every distinct action and entity type, each read by hopping along its index from one value to the next (a few
 * index seeks per value, however long the log).
 */
export async function auditFacets(d1: D1Database): Promise<AdminAuditFacets> {
  const distinct = (column: "action" | "entity_type") =>
    sql.raw(`WITH RECURSIVE v(value) AS (
        SELECT min(${column}) FROM audit_log
        UNION ALL SELECT (SELECT min(${column}) FROM audit_log WHERE ${column} > v.value) FROM v WHERE v.value IS NOT NULL
      ) SELECT value FROM v WHERE value IS NOT NULL`);
  const [actions, types] = await allBatch<[{ value: string }, { value: string }]>(d1, [
    distinct("action"),
    distinct("entity_type"),
  ]);
  return { actions: actions.map((r) => r.value), entity_types: types.map((r) => r.value) };
}
