import { format } from 'date-fns';
import { expect, test } from './support/signed-in.ts';

/** The Groups page: its empty state, the create sheet, and search over names and descriptions. */

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
