import { apiEntry } from './support/editor.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedEntry, seedTag } from './support/seed.ts';

/** The entry editor on a saved entry (/edit-entry/:id): its values come back, a change is saved. */

// A zone with daylight saving, so "local time" is really checked: 18:30 UTC on March 15, 2024 is
// 14:30 in New York.
test.use({ timezoneId: 'America/New_York' });

test('edits an activity (its saved values come back, the date is kept), then deletes it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const joy = (await (await page.request.get('/api/v1/tags?q=Joy')).json()).items[0].id;
  const harbour = (await seedTag(page, { name: 'Harbour days', type: 'theme' })).id;
  const { id } = await seedEntry(page, {
    title: 'Harbour walk with Maya',
    type: 'meeting',
    star_rating: 4,
    occurred_at: '2024-03-15T18:30:00.000Z',
    tag_ids: [joy, harbour],
  });

  // Edit: the saved values come back, a changed title is saved, the date is left as it was.
  await page.goto(`/edit-entry/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Activity' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Harbour walk with Maya');
  await expect(page.getByLabel('Date')).toHaveValue('2024-03-15');
  await expect(page.getByLabel('Time')).toHaveValue('14:30');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Picked tags' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Title').fill('Harbour walk with Maya and Jonas');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Activity updated')).toBeVisible();
  await expect(page).toHaveURL(`/entries/${id}`);
  expect(await apiEntry(page, id)).toMatchObject({
    title: 'Harbour walk with Maya and Jonas',
    occurred_at: '2024-03-15T18:30:00.000Z',
    star_rating: 4,
  });

  // Delete, after confirming.
  await page.goto(`/edit-entry/${id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this activity?' });
  await confirm.getByRole('button', { name: 'Delete activity' }).click();
  await expect(page.getByText('Activity deleted')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  expect((await page.request.get(`/api/v1/entries/${id}`)).status()).toBe(404);
});
