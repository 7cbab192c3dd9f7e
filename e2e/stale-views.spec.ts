import { expect, test } from './support/fixtures.ts';
import { createRecord, sidebarLink, signIn } from './support/journal.ts';

// Each test moves through the app by its links, so views come from the cache unless the change
// that made them stale said so (docs/decisions/014: invalidation by rule).

test('saving an entry refreshes the linked connection’s card and page', async ({ page }) => {
  await signIn(page);
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

test('deleting an entry refreshes the group that held it', async ({ page }) => {
  await signIn(page);
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
  await signIn(page);
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

test('deleting an entry refreshes its tag’s count on Tags & places', async ({ page }) => {
  await signIn(page);
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
