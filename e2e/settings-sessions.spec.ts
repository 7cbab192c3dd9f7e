import { expect, test } from './support/signed-in.ts';

/** Settings: the devices signed in to the account, and signing one out. */

test.describe('account settings', () => {
  test('the sessions list marks this device and signs another one out', async ({
    page,
    browser,
    baseURL,
    user,
  }) => {
    // A second device: its own browser context signed in to the same account.
    const other = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    });
    const signIn = await other.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email: user.email, password: user.password },
      headers: { origin: baseURL ?? '' },
    });
    expect(signIn.status()).toBe(200);

    await page.goto('/settings');
    const rows = page.getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    const mine = rows.filter({ hasText: 'This device' });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('button', { name: /Sign out/ })).toHaveCount(0);

    const phone = rows.filter({ hasText: 'Safari on iPhone' });
    await phone.getByRole('button', { name: /Sign out/ }).click();
    await expect(page.getByText('Device signed out')).toBeVisible();
    await expect(rows).toHaveCount(1);
    const session = await other.request.get(`${baseURL}/api/auth/get-session`);
    expect(await session.json()).toBeNull();
    await other.close();
  });
});
