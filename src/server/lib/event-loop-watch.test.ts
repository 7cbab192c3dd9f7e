import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, expect, test } from 'vitest';
import { EVENT_LOOP_STALL_MS, watchEventLoop } from './event-loop-watch.ts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function blockFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // A synchronous step that keeps every callback waiting.
  }
}

test('a synchronous step longer than a second is reported with how long the loop waited', async () => {
  const stalls: number[] = [];
  stop = watchEventLoop((ms) => stalls.push(ms));
  await sleep(50);
  blockFor(EVENT_LOOP_STALL_MS + 300);
  await expect.poll(() => stalls.length).toBeGreaterThan(0);
  expect(Math.max(...stalls)).toBeGreaterThanOrEqual(EVENT_LOOP_STALL_MS);
});
