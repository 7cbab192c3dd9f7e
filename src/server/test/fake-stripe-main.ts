import { startFakeStripe } from './fake-stripe.ts';

/**
 * The fake Stripe as its own process, for the browser tests' billing server (playwright.config.ts):
 * FAKE_STRIPE_PORT, the STRIPE_* keys the app uses, and WEBHOOK_URL to deliver
 * checkout.session.completed to when the fake Checkout page's Pay button is pressed.
 */
const env = process.env;
const fake = await startFakeStripe({
  port: Number(env.FAKE_STRIPE_PORT ?? 12111),
  keys: {
    secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_fake',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_fake',
    priceId: env.STRIPE_PRICE_ID ?? 'price_fake',
  },
  webhookUrl: env.WEBHOOK_URL,
});
console.info(`fake Stripe listening on ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
