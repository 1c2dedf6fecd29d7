#!/bin/sh
# npm test: install what is missing, then typecheck, lint, and every test suite (domain, web components,
# worker in workerd, end-to-end in Chromium). Prints one summary line at the end.
set -e
cd "$(dirname "$0")/.."
. scripts/env.sh
. scripts/chromium.sh
ensure_deps
ensure_chromium
mkdir -p test-results

echo "== typecheck"
npm run --silent typecheck
echo "== lint"
biome check .
echo "== build"
vite build --logLevel warn
echo "== initial JavaScript budget"
tsx scripts/initial-js.ts
echo "== no native plugin code in the web build"
vite build --mode native --logLevel warn
tsx scripts/native-free.ts --native dist/native
echo "== domain and web component tests"
vitest run --config vitest.unit.config.ts --reporter=default --reporter=json --outputFile.json=test-results/unit.json
echo "== worker tests (workerd)"
vitest run --config vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/worker.json
echo "== end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json playwright test --reporter=list,json
node scripts/test-summary.mjs test-results/unit.json test-results/worker.json test-results/e2e.json
