import type { MiddlewareHandler } from 'hono';
import type { AiConfig } from '../../config.ts';
import type { AppEnv } from '../../http/env.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import { sqlStateOf } from '../../lib/sql-state.ts';
import { queuedUntil } from './queued-until.ts';
import { enqueueWarmUp, warmsUp } from './warm-up-jobs.ts';

/**
 * Writes that can leave a person's kept entry analyses stale or missing: an entry created,
 * changed or summarised (its updated_at moves), and the AI switch (turned back on, the entries
 * written while it was off have never been read).
 */
const WRITES_ANALYSED_TEXT = /^\/api\/v1\/(entries(\/|$)|ai\/settings$)/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a signed-in write that succeeded, queues the writer's background warm-up (decision 037),
 * AI_WARM_UP_DELAY_SECONDS later so a burst of writes is read once. It runs after the route's
 * unit of work committed (routes commit inside their handler), as the job engine requires. A
 * write while the warm-up this process queued still waits sends nothing: that run reads it. A
 * failed enqueue never fails the write: the daily sweep catches up.
 */
export function warmUpAfterWrites(jobs: JobEngine | undefined, ai: AiConfig): MiddlewareHandler<AppEnv> {
  const queued = queuedUntil();
  return async (c, next) => {
    await next();
    if (!jobs || !warmsUp(ai) || READS.has(c.req.method) || !c.res.ok) return;
    if (!WRITES_ANALYSED_TEXT.test(c.req.path)) return;
    const { userId } = c.var.actor;
    if (queued.waiting(userId)) return;
    // Read before the enqueue computes the job's start: what is remembered is never later than it.
    const startsAt = Date.now() + ai.warmUpDelaySeconds * 1000;
    try {
      const id = await enqueueWarmUp((...args) => jobs.enqueue(...args), userId, ai.warmUpDelaySeconds);
      // No id: a warm-up queued elsewhere (the sweep, another instance) waits, starting when we
      // cannot tell; the next write enqueues again.
      if (id) queued.queued(userId, startsAt);
    } catch (error) {
      c.var.log.warn(
        { requestId: c.var.requestId, code: sqlStateOf(error) ?? 'unknown' },
        'entry analyses warm-up not queued',
      );
    }
  };
}
