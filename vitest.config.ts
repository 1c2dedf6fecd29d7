import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { newSigningKey } from "./scripts/auth-keys";
import { newMfaKey } from "./scripts/mfa-keys";

// Worker tests run inside workerd with real D1, R2 and Durable Objects (storage isolated per test file).
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          // A fresh signing key per run, like a deployment's AUTH_JWT_KEYS secret.
          AUTH_JWT_KEYS: JSON.stringify([await newSigningKey()]),
          // Likewise the key authenticator secrets are sealed with (MFA_SECRET_KEYS).
          MFA_SECRET_KEYS: newMfaKey(),
          // The origin tests call (tests/worker/helpers.ts ORIGIN); links are built from it, never from a Host header.
          PUBLIC_ORIGIN: "https://untrodden.test",
          // Mail stays in the outbox, readable at /dev/mailbox, as in every local run.
          DEV_MAILBOX: "on",
          // The property tests' run count (default in the test); `npm run bench -- property` sets 1000.
          ...(process.env.FC_RUNS ? { FC_RUNS: process.env.FC_RUNS } : {}),
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
        },
      },
    }),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    setupFiles: ["./tests/worker/setup.ts"],
    // Vitest's default on a 2-core machine is one file at a time (cores - 1); each file has its own workerd and
    // storage, so two run side by side safely, and most of a file's time is its runtime's start and migrations.
    maxWorkers: 2,
    // A test waits for its work, never for time; the limit is only a fail-safe, and vitest's 5 s default failed a
    // test in a landing run while the shared 2-core machine stalled for some 20 s.
    testTimeout: 30_000,
    // The worker's one line per request (request-log.ts) is for production logs; in tests it is 40,000 lines of
    // the fuzzer's requests that say nothing a failing assertion does not. Errors and other logs still show.
    onConsoleLog: (log: string) => !log.startsWith('{"request_id"') || log.includes('"error"'),
  },
}));
