import { expect, it } from 'vitest';
import { queuedUntil } from './queued-until.ts';

it('says a warm-up waits until its start, per person', () => {
  let now = 1_000;
  const queued = queuedUntil(() => now);
  expect(queued.waiting('ann')).toBe(false);
  queued.queued('ann', 31_000);
  expect(queued.waiting('ann')).toBe(true);
  expect(queued.waiting('bo')).toBe(false);
  now = 30_999;
  expect(queued.waiting('ann')).toBe(true);
  now = 31_000;
  expect(queued.waiting('ann')).toBe(false);
});

it('forgets started warm-ups, and keeps at most a thousand people', () => {
  let now = 0;
  const queued = queuedUntil(() => now);
  for (let i = 0; i < 10; i++) queued.queued(`early${i}`, 100);
  now = 100;
  queued.queued('late', 200);
  expect(queued.size()).toBe(1);
  for (let i = 0; i < 2000; i++) queued.queued(`p${i}`, 1_000);
  expect(queued.size()).toBe(1000);
  expect(queued.waiting('p1999')).toBe(true);
  expect(queued.waiting('p0')).toBe(false);
});

it('forgets a warm-up that was not queued after all, but not one queued since', () => {
  const queued = queuedUntil(() => 0);
  queued.queued('ann', 100);
  queued.forget('ann', 100);
  expect(queued.waiting('ann')).toBe(false);
  queued.queued('ann', 100);
  queued.queued('ann', 200);
  queued.forget('ann', 100);
  expect(queued.waiting('ann')).toBe(true);
});
