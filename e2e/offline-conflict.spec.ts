import type { APIRequestContext } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { waitForServiceWorker } from './support/pwa.ts';
import { seedEntry } from './support/seed.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const entryOf = async (api: APIRequestContext, id: string) => (await api.get(`/api/v1/entries/${id}`)).json();

test('an edit made offline merges with an edit made elsewhere; the same field changed on both asks which to keep', async ({
  page,
  browser,
}) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  const { id } = await seedEntry(page, { title: 'Picnic plans', type: 'idea', content: 'Bring bread.' });
  // The other device: the same account in a second browser context.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const origin = new URL(page.url()).origin;
  const editElsewhere = (data: Record<string, unknown>) =>
    other.request.patch(`${origin}/api/v1/entries/${id}`, { data, headers: { origin } });

  const editOffline = async (field: string, value: string) => {
    await page.goto(`/edit-entry/${id}`);
    await expect(page.getByLabel(field)).toBeVisible({ timeout: 30_000 });
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.getByLabel(field).fill(value);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('list', { name: 'Waiting to sync' })).toBeVisible();
  };

  // Different fields: both edits survive.
  await editOffline('Title', 'Picnic plans for Sunday');
  expect((await editElsewhere({ content: 'Bring bread and cheese.' })).status()).toBe(200);
  await page.context().setOffline(false);
  await expect(page.getByRole('list', { name: 'Waiting to sync' })).toHaveCount(0, { timeout: 30_000 });
  expect(await entryOf(page.request, id)).toMatchObject({
    title: 'Picnic plans for Sunday',
    content: 'Bring bread and cheese.',
  });

  // The same field: both versions are shown and the user's choice is kept.
  await editOffline('Content', 'Bring plums.');
  expect((await editElsewhere({ content: 'Bring pears.' })).status()).toBe(200);
  await page.context().setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'This activity was changed elsewhere' });
  await expect(dialog).toContainText('Other version: Bring pears.');
  await dialog.getByRole('radio', { name: 'This device: Bring plums.' }).check();
  await dialog.getByRole('button', { name: 'Keep chosen versions' }).click();
  await expect.poll(async () => (await entryOf(page.request, id)).content).toBe('Bring plums.');
  expect((await entryOf(page.request, id)).title).toBe('Picnic plans for Sunday');
  await other.close();
});
