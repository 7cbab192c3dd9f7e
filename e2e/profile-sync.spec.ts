import { FAULT_PORT } from '../playwright.config.ts';
import { expect, newUser, test } from './support/fixtures.ts';

// This server fails each user's first profile sync for real (TEST_FAULTS=profile-sync-once).
test.use({ baseURL: `http://127.0.0.1:${FAULT_PORT}` });

test('a failed profile sync shows the Authentication Error state, and Retry recovers', async ({ page }) => {
  const user = newUser('sync');
  await page.goto('/auth/sign-up');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Profile Sync Failed', { exact: true }),
  ).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Authentication Error' });
  await expect(alert).toContainText('There was an issue syncing your profile with our system.');
  await expect(alert).toContainText('injected test fault');
  await expect(alert).toContainText(
    'This could be due to an issue with the JWT configuration of the identity provider.',
  );
  await alert.getByRole('button', { name: 'Retry Profile Sync' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
