import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange } from "../../domain/date-range";

describe("formatDate", () => {
  it.each([
    ["2025-01-05", "Jan 05, 2025"],
    ["2025-12-31", "Dec 31, 2025"],
    ["2024-02-29", "Feb 29, 2024"],
    ["2025-05-09T23:30:00Z", "May 09, 2025"],
    ["2025-05-09T23:30:00", "May 09, 2025"],
    ["2025-05-10T01:30:00+03:00", "May 09, 2025"],
    ["2025-09-01 08:00:00", "Sep 01, 2025"],
    ["not a date", ""],
    ["2025-02-30", ""],
  ])("formats %j as %j in UTC", (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

describe("formatDateRange", () => {
  it.each([
    ["a start and a later end", "2025-01-05", "2025-01-12", "Jan 05, 2025 - Jan 12, 2025"],
    ["a range across years", "2025-12-28", "2026-01-03", "Dec 28, 2025 - Jan 03, 2026"],
    ["an end the next day", "2025-03-01", "2025-03-02", "Mar 01, 2025 - Mar 02, 2025"],
    ["an end equal to the start", "2025-01-05", "2025-01-05", "Jan 05, 2025"],
    ["an end on the same day at another time", "2025-01-05T08:00:00Z", "2025-01-05T20:00:00Z", "Jan 05, 2025"],
    ["no end", "2025-01-05", null, "Jan 05, 2025"],
    ["an undefined end", "2025-01-05", undefined, "Jan 05, 2025"],
    ["an empty end", "2025-01-05", "", "Jan 05, 2025"],
    ["an invalid end", "2025-01-05", "soon", "Jan 05, 2025"],
    ["an end at the epoch", "2025-01-05", "1970-01-01T00:00:00Z", "Jan 05, 2025"],
    ["an end late in 1970", "2025-01-05", "1970-12-31", "Jan 05, 2025"],
    ["an end before 1970", "2025-01-05", "1969-07-20", "Jan 05, 2025"],
    ["an end in 1971", "1970-06-01", "1971-01-01", "Jun 01, 1970 - Jan 01, 1971"],
    ["no start", null, "2025-01-12", "Dates not specified"],
    ["an undefined start", undefined, undefined, "Dates not specified"],
    ["an empty start", "", "", "Dates not specified"],
    ["an invalid start", "TBD", "2025-01-12", "Dates not specified"],
  ])("shows %s as %j", (_case, start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });
});
