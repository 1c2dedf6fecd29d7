import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDay, formatKpi, KPI_META, kpiFigure, kpiTrend, type Trend } from "../../../../domain/admin-kpis";
import {
  type AdminDashboardResponse,
  DASHBOARD_RANGES,
  type DashboardRange,
  DEFAULT_DASHBOARD_RANGE,
  KPI_IDS,
  type Kpi,
  type KpiId,
} from "../../../../domain/api/admin-dashboard";
import { formatDate } from "../../../../domain/date-range";
import { LoadError } from "../../components/PageStates";
import { Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { call } from "../../lib/api";
import { useAppQuery } from "../../lib/query";

/** uPlot comes with the first chart, after the figures are on screen (decision 028). */
const KpiChart = lazy(() => import("./KpiChart"));

const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10";
const RANGE_TABS = DASHBOARD_RANGES.map((r) => ({ id: String(r) as `${DashboardRange}`, label: `${r} days` }));

/** The range in the URL (?range=7|30|90), 30 days without one. */
function useRange(): [DashboardRange, (r: DashboardRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("range"));
  const range = (DASHBOARD_RANGES as readonly number[]).includes(asked)
    ? (asked as DashboardRange)
    : DEFAULT_DASHBOARD_RANGE;
  const choose = (r: DashboardRange) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set("range", String(r));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [range, choose];
}

const ARROW: Record<Trend["direction"], string> = { up: "↑", down: "↓", same: "→", none: "" };
const TONE: Record<Trend["tone"], string> = {
  good: "text-emerald-800 dark:text-emerald-300",
  bad: "text-red-800 dark:text-red-300",
  neutral: "text-stone-600 dark:text-stone-300",
};

function ChartSkeleton() {
  return (
    <div aria-hidden="true" className="mt-5 h-[132px] animate-shimmer rounded-xl bg-stone-100 dark:bg-stone-800" />
  );
}

function KpiCard({ id, kpi, data }: { id: KpiId; kpi: Kpi; data: AdminDashboardResponse }) {
  const meta = KPI_META[id];
  const trend = kpiTrend(id, kpi, data.range);
  const headingId = `kpi-${id}`;
  const caption = `${meta.perDay}, the last ${data.range} days`;
  const unit = meta.unit === "per_day" ? "count" : meta.unit;
  return (
    <li>
      <article aria-labelledby={headingId} className={`${CARD} flex h-full flex-col`}>
        <h3 id={headingId} className="text-sm font-semibold text-stone-700 dark:text-stone-200">
          {meta.label}
        </h3>
        <p className="mt-1 font-display text-3xl font-semibold text-stone-900 tabular-nums dark:text-white">
          {formatKpi(meta.unit, kpiFigure(id, kpi.total, data.range))}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">{meta.description}</p>
        <p className={`mt-2 text-sm font-medium ${TONE[trend.tone]}`}>
          {ARROW[trend.direction] && <span aria-hidden="true">{ARROW[trend.direction]} </span>}
          {trend.text}
        </p>
        <div className="mt-auto pt-3">
          <Suspense fallback={<ChartSkeleton />}>
            <KpiChart days={data.days} values={kpi.series} unit={meta.unit} kind={meta.chart} />
          </Suspense>
          {/* A table ignores width and overflow: the wrapper is what hides it (else it widens a phone's page). */}
          <div className="sr-only">
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">{meta.label}</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((day, i) => (
                  <tr key={day}>
                    <th scope="row">{formatDay(day)}</th>
                    <td>{kpi.series[i] === null ? "no data" : formatKpi(unit, kpi.series[i] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </article>
    </li>
  );
}

function PendingHosts({ count }: { count: number }) {
  return (
    <p className={`${CARD} flex flex-wrap items-center justify-between gap-3 py-4`}>
      <span>
        <span className="font-display text-2xl font-semibold tabular-nums">{count}</span>{" "}
        {count === 1 ? "host application waits" : "host applications wait"} for review now.
      </span>
      {count > 0 && (
        <Link
          to="/admin/hosts"
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-stone-950"
        >
          Review host applications
        </Link>
      )}
    </p>
  );
}

function Skeletons() {
  return (
    <>
      <div aria-hidden="true" className="h-[72px] animate-shimmer rounded-3xl bg-stone-200 dark:bg-stone-800" />
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {KPI_IDS.map((id) => (
          <li
            key={id}
            aria-hidden="true"
            className="h-[300px] animate-shimmer rounded-3xl bg-stone-200 dark:bg-stone-800"
          />
        ))}
      </ul>
    </>
  );
}

/** /admin's KPIs: the range switch, the applications waiting now, and a card with a chart per KPI. */
export function Dashboard() {
  const [range, setRange] = useRange();
  const kpis = useAppQuery({
    queryKey: ["admin", "dashboard", range],
    // Figures of today move: a minute rather than the cache's five.
    staleTime: 60_000,
    queryFn: ({ signal }) => call("GET /api/admin/dashboard", { query: { range: `${range}` }, signal }),
  });
  const data = kpis.data;
  return (
    <section aria-labelledby="kpis">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="kpis" className="font-display text-xl font-semibold">
            Marketplace activity
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-stone-600 dark:text-stone-300">
            {data
              ? `The last ${data.range} days, ${formatDate(`${data.days[0]}T00:00:00Z`)} to now, against the ${data.range} days before. Days in UTC.`
              : `The last ${range} days against the ${range} days before. Days in UTC.`}
          </p>
        </div>
        <Tabs
          name="kpi-range"
          label="Range"
          look="pill"
          className="w-full min-[420px]:w-72"
          tabs={RANGE_TABS}
          selected={String(range) as `${DashboardRange}`}
          onSelect={(id) => setRange(Number(id) as DashboardRange)}
        />
      </div>
      <div {...tabPanelProps("kpi-range", String(range))} className="mt-5" aria-busy={kpis.isPending}>
        {kpis.isError ? (
          <LoadError
            title="We couldn't load the marketplace's figures."
            error={kpis.error}
            onRetry={() => kpis.refetch()}
          />
        ) : !data ? (
          <Skeletons />
        ) : (
          <>
            <PendingHosts count={data.hosts_pending} />
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {KPI_IDS.map((id) => (
                <KpiCard key={id} id={id} kpi={data.kpis[id]} data={data} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
