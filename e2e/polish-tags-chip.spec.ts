import { seedEntry, seedTag } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** A tag chip on a card leads to the tag's page. */

test('a tag chip opens the tag page with its entries; topic tags show on cards', async ({ page }) => {
  const sailing = await seedTag(page, { name: 'sailing', type: 'topic' });
  await seedEntry(page, { title: 'Regatta', type: 'memory', tag_ids: [sailing.id] });
  await seedEntry(page, { title: 'Dentist', type: 'memory' });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Tag sailing' }).click();
  await expect(page).toHaveURL(new RegExp(`/tags/${sailing.id}$`));
  await expect(page.getByRole('heading', { name: 'sailing', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Regatta');
});
