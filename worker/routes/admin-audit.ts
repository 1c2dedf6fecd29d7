import type { AdminAuditRow } from "../../domain/api/admin-audit";
import { adminAuditApi } from "../../domain/api/admin-audit";
import { type AuditQuery, auditFacets, listAudit } from "../db/admin-audit";
import { allPages, type CsvColumn, csvAnswer, toCsv } from "../services/csv";
import { implement } from "./implement";

/** The export's columns: the list's, with the details as JSON. */
const CSV_COLUMNS: CsvColumn<AdminAuditRow>[] = [
  { header: "When", value: (r) => r.created_at },
  { header: "Who", value: (r) => (r.actor_id ? (r.actor_name ?? r.actor_email ?? r.actor_id) : "System") },
  { header: "E-mail", value: (r) => r.actor_email },
  { header: "Person id", value: (r) => r.actor_id },
  { header: "Action", value: (r) => r.action },
  { header: "Entity type", value: (r) => r.entity_type },
  { header: "Entity id", value: (r) => r.entity_id },
  { header: "Details", value: (r) => (Object.keys(r.details).length ? JSON.stringify(r.details) : "") },
  { header: "IP address", value: (r) => r.ip },
  { header: "User agent", value: (r) => r.user_agent },
];

/**
 * /api/admin/audit: the audit log (GET, a keyset page), its CSV (GET /export: the whole current filter) and the
 * filter menus' choices (GET /facets). Admins only; never cached.
 */
export const adminAuditRoutes = implement(adminAuditApi, {
  list: async (c, { query: { limit, sort: _sort, ...q } }) => {
    c.header("Cache-Control", "private, no-store");
    return listAudit(c.env.DB, q satisfies AuditQuery, limit);
  },
  export: async (c, { query: { sort: _sort, ...q } }) => {
    const { rows, truncated } = await allPages((cursor, limit) => listAudit(c.env.DB, { ...q, cursor }, limit));
    return csvAnswer(c, "audit-log", toCsv(CSV_COLUMNS, rows), truncated);
  },
  facets: async (c) => {
    c.header("Cache-Control", "private, no-store");
    return auditFacets(c.env.DB);
  },
});
