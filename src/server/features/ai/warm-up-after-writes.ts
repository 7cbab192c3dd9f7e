import type { MiddlewareHandler } from 'hono';
import type { AiConfig } from '../../config.ts';
import type { AppEnv } from '../../http/env.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import { sqlStateOf } from '../../lib/sql-state.ts';
import { queuedUntil } from './queued-until.ts';
import { enqueueWarmUp, WARM_UP_JOB, warmsUp } from './warm-up-jobs.ts';

/**
 * Writes that can leave a person's kept entry analyses stale or missing: an entry created,
 * changed or summarised (its updated_at moves), and the AI switch (turned back on, the entries
 * written while it was off have never been read).
 */
const WRITES_ANALYSED_TEXT = /^\/api\/v1\/(entries(\/|$)|ai\/settings$)/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A start another instance's clock set may be this much later by ours: a warm-up is remembered as
 * waiting only until that much before, so no write after it goes unread.
 */
const CLOCK_MARGIN_MS = 5_000;

/**
 * Queues the person's warm-up to start at `startsAt`, or finds the one already waiting (queued by
 * the sweep or another instance, which answers the enqueue without an id). Resolves to when the
 * waiting warm-up starts (ms since the epoch), or null when none is known to wait.
 */
async function queueWarmUp(jobs: JobEngine, userId: string, ai: AiConfig, startsAt: number) {
  if (await enqueueWarmUp((...args) => jobs.enqueue(...args), userId, ai.warmUpDelaySeconds)) return startsAt;
  const waiting = await jobs.waitingStart(WARM_UP_JOB, userId);
  const until = waiting ? waiting.getTime() - CLOCK_MARGIN_MS : null;
  return until !== null && until > Date.now() ? until : null;
}

/**
 * After a signed-in write that succeeded, queues the writer's background warm-up (decision 037),
 * AI_WARM_UP_DELAY_SECONDS later so a burst of writes is read once. It runs after the route's
 * unit of work committed (routes commit inside their handler), as the job engine requires, and
 * the answer does not wait for it: the write is already kept, and the enqueue is a round trip to
 * the job tables. Until a waiting warm-up starts (one this process queued, is queuing, or found
 * queued elsewhere), writes send nothing: that run reads them. A failed enqueue never fails the
 * write: the daily sweep catches up.
 */
export function warmUpAfterWrites(jobs: JobEngine | undefined, ai: AiConfig): MiddlewareHandler<AppEnv> {
  const queued = queuedUntil();
  return async (c, next) => {
    await next();
    if (!jobs || !warmsUp(ai) || READS.has(c.req.method) || !c.res.ok) return;
    if (!WRITES_ANALYSED_TEXT.test(c.req.path)) return;
    const { userId } = await c.var.actor.resolve();
    if (queued.waiting(userId)) return;
    // Read before the enqueue computes the job's start: what is remembered is never later than it.
    // Remembered at once, so the writes that follow while the enqueue travels send nothing.
    const startsAt = Date.now() + ai.warmUpDelaySeconds * 1000;
    queued.queued(userId, startsAt);
    const { log, requestId } = c.var;
    void queueWarmUp(jobs, userId, ai, startsAt).then(
      (until) => {
        queued.forget(userId, startsAt);
        if (until !== null) queued.queued(userId, until);
      },
      (error: unknown) => {
        queued.forget(userId, startsAt);
        log.warn({ requestId, code: sqlStateOf(error) ?? 'unknown' }, 'entry analyses warm-up not queued');
      },
    );
  };
}
