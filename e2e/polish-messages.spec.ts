import { expect, signUpViaApi, test } from './support/fixtures.ts';

// One test refuses a page's code with page.route; a service worker would answer it from its
// precache instead, so these tests run without one (e2e/pwa-*.spec.ts cover it).
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

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

test('a blocked microphone says what happened and how to allow it', async ({ page }) => {
  // The browser's speech service is outside Memento: this one refuses the microphone, as Chromium does when blocked.
  await page.addInitScript(() => {
    class BlockedRecognition {
      onerror: ((e: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: 'not-allowed' });
          this.onend?.();
        }, 10);
      }
      stop() {}
    }
    (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition = BlockedRecognition;
  });
  await page.goto('/create-memento');
  await page.getByRole('button', { name: 'Dictate' }).click();
  await expect(page.getByText('The microphone is blocked')).toBeVisible();
  await expect(page.getByText(/Allow the microphone for this site/)).toBeVisible();
  await expect(page.getByText('not-allowed')).toHaveCount(0);
});

test('the developer test page shows checks that have not run in grey, not as failures', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByTestId('claim-role')).toHaveText('authenticated');
  const pending = page.locator('li[data-state="not-run"]');
  await expect(pending).toHaveCount(2);
  await expect(pending.first()).toContainText('not run yet');
  await expect(page.locator('li[data-state="fail"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Test Database Integration' }).click();
  await expect(page.locator('li[data-state="not-run"]')).toHaveCount(1);
  await expect(page.locator('li[data-state="pass"]')).toHaveCount(4);
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
