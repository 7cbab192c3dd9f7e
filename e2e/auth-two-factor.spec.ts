import { totpFromUri } from '../src/server/test/totp.ts';
import { expect, signInViaForm, signUpViaApi, test } from './support/fixtures.ts';

/** Signing in with two-factor on: the authenticator code is asked for and checked. */

test.describe('signing up, in and out', () => {
  test('with two-factor on, sign-in asks for the authenticator code', async ({ page }) => {
    await page.goto('/landing');
    const user = await signUpViaApi(page);
    const enabled = await page.request.post('/api/auth/two-factor/enable', {
      data: { password: user.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(enabled.status(), await enabled.text()).toBe(200);
    const { totpURI } = await enabled.json();
    // Checked here, so that a failure to turn two-factor on is not read later as a sign-in that
    // never asked for the code.
    const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
      data: { code: totpFromUri(totpURI) },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(verified.status(), await verified.text()).toBe(200);
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
