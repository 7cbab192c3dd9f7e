import { totpFromUri } from '../src/server/test/totp.ts';
import { expect, newUser, resetLinkFor, signInViaForm, signUpViaApi, test } from './support/fixtures.ts';

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

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

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

  test('with two-factor on, sign-in asks for the authenticator code', async ({ page }) => {
    await page.goto('/landing');
    const user = await signUpViaApi(page);
    const enabled = await page.request.post('/api/auth/two-factor/enable', {
      data: { password: user.password },
      headers: { origin: new URL(page.url()).origin },
    });
    const { totpURI } = await enabled.json();
    await page.request.post('/api/auth/two-factor/verify-totp', {
      data: { code: totpFromUri(totpURI) },
      headers: { origin: new URL(page.url()).origin },
    });
    await page.context().clearCookies();

    await page.goto('/auth');
    await signInViaForm(page, user);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not valid' })).toBeVisible();
    await page.getByLabel('Authentication code').fill(totpFromUri(totpURI));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
