import { seedEntry, seedTag } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** Tags & places: counts, and renaming, merging and deleting. */

test('Tags & places lists counts and renames, merges and deletes', async ({ page }) => {
  const origin = new URL(page.url()).origin;
  const boats = await seedTag(page, { name: 'boats', type: 'topic' });
  const sailing = await seedTag(page, { name: 'sailing', type: 'topic' });
  await seedEntry(page, { title: 'Regatta', type: 'memory', tag_ids: [boats.id] });
  await seedEntry(page, { title: 'Harbour', type: 'memory', tag_ids: [sailing.id] });
  const place = await (
    await page.request.post('/api/v1/locations', { data: { label: 'Old pier' }, headers: { origin } })
  ).json();
  await seedEntry(page, { title: 'Pier walk', type: 'memory', location_id: place.id });

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tags & places' }).click();
  await expect(page.getByRole('heading', { name: 'Tags & places', level: 1 })).toBeVisible();
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('listitem').filter({ hasText: 'boats' })).toContainText('1 activity');

  await tags.getByRole('button', { name: 'Rename tag sailing' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename tag' });
  await rename.getByLabel('Name').fill(' ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('Enter a name.')).toBeVisible();
  await rename.getByLabel('Name').fill('Sailing trips');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Tag renamed')).toBeVisible();

  await tags.getByRole('button', { name: 'Merge tag boats' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge "boats"' });
  await merge.getByLabel('Merge into').selectOption({ label: 'Sailing trips' });
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('Tags merged')).toBeVisible();
  await expect(tags.getByRole('listitem').filter({ hasText: 'boats' })).toHaveCount(0);
  await expect(tags.getByRole('listitem').filter({ hasText: 'Sailing trips' })).toContainText('2 activities');

  const places = page.getByRole('list', { name: 'Places' });
  await places.getByRole('button', { name: 'Delete place Old pier' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this place?' })
    .getByRole('button', { name: 'Delete place' })
    .click();
  await expect(page.getByText('Place deleted')).toBeVisible();
  await expect(page.getByText('No places yet')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Tag Sailing trips' })).toHaveCount(2);
});
