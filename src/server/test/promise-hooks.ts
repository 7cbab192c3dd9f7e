import { executionAsyncId } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Whether V8 calls Node's promise hooks now: a promise's callback runs with an async id of its
 * own when they are on, and with 0 when they are off. Node turns them off a microtask after the
 * last storage lets go, so this looks from the next turn of the event loop.
 */
export async function promiseHooksOn(): Promise<boolean> {
  await nextTurn();
  return Promise.resolve().then(() => executionAsyncId() !== 0);
}
