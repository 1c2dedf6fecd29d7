import { adminDashboardApi } from "../../domain/api/admin-dashboard";
import { dashboardKpis } from "../db/kpis";
import { implement } from "./implement";

/** GET /api/admin/dashboard?range=7|30|90 (admins only): the KPIs of /admin as of now (worker/db/kpis.ts). */
export const adminDashboardRoutes = implement(adminDashboardApi, {
  dashboard: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return dashboardKpis(c.env.DB, query.range);
  },
});
