// Shared date parsing so every module agrees on what a timestamp means.

const ISO_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

function isRealCalendarDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * Parses an ISO-8601 date or date-time as UTC, or returns null.
 * - Only ISO input is accepted: Date.parse alone reads "1" as the year 2001.
 * - Impossible days such as Feb 30 are rejected: Date.parse silently rolls them into March.
 * - A date-time without an offset is read as UTC, since every timestamp in this system is UTC and the
 *   runtime's local zone would otherwise shift calendar days between machines.
 */
export function parseUtc(value: string | null | undefined): Date | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const match = ISO_PREFIX.exec(text);
  if (!match) return null;
  const [, y, m, d, hh] = match;
  if (!isRealCalendarDay(Number(y), Number(m), Number(d))) return null;
  const normalized = hh !== undefined && !HAS_OFFSET.test(text) ? `${text.replace(" ", "T")}Z` : text.replace(" ", "T");
  const ms = Date.parse(normalized);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** The UTC calendar day as "yyyy-mm-dd", which sorts and compares as text. */
export function utcDayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}
