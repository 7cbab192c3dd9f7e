import { count, eq, sql } from 'drizzle-orm';
import type { Plan } from '../../../shared/schemas/profile.ts';
import type { Tx } from '../../db/client.ts';
import { billingEvents, connections, entries, profiles } from '../../db/schema/index.ts';

export interface BillingProfile {
  id: string;
  email: string;
  plan: Plan;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

const billingColumns = {
  id: profiles.id,
  email: profiles.email,
  plan: profiles.plan,
  stripeCustomerId: profiles.stripeCustomerId,
  stripeSubscriptionId: profiles.stripeSubscriptionId,
};

export async function findBillingProfile(tx: Tx, userId: string): Promise<BillingProfile | undefined> {
  const [row] = await tx.select(billingColumns).from(profiles).where(eq(profiles.id, userId));
  return row;
}

/** Connecting role only (webhooks): which profile Stripe's customer belongs to. */
export async function findProfileByCustomer(tx: Tx, customerId: string): Promise<BillingProfile | undefined> {
  const [row] = await tx
    .select(billingColumns)
    .from(profiles)
    .where(eq(profiles.stripeCustomerId, customerId));
  return row;
}

/**
 * The plan, with the profile row locked to the end of the transaction: two creations racing at
 * the limit then take turns, so neither slips past it.
 */
export async function lockPlan(tx: Tx, userId: string): Promise<Plan> {
  const [row] = await tx
    .select({ plan: profiles.plan })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return row?.plan ?? 'free';
}

export async function readPlan(tx: Tx, userId: string): Promise<Plan> {
  const [row] = await tx.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId));
  return row?.plan ?? 'free';
}

const owned = { entries, connections } as const;
export type LimitedResource = keyof typeof owned;

export async function countOwned(tx: Tx, userId: string, resource: LimitedResource): Promise<number> {
  const table = owned[resource];
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

export async function updateBillingProfile(
  tx: Tx,
  userId: string,
  fields: Partial<Pick<BillingProfile, 'plan' | 'stripeCustomerId' | 'stripeSubscriptionId'>>,
): Promise<BillingProfile | undefined> {
  const [row] = await tx
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning(billingColumns);
  return row;
}

/** Records a webhook event id; false when it was recorded before (a replay). */
export async function recordEvent(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}
