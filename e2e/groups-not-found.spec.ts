import { expect, test } from './support/signed-in.ts';

/** A group that does not exist (or is someone else's) reads as not found, with a way back. */

test('an unknown group shows Group not found with a way back', async ({ page }) => {
  await page.goto(`/groups/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Group not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Groups' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
});
