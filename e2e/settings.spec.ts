import { totpFromUri } from '../src/server/test/totp.ts';
import { expect, newUser, signInViaForm, signUpViaApi, test } from './support/fixtures.ts';

test.describe('account settings', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/landing');
  });

  test('changing the name shows it in the user menu', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByTestId('current-plan')).toHaveText('Free');

    const name = page.getByLabel('Name', { exact: true });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();

    await name.fill('Grace Hopper');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Name saved')).toBeVisible();
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Grace Hopper');
    await page.keyboard.press('Escape');

    // The profile row followed the identity record.
    const profile = await page.request.get('/api/v1/profile');
    expect((await profile.json()).name).toBe('Grace Hopper');
  });

  test('a wrong current password is refused in plain words; the rules show as the user types', async ({
    page,
  }) => {
    const user = await signUpViaApi(page);
    await page.goto('/settings');
    const rules = page.getByRole('list', { name: 'Password rules' });
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await expect(rules).toContainText('At least 8 characters (not met yet)');
    await expect(rules).toContainText('A letter (met)');
    await page.getByLabel('New password', { exact: true }).fill('a new secret 9');
    await expect(rules).toContainText('At least 8 characters (met)');
    await expect(rules).toContainText('A number or a symbol (met)');

    await page.getByLabel('Current password').fill('not my password 1');
    await page.getByLabel('Confirm new password').fill('a new secret 9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('That password is not right.')).toBeVisible();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  });

  test('two-factor is enrolled with the QR key and a code; backup codes are shown once', async ({ page }) => {
    const user = await signUpViaApi(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Set up two-factor' }).click();

    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await dialog.getByLabel('Password').fill('not my password 1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('That password is not right.')).toBeVisible();
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    // Typed in by hand, as a user without a camera would: the key shown on the page.
    const secret = (await dialog.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    const uri = `otpauth://totp/Memento:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Memento`;
    await expect(dialog.getByRole('img', { name: /QR code/ })).toHaveAttribute('data-otpauth-uri', /secret=/);

    await dialog.getByLabel('6-digit code from the app').fill('12345');
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(dialog.getByText('Enter the 6-digit code from your app.')).toBeVisible();
    await dialog.getByLabel('6-digit code from the app').fill(totpFromUri(uri));
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();

    const codes = dialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();

    // The next sign-in asks for a code.
    await page.context().clearCookies();
    await page.goto('/auth');
    await signInViaForm(page, user);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  });

  test('the sessions list marks this device and signs another one out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await signUpViaApi(page);
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

  test('deleting the account needs DELETE and the password, lands on /landing, and the account is gone', async ({
    page,
  }) => {
    const user = await signUpViaApi(page, newUser('delete'));
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const submit = dialog.getByRole('button', { name: 'Delete my account' });

    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await expect(submit).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete account...' })).toBeFocused();

    await page.getByRole('button', { name: 'Delete account...' }).click();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Password').fill('not my password 1');
    await submit.click();
    await expect(dialog.getByText('That password is not right.')).toBeVisible();

    await dialog.getByLabel('Password').fill(user.password);
    await submit.click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByText('Your account was deleted')).toBeVisible();
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();

    await page.goto('/auth');
    await signInViaForm(page, user);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  });
});
