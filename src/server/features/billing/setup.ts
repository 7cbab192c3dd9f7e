import type { Config } from '../../config.ts';
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
