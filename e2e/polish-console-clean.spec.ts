import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedConnection, seedEntry } from './support/seed.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Every route, signed out and signed in, prints no console warning or error. */

test('no route prints a console warning or error', async ({ page }) => {
  // Twenty-two page loads, each waiting for the network to go quiet: on a slow machine, beside the
  // suite's other worker, that took more than the default minute (CI of 2026-11-28, night).
  test.setTimeout(180_000);
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') messages.push(`${page.url()}: ${msg.text()}`);
  });
  for (const path of ['/landing', '/auth', '/auth/sign-up', '/test']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await signUpViaApi(page);
  const entry = await seedEntry(page, { title: 'Harbour', type: 'memory', content: 'A walk.' });
  const person = await seedConnection(page, { name: 'Ana', type: 'person' });
  const group = await (
    await page.request.post('/api/v1/groups', {
      data: { name: 'Trips' },
      headers: { origin: new URL(page.url()).origin },
    })
  ).json();
  for (const path of [
    '/',
    '/dashboard',
    '/create-memento',
    `/entries/${entry.id}`,
    `/edit-entry/${entry.id}`,
    '/connections',
    '/create-connection',
    `/connections/${person.id}`,
    `/edit-connection/${person.id}`,
    '/calendar',
    '/digest',
    '/groups',
    `/groups/${group.id}`,
    '/favorites',
    '/search?q=harbour',
    '/settings',
    '/subscription-success?session_id=x',
    '/clerk-supabase-test',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(messages).toEqual([]);
});
