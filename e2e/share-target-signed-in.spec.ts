import { waitForServiceWorker } from './support/pwa.ts';
import { expectPrefilled, expectSavedWithPhoto, sharedLink, shareFromAnotherApp } from './support/share.ts';
import { expect, test } from './support/signed-in.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Sharing to Memento from another app opens the editor filled in, and saves with the photo. */

test('a link, text and photo shared from another app open the editor filled in and save with the entry', async ({
  page,
}) => {
  // Many steps, one of them a photo's derivatives: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const shared = await sharedLink();
  await shareFromAnotherApp(page, shared);
  const editor = await expectPrefilled(page, shared);
  await expectSavedWithPhoto(page, shared);

  // Saved once: the share does not wait any more, so opening its editor link again starts empty.
  await page.goto(editor);
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Uploads' })).toHaveCount(0);
});
