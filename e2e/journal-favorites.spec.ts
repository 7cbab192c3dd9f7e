import { createRecord } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

/** The heart on an entry's card. */

test('a heart on a card puts the entry in Favorites', async ({ page }) => {
  await createRecord(page, 'entries', { title: 'First snow', type: 'memory' });
  await page.goto('/favorites');
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'First snow' })).toBeVisible();
});
