import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg } from '../../test/attachment-fixtures.ts';
import { buildAttachment, buildUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus } from '../../test/typed-api.ts';
import { uploadAttachment } from '../../test/uploads.ts';
import { newEntry } from './store-contract.ts';

const app = suiteApp();

describe('photos', () => {
  it('turns a 12 MP camera JPEG upright into a thumbnail and a display size with no GPS or camera tags', async () => {
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    // 4000×3000 stored sideways (EXIF orientation 6): upright it is 3000 wide and 4000 tall.
    const original = await cameraJpeg(4000, 3000);
    const photo = await buildAttachment(user, entryId, original, {
      type: 'image/jpeg',
      name: 'IMG_0042.JPG',
    });
    expect([photo.width, photo.height]).toEqual([3000, 4000]);
    // The capture date and place are offered to the editor, not applied to the entry.
    expect(photo.taken_at).toBe('2019-03-18T14:05:00.000Z');
    expect(photo.taken_lat).toBeCloseTo(52.52, 2);
    expect(photo.taken_lng).toBeCloseTo(13.41, 2);
    const entry = await expectStatus(
      user.api.GET('/api/v1/entries/{id}', { params: { path: { id: entryId } } }),
      200,
    );
    expect(entry.location_id).toBeNull();

    for (const [url, longest] of [
      [photo.thumbnail_url, 400],
      [photo.url, 1600],
    ] as const) {
      const served = await fetch(`${app.baseUrl}${url}`, { headers: { cookie: user.client.cookieHeader() } });
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      // Upright: taller than wide, the longest side at the derivative's size, no orientation left to apply.
      expect([meta.width, meta.height]).toEqual([(longest * 3) / 4, longest]);
      expect(meta.orientation ?? 1).toBe(1);
      // No EXIF (GPS, camera, date) or XMP chunk in the WebP, and the camera's name nowhere in it.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes('Acme Optics')).toBe(false);
    }

    // The original keeps its metadata, for its owner's download and export only.
    const kept = await fetch(`${app.baseUrl}${photo.original_url}`, {
      headers: { cookie: user.client.cookieHeader() },
    });
    expect(kept.headers.get('content-disposition')).toMatch(/^attachment;/);
    const keptTags = await exifr.parse(Buffer.from(await kept.arrayBuffer()), { gps: true });
    expect(keptTags.Make).toBe('Acme Optics');
    expect(keptTags.latitude).toBeCloseTo(52.52, 2);
  });

  it('refuses bytes that carry a JPEG magic number but no picture', async () => {
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const fake = new Uint8Array(2048);
    fake.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await uploadAttachment(user, entryId, fake, { type: 'image/jpeg' });
    expect(res.response.status).toBe(415);
  });
});
