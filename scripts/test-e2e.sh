#!/usr/bin/env bash
# `npm run test:e2e`: builds the web app and the server bundle and runs the Playwright browser tests in the system Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
npx vite build --logLevel warn
# The main test server runs the bundle `npm start` runs (playwright.config.ts).
node scripts/build-server.mjs
status=0
npx playwright test "$@" || status=$?
# A failure seen only in CI, or an attempt that passed only on its retry, is explained by what the
# page showed and what the servers were doing at the time (prints nothing when every attempt passed).
node scripts/e2e-server-report.mjs
exit "$status"
