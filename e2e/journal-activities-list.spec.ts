import { format } from 'date-fns';
import { createRecord } from './support/journal.ts';
import { post, tagIds } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** The Activities list: each card as specified, the filters, and the entry's detail page. */

test('the Activities list shows each card as specified and opens the detail', async ({ page }) => {
  const location = await post(page, '/api/v1/locations', { label: 'Riverside Café' });
  const { Joy: joy } = await tagIds(page);
  const id = await createRecord(page, 'entries', {
    title: 'Coffee with Maya',
    type: 'conversation',
    content: 'We talked about **moving to Lisbon** and what home means.\n\nShe laughed a lot.',
    star_rating: 4,
    tag_ids: [joy],
    location_id: location.id,
    occurred_at: '2026-03-14T09:30:00.000Z',
  });
  await createRecord(page, 'entries', {
    title: 'Quiet evening',
    type: 'reflection',
    content: 'Nothing much.',
    is_private: true,
  });

  await page.goto('/dashboard');
  const card = page.getByRole('article').filter({ hasText: 'Coffee with Maya' });
  await expect(card).toContainText('Mar 14, 2026');
  await expect(card).toContainText('Riverside Café');
  await expect(card).toContainText('Conversation');
  await expect(card).toContainText('Joy');
  await expect(
    page.getByRole('article').filter({ hasText: 'Quiet evening' }).getByLabel('Private'),
  ).toBeVisible();
  // Newest entry date first.
  await expect(page.getByRole('article').first()).toContainText('Quiet evening');

  await page.getByLabel('Filter by type').selectOption('conversation');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  await card.getByRole('link', { name: 'Coffee with Maya' }).click();
  await expect(page).toHaveURL(new RegExp(`/entries/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee with Maya');
  await expect(page.getByText(format(new Date('2026-03-14T09:30:00.000Z'), 'MMMM d, yyyy'))).toBeVisible();
  await expect(page.getByText(format(new Date('2026-03-14T09:30:00.000Z'), 'h:mm a'))).toBeVisible();
  await expect(page.getByRole('strong').getByText('moving to Lisbon')).toBeVisible();
  await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Older' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete activity' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Activity deleted')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});
