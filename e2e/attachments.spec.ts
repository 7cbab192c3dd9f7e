import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

// A fake microphone (a test tone) that needs no permission prompt, so a memo can really be recorded.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const photo = async (colour: string, exif = false) => {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg();
  if (exif) image.withExif({ IFD2: { DateTimeOriginal: '2019:03:18 14:05:00' } });
  return image.toBuffer();
};

async function createEntry(page: Page, title: string): Promise<string> {
  const res = await page.request.post('/api/v1/entries', {
    data: { title, type: 'memory' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** Pastes a PNG drawn in the page, as a screenshot pasted from the clipboard arrives. */
async function pasteImage(page: Page) {
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#2a7';
    ctx.fillRect(0, 0, 320, 200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
    const data = new DataTransfer();
    data.items.add(new File([blob], 'pasted.png', { type: 'image/png' }));
    document
      .getElementById('entry-content')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
  await signUpViaApi(page);
});

test('attach two photos by the picker and one by paste, view them, delete one', async ({ page }) => {
  const id = await createEntry(page, 'Lake weekend');
  await page.goto(`/edit-entry/${id}`);
  const files = page.getByRole('list', { name: 'Attachments' });
  await page.getByLabel('Choose files to attach').setInputFiles([
    { name: 'shore.jpg', mimeType: 'image/jpeg', buffer: await photo('#36c') },
    { name: 'boat.jpg', mimeType: 'image/jpeg', buffer: await photo('#c63') },
  ]);
  await expect(files.getByRole('button', { name: /^Open / })).toHaveCount(2);
  await pasteImage(page);
  await expect(files.getByRole('button', { name: /^Open / })).toHaveCount(3);
  await expect(files.getByRole('img', { name: 'pasted.png' })).toBeVisible();

  // The viewer opens on the photo clicked and moves with the arrow keys.
  await files.getByRole('button', { name: 'Open boat.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'boat.jpg' });
  await expect(viewer).toContainText('Photo 2 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'pasted.png' })).toContainText('Photo 3 of 3');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await files.getByRole('button', { name: 'Delete shore.jpg' }).click();
  await expect(page.getByText('Attachment deleted')).toBeVisible();
  await expect(files.getByRole('button', { name: /^Open / })).toHaveCount(2);
  await files.getByRole('button', { name: 'Move pasted.png earlier' }).click();
  await expect(files.getByRole('button', { name: /^Open / }).first()).toHaveAccessibleName('Open pasted.png');

  // The entry page shows what is left, in the new order, and the card on the list shows the paperclip.
  await page.goto(`/entries/${id}`);
  await expect(page.getByRole('list', { name: 'Attachments' }).getByRole('img')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Attachments' }).getByRole('img').first()).toHaveAccessibleName(
    'pasted.png',
  );
  await page.goto('/dashboard?photos=true');
  await expect(page.getByRole('heading', { name: 'Lake weekend' })).toBeVisible();
  await expect(page.getByTitle('2 attachments')).toBeVisible();
});

test('a new entry offers a photo’s capture date and uploads the photo when saved', async ({ page }) => {
  await page.goto('/create-memento');
  await page.getByLabel('Title').fill('Berlin trip');
  await page
    .getByLabel('Choose files to attach')
    .setInputFiles([{ name: 'tower.jpg', mimeType: 'image/jpeg', buffer: await photo('#999', true) }]);
  await expect(page.getByText('Uploads when you save')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Photo details' });
  await expect(offer).toContainText('Taken on Mar 18, 2019: use as the entry date?');
  await offer.getByRole('button', { name: 'Use date' }).click();
  await expect(page.getByLabel('Date')).toHaveValue('2019-03-18');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page).toHaveURL(/\/entries\/[\w-]+$/);
  await expect(
    page.getByRole('list', { name: 'Attachments' }).getByRole('img', { name: 'tower.jpg' }),
  ).toBeVisible();
  await expect(page.getByText('March 18, 2019')).toBeVisible();
});

test('record a voice memo with a timer, save it and play it back on the entry page', async ({ page }) => {
  const id = await createEntry(page, 'Morning thoughts');
  await page.goto(`/edit-entry/${id}`);
  await page.getByRole('button', { name: 'Record voice memo' }).click();
  const recorder = page.getByRole('region', { name: 'Voice memo recorder' });
  await expect(recorder).toContainText('Recording');
  // The timer runs while recording, stands still while paused, and runs on after resuming.
  const timer = recorder.getByTestId('recording-time');
  await expect(timer).not.toHaveText('0:00');
  await recorder.getByRole('button', { name: 'Pause' }).click();
  await expect(recorder).toContainText('Paused');
  const paused = (await timer.textContent()) ?? '';
  await recorder.getByRole('button', { name: 'Resume' }).click();
  await expect(recorder).toContainText('Recording');
  await expect(timer).not.toHaveText(paused);
  await recorder.getByRole('button', { name: 'Save memo' }).click();
  await expect(page.getByRole('list', { name: 'Attachments' }).locator('audio')).toHaveCount(1);

  await page.goto(`/entries/${id}`);
  const audio = page.getByRole('list', { name: 'Attachments' }).locator('audio');
  await expect(audio).toHaveCount(1);
  await audio.evaluate((el: HTMLAudioElement) => el.play());
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0.2);
  expect(await audio.evaluate((el: HTMLAudioElement) => el.error)).toBeNull();
});
