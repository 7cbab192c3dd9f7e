import { apiRequests, count } from './support/requests.ts';
import { seedConnection, seedEntry } from './support/seed.ts';
import { expect, test } from './support/signed-in.ts';

/** The dashboard's first reads start from its HTML; the app takes those answers instead of asking twice. */

// The first reads are in the page the server sends. Signing in on /landing registers the service
// worker, and once it has installed it answers a navigation with its cached shell, which starts
// none: whether it had, by the time of the test's navigation, was a race (seen lost under load).
test.use({ serviceWorkers: 'block' });

test('the session, Today, the first entries and the recent connections are asked once each on a full load', async ({
  page,
}) => {
  const ines = await seedConnection(page, { name: 'Ines Harbour', type: 'person' });
  await seedEntry(page, { title: 'Harbour walk', type: 'memory', connection_ids: [ines.id] });
  const seen = apiRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('article').filter({ hasText: 'Harbour walk' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On this day' })).toBeVisible();
  // The sidebar's Recent Connections, drawn from the answer the HTML started.
  const recent = page.getByRole('region', { name: 'Recent Connections' });
  await expect(recent.getByRole('link', { name: 'Ines Harbour' })).toBeVisible();
  expect(count(seen, 'GET /api/auth/get-session')).toBe(1);
  expect(count(seen, 'GET /api/v1/today')).toBe(1);
  expect(count(seen, 'GET /api/v1/entries')).toBe(1);
  expect(count(seen, 'GET /api/v1/connections/recent')).toBe(1);
});

test('a folded Today leaves no started read unused, and is read afresh when opened', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    // The app says so when the worker this spec blocks cannot register; that is not what is checked.
    if (/service worker/i.test(msg.text())) return;
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

// The reload that takes the started profile answer, asking once, is in dashboard-weight-profile-sync.spec.ts.
test('a first load syncs the profile and drops the profile read the HTML started', async ({ page }) => {
  const seen = apiRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  expect(count(seen, 'POST /api/v1/profile/sync')).toBe(1);
  // Left there, the answer from before the sync would be handed to the next read of the profile.
  const startedProfile = await page.evaluate(() =>
    (window as { __mementoFirstReads?: Map<string, unknown> }).__mementoFirstReads?.has('/api/v1/profile'),
  );
  expect(startedProfile).toBe(false);
});

test('the page and its first entries arrive compressed', async ({ page }) => {
  await seedEntry(page, {
    title: 'Harbour walk',
    type: 'memory',
    content: 'We walked along the harbour. '.repeat(60),
  });
  const entries = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/entries');
  const document = await page.goto('/dashboard');
  expect(document?.headers()['content-encoding']).toBe('br');
  expect((await entries).headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('article').filter({ hasText: 'Harbour walk' })).toBeVisible();
});
