import { expect, test } from './support/fixtures.ts';
import { waitForServiceWorker } from './support/pwa.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

test('the app is installable: a valid manifest with real icons, and an active service worker', async ({
  page,
  request,
}) => {
  await page.goto('/landing');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href as string);
  expect(res.headers()['content-type']).toBe('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Memento', display: 'standalone', start_url: '/dashboard' });
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['New memento', 'Today']);
  const icons: ManifestIcon[] = manifest.icons;
  for (const size of ['192x192', '512x512']) {
    expect(icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
    expect(icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
  }
  // Every icon is there, a PNG of the size it claims.
  for (const icon of icons) {
    const bytes = await (await request.get(icon.src)).body();
    expect(pngSize(bytes), icon.src).toBe(icon.sizes);
  }

  // The service worker takes the page over, and the precached shell opens with no network.
  await waitForServiceWorker(page);
  const swHeaders = (await request.get('/sw.js')).headers();
  expect(swHeaders['cache-control']).toBe('no-cache');
  await page.context().setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Your memories and relationships, kept with care' }),
  ).toBeVisible();
  // A lazy page's code comes from the precache too.
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByLabel('Email')).toBeVisible();
});
