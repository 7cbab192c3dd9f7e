import { seedConnection } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** The connections list on a phone: nothing wider than the screen, search, and the keyboard. */

test('the connections list works at 375 px with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await seedConnection(page, { name: 'Deep work', type: 'idea', summary_text: 'Long, quiet hours.' });
  await page.goto('/connections');
  await expect(page.getByText('Deep work')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByLabel('Search connections').fill('zzz');
  await expect(page.getByText('No connections match "zzz"')).toBeVisible();
  await page.getByLabel('Search connections').fill('deep');
  await page.getByRole('link', { name: 'Deep work' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Deep work', level: 1 })).toBeVisible();
  await expect(page.getByText('0 activities')).toBeVisible();
});
