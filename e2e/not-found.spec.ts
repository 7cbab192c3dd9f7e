import { expect, test } from './support/fixtures.ts';

test('an unknown path shows the 404 page, logs the path, and links home', async ({ page, consoleErrors }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(consoleErrors.some((line) => line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});
