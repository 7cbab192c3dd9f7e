import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedConnection, seedEntry } from './support/seed.ts';

/** A real 1×1 PNG, as a file the browser can pick. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const origin = `http://127.0.0.1:${E2E_PORT}`;
/** The grid of connection cards, not the sidebar's Recent Connections. */
const grid = (page: Page) => page.getByRole('list', { name: 'Connections', exact: true });

test('a person is created with contact info, dates and an image, after the form says what is wrong', async ({
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
});

test('entries linked from the editor count on the card and list on the person’s page', async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
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

test('an institution related to a person shows on both pages, and the list filters by type', async ({
  page,
}) => {
  await page.goto('/landing');
  await signUpViaApi(page);
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

test('deleting a person asks first, and their entries stay', async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
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
