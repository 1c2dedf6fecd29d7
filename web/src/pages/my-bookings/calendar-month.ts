/**
 * The month calendar's arithmetic on calendar days in UTC ("2027-05-04"), the way bookings store them, so the grid
 * shows the same days whatever the viewer's time zone.
 */
import { addDays } from "../../../../domain/bookings/pricing";
import { MONTH_NAMES } from "../../../../domain/date-range";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null): value is string => value !== null && MONTH.test(value);

/** "2027-05" of a day or a moment. */
export const monthOf = (day: string) => day.slice(0, 7);

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The month `by` months after `month` ("2027-12", 1 → "2028-01"). */
export function shiftMonth(month: string, by: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
}

export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** "Tuesday, May 4, 2027". */
export function dayLabel(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[(d.getUTCDay() + 6) % 7]}, ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export interface MonthCell {
  key: string;
  /** Null before the 1st and after the last day (days of the neighbouring months are not shown). */
  day: string | null;
}

/** The month's weeks, Monday first. */
export function monthWeeks(month: string): MonthCell[][] {
  const first = `${month}-01`;
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: MonthCell[] = Array.from({ length: lead }, (_, n) => ({ key: `before-${n}`, day: null }));
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push({ key: day, day });
  for (let n = 0; cells.length % 7; n++) cells.push({ key: `after-${n}`, day: null });
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * Where a key moves the focused day of a month grid (WAI-ARIA date grid: arrows by day and week, Home and End to the
 * week's ends, Page Up and Page Down by month), or null when the key is not one of them. The result may lie in
 * another month.
 */
export function dayForKey(key: string, day: string): string | null {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -weekday);
    case "End":
      return addDays(day, 6 - weekday);
    case "PageUp":
    case "PageDown":
      return sameDayIn(shiftMonth(monthOf(day), key === "PageUp" ? -1 : 1), Number(day.slice(8, 10)));
    default:
      return null;
  }
}

/** Day `n` of `month`, or its last day when the month is shorter. */
function sameDayIn(month: string, n: number): string {
  const last = Number(addDays(`${shiftMonth(month, 1)}-01`, -1).slice(8, 10));
  return `${month}-${String(Math.min(n, last)).padStart(2, "0")}`;
}
