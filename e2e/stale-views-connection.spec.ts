import { createRecord, sidebarLink } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

// Each test moves through the app by its links, so views come from the cache unless the change
// that made them stale said so (docs/decisions/014: invalidation by rule).

test('saving an entry refreshes the linked connection’s card and page', async ({ page }) => {
  const adaId = await createRecord(page, 'connections', { name: 'Ada Okafor', type: 'person' });
  await page.goto('/connections');
  const card = page.getByRole('list', { name: 'Connections', exact: true }).getByRole('listitem');
  await expect(card.filter({ hasText: 'Ada Okafor' })).toContainText('0 activities');
  await card.getByRole('link', { name: 'Ada Okafor' }).click();
  await expect(page.getByRole('heading', { name: 'Ada Okafor', level: 1 })).toBeVisible();
  await expect(page.getByText('0 activities')).toBeVisible();

  await page.getByRole('link', { name: 'New Memento' }).click();
  await page.getByLabel('Title').fill('Bouldering with Ada');
  await page.getByRole('combobox', { name: 'Connections' }).fill('Ada');
  await page.getByRole('option', { name: 'Ada Okafor', exact: true }).click();
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page).toHaveURL(/\/entries\/[0-9a-f-]{36}$/);

  await sidebarLink(page, 'Connections').click();
  await expect(card.filter({ hasText: 'Ada Okafor' })).toContainText('1 activity');
  await card.getByRole('link', { name: 'Ada Okafor' }).click();
  await expect(page).toHaveURL(new RegExp(`/connections/${adaId}$`));
  await expect(page.getByText('1 activity', { exact: true })).toBeVisible();
  await expect(page.getByText('Bouldering with Ada')).toBeVisible();
});
