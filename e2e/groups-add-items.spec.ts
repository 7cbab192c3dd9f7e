import { createRecord } from './support/journal.ts';
import { seedLakeJournal } from './support/lake-journal.ts';
import { expect, test } from './support/signed-in.ts';

/** A group's add dialog finds entries and connections, and the group's tabs count what it holds. */

test('the add dialog: search inside it, add two entries and a connection; counts on the tabs', async ({
  page,
}) => {
  await seedLakeJournal(page);
  const group = await createRecord(page, 'groups', { name: 'Summer', description: 'Days by the water' });
  await page.goto(`/groups/${group}`);
  await expect(page.getByText('No items in this group')).toBeVisible();
  await expect(page.getByText('Add items to start organizing your content')).toBeVisible();

  await page.getByRole('button', { name: 'Add Items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Items to Group' });
  await dialog.getByPlaceholder('Search items...').fill('lake');
  const entries = dialog.getByRole('list', { name: 'Entries to add' });
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  await expect(entries).toContainText('Cold water at the lake, bright sun.');
  await entries
    .getByRole('listitem')
    .filter({ hasText: 'Lake swim' })
    .getByRole('button', { name: 'Add' })
    .click();
  await expect(page.getByText('Entry added to group')).toBeVisible();
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await entries
    .getByRole('listitem')
    .filter({ hasText: 'Picnic' })
    .getByRole('button', { name: 'Add' })
    .click();
  await expect(dialog.getByText('No entries available to add')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Connections' }).click();
  await dialog.getByPlaceholder('Search items...').fill('swims');
  const connections = dialog.getByRole('list', { name: 'Connections to add' });
  await expect(connections.getByRole('listitem')).toHaveCount(1);
  await connections.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('No connections available to add')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Counts on the tabs, entries and connections on All Items.
  await expect(page.getByRole('tab', { name: 'All Items 3' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Entries 2' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connections 1' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tags 0' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Maya' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tags 0' }).click();
  await expect(page.getByText('No tags in this group')).toBeVisible();
});
