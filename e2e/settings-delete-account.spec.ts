import { expect, newUser, signInViaForm, signUpViaApi, test } from './support/fixtures.ts';

/** Settings: deleting the account is asked twice over, and then it is gone. */

test.describe('account settings', () => {
  test('deleting the account needs DELETE and the password, lands on /landing, and the account is gone', async ({
    page,
  }) => {
    await page.goto('/landing');
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
