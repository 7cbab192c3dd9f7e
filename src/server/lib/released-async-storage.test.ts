import { describe, expect, it } from 'vitest';
import { promiseHooksOn } from '../test/promise-hooks.ts';
import { ReleasedAsyncLocalStorage } from './released-async-storage.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('ReleasedAsyncLocalStorage', () => {
  it('keeps its store across awaits and turns the promise hooks off when its run settles', async () => {
    expect(await promiseHooksOn()).toBe(false);
    const storage = new ReleasedAsyncLocalStorage<string>();
    const seen = await storage.run('request 1', async () => {
      await tick();
      const inside = await Promise.resolve().then(() => storage.getStore());
      return { inside, hooks: await promiseHooksOn() };
    });
    expect(seen).toEqual({ inside: 'request 1', hooks: true });
    expect(storage.runsInFlight).toBe(0);
    expect(await promiseHooksOn()).toBe(false);
  });

  it('keeps the hooks on while any of several runs is in flight', async () => {
    const storage = new ReleasedAsyncLocalStorage<number>();
    let finishSecond = () => {};
    const second = storage.run(2, async () => {
      await new Promise<void>((resolve) => {
        finishSecond = resolve;
      });
      return storage.getStore();
    });
    const first = await storage.run(1, async () => {
      await tick();
      return storage.getStore();
    });
    expect(first).toBe(1);
    expect(storage.runsInFlight).toBe(1);
    expect(await promiseHooksOn()).toBe(true);
    finishSecond();
    expect(await second).toBe(2);
    expect(await promiseHooksOn()).toBe(false);
  });

  it('settles runs that throw, reject or answer at once, passing on what they answer', async () => {
    const storage = new ReleasedAsyncLocalStorage<string>();
    expect(() =>
      storage.run('a', () => {
        throw new Error('thrown');
      }),
    ).toThrow('thrown');
    await expect(
      storage.run('b', async () => {
        await tick();
        throw new Error('rejected');
      }),
    ).rejects.toThrow('rejected');
    expect(storage.run('c', (x: number) => x * 2, 21)).toBe(42);
    expect(storage.runsInFlight).toBe(0);
    expect(await promiseHooksOn()).toBe(false);
    expect(storage.getStore()).toBeUndefined();
  });

  it('counts a thenable that is not a Promise until it settles', async () => {
    const storage = new ReleasedAsyncLocalStorage<string>();
    let settle = (_value: string) => {};
    const pending = new Promise<string>((resolve) => {
      settle = resolve;
    });
    // biome-ignore lint/suspicious/noThenProperty: a thenable that is not a Promise is the point
    const thenable = { then: pending.then.bind(pending) };
    const answer = storage.run('a', () => thenable);
    expect(storage.runsInFlight).toBe(1);
    settle('done');
    expect(await answer).toBe('done');
    expect(storage.runsInFlight).toBe(0);
  });

  it('runs nested in itself settle once the outer run has', async () => {
    const storage = new ReleasedAsyncLocalStorage<string>();
    const inner = await storage.run('outer', () =>
      storage.run('inner', async () => {
        await tick();
        return storage.getStore();
      }),
    );
    expect(inner).toBe('inner');
    expect(storage.runsInFlight).toBe(0);
    expect(await promiseHooksOn()).toBe(false);
  });
});
