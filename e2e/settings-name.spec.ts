import { expect, test } from './support/signed-in.ts';

/** Settings: the name a user saves is the one the app shows. */

test.describe('account settings', () => {
  test('changing the name shows it in the user menu', async ({ page }) => {
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
});
