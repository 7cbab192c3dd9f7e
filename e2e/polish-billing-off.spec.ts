import { expect, signUpViaApi, test } from './support/fixtures.ts';

// The main test server runs without Stripe: the self-hosted default.
test('without billing, /subscription-success says so plainly and offers the dashboard', async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  await page.goto('/subscription-success?session_id=x');
  await expect(page.getByRole('heading', { name: 'Billing is not enabled on this server' })).toBeVisible();
  await expect(page.getByText('Account Updated!')).toHaveCount(0);
  await expect(page.getByText('Error verifying subscription')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('without billing, the landing page shows what Memento includes, with no prices', async ({ page }) => {
  await page.goto('/landing');
  const plans = page.locator('#plans');
  await expect(plans.getByRole('heading', { name: 'What Memento includes' })).toBeVisible();
  await expect(plans).not.toContainText('$9.99');
  await expect(plans.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
});

test('signed in, the landing footer offers the dashboard instead of sign-in', async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  await page.reload();
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});

test.describe('billing off (the self-hosted default)', () => {
  test('Settings shows the plan without usage, upgrade or limits', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/settings');
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan.getByText('This server sets no plan limits: every feature is yours.')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);
    await expect(plan.getByText(/of 100 entries/)).toHaveCount(0);
  });
});
