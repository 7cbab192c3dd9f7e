import { FAKE_STRIPE_PORT } from '../playwright.config.ts';
import { billingOrigin, signUp, toast } from './support/billing.ts';
import { expect, test } from './support/fixtures.ts';

/** Upgrading: from Settings through (fake) Stripe Checkout and back, as Pro. */
test.use({ baseURL: billingOrigin });

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
});
