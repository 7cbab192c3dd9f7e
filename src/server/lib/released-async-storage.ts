import { AsyncLocalStorage } from 'node:async_hooks';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/**
 * An AsyncLocalStorage that gives Node's promise hooks back once none of its runs is in flight.
 *
 * On Node 20 the first `run` of any AsyncLocalStorage turns on a hook that V8 calls for every
 * promise the process makes from then on, until every storage is disabled. A single sign-in
 * (Better Auth keeps three storages) left it on for good, and every later request paid for it:
 * about a twentieth of a signed-in read's CPU on the embedded database, whose queries make many
 * promises (docs/decisions/042-promise-hooks.md). This storage disables itself when its last run
 * has settled; Node turns the hook off when no other storage is on.
 *
 * The price: work a run starts and does not wait for reads no store once the run has settled
 * (`getStore()` answers undefined), where a plain storage would still answer the run's store.
 */
export class ReleasedAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  #runs = 0;

  override run<R, TArgs extends unknown[]>(store: T, callback: (...args: TArgs) => R, ...args: TArgs): R {
    this.#runs += 1;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (err) {
      this.#settled();
      throw err;
    }
    // A thenable that is not a Promise (a query builder, say) counts until it settles too.
    if (isThenable(result)) return Promise.resolve(result).finally(() => this.#settled()) as R;
    this.#settled();
    return result;
  }

  /** How many runs are in flight, for tests. */
  get runsInFlight() {
    return this.#runs;
  }

  #settled() {
    this.#runs -= 1;
    // Node defers turning the hook off to a microtask, so this is safe inside a promise callback.
    if (this.#runs === 0) this.disable();
  }
}
