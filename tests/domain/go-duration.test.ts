import { describe, expect, it } from "vitest";
import { parseGoDuration } from "../../domain/go-duration";

describe("parseGoDuration (GoTrue's ban_duration syntax)", () => {
  it.each([
    ["24h", 24 * 3_600_000],
    ["1h30m", 90 * 60_000],
    ["2h45m10s", (2 * 3600 + 45 * 60 + 10) * 1000],
    ["1.5h", 1.5 * 3_600_000],
    [".5s", 500],
    ["1.s", 1000],
    ["300ms", 300],
    ["1500us", 1.5],
    ["2µs", 0.002],
    ["-1h", -3_600_000],
    ["+10m", 600_000],
    ["0", 0],
    ["876000h", 876_000 * 3_600_000],
  ])("reads %s", (text, ms) => {
    expect(parseGoDuration(text)).toBeCloseTo(ms, 6);
  });

  it.each(["", "24", "1d", "one day", "24 h", "h", ".h", "1h 30m", "-", "1hh", "5m-3s"])("refuses %j", (text) => {
    expect(parseGoDuration(text)).toBeNull();
  });
});
