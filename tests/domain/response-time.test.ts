import { describe, expect, it } from "vitest";
import { responseTimeText } from "../../domain/response-time";

describe("responseTimeText", () => {
  it.each([
    [0, 3, "Usually responds within 30 minutes"],
    [30, 3, "Usually responds within 30 minutes"],
    [31, 3, "Usually responds within 2 hours"],
    [120, 10, "Usually responds within 2 hours"],
    [121, 10, "Usually responds within 8 hours"],
    [480, 10, "Usually responds within 8 hours"],
    [481, 10, "Usually responds within 1 day"],
    [1440, 10, "Usually responds within 1 day"],
    [1441, 10, "Response time varies"],
    [10_000, 50, "Response time varies"],
  ])("describes %i minutes over %i replies as %j", (minutes, sampleSize, expected) => {
    expect(responseTimeText({ minutes, sampleSize })).toBe(expected);
  });

  it.each([
    ["a sample of 2, offline", { minutes: 10, sampleSize: 2 }, null],
    ["a sample of 2, online", { minutes: 10, sampleSize: 2, isOnline: true }, "Usually responds instantly"],
    ["a sample of 3, online", { minutes: 600, sampleSize: 3, isOnline: true }, "Usually responds within 1 day"],
    ["no data, offline", { minutes: null, sampleSize: null }, null],
    ["no data, online", { minutes: undefined, sampleSize: undefined, isOnline: true }, "Usually responds instantly"],
    ["a sample but no minutes, online", { minutes: null, sampleSize: 8, isOnline: true }, "Usually responds instantly"],
    ["minutes but no sample size", { minutes: 5, sampleSize: null, isOnline: false }, null],
    ["a negative average", { minutes: -5, sampleSize: 10 }, null],
    ["a NaN average, online", { minutes: Number.NaN, sampleSize: 10, isOnline: true }, "Usually responds instantly"],
  ])("gives %s the text %j", (_case, input, expected) => {
    expect(responseTimeText(input)).toBe(expected);
  });
});
