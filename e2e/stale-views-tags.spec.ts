import { createRecord, sidebarLink } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

// Each test moves through the app by its links, so views come from the cache unless the change
// that made them stale said so (docs/decisions/014: invalidation by rule).

test('deleting an entry refreshes its tag’s count on Tags & places', async ({ page }) => {
  const tagId = await createRecord(page, 'tags', { name: 'sailing', type: 'topic' });
  await createRecord(page, 'entries', { title: 'Regatta', type: 'memory', tag_ids: [tagId] });
  await page.goto('/dashboard');
  await sidebarLink(page, 'Tags & places').click();
  const sailing = page
    .getByRole('list', { name: 'Tags' })
    .getByRole('listitem')
    .filter({ hasText: 'sailing' });
  await expect(sailing).toContainText('1 activity');

  await sailing.getByRole('link').first().click();
  await page
    .getByRole('article')
    .getByRole('link', { name: /Regatta/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Regatta', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete activity' }).click();
  await expect(page.getByText('Activity deleted')).toBeVisible();

  await sidebarLink(page, 'Tags & places').click();
  await expect(sailing).toContainText('0 activities');
});
