/**
 * How /admin shows the dashboard's KPIs (domain/api/admin-dashboard.ts): each one's name, what it counts, how its
 * figure reads, which way is better, and the trend against the previous range in words (never by colour alone).
 */
import type { DashboardRange, Kpi, KpiId } from "./api/admin-dashboard";
import { formatDate } from "./date-range";

export type KpiUnit = "count" | "per_day" | "share" | "cents" | "minutes";

export interface KpiMeta {
  label: string;
  /** One line under the figure: what is counted. */
  description: string;
  unit: KpiUnit;
  /** Which way the figure should go: a trend that way reads as good. */
  better: "up" | "down";
  /** Bars for amounts per day; a line (with gaps) for shares and medians, which a day may not have. */
  chart: "bars" | "line";
  /** What the chart's values are, for its caption and table ("New travelers per day"). */
  perDay: string;
}

export const KPI_META: Record<KpiId, KpiMeta> = {
  new_travelers: {
    label: "New travelers",
    description: "People who signed up as travelers",
    unit: "count",
    better: "up",
    chart: "bars",
    perDay: "New travelers per day",
  },
  new_hosts: {
    label: "New hosts",
    description: "Applications to host",
    unit: "count",
    better: "up",
    chart: "bars",
    perDay: "Host applications per day",
  },
  listings_published: {
    label: "Listings published",
    description: "Tours, group tours, cars and drivers first published",
    unit: "count",
    better: "up",
    chart: "bars",
    perDay: "Listings published per day",
  },
  conversations_started: {
    label: "Conversations started",
    description: "Travelers and hosts writing for the first time",
    unit: "count",
    better: "up",
    chart: "bars",
    perDay: "Conversations started per day",
  },
  messages: {
    label: "Messages per day",
    description: "On average; the support line included",
    unit: "per_day",
    better: "up",
    chart: "bars",
    perDay: "Messages per day",
  },
  booking_requests: {
    label: "Booking requests",
    description: "Bookings travelers asked for",
    unit: "count",
    better: "up",
    chart: "bars",
    perDay: "Booking requests per day",
  },
  conversion: {
    label: "Request-to-paid conversion",
    description: "Share of the booking requests whose deposit is paid",
    unit: "share",
    better: "up",
    chart: "line",
    perDay: "Share of each day's booking requests paid",
  },
  deposits: {
    label: "Deposits collected",
    description: "Gross merchandise value: deposits paid",
    unit: "cents",
    better: "up",
    chart: "bars",
    perDay: "Deposits collected per day",
  },
  cancellations: {
    label: "Cancellations",
    description: "Bookings cancelled by either side or an admin",
    unit: "count",
    better: "down",
    chart: "bars",
    perDay: "Cancellations per day",
  },
  response_time: {
    label: "Host response time",
    description: "Median time to a host's reply",
    unit: "minutes",
    better: "down",
    chart: "line",
    perDay: "Median host response time per day",
  },
};

const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "45 min", "3 h 20 min", "2 d 4 h": a duration in whole minutes, two units at most. */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`;
  const hours = Math.round(m / 60);
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${hours / 24} d`;
}

/** A KPI's figure as the card shows it; "–" (read "no data") when there is none. */
export function formatKpi(unit: KpiUnit, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return "–";
  switch (unit) {
    case "count":
      return WHOLE.format(value);
    case "per_day":
      return ONE_DECIMAL.format(value);
    case "share":
      return `${WHOLE.format(value * 100)}%`;
    case "cents":
      return `€${WHOLE.format(Math.round(value / 100))}`;
    case "minutes":
      return formatMinutes(value);
  }
}

/** The card's figure: the range's total, or for messages the average per day. */
export function kpiFigure(id: KpiId, value: number | null, range: DashboardRange): number | null {
  return KPI_META[id].unit === "per_day" && value !== null ? value / range : value;
}

/** A day of the chart (YYYY-MM-DD) as its table reads it: "Mar 05, 2030". */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`);

/** A chart axis' day, short: "Mar 5". */
export function formatAxisDay(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${formatDate(d.toISOString()).slice(0, 3)} ${d.getUTCDate()}`;
}

export interface Trend {
  /** Which way the figure went; "none" when there is nothing to compare. */
  direction: "up" | "down" | "same" | "none";
  /** Good when it went the better way (domain colour), bad the other way, neutral otherwise. */
  tone: "good" | "bad" | "neutral";
  /** The trend in words: "Up 25% from 8 in the previous 7 days". */
  text: string;
}

/** The trend of a KPI against the previous range, in words. */
export function kpiTrend(id: KpiId, kpi: Pick<Kpi, "total" | "previous">, range: DashboardRange): Trend {
  const meta = KPI_META[id];
  const before = `in the previous ${range} days`;
  const current = kpiFigure(id, kpi.total, range);
  const previous = kpiFigure(id, kpi.previous, range);
  const was = formatKpi(meta.unit, previous);
  if (previous === null) return { direction: "none", tone: "neutral", text: `No figure ${before}` };
  if (current === null) return { direction: "none", tone: "neutral", text: `${was} ${before}` };
  const tone = (up: boolean): Trend["tone"] => ((meta.better === "up") === up ? "good" : "bad");
  if (meta.unit === "share") {
    const points = Math.round((current - previous) * 100);
    if (points === 0) return { direction: "same", tone: "neutral", text: `Same as ${before} (${was})` };
    const up = points > 0;
    const size = `${Math.abs(points)} point${Math.abs(points) === 1 ? "" : "s"}`;
    return {
      direction: up ? "up" : "down",
      tone: tone(up),
      text: `${up ? "Up" : "Down"} ${size} from ${was} ${before}`,
    };
  }
  if (previous === 0)
    return current === 0
      ? { direction: "same", tone: "neutral", text: `None ${before} either` }
      : { direction: "up", tone: tone(true), text: `Up from none ${before}` };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: "same", tone: "neutral", text: `About the same as ${before} (${was})` };
  const up = percent > 0;
  return {
    direction: up ? "up" : "down",
    tone: tone(up),
    text: `${up ? "Up" : "Down"} ${Math.abs(percent)}% from ${was} ${before}`,
  };
}
