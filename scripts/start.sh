#!/bin/sh
# npm start: install what is missing, build, migrate and seed the local D1/R2, serve on http://localhost:8787.
set -e
cd "$(dirname "$0")/.."
. scripts/env.sh
ensure_deps
ensure_dev_vars
PORT="${PORT:-8787}"
echo "Building the web app…"
vite build --logLevel warn
echo "Applying migrations to the local D1…"
wrangler d1 migrations apply DB --local
echo "Seeding demo data (skipped when already seeded)…"
WRANGLER_LOG=error tsx scripts/seed.ts
echo "Serving on http://localhost:$PORT"
exec wrangler dev --port "$PORT" --ip "${HOST:-localhost}" --var "PUBLIC_ORIGIN:http://localhost:$PORT" \
  --show-interactive-dev-session=false
