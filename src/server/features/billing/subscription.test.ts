import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { allowsDigestRange } from '../../../shared/plans.ts';
import { changeFromSession, fieldsFor, planForStatus } from './subscription.ts';

const session = (fields: Partial<Stripe.Checkout.Session>) =>
  ({
    client_reference_id: 'u1',
    customer: 'cus_1',
    subscription: 'sub_1',
    metadata: {},
    ...fields,
  }) as Stripe.Checkout.Session;

describe('subscription rules', () => {
  it.each([
    ['active', 'pro'],
    ['trialing', 'pro'],
    ['canceled', 'free'],
    ['unpaid', 'free'],
    ['incomplete_expired', 'free'],
    ['paused', 'free'],
    ['past_due', null],
    ['incomplete', null],
  ] as const)('a %s subscription means %s', (status, plan) => {
    expect(planForStatus(status)).toBe(plan);
  });

  it('counts a session as paid once complete and not awaiting payment', () => {
    expect(changeFromSession(session({ status: 'complete', payment_status: 'paid' })).plan).toBe('pro');
    expect(
      changeFromSession(session({ status: 'complete', payment_status: 'no_payment_required' })).plan,
    ).toBe('pro');
    expect(changeFromSession(session({ status: 'complete', payment_status: 'unpaid' })).plan).toBeNull();
    expect(changeFromSession(session({ status: 'open', payment_status: 'unpaid' })).plan).toBeNull();
  });

  it('downgrades only for the current subscription, and never forgets a known customer', () => {
    const current = { stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_2' };
    const change = { userId: null, customerId: 'cus_1', subscriptionId: 'sub_1', plan: 'free' as const };
    expect(fieldsFor(current, change)).toBeNull();
    expect(fieldsFor(current, { ...change, subscriptionId: 'sub_2' })).toEqual({
      plan: 'free',
      stripeSubscriptionId: null,
    });
    expect(fieldsFor(current, { ...change, plan: 'pro' })).toEqual({
      plan: 'pro',
      stripeSubscriptionId: 'sub_1',
    });
    expect(
      fieldsFor({ stripeCustomerId: null, stripeSubscriptionId: null }, { ...change, plan: null }),
    ).toEqual({
      stripeCustomerId: 'cus_1',
    });
  });

  it('gives free the week digest only', () => {
    expect(['week', 'month', 'quarter', 'year'].filter((r) => allowsDigestRange('free', r))).toEqual([
      'week',
    ]);
    expect(['week', 'month', 'quarter', 'year'].every((r) => allowsDigestRange('pro', r))).toBe(true);
  });
});
