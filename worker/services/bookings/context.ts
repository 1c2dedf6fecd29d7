import type { Context } from "hono";
import type { AppBindings, Env } from "../../env";

/**
 * What a booking change runs with: the bindings, the time it happens at, and where its after-effects go (live
 * notices, e-mail delivery, refunds at the provider) once its batch has landed: `waitUntil` in a request, awaited
 * by the cron and the tests.
 */
export interface BookingCtx {
  env: Env;
  now: Date;
  defer: (work: Promise<unknown>) => void;
}

export function requestCtx(c: Context<AppBindings>): BookingCtx {
  return { env: c.env, now: new Date(), defer: (work) => c.executionCtx.waitUntil(work) };
}

/** A context whose after-effects are collected, to await them (`settle()`) before going on. */
export function awaitedCtx(env: Env, now = new Date()): BookingCtx & { settle: () => Promise<void> } {
  const pending: Promise<unknown>[] = [];
  return {
    env,
    now,
    defer: (work) => {
      pending.push(work);
    },
    settle: async () => {
      while (pending.length) await Promise.allSettled(pending.splice(0));
    },
  };
}

/** Logs an after-effect that failed (it is retried by the cron, or only a live notice was lost). */
export function logEffect(effect: string, error: unknown): void {
  console.error(JSON.stringify({ area: "bookings", effect, error: String(error).slice(0, 300) }));
}
