/** A Map or a WeakMap: what `kept` reads and fills. */
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value `store` holds for `key`, made by `make` and kept there the first time it is asked for
 * (caches of built statements, nested lookup maps). `make` must not return undefined.
 */
export function kept<K, V>(store: Store<K, V>, key: K, make: (key: K) => NoInfer<V>): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make(key);
    store.set(key, value);
  }
  return value;
}

/** A `make` for `kept` that starts an empty Map (made once, so hot paths allocate no closure). */
export const newMap = <K, V>() => new Map<K, V>();
