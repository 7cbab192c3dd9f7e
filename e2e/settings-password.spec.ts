import { expect, test } from './support/signed-in.ts';

/** Settings: changing the password, with its rules shown as the user types. */

test.describe('account settings', () => {
  test('a wrong current password is refused in plain words; the rules show as the user types', async ({
    page,
    user,
  }) => {
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
});
