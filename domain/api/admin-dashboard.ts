/**
 * The admin dashboard's KPIs (issue 19 item 2, /admin): the marketplace's activity over the last 7, 30 or 90 days,
 * each with the previous range's figure (for the trend) and a value per day (for the chart). Admins only. Each KPI is
 * one D1 query over indexed columns (worker/db/kpis.ts); docs/decisions/028-admin-charts.md for the page.
 *
 * Ranges (UTC days): the current range is the `range` calendar days ending today, from midnight of the first day up
 * to `now`; the previous range is as long and ends `range` days before `now`, so a trend compares equal stretches
 * of time even while today is under way.
 */
import { z } from "zod";
import { get, reply } from "./endpoint";

export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = 30;

export const adminDashboardQuery = z.strictObject({
  range: z
    .enum(["7", "30", "90"], { error: "must be 7, 30 or 90" })
    .default("30")
    .transform((v) => Number(v) as DashboardRange),
});

/**
 * The KPIs, in the order the page shows them:
 *  new_travelers          people who signed up as travelers (accounts erased since are left out)
 *  new_hosts              host applications sent (a hosts row created)
 *  listings_published     listings of the four kinds first shown (published_at) and still published
 *  conversations_started  traveler–host conversations opened (the support line is not one)
 *  messages               messages sent, support line included (the page divides by the days for "per day")
 *  booking_requests       bookings requested
 *  conversion             share (0–1) of the range's booking requests whose deposit is paid by now; per day: of
 *                         that day's requests (null on a day without one)
 *  deposits               deposits collected (GMV), euro cents, on the day they were paid
 *  cancellations          bookings cancelled, on the day they were cancelled
 *  response_time          median minutes from a traveler's message that opens a wait to the host's reply (as on the
 *                         host pages), over the waits opened in the range and answered by now; null without one
 */
export const KPI_IDS = [
  "new_travelers",
  "new_hosts",
  "listings_published",
  "conversations_started",
  "messages",
  "booking_requests",
  "conversion",
  "deposits",
  "cancellations",
  "response_time",
] as const;
export type KpiId = (typeof KPI_IDS)[number];

export interface Kpi {
  /** The current range's figure: a count, cents, a share (conversion) or minutes (response time). */
  total: number | null;
  /** The previous range's figure, the same way. */
  previous: number | null;
  /** One value per day of `days`: zero on a day without any (null for a share or median without a sample). */
  series: (number | null)[];
}

export interface AdminDashboardResponse {
  range: DashboardRange;
  /** The moment the figures run up to (ISO). */
  now: string;
  /** The current range's days (YYYY-MM-DD, UTC), oldest first. */
  days: string[];
  /** Host applications waiting for review right now (deleted accounts left out). */
  hosts_pending: number;
  kpis: Record<KpiId, Kpi>;
}

export const adminDashboardApi = {
  dashboard: get("/api/admin/dashboard", {
    access: "admin",
    query: adminDashboardQuery,
    response: reply<AdminDashboardResponse>(),
  }),
};
