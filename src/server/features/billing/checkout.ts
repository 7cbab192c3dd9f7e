import type Stripe from 'stripe';
import type { BillingConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/** Stripe and what this instance sells: built once when billing is configured. */
export interface Billing {
  /** The Stripe SDK, loaded with the first call that needs it. */
  stripe: () => Promise<Stripe>;
  config: BillingConfig;
  /** Where Stripe sends the browser back to (BASE_URL). */
  baseUrl: string;
}

export interface Customer {
  userId: string;
  email: string;
  stripeCustomerId: string | null;
}

/**
 * A Checkout Session for the pro subscription. The caller's id rides along as
 * client_reference_id (verify and the webhook trust nothing else to say whose it is) and on the
 * subscription's metadata (its later events name it too).
 */
export async function createCheckoutSession(billing: Billing, customer: Customer): Promise<string> {
  const session = await stripeCall(() =>
    billing.stripe().then((stripe) =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: billing.config.priceId, quantity: 1 }],
        client_reference_id: customer.userId,
        ...(customer.stripeCustomerId
          ? { customer: customer.stripeCustomerId }
          : { customer_email: customer.email }),
        metadata: { user_id: customer.userId },
        subscription_data: { metadata: { user_id: customer.userId } },
        success_url: `${billing.baseUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${billing.baseUrl}/settings`,
      }),
    ),
  );
  if (!session.url) throw unavailable();
  return session.url;
}

/** A billing portal session where the customer changes or cancels the subscription. */
export async function createPortalSession(billing: Billing, stripeCustomerId: string): Promise<string> {
  const portal = await stripeCall(() =>
    billing.stripe().then((stripe) =>
      stripe.billingPortal.sessions.create({
        customer: stripeCustomerId,
        return_url: `${billing.baseUrl}/settings`,
      }),
    ),
  );
  return portal.url;
}

/** The Checkout Session with this id, or null when Stripe has none. */
export async function retrieveCheckoutSession(
  billing: Billing,
  sessionId: string,
): Promise<Stripe.Checkout.Session | null> {
  try {
    return await stripeCall(async () => (await billing.stripe()).checkout.sessions.retrieve(sessionId));
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

/** Stripe's own message stays in `cause` for the server log: it is no business of the browser. */
const unavailable = (cause?: unknown) => {
  const error = new AppError(
    503,
    'unavailable',
    'Payments are unavailable right now. Please try again shortly.',
  );
  error.cause = cause;
  return error;
};

/** Stripe's failures as our errors: a missing object is a 404, anything else is Stripe being unreachable. */
async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 404) throw new AppError(404, 'not_found', 'Checkout session not found');
    throw unavailable(err);
  }
}
