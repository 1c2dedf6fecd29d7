import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "./scripts/chromium-flags";

const PORT = Number(process.env.E2E_PORT ?? 8799);

/**
 * Specs the phone project leaves to the desktop one (docs/decisions/042-test-run-time.md): checks of what goes over
 * the wire, which no viewport changes (response headers and the CSP, sockets and their recovery, share metadata, the
 * dev mailbox), and the admin console's journeys that have no phone-only steps. Every page, the console's included,
 * is still checked at 390 px by the accessibility sweep; the admin journeys with phone-only layouts (list and detail
 * on one screen) run at both widths.
 */
const DESKTOP_ONLY = [
  "realtime.spec.ts",
  "redeploy.spec.ts",
  "security-headers.spec.ts",
  "share-previews.spec.ts",
  "dev-mailbox.spec.ts",
  "admin-audit.spec.ts",
  "admin-blog.spec.ts",
  "admin-incomplete-users.spec.ts",
  "admin-listings.spec.ts",
  "admin-push.spec.ts",
  "admin-travelers.spec.ts",
];

// Playwright drives the system Chromium (its own browser download cannot run here).
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  outputDir: "test-results/e2e",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: DESKTOP_ONLY.map((spec) => `**/${spec}`),
    },
  ],
  webServer: {
    command: "sh scripts/e2e-server.sh",
    url: `http://127.0.0.1:${PORT}/api/config`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
