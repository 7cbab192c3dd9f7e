import { expect, signInViaForm, signUpViaApi, test } from './support/fixtures.ts';

/** The guard in front of signed-in pages: it sends a visitor to sign in and back, and waits visibly. */

test.describe('signing up, in and out', () => {
  test('a protected page sends a visitor to sign in, then back where they were going', async ({ page }) => {
    await page.goto('/landing');
    const user = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/groups');
    await expect(page).toHaveURL(/\/auth$/);
    await signInViaForm(page, { ...user, password: 'not my password 1' });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await signInViaForm(page, user);
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  });

  test('the guard shows its spinner while the profile syncs', async ({ page }) => {
    await page.goto('/landing');
    await signUpViaApi(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the real sync response until the spinner has been seen.
    await page.route('**/api/v1/profile/sync', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/settings');
    await expect(page.getByRole('status').filter({ hasText: 'Preparing your account...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  });
});
