import { BILLING_PORT } from '../playwright.config.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { sidebarLink } from './support/journal.ts';

// Billing usage is on the Settings page only when billing is on (the server with the Stripe fake).
const origin = `http://127.0.0.1:${BILLING_PORT}`;
test.use({ baseURL: origin });

test('creating an entry refreshes the plan’s usage in Settings', async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page, undefined, origin);
  await page.goto('/settings');
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('0 of 100 entries')).toBeVisible();

  await page.getByRole('link', { name: 'New Memento' }).click();
  await page.getByLabel('Title').fill('First swim of the year');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page).toHaveURL(/\/entries\/[0-9a-f-]{36}$/);

  await sidebarLink(page, 'Profile Settings').click();
  await expect(plan.getByText('1 of 100 entries')).toBeVisible();
});
