/**
 * The audit log viewer (/admin/audit, issue 19 item 7): who did what to which entity, when and from where, filtered
 * by person, entity, action and dates, newest or oldest first a keyset page at a time, and the CSV of the filter.
 * Admins only. The convention of every console list (./admin-lists).
 */
import type { z } from "zod";
import { type AdminListPage, adminListQuery } from "./admin-lists";
import { get, type RawAnswer, reply } from "./endpoint";
import { isoDate, plainText } from "./fields";

/** The actor_id filter's value for entries no person made (crons, payment events): "System". */
export const SYSTEM_ACTOR = "system";

const token = (max: number) => plainText().trim().min(1, "is required").max(max, `can be at most ${max} characters`);

/**
 * ?q= part of the actor's name or e-mail, the action, the entity's type or id, the address or the details;
 * actor_id= a person's id (or "system"); actor= part of the actor's e-mail or name; entity_type= with entity_id= one
 * entity; action=; from= / to= days (UTC, both included).
 */
export const adminAuditQuery = adminListQuery({
  sorts: ["created_at"],
  defaultSort: "created_at",
  defaultDir: "desc",
  filters: {
    actor_id: token(64).optional(),
    actor: token(254).optional(),
    entity_type: token(64).optional(),
    entity_id: token(128).optional(),
    action: token(100).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  },
});

/** An entity id means nothing without its type; a period must not end before it starts. */
function checkFilters(
  q: { entity_type?: string; entity_id?: string; from?: string; to?: string },
  ctx: z.RefinementCtx,
) {
  if (q.entity_id && !q.entity_type)
    ctx.addIssue({ code: "custom", path: ["entity_type"], message: "is required with entity_id" });
  if (q.from && q.to && q.to < q.from)
    ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
}

const listQuery = adminAuditQuery.list.superRefine(checkFilters);
const csvQuery = adminAuditQuery.csv.superRefine(checkFilters);

/** One audit entry as admins read it; `actor_*` null for the system. */
export interface AdminAuditRow {
  id: string;
  created_at: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: Record<string, unknown>;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  /**
   * Where it came from: the client's address and browser; null for crons, entries older than issue 19, and entries past
   * the 90 days they are kept (decision 049).
   */
  ip: string | null;
  user_agent: string | null;
}

/** The filter menus' choices: every action and entity type the log holds. */
export interface AdminAuditFacets {
  actions: string[];
  entity_types: string[];
}

export const adminAuditApi = {
  list: get("/api/admin/audit", {
    access: "admin",
    query: listQuery,
    response: reply<AdminListPage<AdminAuditRow>>(),
  }),
  export: get("/api/admin/audit/export", { access: "admin", query: csvQuery, response: reply<RawAnswer>() }),
  facets: get("/api/admin/audit/facets", { access: "admin", response: reply<AdminAuditFacets>() }),
};
