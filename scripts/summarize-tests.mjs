// Sums the counts of every test runner into the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const missing = [];

const vitest = 'test-results/vitest.json';
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that failed before any of its tests ran (an import or setup error) has no failed test
  // to count, so it counts once itself.
  failed += report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
} else missing.push('vitest');

const playwright = 'test-results/playwright.json';
if (existsSync(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
  // Passed on a retry (CI allows one): counted as passed, and said, so a flaky test is not forgotten.
  if (stats.flaky > 0) console.warn(`Browser tests that passed only on their retry: ${stats.flaky}`);
} else missing.push('playwright');

// A runner that left no report did not run its tests: count that as a failure, never as a pass.
failed += missing.length;
if (missing.length > 0) console.error(`No report from: ${missing.join(', ')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
