import type { Page } from '@playwright/test';
import { BILLING_PORT, E2E_PORT, FAKE_STRIPE_PORT } from '../playwright.config.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** Billing is on for this server: Stripe is a local fake (src/server/test/fake-stripe-main.ts). */
const origin = `http://127.0.0.1:${BILLING_PORT}`;
test.use({ baseURL: origin });

async function signUp(page: Page) {
  const user = await signUpViaApi(page, undefined, origin);
  await page.request.post('/api/v1/profile/sync', { headers: { origin } });
  return user;
}

/** Starts Checkout through the API, as the upgrade button does, and returns the session id. */
async function startCheckout(page: Page): Promise<string> {
  const res = await page.request.post('/api/v1/billing/checkout', { headers: { origin } });
  expect(res.status()).toBe(200);
  return new URL((await res.json()).url).pathname.split('/').pop() as string;
}

const toast = (page: Page) => page.locator('[data-sonner-toast]');

test('with billing on, the landing page shows the plans and their prices', async ({ page }) => {
  await page.goto('/landing');
  const plans = page.locator('#plans');
  await expect(plans.getByRole('heading', { name: 'Plans for every journal' })).toBeVisible();
  await expect(plans.getByText('$0')).toBeVisible();
  await expect(plans.getByText('$9.99')).toBeVisible();
  await expect(plans.getByText('100 mementos')).toBeVisible();
  await expect(plans.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
  await plans.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('subscription success page', () => {
  test('upgrade from Settings goes through Checkout and comes back as Pro', async ({ page }) => {
    await signUp(page);
    await page.goto('/settings');
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan.getByTestId('current-plan')).toHaveText('Free');
    await expect(plan.getByText('0 of 100 entries')).toBeVisible();
    await expect(plan.getByText('0 of 5 connections')).toBeVisible();

    await plan.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_STRIPE_PORT}/checkout/cs_test_`));
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/subscription-success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { name: 'Account Updated!' })).toBeVisible();
    await expect(
      page.getByText(
        'Your account has been successfully upgraded to Pro. You now have access to all premium features.',
      ),
    ).toBeVisible();
    await expect(toast(page)).toContainText('Subscription successful!');
    await expect(toast(page)).toContainText('You are now a Pro member. Enjoy all premium features!');

    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/settings');
    await expect(plan.getByTestId('current-plan')).toHaveText('Pro');
    await expect(plan.getByText('0 entries')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);
  });

  test('an unpaid session leaves the account on its plan and says so', async ({ page }) => {
    await signUp(page);
    const sessionId = await startCheckout(page);
    await page.goto(`/subscription-success?session_id=${sessionId}`);
    await expect(page.getByRole('heading', { name: 'Account Updated!' })).toBeVisible();
    await expect(
      page.getByText('Your account has been updated. You can continue using the application.'),
    ).toBeVisible();
    await expect(toast(page)).toContainText('Subscription information');
    await expect(toast(page)).toContainText('Your current plan is: free');
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  test('without a session id it says there is nothing to show and goes to the dashboard', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/subscription-success');
    await expect(toast(page)).toContainText('No subscription information');
    await expect(toast(page)).toContainText('Redirecting to dashboard');
    await page.waitForURL(/\/dashboard$/);
  });

  test('a session that cannot be verified shows the error', async ({ page }) => {
    await signUp(page);
    await page.goto('/subscription-success?session_id=cs_test_not_a_real_session');
    await expect(toast(page)).toContainText('Error verifying subscription');
    await expect(toast(page)).toContainText('Checkout session not found');
  });
});

test.describe('free plan limits', () => {
  test('the 101st entry is refused with the reason and the way to upgrade', async ({ page }) => {
    await signUp(page);
    for (let i = 1; i <= 100; i += 1) {
      const res = await page.request.post('/api/v1/entries', {
        headers: { origin },
        data: { title: `Memory ${i}`, type: 'memory' },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/create-memento');
    const notice = page.getByRole('status').filter({ hasText: 'You have reached a limit of the Free plan' });
    await expect(notice).toContainText(
      'The Free plan keeps up to 100 entries. Upgrade to Pro in Settings for unlimited entries.',
    );
    await expect(notice.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();

    await page.getByLabel('Title').fill('The hundred and first');
    await page.getByRole('button', { name: 'Create activity' }).click();
    await expect(toast(page)).toContainText('You have reached a limit of the Free plan');
    await expect(toast(page)).toContainText('The Free plan keeps up to 100 entries.');
    await expect(toast(page).getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await expect(page).toHaveURL(/\/create-memento$/);

    const list = await page.request.get('/api/v1/entries?limit=100');
    expect((await list.json()).next_cursor).toBeNull();
  });
});

test.describe('free plan digests', () => {
  test('a month digest is named as a Pro feature before and after Generate', async ({ page }) => {
    await signUp(page);
    await page.goto('/digest');
    await page.getByRole('button', { name: 'New Digest' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Digest Title').fill('My month');
    await expect(dialog.getByText('You have reached a limit of the Free plan')).toHaveCount(0);
    await dialog.getByLabel('Time Range').selectOption('month');
    await expect(dialog).toContainText('The Free plan makes digests of the past week only.');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(toast(page)).toContainText(
      'Upgrade to Pro in Settings for month, quarter and year digests.',
    );
    await expect(page.getByText('No digests yet')).toBeVisible();
  });
});

test.describe('billing off (the self-hosted default)', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORT}` });

  test('Settings shows the plan without usage, upgrade or limits', async ({ page }) => {
    await signUpViaApi(page, undefined, `http://127.0.0.1:${E2E_PORT}`);
    await page.goto('/settings');
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan.getByText('This server sets no plan limits: every feature is yours.')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);
    await expect(plan.getByText(/of 100 entries/)).toHaveCount(0);
  });
});
