import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** Creates a record through the real API with the page's session; returns its id. */
async function create(page: Page, path: string, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(`/api/v1/${path}`, {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

/** The records the group journeys use: two lake entries, a tax form, Maya who swims, a bank. */
async function seedLakeJournal(page: Page) {
  return {
    lakeSwim: await create(page, 'entries', {
      title: 'Lake swim',
      type: 'memory',
      content: 'Cold water at the lake, bright sun.',
    }),
    picnic: await create(page, 'entries', {
      title: 'Picnic',
      type: 'memory',
      content: 'Sandwiches by the LAKE shore',
    }),
    taxForms: await create(page, 'entries', { title: 'Tax forms', type: 'idea', content: 'Paperwork' }),
    maya: await create(page, 'connections', {
      name: 'Maya',
      type: 'person',
      summary_text: 'Swims every morning',
    }),
    bank: await create(page, 'connections', { name: 'Bank', type: 'institution' }),
  };
}

test('the Groups page: empty state, the create sheet (blank refused, created, cleared) and search', async ({
  page,
}) => {
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await expect(page.getByText('Organize your data into meaningful collections')).toBeVisible();
  await expect(page.getByText('No groups found')).toBeVisible();
  await expect(page.getByText('Create your first group to get started')).toBeVisible();

  // The side sheet: a blank name does nothing; a real one creates, closes and clears it.
  await page.getByRole('button', { name: 'New Group' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create Group' });
  await sheet.getByLabel('Name').fill('   ');
  await expect(sheet.getByRole('button', { name: 'Create Group' })).toBeDisabled();
  await sheet.getByLabel('Name').fill('  Summer  ');
  await sheet.getByLabel('Description (optional)').fill('Days by the water');
  await sheet.getByRole('button', { name: 'Create Group' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Group created')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Summer' });
  await expect(card).toContainText('Days by the water');
  await expect(card).toContainText('No items yet');
  await expect(card).toContainText(format(new Date(), 'MMM d, yyyy'));
  await page.getByRole('button', { name: 'New Group' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Group' }).getByLabel('Name')).toHaveValue('');
  await page.keyboard.press('Escape');

  // Search over name and description, ignoring case.
  const search = page.getByPlaceholder('Search groups...');
  await search.fill('nothing like it');
  await expect(page.getByText('No groups found')).toBeVisible();
  await expect(page.getByText('Try a different search query')).toBeVisible();
  await search.fill('WATER');
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Summer' }).click();
  await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Summer', level: 1 })).toBeVisible();
});

test('the add dialog: search inside it, add two entries and a connection; counts on the tabs', async ({
  page,
}) => {
  await seedLakeJournal(page);
  const group = await create(page, 'groups', { name: 'Summer', description: 'Days by the water' });
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

test('removing an item, then editing and deleting the group; its entries stay', async ({ page }) => {
  const journal = await seedLakeJournal(page);
  const group = await create(page, 'groups', { name: 'Summer', description: 'Days by the water' });
  for (const [item_type, item_id] of [
    ['entry', journal.lakeSwim],
    ['entry', journal.picnic],
    ['connection', journal.maya],
  ])
    await create(page, `groups/${group}/items`, { item_type, item_id });
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

test('an unknown group shows Group not found with a way back', async ({ page }) => {
  await page.goto(`/groups/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Group not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Groups' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
});

test('at 375 px the add dialog pages a long list inside 60% of the screen and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (let i = 1; i <= 25; i++)
    await create(page, 'entries', { title: `Note ${i}`, type: 'idea', content: 'x'.repeat(80) });
  const group = await create(page, 'groups', { name: 'Notes' });
  await page.goto(`/groups/${group}`);
  await page.getByRole('tab', { name: 'Entries 0' }).click();
  await page.getByRole('button', { name: 'Add Entries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Items to Group' });
  const list = dialog.getByRole('list', { name: 'Entries to add' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list).toContainText(`${'x'.repeat(50)}...`);
  // The list scrolls inside its own box, which is at most 60% of the viewport high.
  const scroller = list.locator('..');
  const box = await scroller.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(740 * 0.6 + 1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  // Scrolling to the end of the list pages in the rest.
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(list.getByRole('listitem')).toHaveCount(25);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
