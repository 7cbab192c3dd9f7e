import { deployNewWorker, waitForServiceWorker } from './support/pwa.ts';
import { expect, test } from './support/signed-in.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A new version deployed while the editor is open: the reload prompt, and the draft kept through it. */

test('a new version shows the reload prompt, and the draft being written survives the reload', async ({
  page,
}) => {
  await page.goto('/create-entry');
  await expect(page.getByLabel('Title')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorker(page);
  await page.getByLabel('Title').fill('Written while a release went out');
  await page.getByRole('textbox', { name: 'Content' }).fill('The train was late again.');
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('memento:entry-draft:'))),
    )
    .toBe(true);

  const restore = deployNewWorker();
  try {
    // What the page does every half hour and when it comes back into view.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Nothing reloaded under the user: the form is as they left it.
    await expect(page.getByLabel('Title')).toHaveValue('Written while a release went out');

    // The editor's "leave site?" question is answered yes, as a user choosing Reload would.
    page.on('dialog', (dialog) => void dialog.accept());
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Written while a release went out');
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('The train was late again.');
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
  } finally {
    restore();
  }
});
