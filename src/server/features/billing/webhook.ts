import type Stripe from 'stripe';
import { AppError } from '../../lib/errors.ts';
import type { Billing } from './checkout.ts';

/** How old a signed delivery may be (Stripe's default): older ones are refused as possible replays. */
const TOLERANCE_SECONDS = 300;

/**
 * The event in a webhook delivery, once its Stripe-Signature (HMAC-SHA256 of `t.body` with the
 * endpoint secret) matches the raw body exactly as it arrived; 400 otherwise.
 */
export async function readSignedEvent(
  billing: Billing,
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event> {
  if (!signature) throw new AppError(400, 'invalid_request', 'Missing Stripe-Signature header');
  const stripe = await billing.stripe();
  try {
    return stripe.webhooks.constructEvent(
      rawBody,
      signature,
      billing.config.webhookSecret,
      TOLERANCE_SECONDS,
    );
  } catch {
    throw new AppError(400, 'invalid_request', 'Invalid Stripe signature');
  }
}
