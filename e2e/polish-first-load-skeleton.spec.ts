import type { Browser, Page } from '@playwright/test';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';

// The first visit registers the service worker, as a person's does; its console must stay clean too.
test.use({ serviceWorkers: 'allow' });

/** A first visit, before any data arrives: the layout and a skeleton, and no console warning. */

const pages = [
  { path: '/dashboard', heading: 'Activities' },
  { path: '/calendar', heading: 'Calendar' },
  { path: '/digest', heading: 'Reflective Digests' },
  { path: '/connections', heading: 'Connections' },
];

/** A fresh browser profile (no cache, no stored state) signed in through the identity API. */
async function freshSignedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signUpViaApi(page, newUser('first-load'), baseURL);
  return page;
}

for (const { path, heading } of pages) {
  test(`${path}: the layout and a skeleton show before any data arrives`, async ({ browser, baseURL }) => {
    const page = await freshSignedInPage(browser, baseURL as string);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
    });
    // Every API answer waits until the test lets it through.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByTestId('skeleton')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(warnings).toEqual([]);
    await page.context().close();
  });
}
