import Stripe from 'stripe';
import type { BillingConfig } from '../../config.ts';

/** The Stripe SDK for this instance; STRIPE_API_BASE points it at another host (tests' stand-in). */
export function createStripe(billing: BillingConfig): Stripe {
  const base = billing.apiBase ? new URL(billing.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(billing.secretKey, {
    // Stripe's idempotency keys make the SDK's own retries of a failed network call safe.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Memento' },
    ...(base && {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });
}
