import { expect, test } from './support/signed-in.ts';

/** Pages that cannot show what was asked for say so in plain words, not the library's. */

// No service worker: one test refuses a page's code with page.route, which a service worker would
// answer from its precache (e2e/pwa-*.spec.ts cover it), and none of these needs one.
test.use({ serviceWorkers: 'block' });

test('a malformed id reads as not found on every detail and edit page', async ({ page }) => {
  for (const [path, text] of [
    ['/edit-entry/abc', 'Activity not found'],
    ['/entries/abc', 'Activity not found'],
    ['/connections/abc', 'Connection not found'],
    ['/edit-connection/abc', 'Connection not found'],
    ['/groups/abc', 'Group not found'],
  ]) {
    await page.goto(path as string);
    await expect(page.getByRole('heading', { name: text as string })).toBeVisible();
    await expect(page.getByText(/must be a UUID|Invalid path parameters/)).toHaveCount(0);
  }
});

test('a page whose code cannot load says what to do, not the loader’s error', async ({ page }) => {
  // The calendar's chunk is refused, as after a deploy removed it or the connection dropped.
  await page.route(/\/assets\/calendar-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.getByRole('alert')).toContainText('This page could not be shown');
  await expect(page.getByText('Memento may have been updated, or the connection dropped')).toBeVisible();
  await expect(page.getByText(/dynamically imported module|Failed to fetch|import/i)).toHaveCount(0);
});
