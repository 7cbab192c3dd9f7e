import type { MiddlewareHandler } from 'hono';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../http/env.ts';
import { lazily } from '../../lib/lazily.ts';
import type { Billing } from './checkout.ts';

/** Billing for this instance, or null when Stripe is not configured (no limits, no prompts). */
export function createBilling(config: Config): Billing | null {
  if (!config.billing) return null;
  const billing = config.billing;
  // The SDK (0.7 MiB) loads with the first payment call, not with every start.
  const stripe = lazily(async () => (await import('./stripe-client.ts')).createStripe(billing));
  return { stripe, config: billing, baseUrl: config.baseUrl };
}

/**
 * Marks every signed-in actor with whether this instance bills, so services apply the free
 * plan's limits (src/server/features/billing/limits.ts) without ever seeing the configuration.
 */
export const markBilling =
  (enabled: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('actor', { ...c.get('actor'), billingEnabled: enabled });
    return next();
  };
