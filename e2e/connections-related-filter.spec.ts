import { grid } from './support/connections.ts';
import { seedConnection } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** Related connections show on both pages; the list filters by type. */

test('an institution related to a person shows on both pages, and the list filters by type', async ({
  page,
}) => {
  await seedConnection(page, { name: 'Ada Okafor', type: 'person' });
  await page.goto('/create-connection');
  await page.getByLabel('Name').fill('Northwind Climbing Gym');
  await page.getByLabel('Type').selectOption('institution');
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.getByLabel('Related Connections').fill('Ada');
  // The search answers after a pause: wait for its list, so the click does not land on the old one.
  await expect(page.getByRole('list', { name: 'Connections to relate' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: 'Relate Ada Okafor' }).click();
  await expect(page.getByRole('button', { name: 'Remove Ada Okafor' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Connection' }).click();
  await expect(page.getByRole('heading', { name: 'Northwind Climbing Gym', level: 1 })).toBeVisible();
  const related = page.getByRole('list', { name: 'Related connections' });
  await related.getByRole('link', { name: /Ada Okafor/ }).click();
  await expect(page.getByRole('heading', { name: 'Ada Okafor', level: 1 })).toBeVisible();
  await expect(related.getByRole('link', { name: /Northwind Climbing Gym/ })).toBeVisible();

  await page.goto('/connections');
  await page.getByRole('button', { name: 'Institutions' }).click();
  await expect(page).toHaveURL(/type=institution/);
  await expect(grid(page).getByRole('link', { name: 'Northwind Climbing Gym' })).toBeVisible();
  await expect(grid(page).getByRole('link', { name: 'Ada Okafor' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ideas' }).click();
  await expect(page.getByText('No ideas yet')).toBeVisible();
  await page.getByRole('button', { name: 'People' }).click();
  await expect(grid(page).getByRole('link', { name: 'Ada Okafor' })).toBeVisible();
});
