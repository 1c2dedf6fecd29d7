import { env, exports } from "cloudflare:workers";
import { generateSeed, type SeedOptions } from "../../scripts/seed/generate";
import { insertSeed } from "../../scripts/seed/insert";

export const ORIGIN = "https://untrodden.test";

export function get(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

/** A small deterministic demo marketplace in this test file's D1 (storage is isolated per file). */
export async function seedSmall(options: SeedOptions = {}) {
  const data = generateSeed({ hosts: 30, listings: 60, travelers: 12, conversations: 6, bookings: 12, ...options });
  await insertSeed(env.DB, data, "pbkdf2-sha256$1$AA==$AA==");
  return data;
}

export interface ErrorBody {
  error: { code: string; message: string };
}
