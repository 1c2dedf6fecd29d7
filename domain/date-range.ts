import { parseUtc, utcDayKey } from "./time";

/** The months' names, January first, as the product prints them (never from the runtime's locale data). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * "Jan 05, 2025". Built by hand rather than with Intl so that output cannot vary with the runtime's
 * locale data or time zone. An unparseable value gives "" so callers never render "Invalid Date".
 */
export function formatDate(iso: string): string {
  const date = parseUtc(iso);
  if (!date) return "";
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${MONTHS[date.getUTCMonth()] ?? ""} ${day}, ${date.getUTCFullYear()}`;
}

export function formatDateRange(start?: string | null, end?: string | null): string {
  const startDate = parseUtc(start);
  if (!startDate || !start) return "Dates not specified";
  const startText = formatDate(start);
  const endDate = parseUtc(end);
  // An end at or before 1970 is an epoch-zero placeholder from an unset field, not a real date.
  if (!endDate || !end || endDate.getUTCFullYear() <= 1970 || utcDayKey(endDate) === utcDayKey(startDate)) {
    return startText;
  }
  return `${startText} - ${formatDate(end)}`;
}
