import { post, sameDayYearsAgo, seedConnection, seedEntry, seedTag } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';
import { smallTargets } from './support/tap-targets.ts';

// A phone held in one hand: 375 px wide, touch.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('at 375 px every control on Today, Activities, the editor and the entry page is at least 44x44 px', async ({
  page,
}) => {
  const maya = await seedConnection(page, { name: 'Maya Chen', type: 'person' });
  const tag = await seedTag(page, { name: 'Harbour days', type: 'topic' });
  // Something for Today's On this day.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await seedEntry(page, {
    title: 'Dawn swim at the lake',
    type: 'memory',
    content: 'Swimming at dawn.',
    occurred_at: sameDayYearsAgo(today, 1).at,
    connection_ids: [maya.id],
  });
  const entry = await post(page, '/api/v1/entries', {
    title: 'Coffee with Maya',
    type: 'conversation',
    content: 'We talked about **moving** to Porto and [her new job](https://example.org/job).',
    star_rating: 4,
    connection_ids: [maya.id],
    tag_ids: [tag.id],
  });

  const small: string[] = [];
  await page.goto('/dashboard');
  // The first signed-in page loads the app shell's code: slower than the later ones.
  await expect(page.getByRole('region', { name: 'On this day' })).toContainText('Dawn swim at the lake', {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Coffee with Maya' })).toBeVisible();
  small.push(...(await smallTargets(page, 'dashboard')));

  await page.goto('/create-memento');
  await expect(page.getByLabel('Title')).toBeVisible();
  small.push(...(await smallTargets(page, 'editor')));

  await page.goto(`/entries/${entry.id}`);
  await expect(page.getByRole('heading', { name: 'Coffee with Maya' })).toBeVisible();
  small.push(...(await smallTargets(page, 'entry')));

  // The editor with picked chips, a rating and a name it offers to link.
  await page.goto(`/edit-entry/${entry.id}`);
  await expect(page.getByRole('button', { name: 'Remove Maya Chen' })).toBeVisible();
  small.push(...(await smallTargets(page, 'edit')));

  // The menu drawer, opened from the top bar.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  small.push(...(await smallTargets(page, 'menu')));

  expect(small).toEqual([]);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
