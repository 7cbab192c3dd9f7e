import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { buildEntry } from '../test/factories.ts';
import { suiteApp, suiteUser } from '../test/suite-app.ts';

// The real server over HTTP: what reaches a browser on a slow network is the compressed page of
// entries, and the session's answer (which holds its token) is never compressed.

const app = suiteApp();
const user = suiteUser(app);

beforeAll(async () => {
  for (let i = 0; i < 6; i++)
    await buildEntry(user, {
      title: `Walk by the harbour ${i}`,
      content: 'We talked about the garden. '.repeat(20),
    });
});

/** One GET as sent on the wire (node:http does not decompress), signed in as the suite's user. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const url = new URL(path, app.baseUrl);
      const req = request(url, {
        headers: {
          cookie: user.client.cookieHeader(),
          'accept-encoding': acceptEncoding,
          'x-forwarded-for': user.client.ip,
        },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject).end();
    },
  );
}

it('sends the entries list in Brotli to a browser and in gzip to a client without Brotli', async () => {
  const plain = await rawGet('/api/v1/entries', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const list = JSON.parse(plain.body.toString());
  expect(list.items).toHaveLength(6);

  const br = await rawGet('/api/v1/entries', 'gzip, deflate, br, zstd');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('Accept-Encoding');
  expect(br.headers['content-length']).toBe(String(br.body.length));
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(list);

  const gz = await rawGet('/api/v1/entries', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(list);
});

it('never compresses the session, whose answer holds its token', async () => {
  const session = await rawGet('/api/auth/get-session', 'gzip, deflate, br, zstd');
  expect(session.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(session.body.toString()).session.token).toEqual(expect.any(String));
});
