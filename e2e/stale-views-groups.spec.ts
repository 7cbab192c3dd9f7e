import { createRecord, sidebarLink } from './support/journal.ts';
import { expect, test } from './support/signed-in.ts';

// Each test moves through the app by its links, so views come from the cache unless the change
// that made them stale said so (docs/decisions/014: invalidation by rule).

test('deleting an entry refreshes the group that held it', async ({ page }) => {
  const entryId = await createRecord(page, 'entries', {
    title: 'Lake swim',
    type: 'memory',
    content: 'Cold',
  });
  const groupId = await createRecord(page, 'groups', { name: 'Summer' });
  await createRecord(page, `groups/${groupId}/items`, { item_type: 'entry', item_id: entryId });
  await page.goto('/groups');
  const summer = page.getByRole('listitem').filter({ hasText: 'Summer' });
  await expect(summer).toContainText('1 entry');

  await summer.getByRole('link', { name: 'Summer' }).click();
  await page
    .getByRole('link', { name: /Lake swim/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Lake swim', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete activity' }).click();
  await expect(page.getByText('Activity deleted')).toBeVisible();

  await sidebarLink(page, 'Groups').click();
  await expect(summer).toContainText('No items yet');
});

test('deleting a connection refreshes the group that held it', async ({ page }) => {
  const mayaId = await createRecord(page, 'connections', { name: 'Maya', type: 'person' });
  const groupId = await createRecord(page, 'groups', { name: 'Swimmers' });
  await createRecord(page, `groups/${groupId}/items`, { item_type: 'connection', item_id: mayaId });
  await page.goto('/groups');
  const swimmers = page.getByRole('listitem').filter({ hasText: 'Swimmers' });
  await expect(swimmers).toContainText('1 connection');

  await swimmers.getByRole('link', { name: 'Swimmers' }).click();
  await page.getByRole('link', { name: /Maya/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete connection' }).click();
  await expect(page.getByText('Connection deleted')).toBeVisible();

  await sidebarLink(page, 'Groups').click();
  await expect(swimmers).toContainText('No items yet');
});
