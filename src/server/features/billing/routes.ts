import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  billingRedirectSchema,
  billingStatusSchema,
  verifyQuerySchema,
  verifyResultSchema,
  webhookResultSchema,
} from '../../../shared/schemas/billing.ts';
import type { Db } from '../../db/client.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { type AppEnv, createRouter } from '../../http/env.ts';
import { errorContent, jsonResponse, notFoundError } from '../../http/responses.ts';
import { AppError } from '../../lib/errors.ts';
import type { Billing } from './checkout.ts';
import { getBillingStatus, handleWebhook, openPortal, startCheckout, verifyCheckout } from './service.ts';

/** Stripe signs the exact bytes it sends: app.ts keeps this path out of the JSON body parsing. */
export const WEBHOOK_PATH = '/api/v1/billing/webhook';

const api = apiRoutes('Billing');
const stripeErrors = {
  404: errorContent('Billing is not enabled on this server'),
  409: errorContent('Already on Pro (checkout), or nothing to manage yet (portal)'),
  503: errorContent('Stripe could not be reached'),
};

const status = api.view('/billing', billingStatusSchema, 'Plan and usage', {
  summary: "The caller's plan and usage against the free plan's limits",
});

const checkout = api.post(
  '/billing/checkout',
  'Start Stripe Checkout for the Pro plan; send the browser to the returned url',
  {
    responses: { 200: jsonResponse(billingRedirectSchema, 'Checkout page'), ...stripeErrors },
  },
);

const portal = api.post(
  '/billing/portal',
  "Open Stripe's billing portal to change or cancel the subscription",
  {
    responses: { 200: jsonResponse(billingRedirectSchema, 'Portal page'), ...stripeErrors },
  },
);

const verify = api.search('/billing/verify', verifyQuerySchema, verifyResultSchema, 'The plan now', {
  summary: "After Checkout: confirm the caller's session with Stripe, apply the plan when paid, return it",
  errors: { ...notFoundError, 503: stripeErrors[503] },
});

const webhook = createRoute({
  method: 'post',
  path: '/billing/webhook',
  // Stripe calls it, not a signed-in person: none of the common errors apply.
  tags: ['Billing'],
  summary: 'Stripe events (signed): checkout.session.completed, customer.subscription.updated and .deleted',
  responses: {
    200: jsonResponse(webhookResultSchema, 'Received (duplicate: this event id was applied before)'),
    400: errorContent('Missing or invalid Stripe-Signature'),
    404: stripeErrors[404],
  },
});

/** Puts Stripe's own failure in the server log; the client only hears that payments are unavailable. */
const logStripeFailures: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const err = c.error;
  if (err instanceof AppError && err.status === 503 && err.cause)
    c.get('log').warn({ err: err.cause }, 'stripe request failed');
};

/** Signed-in billing routes: status, checkout, portal and verify. */
export function billingRoutes(billing: Billing | null) {
  const router = createRouter();
  router.use('/billing/*', logStripeFailures);
  return router
    .openapi(status, async (c) => c.json(await c.var.transact((ctx) => getBillingStatus(ctx, billing)), 200))
    .openapi(checkout, async (c) => c.json({ url: await startCheckout(c.var.transact, billing) }, 200))
    .openapi(portal, async (c) => c.json({ url: await openPortal(c.var.transact, billing) }, 200))
    .openapi(verify, async (c) =>
      c.json(
        await verifyCheckout(
          c.var.transact,
          billing,
          await c.var.actor.resolve(),
          c.req.valid('query').session_id,
        ),
        200,
      ),
    );
}

/** The public webhook Stripe calls; mounted before the signed-in routes, trusted only by its signature. */
export function billingWebhookRoutes(db: Db, billing: Billing | null) {
  return createRouter().openapi(webhook, async (c) => {
    const outcome = await handleWebhook(db, billing, await c.req.text(), c.req.header('stripe-signature'));
    c.get('log').info(outcome, 'stripe webhook');
    return c.json({ received: true as const, duplicate: outcome.duplicate }, 200);
  });
}
