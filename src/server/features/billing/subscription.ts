import type Stripe from 'stripe';
import type { Plan } from '../../../shared/schemas/profile.ts';

/**
 * What a Stripe object says about one account's plan. `plan` null means "no change"; a user id
 * or a customer id says whose account it is.
 */
export interface SubscriptionChange {
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  plan: Plan | null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Checkout Session is paid once complete and not awaiting payment (trials need none). */
export function sessionPaid(session: Stripe.Checkout.Session): boolean {
  return session.status === 'complete' && session.payment_status !== 'unpaid';
}

/** The change a Checkout Session makes: pro when paid; otherwise it only names the customer. */
export function changeFromSession(session: Stripe.Checkout.Session): SubscriptionChange {
  return {
    userId: session.client_reference_id ?? session.metadata?.user_id ?? null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    plan: sessionPaid(session) ? 'pro' : null,
  };
}

/**
 * Pro while active or trialing; free once cancelled, unpaid, expired or paused. past_due and
 * incomplete leave the plan alone while Stripe retries the payment.
 */
export function planForStatus(status: Stripe.Subscription.Status): Plan | null {
  if (status === 'active' || status === 'trialing') return 'pro';
  if (status === 'canceled' || status === 'unpaid' || status === 'incomplete_expired' || status === 'paused')
    return 'free';
  return null;
}

export function changeFromSubscription(
  subscription: Stripe.Subscription,
  deleted: boolean,
): SubscriptionChange {
  return {
    userId: subscription.metadata?.user_id ?? null,
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    plan: deleted ? 'free' : planForStatus(subscription.status),
  };
}

/** The change a webhook event makes, or null for events billing does not follow. */
export function changeFromEvent(event: Stripe.Event): SubscriptionChange | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return changeFromSession(event.data.object);
    case 'customer.subscription.updated':
      return changeFromSubscription(event.data.object, false);
    case 'customer.subscription.deleted':
      return changeFromSubscription(event.data.object, true);
    default:
      return null;
  }
}

/**
 * The profile fields a change writes, or null when it must be ignored: an upgrade always applies
 * and makes its subscription the current one; a downgrade applies only to the current
 * subscription, so a late event about an older one cannot undo a newer purchase.
 */
export function fieldsFor(
  current: { stripeSubscriptionId: string | null; stripeCustomerId: string | null },
  change: SubscriptionChange,
) {
  const customer =
    change.customerId && !current.stripeCustomerId ? { stripeCustomerId: change.customerId } : {};
  if (change.plan === 'pro')
    return {
      ...customer,
      plan: 'pro' as const,
      ...(change.subscriptionId && { stripeSubscriptionId: change.subscriptionId }),
    };
  if (change.plan === 'free') {
    const isCurrent = !current.stripeSubscriptionId || current.stripeSubscriptionId === change.subscriptionId;
    return isCurrent ? { ...customer, plan: 'free' as const, stripeSubscriptionId: null } : null;
  }
  return Object.keys(customer).length > 0 ? customer : null;
}
