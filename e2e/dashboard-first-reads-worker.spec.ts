import { signOutFromMenu } from './support/journal.ts';
import { waitForServiceWorker } from './support/pwa.ts';
import { apiRequests, count } from './support/requests.ts';
import { seedEntry } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A returning visit: the service worker answers the dashboard's navigation with its copy of the app,
 * which no server wrote first reads into. The page starts them itself, from this device's kept
 * account (src/shared/first-reads-script.ts), instead of the app reading the session, then the
 * profile, then the data.
 */
test('the dashboard from the service worker starts its reads from the page, before the app runs', async ({
  page,
}) => {
  await seedEntry(page, { title: 'Harbour walk', type: 'memory' });
  await page.goto('/dashboard');
  await expect(page.getByRole('article').filter({ hasText: 'Harbour walk' })).toBeVisible({
    timeout: 30_000,
  });
  await waitForServiceWorker(page);

  // Which reads an inline script of the page made (document.currentScript is set only while one
  // runs), and which the app's modules made later.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as { madeByPage?: string[] }).madeByPage = made;
    const fetchOfPage = window.fetch;
    window.fetch = (input, init) => {
      if (document.currentScript && typeof input === 'string') made.push(input);
      return fetchOfPage(input, init);
    };
  });
  const seen = apiRequests(page);
  const navigation = await page.goto('/dashboard');
  expect(navigation?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('article').filter({ hasText: 'Harbour walk' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On this day' })).toBeVisible();
  const madeByPage = await page.evaluate(() => (window as { madeByPage?: string[] }).madeByPage);
  expect(madeByPage).toEqual([
    '/api/auth/get-session',
    '/api/v1/today',
    '/api/v1/entries',
    '/api/v1/profile',
    '/api/v1/connections/recent',
  ]);
  // Each was asked for once: the app took the answers the page had started.
  for (const read of [
    '/api/auth/get-session',
    '/api/v1/today',
    '/api/v1/entries',
    '/api/v1/connections/recent',
  ])
    expect(count(seen, `GET ${read}`), read).toBe(1);
});

test('after signing out, the same page from the service worker starts none of the signed-in reads', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorker(page);
  await signOutFromMenu(page);

  const seen = apiRequests(page);
  const navigation = await page.goto('/dashboard');
  expect(navigation?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/(landing|auth)/);
  expect(count(seen, 'GET /api/auth/get-session')).toBeGreaterThanOrEqual(1);
  // The signed-out page may read what any visitor's does (the server's public settings), never
  // the dashboard's signed-in reads.
  const signedInReads = ['/api/v1/today', '/api/v1/entries', '/api/v1/profile', '/api/v1/connections/recent'];
  expect(seen.filter((request) => signedInReads.some((read) => request === `GET ${read}`))).toEqual([]);
});
