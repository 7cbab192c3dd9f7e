import { expect, newUser, signInViaForm, signUpViaApi, test } from './support/fixtures.ts';
import { waitForServiceWorker } from './support/pwa.ts';
import { expectPrefilled, expectSavedWithPhoto, sharedLink, shareFromAnotherApp } from './support/share.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A share that arrives signed out waits through sign-in and still reaches the editor. */

test('a signed-out user signs in first and the editor still gets the share', async ({ page }) => {
  const user = newUser('sharer');
  await page.goto('/landing');
  await signUpViaApi(page, user);
  await waitForServiceWorker(page);
  await page.context().clearCookies();

  const shared = await sharedLink();
  await shareFromAnotherApp(page, shared);
  await expect(page).toHaveURL(/\/auth/);
  await signInViaForm(page, user);
  await expectPrefilled(page, shared);
  await expectSavedWithPhoto(page, shared);
});
