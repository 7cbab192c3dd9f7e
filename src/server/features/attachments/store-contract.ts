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
import { buildAttachment, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';
import { uploadAttachment } from '../../test/uploads.ts';

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

export const newEntry = async (user: TestUser) =>
  (await buildEntry(user, { title: 'Spring walk', type: 'memory' })).id;

const one = (id: string) => ({ params: { path: { id } } });

const bytesOf = async (app: TestApp, user: TestUser, url: string | null) => {
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
      const body = await buildAttachment(user, entryId, bytes, { type: 'text/plain', name: `file.${kind}` });
      expect([body.content_type, body.kind], type).toEqual([type, kind]);
      const original = await bytesOf(app, user, body.original_url);
      expect(original.res.headers.get('content-type')).toBe(type);
      expect(Buffer.from(original.bytes).equals(Buffer.from(bytes))).toBe(true);
      expect(await probe.storedVariants(user.id, body.id)).toBe(kind === 'image' ? 3 : 1);
    }
    const entry = await expectStatus(user.api.GET('/api/v1/entries/{id}', one(entryId)), 200);
    expect(entry.attachments.map((a) => a.content_type)).toEqual(files.map((f) => f[1]));
    expect(entry.attachments[0]?.thumbnail_url).toMatch(/\/thumb\?v=/);
    expect(entry.attachments[5]?.thumbnail_url).toBeNull();
  });

  it("serves each variant's own bytes, and 404 for a derivative of a file that is not an image", async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const photo = await buildAttachment(user, entryId, await imageOf('png', 900));
    const sizes = new Map<string, number | undefined>();
    for (const variant of ['thumb', 'display']) {
      const { res, bytes } = await bytesOf(app, user, `/api/v1/attachments/${photo.id}/${variant}`);
      expect([res.status, res.headers.get('content-type')], variant).toEqual([200, 'image/webp']);
      sizes.set(variant, (await sharp(bytes).metadata()).width);
    }
    // A 900 px picture: a 400 px thumbnail and a display size it is not made larger for.
    expect(Object.fromEntries(sizes)).toEqual({ thumb: 400, display: 900 });
    const memo = await buildAttachment(user, entryId, wav());
    for (const variant of ['thumb', 'display'])
      expect((await user.client.get(`/api/v1/attachments/${memo.id}/${variant}`)).status, variant).toBe(404);
    expect((await bytesOf(app, user, memo.original_url)).res.status).toBe(200);
  });

  it('refuses SVG, HTML named .jpg, an oversize file (413 with the limit) and a 21st file', async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const svgRes = await uploadAttachment(user, entryId, svg(), { type: 'image/svg+xml', name: 'logo.svg' });
    expect(svgRes.response.status).toBe(415);
    const htmlRes = await uploadAttachment(user, entryId, html(), {
      type: 'image/jpeg',
      name: 'holiday.jpg',
    });
    expect(htmlRes.response.status).toBe(415);
    expect(htmlRes.error?.error.code).toBe('unsupported_media_type');
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(wav().subarray(0, 44));
    const bigRes = await uploadAttachment(user, entryId, big, { type: 'audio/wav' });
    expect(bigRes.response.status).toBe(413);
    expect(bigRes.error?.error.message).toBe('The file is larger than 1 MB');
    expect(bigRes.error?.error.details).toMatchObject({ max_bytes: 1024 * 1024 });
    for (let i = 0; i < 20; i++) await buildAttachment(user, entryId, wav(20));
    const extra = await uploadAttachment(user, entryId, wav(20));
    expect(extra.response.status).toBe(409);
    expect(extra.error?.error.message).toBe('An entry holds at most 20 files');
    const listed = await expectStatus(user.api.GET('/api/v1/entries/{id}/attachments', one(entryId)), 200);
    expect(listed.items).toHaveLength(20);
  });

  it('serves a PNG polyglot only as an image, with nosniff and a disposition that cannot execute', async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const body = await buildAttachment(user, entryId, await pngPolyglot(), {
      type: 'text/html',
      name: 'page.html',
    });
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
    const a = await buildAttachment(owner, entryId, await imageOf('png'));
    for (const url of [a.url, a.thumbnail_url, a.original_url, `/api/v1/entries/${entryId}/attachments`])
      expect((await other.client.get(`${url}`)).status, `${url}`).toBe(404);
    expect((await other.client.patch(`/api/v1/attachments/${a.id}`, { caption: 'mine now' })).status).toBe(
      404,
    );
    expect(
      (await other.client.request('PUT', `/api/v1/entries/${entryId}/attachments/order`, { ids: [a.id] }))
        .status,
    ).toBe(404);
    expect((await other.client.delete(`/api/v1/attachments/${a.id}`)).status).toBe(404);
    expect((await uploadAttachment(other, entryId, await imageOf('png'))).response.status).toBe(404);
    expect((await app.client().get(a.url)).status).toBe(401);
    // The owner still has it, untouched.
    const kept = await expectStatus(owner.api.GET('/api/v1/entries/{id}/attachments', one(entryId)), 200);
    expect(kept.items[0]?.caption).toBeNull();
  });

  it('captions and reorders files, and deleting one or the entry removes their bytes', async () => {
    const app = probe.app();
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const first = await buildAttachment(user, entryId, await imageOf('png'));
    const second = await buildAttachment(user, entryId, wav());
    const third = await buildAttachment(user, entryId, pdf());
    const captioned = await user.api.PATCH('/api/v1/attachments/{id}', {
      ...one(first.id),
      body: { caption: 'The bridge at dusk' },
    });
    expect(captioned.data?.caption).toBe('The bridge at dusk');
    const reorder = (ids: string[]) =>
      user.api.PUT('/api/v1/entries/{id}/attachments/order', { ...one(entryId), body: { ids } });
    const order = [third.id, first.id, second.id];
    expect((await reorder(order)).data?.items.map((a) => a.id)).toEqual(order);
    expect((await reorder([first.id])).response.status).toBe(400);

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
