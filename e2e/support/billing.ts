import type { Page } from '@playwright/test';
import { BILLING_PORT } from '../../playwright.config.ts';
import { expect, signUpViaApi } from './fixtures.ts';

/** The server with billing on: Stripe is a local fake (src/server/test/fake-stripe-main.ts). */
export const billingOrigin = `http://127.0.0.1:${BILLING_PORT}`;

/** Signs a fresh user up on the billing server and syncs their profile (their plan row). */
export async function signUp(page: Page) {
  const user = await signUpViaApi(page, undefined, billingOrigin);
  await page.request.post('/api/v1/profile/sync', { headers: { origin: billingOrigin } });
  return user;
}

/** Starts Checkout through the API, as the upgrade button does, and returns the session id. */
export async function startCheckout(page: Page): Promise<string> {
  const res = await page.request.post('/api/v1/billing/checkout', { headers: { origin: billingOrigin } });
  expect(res.status()).toBe(200);
  return new URL((await res.json()).url).pathname.split('/').pop() as string;
}

export const toast = (page: Page) => page.locator('[data-sonner-toast]');
