/**
 * Ids an import found or made by name (its tags, its places), kept for the import's life so a
 * batch asks the database only for names no earlier batch met: a 50,000-entry journal names the
 * same few hundred tags in every batch.
 *
 * An id learnt in a transaction is used by later batches only once that transaction committed
 * (`commit()`); the pipeline calls `forget()` when a batch fails, since the failure may come from
 * an id gone stale (a tag deleted meanwhile) and the batch's items are then run again one by one.
 */
export class ImportLookups {
  private readonly committed = new Map<string, string>();
  private readonly pending = new Map<string, string>();

  /**
   * The ids of `keys` (lower-cased names) of one kind: those known from committed batches, and
   * those `fetch` finds or makes for the rest, in the current transaction.
   */
  async resolve<T>(
    kind: string,
    items: readonly T[],
    keyOf: (item: T) => string,
    fetch: (missing: T[]) => Promise<Map<string, string>>,
  ): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    const missing: T[] = [];
    for (const item of items) {
      const key = keyOf(item);
      const id = this.committed.get(`${kind}:${key}`);
      if (id) ids.set(key, id);
      else missing.push(item);
    }
    if (missing.length === 0) return ids;
    for (const [key, id] of await fetch(missing)) {
      ids.set(key, id);
      this.pending.set(`${kind}:${key}`, id);
    }
    return ids;
  }

  /** A transaction starts (again, when the database retried it): what an attempt learnt before is dropped. */
  begin(): void {
    this.pending.clear();
  }

  /** The current transaction committed: its ids serve the next batches. */
  commit(): void {
    for (const [key, id] of this.pending) this.committed.set(key, id);
    this.pending.clear();
  }

  /** A batch failed: nothing learnt so far is trusted. */
  forget(): void {
    this.committed.clear();
    this.pending.clear();
  }
}
