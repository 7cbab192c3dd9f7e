import { apiRequests, count } from './support/requests.ts';
import { seedEntry } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** The dashboard's first reads start from its HTML; the app takes those answers instead of asking twice. */

test('the session, Today and the first entries are asked once each on a full load', async ({ page }) => {
  await seedEntry(page, { title: 'Harbour walk', type: 'memory' });
  const seen = apiRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('article').filter({ hasText: 'Harbour walk' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On this day' })).toBeVisible();
  expect(count(seen, 'GET /api/auth/get-session')).toBe(1);
  expect(count(seen, 'GET /api/v1/today')).toBe(1);
  expect(count(seen, 'GET /api/v1/entries')).toBe(1);
});

test('a folded Today leaves no started read unused, and is read afresh when opened', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
  });
  await page.evaluate(() => localStorage.setItem('memento.today.open', 'closed'));
  const seen = apiRequests(page);
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: /^Today/ });
  await expect(today.getByRole('button', { name: 'Show' })).toBeVisible();
  // Chromium reports a preloaded answer the page has not used within three seconds of its load.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(3_500);
  expect(warnings).toEqual([]);

  const fresh = page.waitForRequest((request) => request.url().endsWith('/api/v1/today'), {
    timeout: 15_000,
  });
  await today.getByRole('button', { name: 'Show' }).click();
  await fresh;
  await expect(page.getByRole('region', { name: 'On this day' })).toBeVisible();
  // One read started by the HTML and dropped, one made when Today opened.
  expect(count(seen, 'GET /api/v1/today')).toBe(2);
});

test('a reload in a synced session takes the profile the HTML started; a first load syncs and drops it', async ({
  page,
}) => {
  await seedEntry(page, { title: 'Harbour walk', type: 'memory' });
  const card = page.getByRole('article').filter({ hasText: 'Harbour walk' });
  const first = apiRequests(page);
  await page.goto('/dashboard');
  await expect(card).toBeVisible();
  // The first load of a sign-in session syncs the profile; the answer the HTML started is dropped,
  // so no later read can be handed a profile from before the sync.
  expect(count(first, 'POST /api/v1/profile/sync')).toBe(1);
  const startedProfile = await page.evaluate(() =>
    (window as { __mementoFirstReads?: Map<string, unknown> }).__mementoFirstReads?.has('/api/v1/profile'),
  );
  expect(startedProfile).toBe(false);

  // The reload's HTML starts the profile read as well; the app takes that answer, not a second one.
  const reload = apiRequests(page);
  await page.reload();
  await expect(card).toBeVisible();
  expect(count(reload, 'POST /api/v1/profile/sync')).toBe(0);
  expect(count(reload, 'GET /api/v1/profile')).toBe(1);
});
