#!/usr/bin/env bash
# `npm run test:e2e`: builds the web app and runs the Playwright browser tests in the system Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
npx vite build --logLevel warn
npx playwright test "$@"
