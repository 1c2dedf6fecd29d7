import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deleteExpiredRateLimits, hitRateLimit, peekRateLimit } from "../../worker/services/rate-limit";

// 12:00:00 UTC: a multiple of 5 minutes and of an hour, so windows start here.
const T0 = new Date("2026-11-22T12:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const rule = { limit: 3, windowSeconds: 300 };

describe("hitRateLimit", () => {
  it("allows `limit` hits in a window, then refuses with the seconds left until the window ends", async () => {
    expect(await hitRateLimit(env.DB, "ip:a", rule, at(0))).toEqual({ ok: true, remaining: 2 });
    expect(await hitRateLimit(env.DB, "ip:a", rule, at(10))).toEqual({ ok: true, remaining: 1 });
    expect(await hitRateLimit(env.DB, "ip:a", rule, at(20))).toEqual({ ok: true, remaining: 0 });
    expect(await hitRateLimit(env.DB, "ip:a", rule, at(100))).toEqual({ ok: false, retryAfter: 200 });
    expect(await hitRateLimit(env.DB, "ip:a", rule, at(299.5))).toEqual({ ok: false, retryAfter: 1 });
  });

  it("recovers when the window is over", async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(env.DB, "ip:b", rule, at(i));
    expect((await hitRateLimit(env.DB, "ip:b", rule, at(299))).ok).toBe(false);
    expect(await hitRateLimit(env.DB, "ip:b", rule, at(300))).toEqual({ ok: true, remaining: 2 });
  });

  it("counts each key separately, and the same key separately under rules with different windows", async () => {
    const hourly = { limit: 1, windowSeconds: 3600 };
    const fiveMinutes = { limit: 1, windowSeconds: 300 };
    expect((await hitRateLimit(env.DB, "acct:x", hourly, at(0))).ok).toBe(true);
    expect((await hitRateLimit(env.DB, "acct:x", fiveMinutes, at(0))).ok).toBe(true);
    expect((await hitRateLimit(env.DB, "acct:y", hourly, at(0))).ok).toBe(true);
    expect(await hitRateLimit(env.DB, "acct:x", hourly, at(1))).toEqual({ ok: false, retryAfter: 3599 });
  });

  it("never lets concurrent hits past the limit", async () => {
    const tight = { limit: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(env.DB, "burst", tight, at(0))));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const stored = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = '60:burst'").first<{
      count: number;
    }>();
    expect(stored?.count).toBe(12);
  });

  it("refuses a rule that makes no sense instead of counting against it", async () => {
    await expect(hitRateLimit(env.DB, "k", { limit: 0, windowSeconds: 60 })).rejects.toThrow(/limit/);
    await expect(hitRateLimit(env.DB, "k", { limit: 1, windowSeconds: 0.5 })).rejects.toThrow(/window/);
  });
});

describe("peekRateLimit", () => {
  it("reads the window without counting: ok while another hit would be allowed", async () => {
    const failures = { limit: 2, windowSeconds: 3600 };
    expect(await peekRateLimit(env.DB, "fail:u1", failures, at(0))).toEqual({ ok: true, remaining: 2 });
    expect(await peekRateLimit(env.DB, "fail:u1", failures, at(0))).toEqual({ ok: true, remaining: 2 });
    await hitRateLimit(env.DB, "fail:u1", failures, at(5));
    expect(await peekRateLimit(env.DB, "fail:u1", failures, at(6))).toEqual({ ok: true, remaining: 1 });
    await hitRateLimit(env.DB, "fail:u1", failures, at(7));
    expect(await peekRateLimit(env.DB, "fail:u1", failures, at(600))).toEqual({ ok: false, retryAfter: 3000 });
    // Next hour: a clean slate.
    expect(await peekRateLimit(env.DB, "fail:u1", failures, at(3600))).toEqual({ ok: true, remaining: 2 });
  });
});

describe("deleteExpiredRateLimits", () => {
  it("deletes exactly the windows that have ended, whatever their length", async () => {
    await env.DB.prepare("DELETE FROM rate_limits").run();
    await hitRateLimit(env.DB, "short", { limit: 5, windowSeconds: 60 }, at(0)); // ends at 60
    await hitRateLimit(env.DB, "five", { limit: 5, windowSeconds: 300 }, at(0)); // ends at 300
    await hitRateLimit(env.DB, "hour", { limit: 5, windowSeconds: 3600 }, at(0)); // ends at 3600
    expect(await deleteExpiredRateLimits(env.DB, at(59))).toBe(0);
    expect(await deleteExpiredRateLimits(env.DB, at(60))).toBe(1);
    expect(await deleteExpiredRateLimits(env.DB, at(1800))).toBe(1);
    const left = await env.DB.prepare("SELECT key FROM rate_limits").all<{ key: string }>();
    expect(left.results.map((r) => r.key)).toEqual(["3600:hour"]);
    // The hourly window is still counting: deleting nothing did not reset it.
    expect(await peekRateLimit(env.DB, "hour", { limit: 5, windowSeconds: 3600 }, at(1800))).toEqual({
      ok: true,
      remaining: 4,
    });
  });
});
