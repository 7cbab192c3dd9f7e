import { describe, expect, it } from 'vitest';
import { buildConnection, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus } from '../../test/typed-api.ts';
import { uploadConnectionImage } from '../../test/uploads.ts';

const app = suiteApp();

/** A real 1×1 PNG. */
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const make = async (user: TestUser) => (await buildConnection(user, { name: 'Ada', type: 'person' })).id;
const one = (id: string) => ({ params: { path: { id } } });
const patch = (user: TestUser, id: string, body: { image_url?: string; name?: string }) =>
  user.api.PATCH('/api/v1/connections/{id}', { ...one(id), body });

describe('connection images', () => {
  it('accepts a real PNG and serves it to its owner only, with its type and cache headers', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const id = await make(user);
    const body = await expectStatus(uploadConnectionImage(user, id, png, 'application/octet-stream'), 200);
    expect(body.image_url).toMatch(new RegExp(`^/api/v1/connections/${id}/image\\?v=[\\w-]+$`));
    const served = await user.client.get(`${body.image_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = served.headers.get('etag') as string;
    expect((await user.client.get(`/api/v1/connections/${id}/image`, { 'if-none-match': etag })).status).toBe(
      304,
    );
    expect((await other.client.get(`${body.image_url}`)).status).toBe(404);
    expect((await app.client().get(`${body.image_url}`)).status).toBe(401);
  });

  it('refuses a text file named .png, and an image over 2 MB, with a clear message', async () => {
    const user = await buildUser(app);
    const id = await make(user);
    const text = await uploadConnectionImage(
      user,
      id,
      new TextEncoder().encode('just some notes, saved as notes.png'),
    );
    expect(text.response.status).toBe(415);
    expect(text.error?.error.message).toBe('The file is not a JPEG, PNG or WebP image');
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(png.subarray(0, 8));
    const tooBig = await uploadConnectionImage(user, id, big);
    expect(tooBig.response.status).toBe(413);
    expect(tooBig.error?.error.message).toBe('The image is larger than 2 MB');
    expect((await expectStatus(user.api.GET('/api/v1/connections/{id}', one(id)), 200)).image_url).toBeNull();
  });

  it("refuses uploads to another user's connection, and a URL image replaces the upload", async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const id = await make(user);
    expect((await uploadConnectionImage(other, id, png)).response.status).toBe(404);
    const uploaded = await expectStatus(uploadConnectionImage(user, id, png), 200);
    const kept = await patch(user, id, { image_url: `${uploaded.image_url}`, name: 'A' });
    expect(kept.data?.image_url).toBe(uploaded.image_url);
    const elsewhere = await patch(user, id, {
      image_url: `/api/v1/connections/${crypto.randomUUID()}/image`,
    });
    expect(elsewhere.response.status).toBe(400);
    const swapped = await patch(user, id, { image_url: 'https://example.com/a.webp' });
    expect(swapped.data?.image_url).toBe('https://example.com/a.webp');
    expect((await user.client.get(`${uploaded.image_url}`)).status).toBe(404);
  });
});
