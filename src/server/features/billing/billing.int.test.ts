import { describe, expect, it } from 'vitest';
import { billingAppPerSuite, billingProfile, buildPlanUser } from '../../test/billing-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { deliver, type SignedEvent } from '../../test/fake-stripe.ts';
import { createTestApp } from '../../test/test-app.ts';
import { expectStatus, typedApi } from '../../test/typed-api.ts';

const billing = billingAppPerSuite();

const webhook = (event: SignedEvent) => deliver(`${billing.app.baseUrl}/api/v1/billing/webhook`, event);
const planOf = async (user: TestUser) => (await billingProfile(billing.app, user.id)).plan;

const freeUser = () => buildPlanUser(billing.app);
const verify = (user: TestUser, session_id: string) =>
  user.api.GET('/api/v1/billing/verify', { params: { query: { session_id } } });

/** Starts Checkout through our API and returns the fake's session for it. */
async function checkout(user: TestUser) {
  const { url } = await expectStatus(user.api.POST('/api/v1/billing/checkout'), 200);
  const id = new URL(url).pathname.split('/').pop() as string;
  return billing.stripe.sessions.get(id) ?? expect.unreachable('the app made no Checkout Session');
}

/** A user who paid through Checkout and whose checkout.session.completed event arrived. */
async function proUser() {
  const user = await freeUser();
  const session = billing.stripe.completeSession((await checkout(user)).id);
  expect((await webhook(billing.stripe.signedEvent('checkout.session.completed', session))).status).toBe(200);
  return { user, session };
}

type Paid = { customer: string | null; subscription: string | null };
const subscription = (session: Paid, status: string) => ({
  id: session.subscription,
  object: 'subscription',
  customer: session.customer,
  status,
  metadata: {},
});
/** Delivers a customer.subscription.* event for the session's subscription, now in `status`. */
const subscriptionEvent = (change: 'updated' | 'deleted', session: Paid, status: string) =>
  webhook(billing.stripe.signedEvent(`customer.subscription.${change}`, subscription(session, status)));

describe('checkout', () => {
  it('creates a subscription Checkout Session for the caller and returns its page', async () => {
    const user = await freeUser();
    const { url } = await expectStatus(user.api.POST('/api/v1/billing/checkout'), 200);
    expect(url).toMatch(new RegExp(`^${billing.stripe.url}/checkout/cs_test_`));
    const session = billing.stripe.sessions.get(url.split('/').pop() ?? '');
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      customer: null,
      customer_email: user.email,
      line_items_price: billing.stripe.env.STRIPE_PRICE_ID,
      success_url: `${billing.app.baseUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${billing.app.baseUrl}/settings`,
    });
  });

  it('reuses the Stripe customer once known, and refuses a second subscription while on pro', async () => {
    const { user, session } = await proUser();
    expect((await user.api.POST('/api/v1/billing/checkout')).response.status).toBe(409);
    await subscriptionEvent('deleted', session, 'canceled');
    const again = await checkout(user);
    expect(again.customer).toBe(session.customer);
    expect(again.customer_email).toBeNull();
  });

  it('answers 503, not 500, when Stripe refuses the request', async () => {
    const broken = await createTestApp({ ...billing.stripe.env, STRIPE_SECRET_KEY: 'sk_test_wrong' });
    try {
      const user = await buildPlanUser(broken);
      const { error, response } = await user.api.POST('/api/v1/billing/checkout');
      expect(response.status).toBe(503);
      expect(error?.error).toEqual({
        code: 'unavailable',
        message: 'Payments are unavailable right now. Please try again shortly.',
      });
    } finally {
      await broken.close();
    }
  });
});

describe('verify', () => {
  it('upgrades the caller when their session is paid', async () => {
    const user = await freeUser();
    const session = billing.stripe.completeSession((await checkout(user)).id);
    expect(await expectStatus(verify(user, session.id), 200)).toEqual({ plan: 'pro' });
    expect(await billingProfile(billing.app, user.id)).toMatchObject({
      plan: 'pro',
      stripeCustomerId: session.customer,
      stripeSubscriptionId: session.subscription,
    });
    expect((await expectStatus(user.api.GET('/api/v1/profile'), 200))?.plan).toBe('pro');
  });

  it('leaves the plan alone while the session is unpaid', async () => {
    const user = await freeUser();
    const session = await checkout(user);
    expect(await expectStatus(verify(user, session.id), 200)).toEqual({ plan: 'free' });
    expect(await planOf(user)).toBe('free');
  });

  it("refuses another user's session as if it did not exist", async () => {
    const payer = await freeUser();
    const other = await freeUser();
    const session = billing.stripe.completeSession((await checkout(payer)).id);
    const { error, response } = await verify(other, session.id);
    expect(response.status).toBe(404);
    expect(error?.error).toEqual({ code: 'not_found', message: 'Checkout session not found' });
    expect(await planOf(other)).toBe('free');
    expect(await planOf(payer)).toBe('free');
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    const user = await freeUser();
    expect((await verify(user, 'cs_test_nothing')).response.status).toBe(404);
    expect((await verify(user, '../v1/customers')).response.status).toBe(400);
    // Untyped on purpose: the contract requires the session id.
    expect((await user.client.get('/api/v1/billing/verify')).status).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const signedOut = typedApi(billing.app.client());
    const res = await signedOut.GET('/api/v1/billing/verify', {
      params: { query: { session_id: 'cs_test_1' } },
    });
    expect(res.response.status).toBe(401);
  });
});

describe('webhook', () => {
  it('upgrades on checkout.session.completed and records the customer for the portal', async () => {
    const { user, session } = await proUser();
    expect(await billingProfile(billing.app, user.id)).toMatchObject({
      plan: 'pro',
      stripeCustomerId: session.customer,
    });
    const portal = await expectStatus(user.api.POST('/api/v1/billing/portal'), 200);
    expect(portal.url).toMatch(new RegExp(`^${billing.stripe.url}/portal/bps_`));
    expect(billing.stripe.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { customer: session.customer, return_url: `${billing.app.baseUrl}/settings` },
    });
    expect((await expectStatus(user.api.GET('/api/v1/billing'), 200)).can_manage).toBe(true);
  });

  it('downgrades when the subscription is cancelled, unpaid or deleted, and follows it back to active', async () => {
    const { user, session } = await proUser();
    for (const [status, plan] of [
      ['unpaid', 'free'],
      ['active', 'pro'],
      ['past_due', 'pro'],
      ['canceled', 'free'],
    ] as const) {
      await subscriptionEvent('updated', session, status);
      expect(await planOf(user), status).toBe(plan);
    }
    await subscriptionEvent('updated', session, 'trialing');
    await subscriptionEvent('deleted', session, 'canceled');
    expect(await planOf(user)).toBe('free');
  });

  it('ignores a late cancellation of an older subscription', async () => {
    const { user, session } = await proUser();
    const older = { ...session, subscription: 'sub_older' };
    await subscriptionEvent('deleted', older, 'canceled');
    expect(await planOf(user)).toBe('pro');
  });

  it('refuses a forged or tampered delivery with 400 and changes nothing', async () => {
    const user = await freeUser();
    const session = billing.stripe.completeSession((await checkout(user)).id);
    const forged = billing.stripe.signedEvent('checkout.session.completed', session, {
      secret: 'whsec_not_ours',
    });
    const res = await webhook(forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_request', message: 'Invalid Stripe signature' },
    });
    const genuine = billing.stripe.signedEvent('checkout.session.completed', session, { id: forged.id });
    const tampered = { ...genuine, body: genuine.body.replace(user.id, 'someone-else') };
    expect((await webhook(tampered)).status).toBe(400);
    const unsigned = await fetch(`${billing.app.baseUrl}/api/v1/billing/webhook`, {
      method: 'POST',
      body: genuine.body,
    });
    expect(unsigned.status).toBe(400);
    expect(await planOf(user)).toBe('free');
    // The refused deliveries recorded nothing: the genuine one, with the same event id, still applies.
    expect((await webhook(genuine)).status).toBe(200);
    expect(await planOf(user)).toBe('pro');
  });

  it('applies a replayed event once', async () => {
    const user = await freeUser();
    const session = billing.stripe.completeSession((await checkout(user)).id);
    const completed = billing.stripe.signedEvent('checkout.session.completed', session);
    const first = await webhook(completed);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    await subscriptionEvent('deleted', session, 'canceled');
    expect(await planOf(user)).toBe('free');
    const replay = await webhook(completed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await planOf(user)).toBe('free');
  });

  it('acknowledges events it does not follow', async () => {
    const res = await webhook(billing.stripe.signedEvent('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(res.status).toBe(200);
  });
});
