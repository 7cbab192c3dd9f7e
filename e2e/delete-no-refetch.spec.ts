import { expect, test } from './support/fixtures.ts';
import { createRecord, notFoundAnswers, signIn } from './support/journal.ts';

// After a delete the app leaves the record's page; it must not ask for the record again, which
// could only answer 404 and print an error in the console.

test('deleting an entry, a connection and a group asks for none of them again', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  const entryId = await createRecord(page, 'entries', {
    title: 'Lake swim',
    type: 'memory',
    content: 'Cold',
  });
  const mayaId = await createRecord(page, 'connections', { name: 'Maya', type: 'person' });
  const groupId = await createRecord(page, 'groups', { name: 'Summer' });
  await createRecord(page, `groups/${groupId}/items`, { item_type: 'entry', item_id: entryId });
  const missing = notFoundAnswers(page);

  await page.goto(`/entries/${entryId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete activity' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Activity deleted')).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.goto(`/connections/${mayaId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete connection' }).click();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(page.getByText('Connection deleted')).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.goto(`/groups/${groupId}`);
  await expect(page.getByRole('heading', { name: 'Summer', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByText('Group deleted')).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
  expect(consoleErrors.filter((e) => e.includes('404'))).toEqual([]);
});
