#!/usr/bin/env bash
# `npm test`: type-check, lint, unit and integration tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the browser tests. Ends with one line: N passed, N failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json
status=0

step() { echo; echo "== $1"; }

step "Type check (API types from the server's OpenAPI document, then tsc --noEmit)"
npm run --silent typecheck || status=1

step "Lint (biome)"
npx biome check . || status=1

step "Unit and integration tests (vitest)"
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "PostgreSQL suites on $TEST_DATABASE_URL"; else echo "PostgreSQL suites skipped: TEST_DATABASE_URL is not set"; fi
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1

step "Browser tests (Playwright, system Chromium)"
bash scripts/test-e2e.sh || status=1

node scripts/summarize-tests.mjs || status=1
exit $status
