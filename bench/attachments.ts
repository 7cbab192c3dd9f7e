import sharp from 'sharp';
import { ApiClient } from '../src/server/test/api-client.ts';
import type { Seeded } from './journal.ts';
import { timeSequential } from './load.ts';
import { rng } from './seed.ts';

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A camera-sized JPEG of about 3 MB: noise does not compress, so the size is the real thing. */
async function threeMegabyteJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const width = 2400;
  const height = 1800;
  const random = rng(7);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = random.int(0, 255);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 84 })
    .toBuffer();
}

/**
 * Attachment figures through HTTP, one request at a time: uploading a 3 MB photo (derivatives
 * included), serving its thumbnail, and the Activities list when its newest entries carry photos.
 */
export async function benchAttachments(baseUrl: string, cookie: string, seeded: Seeded) {
  const api = new ApiClient(baseUrl);
  const figures: Record<string, string> = {};
  const photo = await threeMegabyteJpeg();
  // The newest entries get the photos, so the list's first pages show thumbnails.
  const newest = (await api.get<{ items: { id: string }[] }>('/api/v1/entries?limit=60', { cookie })).body
    .items;
  const upload = async (i: number) => {
    const entryId = newest[i % newest.length]?.id as string;
    const res = await fetch(`${baseUrl}/api/v1/entries/${entryId}/attachments?name=bench.jpg`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'image/jpeg' },
      body: photo,
    });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { thumbnail_url: string };
  };
  const runs = 40;
  const first = await upload(0);
  const started = performance.now();
  const t = await timeSequential(runs, (i) => upload(i + 1));
  const seconds = (performance.now() - started) / 1000;
  figures[`upload ${(photo.length / 1e6).toFixed(1)} MB JPEG with derivatives p50 / p95`] =
    `${ms(t.p50)} / ${ms(t.p95)}`;
  figures['upload throughput (one at a time)'] =
    `${(runs / seconds).toFixed(1)} photos/s, ${((runs * photo.length) / 1e6 / seconds).toFixed(1)} MB/s`;

  const get = (path: string) => async () => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  };
  const measure = async (label: string, action: () => Promise<void>) => {
    for (let i = 0; i < 10; i++) await action();
    const r = await timeSequential(200, action);
    figures[`${label} p50 / p95`] = `${ms(r.p50)} / ${ms(r.p95)}`;
  };
  await measure('serve a thumbnail (400 px WebP)', get(first.thumbnail_url));
  await measure('list first page with thumbnails (20)', get('/api/v1/entries?limit=20'));
  await measure('list Photos filter (20)', get('/api/v1/entries?limit=20&photos=true'));
  figures['photos attached'] =
    `${runs + 1} on the ${newest.length} newest of ${seeded.entryIds.length} entries`;
  return figures;
}
