import { expect, type Page } from '@playwright/test';

/** Waits until the page is controlled by an activated service worker (the precache is complete then). */
export async function waitForServiceWorker(page: Page) {
  // Installing fetches the whole precache (about 120 files) first: longer than one page load.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return `${registration?.active?.state} ${navigator.serviceWorker.controller !== null}`;
        }),
      { timeout: 30_000 },
    )
    .toBe('activated true');
}
