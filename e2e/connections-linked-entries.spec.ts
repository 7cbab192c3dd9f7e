import { grid } from './support/connections.ts';
import { seedConnection } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** Entries linked to a person in the editor are counted on their card and listed on their page. */

test('entries linked from the editor count on the card and list on the person’s page', async ({ page }) => {
  await seedConnection(page, { name: 'Ada Okafor', type: 'person' });
  await page.goto('/connections');
  const card = grid(page).getByRole('listitem').filter({ hasText: 'Ada Okafor' });
  await expect(card.getByText('0 activities')).toBeVisible();

  for (const title of ['Bouldering at the gym', 'Coffee after the climb']) {
    await page.goto('/create-memento');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('combobox', { name: 'Connections' }).fill('Ada');
    await page.getByRole('option', { name: 'Ada Okafor', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Picked connections' })).toContainText('Ada Okafor');
    await page.getByRole('button', { name: 'Create activity' }).click();
    await expect(page).toHaveURL(/\/entries\/[0-9a-f-]{36}$/);
  }
  await page.goto('/connections');
  await expect(card.getByText('2 activities')).toBeVisible();
  await card.getByRole('link', { name: 'Ada Okafor' }).click();
  await expect(page.getByRole('link', { name: 'Bouldering at the gym' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Coffee after the climb' })).toBeVisible();
  await expect(page.getByText('2 activities')).toBeVisible();
});
