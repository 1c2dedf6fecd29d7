import { describe, expect, it } from "vitest";
import { activityLabel, isRecentlyOnline } from "../../domain/activity";

const NOW = new Date("2025-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const W = 7 * D;

describe("activityLabel", () => {
  it.each([
    ["seen just now", ago(0), "Online now"],
    ["seen 4m59s ago", ago(5 * M - S), "Online now"],
    ["seen exactly 5m ago", ago(5 * M), "Active 5m ago"],
    ["seen 17m30s ago (floored)", ago(17 * M + 30 * S), "Active 17m ago"],
    ["seen 59m59s ago", ago(60 * M - S), "Active 59m ago"],
    ["seen exactly 60m ago", ago(60 * M), "Active 1h ago"],
    ["seen 5h59m ago (floored)", ago(6 * H - M), "Active 5h ago"],
    ["seen 23h59m ago", ago(24 * H - M), "Active 23h ago"],
    ["seen exactly 24h ago", ago(24 * H), "Active 1d ago"],
    ["seen 6d23h ago", ago(7 * D - H), "Active 6d ago"],
    ["seen exactly 7d ago", ago(7 * D), "Active 1w ago"],
    ["seen 13d ago", ago(13 * D), "Active 1w ago"],
    ["seen 14d ago", ago(2 * W), "Active 2w ago"],
    ["seen 400d ago", ago(400 * D), "Active 57w ago"],
    ["seen in the future (clock skew)", ago(-10 * M), "Online now"],
    ["given an offset timestamp 3h ago", "2025-06-15T14:00:00+05:00", "Active 3h ago"],
    ["given a timestamp without offset, read as UTC", "2025-06-15T10:00:00", "Active 2h ago"],
    ["never seen (null)", null, "New to messaging"],
    ["never seen (undefined)", undefined, "New to messaging"],
    ["given an empty string", "", "New to messaging"],
    ["given garbage", "yesterday", "New to messaging"],
    ["given an impossible date", "2025-02-30T00:00:00Z", "New to messaging"],
  ])("labels a host %s as %j", (_case, lastSeen, expected) => {
    expect(activityLabel(lastSeen, NOW)).toBe(expected);
  });

  it("uses the current time when no now is given", () => {
    expect(activityLabel(new Date().toISOString())).toBe("Online now");
  });
});

describe("isRecentlyOnline", () => {
  it.each([
    ["seen just now", ago(0), true],
    ["seen 4m59s ago", ago(5 * M - S), true],
    ["seen exactly 5m ago", ago(5 * M), false],
    ["seen a day ago", ago(D), false],
    ["seen in the future", ago(-M), true],
    ["never seen", null, false],
    ["with an invalid timestamp", "nope", false],
  ])("treats a host %s as online: %s", (_case, lastSeen, expected) => {
    expect(isRecentlyOnline(lastSeen, NOW)).toBe(expected);
  });
});
