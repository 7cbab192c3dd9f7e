import { billingOrigin } from './support/billing.ts';
import { expect, test } from './support/fixtures.ts';

/** With billing on, the landing page prices the plans. */
test.use({ baseURL: billingOrigin });

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
