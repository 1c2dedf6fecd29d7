import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { generateSeed, type SeedOptions } from "../../scripts/seed/generate";
import { insertSeed } from "../../scripts/seed/insert";
import worker from "../../worker/index";

export const ORIGIN = "https://untrodden.test";

/**
 * Calls the worker as a client would, and returns once the work it left for after the response (waitUntil: preview
 * purges, photo clean-up, view counts, cache writes) has finished too, so a test asserts on the settled state.
 */
export async function workerFetch(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** `workerFetch` of a path on the test origin. */
export const get = (path: string, init?: RequestInit): Promise<Response> =>
  workerFetch(new Request(`${ORIGIN}${path}`, init));

/** A small deterministic demo marketplace in this test file's D1 (storage is isolated per file). */
export async function seedSmall(options: SeedOptions = {}) {
  const data = generateSeed({ hosts: 30, listings: 60, travelers: 12, conversations: 6, bookings: 12, ...options });
  await insertSeed(env.DB, data, "pbkdf2-sha256$1$AA==$AA==");
  return data;
}

export interface ErrorBody {
  error: { code: string; message: string };
}
