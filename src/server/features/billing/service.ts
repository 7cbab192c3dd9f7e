import { planLimits } from '../../../shared/plans.ts';
import type { BillingStatus, VerifyResult } from '../../../shared/schemas/billing.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ServiceContext, Transact } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  type Billing,
  createCheckoutSession,
  createPortalSession,
  retrieveCheckoutSession,
} from './checkout.ts';
import {
  type BillingProfile,
  countOwned,
  findBillingProfile,
  findProfileByCustomer,
  recordEvent,
  updateBillingProfile,
} from './queries.ts';
import { changeFromEvent, changeFromSession, fieldsFor, type SubscriptionChange } from './subscription.ts';
import { readSignedEvent } from './webhook.ts';

const billingOff = () => new AppError(404, 'not_found', 'Billing is not enabled on this server');
const noProfile = () => new AppError(404, 'not_found', 'Profile not found: sync it first');

function requireBilling(billing: Billing | null): Billing {
  if (!billing) throw billingOff();
  return billing;
}

/** The actor's plan and usage against the free plan's limits (limits are null without billing). */
export async function getBillingStatus(
  { tx, actor }: ServiceContext,
  billing: Billing | null,
): Promise<BillingStatus> {
  const profile = await findBillingProfile(tx, actor.userId);
  const plan = profile?.plan ?? 'free';
  const limits = billing ? planLimits[plan] : { entries: null, connections: null };
  return {
    billing_enabled: billing !== null,
    plan,
    can_manage: billing !== null && Boolean(profile?.stripeCustomerId),
    usage: {
      entries: { used: await countOwned(tx, actor.userId, 'entries'), limit: limits.entries },
      connections: { used: await countOwned(tx, actor.userId, 'connections'), limit: limits.connections },
    },
  };
}

const ownProfile = ({ tx, actor }: ServiceContext) => findBillingProfile(tx, actor.userId);

/** Starts Checkout for the pro plan and returns Stripe's page to send the browser to. */
export async function startCheckout(transact: Transact, billing: Billing | null): Promise<string> {
  const on = requireBilling(billing);
  const profile = await transact(ownProfile);
  if (!profile) throw noProfile();
  if (profile.plan === 'pro')
    throw new AppError(409, 'conflict', 'Your account is already on Pro: manage it from Settings');
  return createCheckoutSession(on, {
    userId: profile.id,
    email: profile.email,
    stripeCustomerId: profile.stripeCustomerId,
  });
}

/** Opens Stripe's billing portal for the actor's customer, to change or cancel the subscription. */
export async function openPortal(transact: Transact, billing: Billing | null): Promise<string> {
  const on = requireBilling(billing);
  const profile = await transact(ownProfile);
  if (!profile?.stripeCustomerId)
    throw new AppError(409, 'conflict', 'There is no subscription to manage yet: upgrade to Pro first');
  return createPortalSession(on, profile.stripeCustomerId);
}

/**
 * After Checkout: reads the session from Stripe, refuses one that is not the actor's (404, as if
 * missing), applies the plan when it is paid, and returns the actor's plan.
 */
export async function verifyCheckout(
  transact: Transact,
  billing: Billing | null,
  actor: Actor,
  sessionId: string,
): Promise<VerifyResult> {
  const session = await retrieveCheckoutSession(requireBilling(billing), sessionId);
  if (!session || session.client_reference_id !== actor.userId) throw notFound('Checkout session');
  // A GET (the checkout's return) that writes: the paid plan is applied here.
  return transact(
    async ({ tx }) => {
      const profile = await findBillingProfile(tx, actor.userId);
      if (!profile) throw noProfile();
      const updated = await apply(tx, profile, changeFromSession(session));
      return { plan: updated.plan };
    },
    { writes: true },
  );
}

export interface WebhookOutcome {
  eventType: string;
  duplicate: boolean;
  /** The account whose plan the event changed, if any. */
  userId: string | null;
}

/**
 * A verified Stripe delivery, applied once: the event id is recorded in the same transaction as
 * the change, so a replay (or a retry racing the first delivery) changes nothing. It runs as the
 * connecting role because the event names a Stripe customer, not a signed-in user.
 */
export async function handleWebhook(
  db: Db,
  billing: Billing | null,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = await readSignedEvent(requireBilling(billing), rawBody, signature);
  return db.transaction(async (tx) => {
    const outcome = { eventType: event.type, duplicate: false, userId: null };
    if (!(await recordEvent(tx, event.id, event.type))) return { ...outcome, duplicate: true };
    const change = changeFromEvent(event);
    const profile = change && (await profileFor(tx, change));
    if (!change || !profile) return outcome;
    await apply(tx, profile, change);
    return { ...outcome, userId: profile.id };
  });
}

/**
 * Whose account a change is about: the user id we sent along with Checkout, else the Stripe
 * customer we recorded (a subscription made outside Checkout carries no user id).
 */
async function profileFor(tx: Tx, change: SubscriptionChange): Promise<BillingProfile | undefined> {
  const byUser = change.userId ? await findBillingProfile(tx, change.userId) : undefined;
  return byUser ?? (change.customerId ? await findProfileByCustomer(tx, change.customerId) : undefined);
}

async function apply(tx: Tx, profile: BillingProfile, change: SubscriptionChange): Promise<BillingProfile> {
  const fields = fieldsFor(profile, change);
  if (!fields) return profile;
  return (await updateBillingProfile(tx, profile.id, fields)) ?? profile;
}
