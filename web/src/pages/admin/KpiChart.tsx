/**
 * One KPI's chart on /admin, drawn by uPlot on a canvas (docs/decisions/028-admin-charts.md). Loaded with
 * React.lazy by the admin overview only, so uPlot is in no other page's code. The canvas is hidden from assistive
 * technology: the card beside it has the same values as a table.
 */
import { useEffect, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatAxisDay, formatDay, formatKpi, type KpiUnit } from "../../../../domain/admin-kpis";

const HEIGHT = 132;
const FONT = "11px ui-sans-serif, system-ui, sans-serif";
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
const CENT_STEPS = WHOLE_STEPS.map((n) => n * 100).concat([5_000_000, 10_000_000, 50_000_000, 100_000_000]);
const MINUTE_STEPS = [1, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1_440, 2_880, 10_080];
const DAY_S = 86_400;
const DAY_STEPS = [1, 2, 7, 14, 28].map((n) => n * DAY_S);

function colours() {
  const dark = document.documentElement.classList.contains("dark");
  return dark
    ? { ink: "#d6d3d1", grid: "rgba(255,255,255,0.09)", line: "#aee4da", fill: "rgba(174,228,218,0.45)" }
    : { ink: "#57534e", grid: "rgba(28,25,23,0.08)", line: "#0f766e", fill: "rgba(15,118,110,0.55)" };
}

/** The y axis' short labels: "€1.2k" would read oddly for money, so whole euros; durations in minutes or hours. */
function tickLabel(unit: KpiUnit, v: number): string {
  if (unit === "minutes") return v >= 60 ? `${Math.round((v / 60) * 10) / 10} h` : `${v} min`;
  if (unit === "per_day") return formatKpi("count", v);
  return formatKpi(unit, v);
}

export default function KpiChart({
  days,
  values,
  unit,
  kind,
}: {
  days: string[];
  values: (number | null)[];
  unit: KpiUnit;
  kind: "bars" | "line";
}) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = colours();
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const steps = unit === "cents" ? CENT_STEPS : unit === "minutes" ? MINUTE_STEPS : WHOLE_STEPS;
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 120),
      height: HEIGHT,
      // The days are UTC days: label them so whatever the browser's zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
      legend: { show: false },
      cursor: { y: false, points: { show: kind === "line" }, drag: { x: false, y: false } },
      padding: [8, 8, 0, 0],
      scales: {
        // Half a day either side, so the first and last day's bars are whole.
        x: { time: true, range: (_u, min, max) => [min - DAY_S / 2, max + DAY_S / 2] },
        y: {
          range: (_u, _min, max) =>
            unit === "share" ? [0, 1] : [0, max > 0 ? (uPlot.rangeNum(0, max, 0.1, true)[1] as number) : 1],
        },
      },
      axes: [
        {
          stroke: c.ink,
          font: FONT,
          size: 26,
          space: 52,
          gap: 4,
          incrs: DAY_STEPS,
          values: (_u, splits) => splits.map(formatAxisDay),
          grid: { show: false },
          ticks: { stroke: c.grid },
        },
        {
          stroke: c.ink,
          font: FONT,
          size: unit === "cents" ? 56 : 48,
          space: 28,
          gap: 4,
          grid: { stroke: c.grid, width: 1 },
          ticks: { show: false },
          ...(unit === "share" ? { incrs: [0.25, 0.5] } : { incrs: steps }),
          values: (_u, splits) => splits.map((v) => tickLabel(unit, v)),
        },
      ],
      series: [
        {},
        kind === "bars"
          ? {
              stroke: c.line,
              fill: c.fill,
              width: 0,
              paths: uPlot.paths.bars?.({ size: [0.72, 28], gap: 1 }),
              points: { show: false },
            }
          : { stroke: c.line, width: 2, spanGaps: false, points: { show: true, size: 5, fill: c.line } },
      ],
      hooks: { setCursor: [(u) => setHover(u.cursor.idx ?? null)] },
    };
    const plot = new uPlot(opts, [xs, values as number[]], el);
    const resized = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 120), height: HEIGHT }));
    resized.observe(el);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [days, values, unit, kind]);

  const day = hover === null ? undefined : days[hover];
  return (
    <div className="relative" aria-hidden="true">
      <p className="h-5 text-xs text-stone-600 dark:text-stone-300">
        {day ? `${formatDay(day)}: ${formatKpi(unit === "per_day" ? "count" : unit, values[hover ?? 0] ?? null)}` : ""}
      </p>
      <div ref={box} className="w-full" style={{ height: HEIGHT }} />
    </div>
  );
}
