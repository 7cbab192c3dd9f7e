import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A camera's JPEG of one colour; with `exif`, it says it was taken on March 18, 2019. */
export const photo = async (colour: string, exif = false) => {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg();
  if (exif) image.withExif({ IFD2: { DateTimeOriginal: '2019:03:18 14:05:00' } });
  return image.toBuffer();
};

/** Pastes a PNG drawn in the page, as a screenshot pasted from the clipboard arrives. */
export async function pasteImage(page: Page) {
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
