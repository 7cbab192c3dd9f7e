import { E2E_PORT } from '../playwright.config.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** A real 1×1 PNG, as a file the browser can pick. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const origin = `http://127.0.0.1:${E2E_PORT}`;

test('a person with contact info, dates and an image gains entries, a relation, and is deleted', async ({
  page,
}) => {
  await page.goto('/landing');
  await signUpViaApi(page);

  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();
  await expect(page.getByText('No connections yet')).toBeVisible();
  await page.getByRole('link', { name: 'New Connection' }).first().click();

  await expect(page).toHaveURL(/\/create-connection$/);
  await page.getByRole('button', { name: 'Create Connection' }).click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await page.getByLabel('Name').fill('Ada Okafor');
  await page.getByLabel('Summary').fill('Climbing partner and the best listener I know.');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create Connection' }).click();
  await expect(page.getByText('Must be an email address.')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Social').fill('@ada');
  await page.getByRole('button', { name: 'Add date' }).click();
  await page.getByLabel('Label of date 1').fill('Birthday');
  await page.getByLabel('Month of date 1').selectOption('4');
  await page.getByLabel('Day of date 1').fill('12');
  await page.getByLabel('Year of date 1 (optional)').fill('1990');
  await page.getByRole('button', { name: 'Add date' }).click();
  await page.getByLabel('Label of date 2').fill('Name day');
  // The year may stay empty: the date comes round every year.
  await page.getByLabel('Month of date 2').selectOption('9');
  await page.getByLabel('Day of date 2').fill('1');
  await page
    .getByLabel(/Upload an image/)
    .setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Create Connection' }).click();

  await expect(page.getByText('Connection created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ada Okafor', level: 1 })).toBeVisible();
  const adaId = page.url().split('/').pop() as string;
  await expect(page.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
    'href',
    'mailto:ada@example.com',
  );
  await expect(page.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  );
  await expect(page.getByText('Apr 12, 1990')).toBeVisible();
  await expect(page.getByText('Sep 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/in \d+ days?|today/).first()).toBeVisible();
  await expect(page.getByText('No entries associated with this connection.')).toBeVisible();
  const avatar = page.locator('#main header img');
  await expect(avatar).toHaveAttribute('src', new RegExp(`/api/v1/connections/${adaId}/image\\?v=`));
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.goto('/connections');
  // The grid, not the sidebar's Recent Connections.
  const grid = page.getByRole('list', { name: 'Connections', exact: true });
  const card = grid.getByRole('listitem').filter({ hasText: 'Ada Okafor' });
  await expect(card.getByText('0 activities')).toBeVisible();

  // Two entries linked to Ada from the entry editor's connection picker.
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

  // An institution related to Ada shows on both sides.
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

  // Filter by type.
  await page.goto('/connections');
  await page.getByRole('button', { name: 'Institutions' }).click();
  await expect(page).toHaveURL(/type=institution/);
  await expect(grid.getByRole('link', { name: 'Northwind Climbing Gym' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Ada Okafor' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ideas' }).click();
  await expect(page.getByText('No ideas yet')).toBeVisible();
  await page.getByRole('button', { name: 'People' }).click();
  await grid.getByRole('link', { name: 'Ada Okafor' }).click();

  // Delete: the entries stay.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete connection' }).click();
  await expect(page.getByText('Connection deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(grid.getByRole('link', { name: 'Northwind Climbing Gym' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ada Okafor' })).toHaveCount(0);
  await page.goto(`/connections/${adaId}`);
  await expect(page.getByRole('heading', { name: 'Connection not found' })).toBeVisible();
  await expect(page.getByText('The connection you are looking for does not exist.')).toBeVisible();
  const entries = await (await page.request.get(`${origin}/api/v1/entries`)).json();
  expect(entries.items).toHaveLength(2);
});

test('the connections list works at 375 px with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/landing');
  await signUpViaApi(page);
  await page.request.post(`${origin}/api/v1/connections`, {
    data: { name: 'Deep work', type: 'idea', summary_text: 'Long, quiet hours.' },
    headers: { origin },
  });
  await page.goto('/connections');
  await expect(page.getByText('Deep work')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByLabel('Search connections').fill('zzz');
  await expect(page.getByText('No connections match "zzz"')).toBeVisible();
  await page.getByLabel('Search connections').fill('deep');
  await page.getByRole('link', { name: 'Deep work' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Deep work', level: 1 })).toBeVisible();
  await expect(page.getByText('0 activities')).toBeVisible();
});
