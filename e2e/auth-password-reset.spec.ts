import { expect, resetLinkFor, signInViaForm, signUpViaApi, test } from './support/fixtures.ts';

/** A forgotten password, reset through the emailed link. */

test.describe('signing up, in and out', () => {
  test('a forgotten password is reset through the emailed link', async ({ page }) => {
    await page.goto('/landing');
    const user = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();

    await page.goto(await resetLinkFor(user.email));
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    const fresh = 'a brand new secret 8';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Repeat the new password').fill(fresh);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    await signInViaForm(page, user);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await signInViaForm(page, { ...user, password: fresh });
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
