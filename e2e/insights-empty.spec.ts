import { expect, test } from './support/signed-in.ts';

/** Insights with nothing to show yet. */

test('a new journal sees the Insights empty state', async ({ page }) => {
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'No entries in this range' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Memento' }).last()).toBeVisible();
});
