#!/usr/bin/env bash
# `npm run test:e2e`: builds the web app and runs the Playwright browser tests in the system Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
npx vite build --logLevel warn
status=0
npx playwright test "$@" || status=$?
# A failure seen only in CI is explained by what the servers were doing at the time.
if [ "$status" -ne 0 ]; then node scripts/e2e-server-report.mjs; fi
exit "$status"
