import { totpFromUri } from '../src/server/test/totp.ts';
import { signInViaForm } from './support/fixtures.ts';
import { expect, test } from './support/signed-in.ts';

/** Settings: turning two-factor on with an authenticator app. */

test.describe('account settings', () => {
  test('two-factor is enrolled with the QR key and a code; backup codes are shown once', async ({
    page,
    user,
  }) => {
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
});
