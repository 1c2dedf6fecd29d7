import { afterEach, describe, expect, it, vi } from "vitest";
import { insertConfirmedUser, uniqueEmail } from "./auth-client";
import { ORIGIN, workerFetch } from "./helpers";

const PASSWORD = "river-stone-harbour-42";

function post(path: string, body: unknown, ip: string) {
  return workerFetch(
    new Request(`${ORIGIN}/auth/v1${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("auth rate limits", () => {
  it("allows 30 sign-ins per IP in 5 minutes, then answers 429 with Retry-After, and recovers after the window", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z"), toFake: ["Date"] });
    const email = uniqueEmail("ip");
    await insertConfirmedUser(email, PASSWORD);
    for (let i = 0; i < 30; i++) {
      expect((await post("/token?grant_type=password", { email, password: PASSWORD }, "198.51.100.7")).status).toBe(
        200,
      );
    }
    const limited = await post("/token?grant_type=password", { email, password: PASSWORD }, "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { code: string }).code).toBe("over_request_rate_limit");
    // Another address is not affected.
    expect((await post("/token?grant_type=password", { email, password: PASSWORD }, "198.51.100.8")).status).toBe(200);

    vi.setSystemTime(new Date("2026-11-22T10:05:01Z"));
    expect((await post("/token?grant_type=password", { email, password: PASSWORD }, "198.51.100.7")).status).toBe(200);
  });

  /** A password sign-in from `ip` to a worker with `vars` over the test environment's. */
  async function signInWith(vars: Record<string, string>, origin: string, ip: string, email: string) {
    const { createExecutionContext } = await import("cloudflare:test");
    const { env } = await import("cloudflare:workers");
    const { app } = await import("../../worker/app");
    return app.fetch(
      new Request(`${origin}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
      { ...env, ...vars },
      createExecutionContext(),
    );
  }

  it("scales only the per-IP limits by AUTH_IP_LIMIT_FACTOR (the end-to-end server, where every browser is 127.0.0.1)", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T16:00:00Z"), toFake: ["Date"] });
    const email = uniqueEmail("factor");
    await insertConfirmedUser(email, PASSWORD);
    const signIn = () => signInWith({ AUTH_IP_LIMIT_FACTOR: "2" }, ORIGIN, "198.51.100.99", email);
    for (let i = 0; i < 60; i++) expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(429);
  });

  it("ignores AUTH_IP_LIMIT_FACTOR on a public site: a deployment that has it by mistake keeps the limits", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T17:00:00Z"), toFake: ["Date"] });
    const email = uniqueEmail("public-factor");
    await insertConfirmedUser(email, PASSWORD);
    const site = "https://untrodden.travel";
    const signIn = () =>
      signInWith({ AUTH_IP_LIMIT_FACTOR: "1000", PUBLIC_ORIGIN: site }, site, "198.51.100.98", email);
    for (let i = 0; i < 30; i++) expect((await signIn()).status).toBe(200);
    const limited = await signIn();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("over_request_rate_limit");
  });

  it("limits sign-ups per IP the same way", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T11:00:00Z"), toFake: ["Date"] });
    for (let i = 0; i < 30; i++) {
      await post("/signup", { email: uniqueEmail("s"), password: PASSWORD }, "198.51.100.20");
    }
    expect((await post("/signup", { email: uniqueEmail("s"), password: PASSWORD }, "198.51.100.20")).status).toBe(429);
  });

  it("locks an account after 100 failed sign-ins in an hour, even with the right password, until the hour ends", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z"), toFake: ["Date"] });
    const email = uniqueEmail("victim");
    await insertConfirmedUser(email, PASSWORD);
    for (let i = 0; i < 100; i++) {
      const res = await post(
        "/token?grant_type=password",
        { email, password: `wrong-${i}-passphrase` },
        `203.0.113.${i % 250}`,
      );
      expect(res.status).toBe(400);
    }
    const locked = await post("/token?grant_type=password", { email, password: PASSWORD }, "192.0.2.1");
    expect(locked.status).toBe(429);
    vi.setSystemTime(new Date("2026-11-22T13:00:01Z"));
    expect((await post("/token?grant_type=password", { email, password: PASSWORD }, "192.0.2.1")).status).toBe(200);
  });

  it("limits e-mails per address per hour", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T14:00:00Z"), toFake: ["Date"] });
    const email = uniqueEmail("mail");
    for (let i = 0; i < 6; i++) expect((await post("/otp", { email }, `192.0.2.${i}`)).status).toBe(200);
    const limited = await post("/otp", { email }, "192.0.2.99");
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("over_email_send_rate_limit");
  });

  it("limits code guesses per address", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T15:00:00Z"), toFake: ["Date"] });
    const email = uniqueEmail("guess");
    await post("/otp", { email }, "192.0.2.50");
    for (let i = 0; i < 10; i++) {
      const res = await post("/verify", { type: "email", email, token: String(100000 + i) }, "192.0.2.50");
      expect(res.status).toBe(403);
    }
    expect((await post("/verify", { type: "email", email, token: "123456" }, "192.0.2.50")).status).toBe(429);
  });
});
