import { expect, signUpViaApi, test } from './support/fixtures.ts';

test('Digests are reachable from the sidebar, the mobile drawer and the dashboard', async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Entries',
    'Connections',
    'Calendar',
    'Groups',
    'Digests',
    'Insights',
    'Favorites',
    'Tags & places',
    'Profile Settings',
  ]);
  await nav.getByRole('link', { name: 'Digests' }).click();
  await expect(page.getByRole('heading', { name: 'Reflective Digests' })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Reflect on your week' }).click();
  await expect(page).toHaveURL(/\/digest$/);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Digests' }).click();
  await expect(page.getByRole('heading', { name: 'Reflective Digests' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test("a first-time visitor's 'Get Started' opens sign-up; 'Sign in' still opens sign-in", async ({
  page,
}) => {
  await page.goto('/landing');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.goto('/landing');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
