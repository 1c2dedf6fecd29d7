import { describe, expect, it } from "vitest";
import {
  type CancellationPolicy,
  POLICY_TEXT,
  refundCutoff,
  refundFor,
  tripStart,
} from "../../domain/bookings/cancellation";

/** Trips start at 00:00 UTC of their first day; every cut-off below is counted back from this one. */
const START = "2027-06-15";
const START_MS = Date.parse("2027-06-15T00:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const at = (msBeforeStart: number) => new Date(START_MS - msBeforeStart);
const travelerRefund = (policy: CancellationPolicy, now: Date, paidCents = 60_000) =>
  refundFor({ policy, startDate: START, paidCents, by: "traveler", now });

describe("a traveler's refund at each policy's cut-off", () => {
  const cases: { policy: CancellationPolicy; cutoff: number; percent: number; refund: number }[] = [
    { policy: "flexible", cutoff: 24 * HOUR, percent: 100, refund: 60_000 },
    { policy: "moderate", cutoff: 7 * DAY, percent: 100, refund: 60_000 },
    { policy: "strict", cutoff: 14 * DAY, percent: 50, refund: 30_000 },
  ];
  for (const { policy, cutoff, percent, refund } of cases) {
    it(`${policy}: ${percent}% a millisecond before the cut-off and at it, nothing a millisecond after`, () => {
      const until = new Date(START_MS - cutoff).toISOString();
      expect(travelerRefund(policy, at(cutoff + 1))).toEqual({ refundCents: refund, percent, until });
      expect(travelerRefund(policy, at(cutoff))).toEqual({ refundCents: refund, percent, until });
      expect(travelerRefund(policy, at(cutoff - 1))).toEqual({ refundCents: 0, percent: 0, until: null });
    });

    it(`${policy}: ${percent}% long before the trip, nothing once it has started`, () => {
      expect(travelerRefund(policy, at(60 * DAY)).refundCents).toBe(refund);
      expect(travelerRefund(policy, at(0)).refundCents).toBe(0);
      expect(travelerRefund(policy, at(-DAY)).refundCents).toBe(0);
    });
  }

  it("counts the cut-offs from 00:00 UTC of the first day", () => {
    expect(tripStart(START).toISOString()).toBe("2027-06-15T00:00:00.000Z");
    expect(refundCutoff("flexible", START).toISOString()).toBe("2027-06-14T00:00:00.000Z");
    expect(refundCutoff("moderate", START).toISOString()).toBe("2027-06-08T00:00:00.000Z");
    expect(refundCutoff("strict", START).toISOString()).toBe("2027-06-01T00:00:00.000Z");
  });

  it("rounds half of an odd amount down to the cent (never refunds more than the policy)", () => {
    expect(travelerRefund("strict", at(30 * DAY), 10_001).refundCents).toBe(5_000);
  });
});

describe("a host's cancellation", () => {
  for (const policy of ["flexible", "moderate", "strict"] as const) {
    it(`refunds everything paid under the ${policy} policy, even on the day of the trip`, () => {
      for (const when of [at(60 * DAY), at(HOUR), at(-DAY)])
        expect(refundFor({ policy, startDate: START, paidCents: 12_345, by: "host", now: when })).toEqual({
          refundCents: 12_345,
          percent: 100,
          until: null,
        });
    });
  }
});

describe("nothing paid", () => {
  it("refunds nothing whoever cancels, whenever", () => {
    for (const by of ["traveler", "host"] as const)
      for (const policy of ["flexible", "moderate", "strict"] as const)
        expect(refundFor({ policy, startDate: START, paidCents: 0, by, now: at(30 * DAY) })).toEqual({
          refundCents: 0,
          percent: 100,
          until: null,
        });
  });
});

describe("the policies in words", () => {
  it("say what the refund rules do", () => {
    expect(POLICY_TEXT).toEqual({
      flexible: "Full refund if you cancel at least 24 hours before the trip starts; no refund after that.",
      moderate: "Full refund if you cancel at least 7 days before the trip starts; no refund after that.",
      strict: "50% refund if you cancel at least 14 days before the trip starts; no refund after that.",
    });
  });
});
