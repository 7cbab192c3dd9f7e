import { expect, signUpViaApi, test } from './support/fixtures.ts';

for (const path of ['/test', '/clerk-supabase-test']) {
  test(`${path} shows the token's claims and both integration tests pass`, async ({ page }) => {
    await page.goto('/landing');
    await signUpViaApi(page);
    const me = await (await page.request.get('/api/auth/get-session')).json();
    await page.goto(path);
    await expect(page.getByTestId('claim-sub')).toHaveText(me.user.id);
    await expect(page.getByTestId('claim-role')).toHaveText('authenticated');
    await expect(page.getByText('"alg": "EdDSA"')).toBeVisible();

    await page.getByRole('button', { name: 'Test Database Integration' }).click();
    await expect(page.getByText('Database integration works')).toBeVisible();
    await page.getByRole('button', { name: 'Test Tasks API' }).click();
    await expect(page.getByText('Tasks API works')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest tasks' })).toBeVisible();

    const checklist = page.locator('li[data-ok]');
    await expect(checklist).toHaveCount(5);
    await expect(page.locator('li[data-ok="false"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Refresh Token' }).click();
    await expect(page.getByTestId('claim-sub')).toHaveText(me.user.id);
  });
}

test('signed out, the test page says so and offers sign-in', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByText('You are signed out')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/auth$/);
});
