import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { cloneRawRequest } from 'hono/request';
import type { Db } from '../db/client.ts';
import { IdempotencyClaim, IdempotencyKeyTaken, runWithClaim } from '../db/idempotency-claim.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { withUser } from '../db/with-user.ts';
import { AppError, badRequest } from '../lib/errors.ts';
import type { AppEnv } from './env.ts';

// A client that retries a create after a lost answer (a crash, a dropped connection, an offline
// outbox) sends the same Idempotency-Key: the first request's answer is replayed instead of a
// second record being made (docs/decisions/018-idempotency-keys.md).

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered. */
const KEEP_HOURS = 24;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** How long a retry waits for the first request with its key to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 3000;

type StoredKey = typeof idempotencyKeys.$inferSelect;

async function fingerprintOf(c: Context<AppEnv>, streamed: boolean): Promise<string> {
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`);
  // A streamed upload (an import of up to gigabytes) is never read twice or held whole: its
  // query, length and type stand for it.
  if (streamed)
    return hash
      .update(
        `${new URL(c.req.url).search}\n${c.req.header('content-length') ?? ''}\n${c.req.header('content-type') ?? ''}`,
      )
      .digest('hex');
  const body = await (await cloneRawRequest(c.req)).arrayBuffer();
  return hash.update(new Uint8Array(body)).digest('hex');
}

/** The live row for the key (an expired one is deleted, with the user's other expired keys). */
async function findKey(db: Db, userId: string, key: string): Promise<StoredKey | undefined> {
  return withUser(db, { userId }, async ({ tx }) => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`),
        ),
      );
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row;
  });
}

/** The first request's answer again, or why it cannot be given. */
function replay(row: StoredKey, fingerprint: string): Response | AppError {
  if (row.fingerprint !== fingerprint)
    return new AppError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request; send a new key for a new request',
    );
  if (row.responseStatus === null) return new IdempotencyKeyTaken();
  return new Response(row.responseBody, {
    status: row.responseStatus,
    headers: { 'content-type': row.responseType ?? 'application/json', 'idempotent-replayed': 'true' },
  });
}

/** The answer of the earlier request with this key, waiting briefly while it is still running. */
async function answerOfEarlier(db: Db, claim: IdempotencyClaim): Promise<Response | AppError | undefined> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = await findKey(db, claim.userId, claim.key);
    if (!row) return undefined;
    const answer = replay(row, claim.fingerprint);
    if (!(answer instanceof AppError && answer.status === 409) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function remember(db: Db, claim: IdempotencyClaim, res: Response): Promise<void> {
  await withUser(db, { userId: claim.userId }, async ({ tx }) => {
    const key = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    // A failure on our side may not have finished its work: forget the key so a retry runs again.
    if (res.status >= 500) return void (await tx.delete(idempotencyKeys).where(key));
    await tx
      .update(idempotencyKeys)
      .set({
        responseStatus: res.status,
        responseBody: await res.clone().text(),
        responseType: res.headers.get('content-type'),
      })
      .where(key);
  });
}

/** Routes the middleware treats apart. */
export interface IdempotencyExceptions {
  /** Uploads whose body is streamed: fingerprinted without reading it. */
  streamed?: string[];
  /**
   * Answers carrying a secret shown once (a calendar feed's private URL): never stored for a
   * replay, so the key is not claimed and a retry runs again (making a new secret).
   */
  secretAnswers?: string[];
}

/** Honours `Idempotency-Key` on the signed-in POST routes (every create). */
export function idempotency(
  db: Db,
  { streamed = [], secretAnswers = [] }: IdempotencyExceptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!KEY_FORMAT.test(key))
      throw badRequest('Invalid headers: Idempotency-Key: must be 1 to 255 visible ASCII characters', {
        fields: [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }],
      });
    if (secretAnswers.includes(c.req.path)) return next();
    const claim = new IdempotencyClaim(
      (await c.var.actor.resolve()).userId,
      key,
      await fingerprintOf(c, streamed.includes(c.req.path)),
    );
    const earlier = await answerOfEarlier(db, claim);
    if (earlier instanceof AppError) throw earlier;
    if (earlier) return earlier;

    await runWithClaim(claim, next);
    if (c.error instanceof IdempotencyKeyTaken) {
      // A concurrent request with the same key committed first: answer as it did.
      const answer = await answerOfEarlier(db, claim);
      if (answer instanceof AppError) throw answer;
      c.error = undefined;
      c.res = answer ?? c.res;
      return;
    }
    if (claim.state === 'held') await remember(db, claim, c.res);
  };
}
