import pg from 'pg';
import type { Actor } from '../lib/actor.ts';
import { serverBusy } from '../lib/errors.ts';
import { sqlStateOf } from '../lib/sql-state.ts';
import { transactionWith } from './begin-with.ts';
import type { Db, Tx } from './client.ts';
import { currentClaim } from './idempotency-claim.ts';
import { isPoolWaitTimeout } from './pool-wait.ts';

/** What every service function works in: the unit of work's transaction and who it acts for. */
export interface ServiceContext {
  tx: Tx;
  actor: Actor;
}

/** A unit of work: re-runnable from scratch, because a retry runs it again in a fresh transaction. */
export type Work<T> = (ctx: ServiceContext) => Promise<T>;

/**
 * Runs a unit of work as the caller. Services that wait on an outside service (an AI engine,
 * Stripe) take this instead of a context and run one unit before and one after the wait, so no
 * pooled connection is held while a slow service answers.
 */
export type Transact = <T>(work: Work<T>, options?: TransactOptions) => Promise<T>;

export interface TransactOptions {
  /**
   * A GET's units only read (http/request-transaction.ts); one that writes says so: a cache the
   * read fills, a payment verified on the way back from the checkout.
   */
  writes?: boolean;
}

export interface UnitOptions {
  /**
   * The unit only reads: PostgreSQL refuses any write in it (`transaction_read_only`), and on a
   * server its result is given back while its `commit` is on its way (db/begin-with.ts).
   */
  readOnly?: boolean;
}

/**
 * Bounds on how long one unit of work may hold a pooled connection: a statement (lock waits
 * included) and a pause between statements. Past them PostgreSQL ends the statement or the
 * session, and the pool gets the connection back.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/** deadlock_detected and serialization_failure: the database chose this transaction to give way. */
const RETRYABLE = new Set(['40P01', '40001']);
/** query_canceled (statement_timeout) and the idle-in-transaction timeout ending the session. */
const TIMED_OUT = new Set(['57014', '25P03']);
export const MAX_ATTEMPTS = 4;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 20));

/**
 * A signed-in request whose session is read in the statement that begins its first unit, instead
 * of in a round trip of its own before it (http/request-actor.ts).
 */
export interface SessionLookup {
  /** `from … where …`, selecting the session's `user_id` when it is good to use as it is, else nothing. */
  sessionFrom: string;
  /** The actor of the user the lookup found, asked before the work runs. */
  found(userId: string): Actor;
}

/** A unit's session lookup found no session good to use as it is: the unit ran nothing and rolled back. */
export class SessionNotFound extends Error {
  constructor() {
    super('The session was not found in the unit of work');
  }
}

/**
 * Runs `work` in one transaction as the `authenticated` role with the actor's claims set, so
 * row-level security limits every statement to the actor's rows. The claims, the role and the
 * timeouts are set in one statement sent with the `begin` (one round trip, db/begin-with.ts). When PostgreSQL gives the transaction up
 * (deadlock, serialization failure) the whole unit runs again in a fresh transaction, a few
 * times with jitter, so a caller never sees a conflict it did not cause.
 *
 * `who` is the actor, or a session to look up in that same statement (a `SessionLookup`): its row
 * sets the claims, and without one the unit throws `SessionNotFound` before any work. The
 * statement reads the session as the connecting role; PostgreSQL checks its permissions when the
 * statement starts, before `set_config` changes the role.
 *
 * The one door to user data: the request middleware (http/request-transaction.ts), and any
 * background work (the CLI, later jobs and imports) opens its context here.
 */
export async function withUser<T>(
  db: Db,
  who: Actor | SessionLookup,
  work: Work<T>,
  { readOnly = false }: UnitOptions = {},
): Promise<T> {
  // Literals, not parameters: it travels with the `begin` as one simple-protocol query. No JIT:
  // a read folded into one statement (Today, search) adds up its parts' cost estimates past
  // jit_above_cost and spent most of a second compiling what runs in milliseconds.
  const settings = `set_config('role', 'authenticated', true),
    set_config('statement_timeout', '${STATEMENT_TIMEOUT_MS}', true),
    set_config('idle_in_transaction_session_timeout', '${IDLE_IN_TRANSACTION_TIMEOUT_MS}', true),
    set_config('jit', 'off', true)${readOnly ? `, set_config('transaction_read_only', 'on', true)` : ''}`;
  // The claims from the actor, or from the session row the same statement reads.
  const claimsOf = (actor: Actor) =>
    `select set_config('request.jwt.claims', ${pg.escapeLiteral(JSON.stringify({ sub: actor.userId, role: 'authenticated' }))}, true), ${settings}`;
  const lookedUp = (lookup: SessionLookup) =>
    `select set_config('request.jwt.claims', json_build_object('sub', user_id, 'role', 'authenticated')::text, true), ${settings}, user_id ${lookup.sessionFrom}`;
  // A request sent with an Idempotency-Key writes its key in the same transaction (db/idempotency-claim.ts).
  const claim = currentClaim();
  const ownClaim = (actor: Actor | undefined) =>
    actor && claim?.userId === actor.userId ? claim : undefined;
  const lookup = 'userId' in who ? undefined : who;
  // Known from the start, or from the lookup's row once a unit has read it (a retry reads no more).
  let actor = lookup ? undefined : (who as Actor);
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await transactionWith(
        db,
        actor ? claimsOf(actor) : lookedUp(lookup as SessionLookup),
        async (tx, preludeRows) => {
          if (!actor) actor = foundActor(lookup as SessionLookup, preludeRows[0]?.user_id);
          await ownClaim(actor)?.take(tx);
          return work({ tx, actor });
        },
        { answerBeforeCommit: readOnly },
      );
      ownClaim(actor)?.settle(true);
      return result;
    } catch (err) {
      ownClaim(actor)?.settle(false);
      const state = sqlStateOf(err) ?? '';
      const retryable = RETRYABLE.has(state);
      if (retryable && attempt < MAX_ATTEMPTS) {
        await pause(attempt);
        continue;
      }
      // Contention or a bound reached is the server's state, not the client's fault: a 503 the
      // client may retry, never a 500.
      if (retryable || TIMED_OUT.has(state) || isPoolWaitTimeout(err)) throw serverBusy(err);
      throw err;
    }
  }
}

function foundActor(lookup: SessionLookup, userId: unknown): Actor {
  if (typeof userId !== 'string') throw new SessionNotFound();
  return lookup.found(userId);
}
