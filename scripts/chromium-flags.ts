/**
 * Flags for the system Chromium on this offline machine: no sandbox (root in CI), no GPU, and none of the
 * background connections that the closed network would refuse.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: the headless shell when scripts/chromium.sh found one (E2E_CHROMIUM_PATH), else the
 * full Chromium. Lighthouse and the benches keep the full browser.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? CHROMIUM_PATH;
