import { describe, expect, it } from "vitest";
import { formatAxisDay, formatDay, formatKpi, formatMinutes, kpiFigure, kpiTrend } from "../../domain/admin-kpis";

describe("a KPI's figure", () => {
  it("reads as a count, an average per day, a share, euros or a duration", () => {
    expect(formatKpi("count", 12_345)).toBe("12,345");
    expect(formatKpi("per_day", 10 / 7)).toBe("1.4");
    expect(formatKpi("share", 0.4449)).toBe("44%");
    expect(formatKpi("cents", 363_049)).toBe("€3,630");
    expect(formatKpi("minutes", 124)).toBe("2 h 4 min");
    expect(formatKpi("count", null)).toBe("–");
  });

  it("gives durations in at most two units", () => {
    expect(formatMinutes(0)).toBe("0 min");
    expect(formatMinutes(59.6)).toBe("1 h");
    expect(formatMinutes(90)).toBe("1 h 30 min");
    expect(formatMinutes(24 * 60)).toBe("1 d");
    expect(formatMinutes(26 * 60 + 40)).toBe("1 d 3 h");
  });

  it("shows messages as the average per day of the range, everything else as the total", () => {
    expect(kpiFigure("messages", 70, 7)).toBe(10);
    expect(kpiFigure("booking_requests", 70, 7)).toBe(70);
    expect(kpiFigure("messages", null, 7)).toBeNull();
  });

  it("names the chart's days in its table and on its axis", () => {
    expect(formatDay("2030-03-05")).toBe("Mar 05, 2030");
    expect(formatAxisDay(Date.parse("2030-03-05T00:00:00Z") / 1000)).toBe("Mar 5");
  });
});

describe("a KPI's trend", () => {
  it("says which way it went and how far, against the previous range of the same length", () => {
    expect(kpiTrend("booking_requests", { total: 10, previous: 8 }, 7)).toEqual({
      direction: "up",
      tone: "good",
      text: "Up 25% from 8 in the previous 7 days",
    });
    expect(kpiTrend("new_travelers", { total: 3, previous: 4 }, 30)).toEqual({
      direction: "down",
      tone: "bad",
      text: "Down 25% from 4 in the previous 30 days",
    });
  });

  it("reads down as good where less is better: cancellations and the response time", () => {
    expect(kpiTrend("cancellations", { total: 1, previous: 2 }, 7)).toMatchObject({ direction: "down", tone: "good" });
    expect(kpiTrend("response_time", { total: 150, previous: 120 }, 7)).toEqual({
      direction: "up",
      tone: "bad",
      text: "Up 25% from 2 h in the previous 7 days",
    });
  });

  it("compares shares in percentage points", () => {
    expect(kpiTrend("conversion", { total: 0.5, previous: 0.4 }, 7).text).toBe(
      "Up 10 points from 40% in the previous 7 days",
    );
    expect(kpiTrend("conversion", { total: 0.39, previous: 0.4 }, 7).text).toBe(
      "Down 1 point from 40% in the previous 7 days",
    );
    expect(kpiTrend("conversion", { total: 0.401, previous: 0.4 }, 7)).toMatchObject({ direction: "same" });
  });

  it("compares messages per day, not the totals", () => {
    expect(kpiTrend("messages", { total: 14, previous: 7 }, 7).text).toBe("Up 100% from 1 in the previous 7 days");
  });

  it("says so when there is nothing to compare with", () => {
    expect(kpiTrend("deposits", { total: 500, previous: 0 }, 7)).toEqual({
      direction: "up",
      tone: "good",
      text: "Up from none in the previous 7 days",
    });
    expect(kpiTrend("deposits", { total: 0, previous: 0 }, 90)).toMatchObject({
      direction: "same",
      text: "None in the previous 90 days either",
    });
    expect(kpiTrend("response_time", { total: 30, previous: null }, 7)).toEqual({
      direction: "none",
      tone: "neutral",
      text: "No figure in the previous 7 days",
    });
    expect(kpiTrend("conversion", { total: null, previous: 0.5 }, 7).text).toBe("50% in the previous 7 days");
  });
});
