import { AppError } from '../lib/errors.ts';
import { ReleasedAsyncLocalStorage } from '../lib/released-async-storage.ts';
import type { Tx } from './client.ts';
import { idempotencyKeys } from './schema/index.ts';

/**
 * The Idempotency-Key a request carries, claimed inside the request's first transaction: the key
 * row commits together with what the request creates, or not at all. A crash can therefore never
 * leave a create without its key (a retry would create it twice) nor a key without its create.
 */
export class IdempotencyClaim {
  /** pending: not yet written; taking: written in a transaction still open; held: committed. */
  state: 'pending' | 'taking' | 'held' = 'pending';

  constructor(
    readonly userId: string,
    readonly key: string,
    readonly fingerprint: string,
  ) {}

  async take(tx: Tx): Promise<void> {
    if (this.state !== 'pending') return;
    const rows = await tx
      .insert(idempotencyKeys)
      .values({ userId: this.userId, key: this.key, fingerprint: this.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    // Another request with this key got there first (on PostgreSQL the insert waited for it to commit).
    if (rows.length === 0) throw new IdempotencyKeyTaken();
    this.state = 'taking';
  }

  settle(committed: boolean): void {
    if (this.state === 'taking') this.state = committed ? 'held' : 'pending';
  }
}

/** Ends the request's transaction; the idempotency middleware then answers as the first request did. */
export class IdempotencyKeyTaken extends AppError {
  constructor() {
    super(
      409,
      'conflict',
      'A request with this Idempotency-Key is still being handled; try again in a moment',
    );
  }
}

const current = new ReleasedAsyncLocalStorage<IdempotencyClaim>();

/** Runs the rest of the request with its claim, for withUser() to take in the first transaction. */
export const runWithClaim = <T>(claim: IdempotencyClaim, fn: () => Promise<T>) => current.run(claim, fn);

/** The claim of the request being served, if it sent an Idempotency-Key. */
export const currentClaim = () => current.getStore();
