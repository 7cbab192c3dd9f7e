import { apiEntry, entryIdOf, pick, UUID } from './support/editor.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** The entry editor (/create-memento): every field a user fills in is what is saved. */

// A zone with daylight saving, so "local time" is really checked: 14:30 on March 15, 2024 in
// New York is 18:30 UTC.
test.use({ timezoneId: 'America/New_York' });

test('creates an activity with tags, a new location, a rating and a date', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create-memento');
  await expect(page.getByRole('heading', { name: 'New Activity' })).toBeVisible();

  await page.getByLabel('Title').fill('Harbour walk with Maya');
  await page.getByLabel('Type').selectOption('meeting');
  await page.getByLabel('Date').fill('2024-03-15');
  await page.getByLabel('Time').fill('14:30');
  await page.getByRole('textbox', { name: 'Content' }).fill('We walked to the **lighthouse**.');
  await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(page.getByText('4 of 5')).toBeVisible();

  await pick(page, 'Tags', 'jo', 'Joy');
  await pick(page, 'Tags', 'Harbour days', 'Create theme "Harbour days"');
  const tags = page.getByRole('list', { name: 'Picked tags' });
  await expect(tags.getByRole('listitem')).toHaveText(['Joy', 'Harbour days']);
  await pick(page, 'Connections', 'Maya Lind', 'Create person "Maya Lind"');
  await expect(page.getByRole('list', { name: 'Picked connections' })).toContainText('Maya Lind');
  await pick(page, 'Location', 'Lighthouse Point', 'Create location "Lighthouse Point"');
  await expect(page.getByRole('list', { name: 'Picked location' })).toContainText('Lighthouse Point');

  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByText('Activity created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/entries/${UUID.source}$`));
  const id = entryIdOf(page);
  await expect(page.getByRole('heading', { name: 'Harbour walk with Maya' })).toBeVisible();

  const saved = await apiEntry(page, id);
  expect(saved).toMatchObject({
    title: 'Harbour walk with Maya',
    type: 'meeting',
    content: 'We walked to the **lighthouse**.',
    star_rating: 4,
    occurred_at: '2024-03-15T18:30:00.000Z',
    location: { label: 'Lighthouse Point' },
    is_private: false,
  });
  expect(saved.tags.map((t: { name: string; type: string }) => `${t.type}:${t.name}`).sort()).toEqual([
    'emotion:Joy',
    'theme:Harbour days',
  ]);
  expect(saved.connections.map((c: { name: string }) => c.name)).toEqual(['Maya Lind']);
});
