// After a failed browser run: what the test servers logged that explains a timeout. Prints their
// warnings and errors (stalls of the event loop among them) and requests that took 3 s or more,
// with their time, so a failure seen only in CI can be laid against what the server was doing.
// Log lines carry ids, codes and paths only (never what a user wrote), so they are safe to print.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const runDir = 'test-results/e2e-run';
const SLOW_REQUEST_MS = 3000;
if (!existsSync(runDir)) process.exit(0);

// When each failed test ran, to read against the servers' lines below.
function* specsOf(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}
const report = 'test-results/playwright.json';
if (existsSync(report)) {
  console.info('\n== failed tests, with when they ran');
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) {
    for (const spec of specsOf(suite)) {
      for (const result of spec.tests.flatMap((t) => t.results)) {
        if (result.status === 'passed' || result.status === 'skipped') continue;
        console.info(
          `${result.startTime} +${Math.round(result.duration / 1000)}s ${spec.file}:${spec.line} ${spec.title}`,
        );
      }
    }
  }
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
