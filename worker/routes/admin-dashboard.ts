import type { AdminDashboardResponse, DashboardRange } from "../../domain/api/admin-dashboard";
import { adminDashboardApi } from "../../domain/api/admin-dashboard";
import { dashboardKpis } from "../db/kpis";
import { implement } from "./implement";

/**
 * How long an answer is reused (per range, per isolate). The KPIs read every row of their range: with 100k messages
 * and 30k travelers the 90-day batch takes about half a second (README "Admin console"), so admins opening and
 * switching ranges share one computation a minute; the answer says which moment it is as of (`now`).
 */
export const DASHBOARD_TTL_MS = 60_000;

const recent = new Map<DashboardRange, { at: number; answer: Promise<AdminDashboardResponse> }>();

/** The range's KPIs, computed at most once per DASHBOARD_TTL_MS; concurrent callers share one computation. */
function cachedKpis(d1: D1Database, range: DashboardRange): Promise<AdminDashboardResponse> {
  const hit = recent.get(range);
  if (hit && Date.now() - hit.at < DASHBOARD_TTL_MS) return hit.answer;
  const answer = dashboardKpis(d1, range);
  recent.set(range, { at: Date.now(), answer });
  // A failed computation is not kept: the next request tries again.
  answer.catch(() => recent.delete(range));
  return answer;
}

/** Forgets the reused answers (tests that change the data between two calls of the route). */
export function forgetDashboard(): void {
  recent.clear();
}

/** GET /api/admin/dashboard?range=7|30|90 (admins only): the KPIs of /admin as of at most a minute ago (worker/db/kpis.ts). */
export const adminDashboardRoutes = implement(adminDashboardApi, {
  dashboard: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return cachedKpis(c.env.DB, query.range);
  },
});
