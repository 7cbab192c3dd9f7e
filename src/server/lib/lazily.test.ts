import { expect, it } from 'vitest';
import { lazily } from './lazily.ts';

it('loads once, shares the result, and tries again after a failure', async () => {
  let calls = 0;
  const failFirst = lazily(async () => {
    calls++;
    if (calls === 1) throw new Error('not yet');
    return { loaded: calls };
  });
  expect(calls).toBe(0);
  await expect(failFirst()).rejects.toThrow('not yet');
  const [a, b] = await Promise.all([failFirst(), failFirst()]);
  expect(a).toEqual({ loaded: 2 });
  expect(b).toBe(a);
  expect(await failFirst()).toBe(a);
  expect(calls).toBe(2);
});
