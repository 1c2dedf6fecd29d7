#!/bin/sh
# npm run native:build: the React app built for the native shell (vite --mode native → dist/native), checked, and
# copied into the Android and iOS projects with their plugins (cap sync). The app talks to NATIVE_API_ORIGIN
# (default: the production origin in domain/brand.ts). Compiling the apps needs Android Studio / Xcode (README).
set -e
cd "$(dirname "$0")/.."
. scripts/env.sh
ensure_deps
export CAPACITOR_TELEMETRY=false
export VITE_API_ORIGIN="${NATIVE_API_ORIGIN:-https://untrodden.travel}"
vite build --mode native --logLevel warn
tsx scripts/native-free.ts --native dist/native
cap sync
