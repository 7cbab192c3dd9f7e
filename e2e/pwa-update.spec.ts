import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { waitForServiceWorker } from './support/pwa.ts';

/**
 * A new deployment, as a browser meets it: the server's /sw.js changes. The worker file and its
 * precompressed copies are rewritten in the served build (a byte added, so the browser sees a new
 * version), then put back as they were.
 */
const served = ['dist/web/sw.js', 'dist/web/sw.js.br', 'dist/web/sw.js.gz'];

function deployNewWorker(): () => void {
  const before = served.map((file) => readFileSync(file));
  const next = Buffer.concat([before[0] as Buffer, Buffer.from(`\n// deployed ${Date.now()}\n`)]);
  writeFileSync(served[0] as string, next);
  writeFileSync(served[1] as string, brotliCompressSync(next));
  writeFileSync(served[2] as string, gzipSync(next));
  return () => {
    for (const [i, file] of served.entries()) writeFileSync(file, before[i] as Buffer);
  };
}

test('a new version shows the reload prompt, and the draft being written survives the reload', async ({
  page,
}) => {
  await page.goto('/landing');
  await signUpViaApi(page);
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
