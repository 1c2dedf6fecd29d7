#!/bin/sh
# The server Playwright starts: a fresh local state (migrated and seeded) served by wrangler dev.
set -e
cd "$(dirname "$0")/.."
. scripts/env.sh
ensure_dev_vars
STATE="${E2E_STATE:-.wrangler/e2e}"
PORT="${E2E_PORT:-8799}"
# E2E_VARS: more `--var NAME:VALUE` flags for this server (the chat benchmark lifts the per-sender message limit).
# wrangler dev's local trace collector (every request's spans written to a SQLite store for the local explorer)
# costs each request a few milliseconds on this machine and is not part of the deployed worker: off for tests and
# benches (tests/bench/search.ts says the same for the benches' own servers).
export X_LOCAL_OBSERVABILITY=false
rm -rf "$STATE/v3/d1" "$STATE/v3/do" "$STATE/v3/cache"
# Photos are deterministic, so the R2 state is kept between runs and only missing ones are rendered.
wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
WRANGLER_LOG=error tsx scripts/seed.ts --persist-to "$STATE" --quiet
exec wrangler dev --port "$PORT" --ip 127.0.0.1 --persist-to "$STATE" --var DEV_MAILBOX:on --var AUTH_IP_LIMIT_FACTOR:20 \
  --var "PUBLIC_ORIGIN:http://127.0.0.1:$PORT" ${E2E_VARS:-} \
  --show-interactive-dev-session=false --log-level warn
