import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  cameraJpeg,
  html,
  imageOf,
  m4a,
  mp3,
  pdf,
  pngPolyglot,
  svg,
  wav,
  webm,
} from '../../test/attachment-fixtures.ts';
import { buildUser, type TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** How a store's suite lets the contract look behind the API. */
export interface StoreProbe {
  app(): TestApp;
  /** How many stored variants (original, display, thumb) the attachment has in the store. */
  storedVariants(userId: string, attachmentId: string): Promise<number>;
  /** Lets background deletion run to the end (the S3 outbox); nothing for the database store. */
  settle(): Promise<void>;
}

/** The environment the contract's app runs with: a 1 MB cap keeps the oversize upload small. */
export const CONTRACT_ENV = { ATTACHMENT_MAX_MB: '1', ATTACHMENT_MAX_PER_ENTRY: '20' };

/** Sends a file as the browser does: its raw bytes, under whatever type the file claims. */
export function upload(
  app: TestApp,
  user: TestUser,
  entryId: string,
  bytes: Uint8Array,
  type = 'application/octet-stream',
  name?: string,
) {
  const query = name ? `?name=${encodeURIComponent(name)}` : '';
  return fetch(`${app.baseUrl}/api/v1/entries/${entryId}/attachments${query}`, {
    method: 'POST',
    headers: { cookie: user.client.cookieHeader(), origin: app.baseUrl, 'content-type': type },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

export const newEntry = async (user: TestUser) =>
  (await user.client.post('/api/v1/entries', { title: 'Spring walk', type: 'memory' })).body.id as string;

const bytesOf = async (app: TestApp, user: TestUser, url: string) => {
  const res = await fetch(`${app.baseUrl}${url}`, { headers: { cookie: user.client.cookieHeader() } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

/** The behaviour every AttachmentStore gives through the API, run once per store. */
export function attachmentStoreContract(probe: StoreProbe) {
  it('takes each accepted type by its bytes, lists them on the entry and serves the original back', async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const files: [Uint8Array, string, string][] = [
      [await cameraJpeg(300, 200), 'image/jpeg', 'image'],
      [await imageOf('png'), 'image/png', 'image'],
      [await imageOf('webp'), 'image/webp', 'image'],
      [await imageOf('gif'), 'image/gif', 'image'],
      [await imageOf('avif'), 'image/avif', 'image'],
      [webm(), 'audio/webm', 'audio'],
      [m4a(), 'audio/mp4', 'audio'],
      [mp3(), 'audio/mpeg', 'audio'],
      [wav(), 'audio/wav', 'audio'],
      [pdf(), 'application/pdf', 'pdf'],
    ];
    for (const [bytes, type, kind] of files) {
      // The client's header lies on purpose: the bytes decide.
      const res = await upload(app, user, entryId, bytes, 'text/plain', `file.${kind}`);
      expect(res.status, type).toBe(201);
      const body = await res.json();
      expect([body.content_type, body.kind]).toEqual([type, kind]);
      const original = await bytesOf(app, user, body.original_url);
      expect(original.res.headers.get('content-type')).toBe(type);
      expect(Buffer.from(original.bytes).equals(Buffer.from(bytes))).toBe(true);
      expect(await probe.storedVariants(user.id, body.id)).toBe(kind === 'image' ? 3 : 1);
    }
    const entry = (await user.client.get(`/api/v1/entries/${entryId}`)).body;
    expect(entry.attachments.map((a: { content_type: string }) => a.content_type)).toEqual(
      files.map((f) => f[1]),
    );
    expect(entry.attachments[0].thumbnail_url).toMatch(/\/thumb\?v=/);
    expect(entry.attachments[5].thumbnail_url).toBeNull();
  });

  it("serves each variant's own bytes, and 404 for a derivative of a file that is not an image", async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const photo = await (await upload(app, user, entryId, await imageOf('png', 900))).json();
    const sizes = new Map<string, number | undefined>();
    for (const variant of ['thumb', 'display']) {
      const { res, bytes } = await bytesOf(app, user, `/api/v1/attachments/${photo.id}/${variant}`);
      expect([res.status, res.headers.get('content-type')], variant).toEqual([200, 'image/webp']);
      sizes.set(variant, (await sharp(bytes).metadata()).width);
    }
    // A 900 px picture: a 400 px thumbnail and a display size it is not made larger for.
    expect(Object.fromEntries(sizes)).toEqual({ thumb: 400, display: 900 });
    const memo = await (await upload(app, user, entryId, wav())).json();
    for (const variant of ['thumb', 'display'])
      expect((await user.client.get(`/api/v1/attachments/${memo.id}/${variant}`)).status, variant).toBe(404);
    expect((await bytesOf(app, user, memo.original_url)).res.status).toBe(200);
  });

  it('refuses SVG, HTML named .jpg, an oversize file (413 with the limit) and a 21st file', async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const svgRes = await upload(app, user, entryId, svg(), 'image/svg+xml', 'logo.svg');
    expect(svgRes.status).toBe(415);
    const htmlRes = await upload(app, user, entryId, html(), 'image/jpeg', 'holiday.jpg');
    expect(htmlRes.status).toBe(415);
    expect((await htmlRes.json()).error.code).toBe('unsupported_media_type');
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(wav().subarray(0, 44));
    const bigRes = await upload(app, user, entryId, big, 'audio/wav');
    expect(bigRes.status).toBe(413);
    const bigBody = await bigRes.json();
    expect(bigBody.error.message).toBe('The file is larger than 1 MB');
    expect(bigBody.error.details.max_bytes).toBe(1024 * 1024);
    for (let i = 0; i < 20; i++) expect((await upload(app, user, entryId, wav(20))).status).toBe(201);
    const extra = await upload(app, user, entryId, wav(20));
    expect(extra.status).toBe(409);
    expect((await extra.json()).error.message).toBe('An entry holds at most 20 files');
    expect((await user.client.get(`/api/v1/entries/${entryId}/attachments`)).body.items).toHaveLength(20);
  });

  it('serves a PNG polyglot only as an image, with nosniff and a disposition that cannot execute', async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const res = await upload(app, user, entryId, await pngPolyglot(), 'text/html', 'page.html');
    expect(res.status).toBe(201);
    const body = await res.json();
    for (const url of [body.url, body.thumbnail_url, body.original_url]) {
      const served = await bytesOf(app, user, url);
      expect(served.res.headers.get('content-type')).toMatch(/^image\/(png|webp)$/);
      expect(served.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.res.headers.get('content-disposition')).toMatch(
        /^(inline|attachment); filename="attachment-[\w-]+\.(png|webp)"$/,
      );
      expect(served.res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    }
    // The derivatives are re-encoded pictures: the HTML tail is gone from what the page shows.
    const display = await bytesOf(app, user, body.url);
    expect(Buffer.from(display.bytes).includes('<script>')).toBe(false);
  });

  it('gives another user 404 for every attachment URL, and a signed-out client 401', async () => {
    const app = probe.app();
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const entryId = await newEntry(owner);
    const a = await (await upload(app, owner, entryId, await imageOf('png'))).json();
    for (const url of [a.url, a.thumbnail_url, a.original_url, `/api/v1/entries/${entryId}/attachments`])
      expect((await other.client.get(url)).status, url).toBe(404);
    expect((await other.client.patch(`/api/v1/attachments/${a.id}`, { caption: 'mine now' })).status).toBe(
      404,
    );
    expect(
      (await other.client.request('PUT', `/api/v1/entries/${entryId}/attachments/order`, { ids: [a.id] }))
        .status,
    ).toBe(404);
    expect((await other.client.delete(`/api/v1/attachments/${a.id}`)).status).toBe(404);
    expect((await upload(app, other, entryId, await imageOf('png'))).status).toBe(404);
    expect((await app.client().get(a.url)).status).toBe(401);
    // The owner still has it, untouched.
    expect(
      (await owner.client.get(`/api/v1/entries/${entryId}/attachments`)).body.items[0].caption,
    ).toBeNull();
  });

  it('captions and reorders files, and deleting one or the entry removes their bytes', async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const first = await (await upload(app, user, entryId, await imageOf('png'))).json();
    const second = await (await upload(app, user, entryId, wav())).json();
    const third = await (await upload(app, user, entryId, pdf())).json();
    const captioned = await user.client.patch(`/api/v1/attachments/${first.id}`, {
      caption: 'The bridge at dusk',
    });
    expect(captioned.body.caption).toBe('The bridge at dusk');
    const order = [third.id, first.id, second.id];
    const reordered = await user.client.request('PUT', `/api/v1/entries/${entryId}/attachments/order`, {
      ids: order,
    });
    expect(reordered.body.items.map((a: { id: string }) => a.id)).toEqual(order);
    const partial = await user.client.request('PUT', `/api/v1/entries/${entryId}/attachments/order`, {
      ids: [first.id],
    });
    expect(partial.status).toBe(400);

    expect((await user.client.delete(`/api/v1/attachments/${second.id}`)).status).toBe(204);
    await probe.settle();
    expect(await probe.storedVariants(user.id, second.id)).toBe(0);
    expect((await user.client.get(second.original_url)).status).toBe(404);

    expect((await user.client.delete(`/api/v1/entries/${entryId}`)).status).toBe(204);
    await probe.settle();
    expect(await probe.storedVariants(user.id, first.id)).toBe(0);
    expect(await probe.storedVariants(user.id, third.id)).toBe(0);
  });
}
