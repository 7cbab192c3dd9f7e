import sharp from 'sharp';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { waitForServiceWorker } from './support/pwa.ts';

// This spec needs the service worker, which the browser tests block unless asked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('an entry with a photo made offline waits, then reaches the server once though the first send was cut off', async ({
  page,
}) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorker(page);

  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'New Activity' }).first().click();
  await page.getByLabel('Title').fill('Notes from the tunnel');
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Choose files to attach')
    .setInputFiles([{ name: 'tunnel.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await page.getByRole('button', { name: 'Create activity' }).click();
  const waiting = page.getByRole('list', { name: 'Waiting to sync' });
  await expect(waiting.getByRole('heading', { name: 'Notes from the tunnel' })).toBeVisible();
  await expect(waiting).toContainText('Waiting to sync');

  // The first create reaches the server, but its answer never comes back.
  let cut = false;
  await page.route('**/api/v1/entries', async (route) => {
    if (cut || route.request().method() !== 'POST') return route.continue();
    cut = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.context().setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  expect(cut).toBe(true);
  await expect(page.getByRole('link', { name: 'Notes from the tunnel' })).toBeVisible();

  const res = await page.request.get('/api/v1/entries?limit=50');
  const made = (await res.json()).items.filter((e: { title: string }) => e.title === 'Notes from the tunnel');
  expect(made).toHaveLength(1);
  expect(made[0].attachments).toHaveLength(1);
});
