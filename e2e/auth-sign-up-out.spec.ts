import { expect, newUser, test } from './support/fixtures.ts';
import { signOutFromMenu } from './support/journal.ts';

/** Signing up with the form, and signing out. */

test.describe('signing up, in and out', () => {
  test('sign-up with the form lands on the dashboard; sign-out returns to the landing page', async ({
    page,
  }) => {
    const user = newUser('signup');
    await page.goto('/auth?mode=signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByRole('list', { name: 'Password rules' })).toContainText(
      'At least 8 characters (not met yet)',
    );
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password is too weak: needs at least 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();

    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/landing$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
