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
  stop = watchEventLoop((ms) => stalls.push(ms), 200);
  await sleep(50);
  blockFor(EVENT_LOOP_STALL_MS + 200);
  await expect.poll(() => stalls.length, { timeout: 2000 }).toBe(1);
  expect(stalls[0]).toBeGreaterThanOrEqual(EVENT_LOOP_STALL_MS);
});

test('a loop that keeps turning reports nothing', async () => {
  const stalls: number[] = [];
  stop = watchEventLoop((ms) => stalls.push(ms), 100);
  for (let i = 0; i < 5; i += 1) {
    blockFor(20);
    await sleep(100);
  }
  expect(stalls).toEqual([]);
});
