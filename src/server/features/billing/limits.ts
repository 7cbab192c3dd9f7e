import {
  allowsDigestRange,
  type PlanLimitKind,
  planLimitMessages,
  planLimits,
} from '../../../shared/plans.ts';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/errors.ts';
import { countOwned, type LimitedResource, lockPlan, readPlan } from './queries.ts';

/**
 * The free plan's limits, in one place (PRODUCT-SPEC reading 8). Each check is a no-op unless the
 * actor's instance bills, reads the plan inside the caller's transaction, and throws before the
 * caller writes anything. Only creation is checked: data above a limit after a downgrade stays
 * readable and editable.
 */

export const planLimitError = (limit: PlanLimitKind) =>
  new AppError(403, 'plan_limit', planLimitMessages[limit], { limit });

/** Refuses the creation that would take the actor past the plan's number of entries or connections. */
export async function assertCanCreate(tx: Tx, actor: Actor, resource: LimitedResource): Promise<void> {
  if (!actor.billingEnabled) return;
  const max = planLimits[await lockPlan(tx, actor.userId)][resource];
  if (max !== null && (await countOwned(tx, actor.userId, resource)) >= max) throw planLimitError(resource);
}

/** Refuses a digest over a range the plan does not include (free: the week only). */
export async function assertDigestRange(tx: Tx, actor: Actor, range: string): Promise<void> {
  if (!actor.billingEnabled) return;
  if (!allowsDigestRange(await readPlan(tx, actor.userId), range)) throw planLimitError('digest_range');
}

/** Refuses an AI summary of an entry on a plan without them (free). */
export async function assertCanSummarize(tx: Tx, actor: Actor): Promise<void> {
  if (!actor.billingEnabled) return;
  if (!planLimits[await readPlan(tx, actor.userId)].aiSummaries) throw planLimitError('ai_summaries');
}

/**
 * Refuses, before it starts, an import that would take the actor past the plan's number of
 * entries or connections: the message says how many it adds and how many the plan keeps.
 */
export async function assertCanImport(
  tx: Tx,
  actor: Actor,
  adds: Partial<Record<LimitedResource, number>>,
): Promise<void> {
  if (!actor.billingEnabled) return;
  const plan = await readPlan(tx, actor.userId);
  for (const resource of ['entries', 'connections'] as const) {
    const max = planLimits[plan][resource];
    const adding = adds[resource] ?? 0;
    if (max === null || adding === 0) continue;
    const have = await countOwned(tx, actor.userId, resource);
    if (have + adding > max)
      throw new AppError(
        403,
        'plan_limit',
        `This import would add up to ${adding.toLocaleString('en-US')} ${resource} to your ${have.toLocaleString('en-US')}, ` +
          `and the Free plan keeps up to ${max} ${resource}. Upgrade to Pro in Settings, then import again. Nothing was imported.`,
        { limit: resource, adding, have, max },
      );
  }
}
