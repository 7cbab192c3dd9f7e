// After a browser run with a failed attempt: what the test servers logged that explains it. Prints their
// warnings and errors (stalls of the event loop among them) and requests that took 3 s or more,
// with their time, so a failure seen only in CI can be laid against what the server was doing.
// Log lines carry ids, codes and paths only (never what a user wrote), so they are safe to print.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const runDir = 'test-results/e2e-run';
const SLOW_REQUEST_MS = 3000;
if (!existsSync(runDir)) process.exit(0);

// When each failed attempt ran (of a failed test, or of a flaky one that passed on its retry), with
// the page as Playwright last saw it, to read against the servers' lines below.
function* specsOf(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}
const report = 'test-results/playwright.json';
const failedAttempts = [];
if (existsSync(report)) {
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) {
    for (const spec of specsOf(suite)) {
      for (const result of spec.tests.flatMap((t) => t.results)) {
        if (result.status !== 'passed' && result.status !== 'skipped') failedAttempts.push({ spec, result });
      }
    }
  }
}
if (failedAttempts.length === 0) process.exit(0);

/** The accessibility snapshot of the page when the attempt failed (Playwright's error context). */
function pageSnapshot(result) {
  const context = result.attachments?.find((a) => a.name === 'error-context' && a.path);
  if (!context || !existsSync(context.path)) return [];
  const text = readFileSync(context.path, 'utf8');
  const start = text.indexOf('# Page snapshot');
  return start < 0 ? [] : text.slice(start).split('\n').slice(0, 60);
}

console.info('\n== failed attempts, with when they ran and the page they left');
for (const { spec, result } of failedAttempts) {
  console.info(
    `${result.startTime} +${Math.round(result.duration / 1000)}s ${spec.file}:${spec.line} ${spec.title} (attempt ${result.retry + 1})`,
  );
  for (const line of pageSnapshot(result)) console.info(`    ${line}`);
}

for (const file of readdirSync(runDir).filter((name) => name.endsWith('.log'))) {
  const notable = [];
  for (const line of readFileSync(`${runDir}/${file}`, 'utf8').split('\n')) {
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    const slow = record.msg === 'request' && record.ms >= SLOW_REQUEST_MS;
    if (record.level >= 40 || slow) {
      const { level, time, msg, ...fields } = record;
      delete fields.service;
      notable.push(
        `${new Date(time).toISOString()} ${level >= 50 ? 'ERROR' : level >= 40 ? 'WARN' : 'SLOW'} ${msg} ${JSON.stringify(fields)}`,
      );
    }
  }
  console.info(`\n== ${file}: ${notable.length} warnings, errors and slow requests`);
  for (const line of notable.slice(-60)) console.info(line);
}
