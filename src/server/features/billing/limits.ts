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
