import { createRecord } from './support/journal.ts';
import { seedLakeJournal } from './support/lake-journal.ts';
import { expect, test } from './support/signed-in.ts';

/** A group's items, name and the group itself can go; what it held stays in the journal. */

test('removing an item, then editing and deleting the group; its entries stay', async ({ page }) => {
  const journal = await seedLakeJournal(page);
  const group = await createRecord(page, 'groups', { name: 'Summer', description: 'Days by the water' });
  for (const [item_type, item_id] of [
    ['entry', journal.lakeSwim],
    ['entry', journal.picnic],
    ['connection', journal.maya],
  ])
    await createRecord(page, `groups/${group}/items`, { item_type, item_id });
  await page.goto(`/groups/${group}`);

  // Remove one entry from the Entries tab.
  await page.getByRole('tab', { name: 'Entries 2' }).click();
  await page.getByRole('button', { name: 'Remove Picnic from group' }).click();
  await expect(page.getByText('Entry removed from group')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Entries 1' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toContainText('Lake swim');

  // Edit: the dialog closes on save and the header follows.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Group' });
  await expect(edit).toContainText('Update the name and description of your group.');
  await expect(edit.getByLabel('Description (optional)')).toHaveAttribute('rows', '4');
  await edit.getByLabel('Name').fill('Summer 2026');
  await edit.getByLabel('Description (optional)').fill('Swims and picnics');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Summer 2026', level: 1 })).toBeVisible();
  await expect(page.getByText('Swims and picnics')).toBeVisible();

  // Delete after confirmation, back on /groups; the entries stay.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Group' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this group? This action cannot be undone. The items in the group will not be deleted, just removed from this group.',
  );
  await confirm.getByRole('button', { name: 'Delete Group' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByText('Group deleted')).toBeVisible();
  await expect(page.getByText('No groups found')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('article').filter({ hasText: 'Lake swim' })).toBeVisible();
});
