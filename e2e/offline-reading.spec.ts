import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { signOutFromMenu } from './support/journal.ts';
import { deviceData, savedQueryCache } from './support/offline.ts';
import { waitForServiceWorker } from './support/pwa.ts';
import { seedEntry } from './support/seed.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  await seedEntry(page, { title: 'Sunrise at the pier', type: 'memory', content: 'Gulls and cold coffee.' });
  await page.goto('/dashboard');
  // A first visit loads the app and starts the service worker: slow on a busy machine.
  await expect(page.getByRole('link', { name: 'Sunrise at the pier' })).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorker(page);
  // Open the entry once, so its page is among the saved data too.
  await page.getByRole('link', { name: 'Sunrise at the pier' }).click();
  await expect(page).toHaveURL(/\/entries\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Gulls and cold coffee.')).toBeVisible();
  // The list's saved copy holds the text too: wait for the entry's own saved answer.
  const entryId = page.url().split('/').pop();
  await expect.poll(() => savedQueryCache(page)).toContain(`"detail","${entryId}"`);
});

test('offline, the dashboard and an opened entry show saved data under a banner; signing out offline leaves nothing', async ({
  page,
}) => {
  await page.context().setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Offline · showing saved data' })).toBeVisible();
  await page.getByRole('link', { name: 'Sunrise at the pier' }).click();
  await expect(page.getByText('Gulls and cold coffee.')).toBeVisible();

  await signOutFromMenu(page);
  await expect.poll(() => deviceData(page)).toEqual({ records: 0, apiAnswers: [], remembered: [] });
  // Still offline, the signed-in pages are closed to this browser now.
  await page.goto('/dashboard');
  await expect(page.getByText('Sunrise at the pier')).toHaveCount(0);
});

test('online, no banner and no saved data in place of fresh; signing out leaves nothing', async ({
  page,
}) => {
  await page.request.post('/api/v1/entries', {
    data: { title: 'Evening swim', type: 'memory' },
    headers: { origin: new URL(page.url()).origin },
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Evening swim' })).toBeVisible();
  await expect(page.getByText('Offline · showing saved data')).toHaveCount(0);
  await signOutFromMenu(page);
  await expect.poll(() => deviceData(page)).toEqual({ records: 0, apiAnswers: [], remembered: [] });
});
