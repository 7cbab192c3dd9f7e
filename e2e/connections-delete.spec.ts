import { E2E_PORT } from '../playwright.config.ts';
import { grid } from './support/connections.ts';
import { seedConnection, seedEntry } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** Deleting a connection asks first and leaves the entries that mentioned it. */

const origin = `http://127.0.0.1:${E2E_PORT}`;

test('deleting a person asks first, and their entries stay', async ({ page }) => {
  const ada = await seedConnection(page, { name: 'Ada Okafor', type: 'person' });
  await seedConnection(page, { name: 'Northwind Climbing Gym', type: 'institution' });
  for (const title of ['Bouldering at the gym', 'Coffee after the climb'])
    await seedEntry(page, { title, type: 'memory', connection_ids: [ada.id] });
  await page.goto(`/connections/${ada.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete connection' }).click();
  await expect(page.getByText('Connection deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(grid(page).getByRole('link', { name: 'Northwind Climbing Gym' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ada Okafor' })).toHaveCount(0);
  await page.goto(`/connections/${ada.id}`);
  await expect(page.getByRole('heading', { name: 'Connection not found' })).toBeVisible();
  await expect(page.getByText('The connection you are looking for does not exist.')).toBeVisible();
  const entries = await (await page.request.get(`${origin}/api/v1/entries`)).json();
  expect(entries.items.map((e: { title: string }) => e.title).sort()).toEqual([
    'Bouldering at the gym',
    'Coffee after the climb',
  ]);
});
