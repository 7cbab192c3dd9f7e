import { FAULT_PORT } from '../playwright.config.ts';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';

test('a taken address at sign-up reads like any other, and says to check the email', async ({ page }) => {
  const owner = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/auth/sign-up');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('a different secret 77');
  await page.getByRole('button', { name: 'Create account' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Check your email' });
  await expect(notice).toContainText(`If ${owner.email} already has a Memento account, we have emailed it`);
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
});

test.describe('on a server that allows three reset requests a minute', () => {
  test.use({ baseURL: `http://127.0.0.1:${FAULT_PORT}` });

  test('the fourth says to wait, not that Memento could not be reached', async ({ page }) => {
    const origin = `http://127.0.0.1:${FAULT_PORT}`;
    const { email } = newUser('limit');
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post(`${origin}/api/auth/request-password-reset`, {
        data: { email, redirectTo: '/auth/reset-password' },
        headers: { origin },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Too many attempts. Please wait a minute, then try again.',
    );
    await expect(page.getByText(/could not be reached/i)).toHaveCount(0);
  });
});
