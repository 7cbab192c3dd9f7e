import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers.ts';

// Answers of the kinds the app makes: a page of entries, a small one, a page, a stream, secrets.
const entries = {
  items: Array.from({ length: 20 }, (_, i) => ({
    id: `entry-${i}`,
    title: `Dinner at the harbour ${i}`,
    content: 'We planned the garden and talked until the café closed. '.repeat(4),
  })),
};
const entriesJson = JSON.stringify(entries);
const page = `<!doctype html><title>Memento</title>${'<p>Today</p>'.repeat(200)}`;
const large = { items: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Tag number ${i}` })) };

function app() {
  const hono = new Hono();
  hono.use('*', compressAnswers({ secretPaths: ['/api/v1/calendar/feed'] }));
  hono.get('/api/v1/entries', (c) => c.json(entries));
  hono.get('/api/v1/profile', (c) => c.json({ name: 'Ada' }));
  hono.get('/api/v1/tags', (c) => c.json(large));
  hono.get('/dashboard', (c) => {
    c.header('Vary', 'Cookie');
    return c.html(page);
  });
  hono.get('/api/auth/get-session', (c) => c.json({ session: { token: 'secret-token' }, ...entries }));
  hono.post('/api/v1/calendar/feed', (c) => c.json({ url: 'https://memento.test/feed/secret', ...entries }));
  hono.get('/api/v1/signed', (c) => {
    setCookie(c, 'first', '1');
    setCookie(c, 'second', '2');
    return c.json(entries);
  });
  hono.get('/api/v1/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(entries);
  });
  hono.get('/api/v1/events', (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ data: entriesJson });
    }),
  );
  // An answer passed through from fetch(): its headers cannot be changed in place.
  hono.get('/api/v1/passed-through', () => fetch(`data:application/json,${encodeURIComponent(entriesJson)}`));
  hono.get('/file.json', (c) => {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'application/json' });
  });
  return hono;
}

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app().request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
// What Chromium sends: gzip listed first, every encoding rated alike.
const chromium = 'gzip, deflate, br, zstd';

describe('answers made per request go compressed', () => {
  it('sends a page of entries in Brotli to a browser, a fifth of its size, with Vary', async () => {
    const res = await get('/api/v1/entries', chromium);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await bytesOf(res);
    expect(body.length).toBeLessThan(entriesJson.length / 5);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(entries);
  });

  it('sends gzip to a client without Brotli, and honours a refusal (q=0)', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get('/api/v1/entries', accepted);
      expect(res.headers.get('content-encoding'), accepted).toBe('gzip');
      expect(JSON.parse(gunzipSync(await bytesOf(res)).toString())).toEqual(entries);
    }
    const any = await get('/api/v1/entries', '*');
    expect(any.headers.get('content-encoding')).toBe('br');
  });

  it('sends the plain answer, still marked as varying, to a client that accepts neither', async () => {
    for (const accepted of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/api/v1/entries', accepted);
      expect(res.headers.get('content-encoding'), String(accepted)).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.json()).toEqual(entries);
    }
  });

  it('compresses the app page too, keeping its own Vary', async () => {
    const res = await get('/dashboard', chromium);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(await bytesOf(res)).toString()).toBe(page);
  });

  it('compresses a large answer (off the event loop) to the same bytes', async () => {
    const res = await get('/api/v1/tags', chromium);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytesOf(res)).toString())).toEqual(large);
  });

  it('keeps every cookie the answer sets', async () => {
    const res = await get('/api/v1/signed', chromium);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/']);
  });

  it('compresses an answer passed through from fetch(), whose headers are immutable', async () => {
    const res = await get('/api/v1/passed-through', chromium);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytesOf(res)).toString())).toEqual(entries);
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/v1/profile', chromium);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ name: 'Ada' });
  });
});

describe('answers that are not compressed here', () => {
  it('never compresses an answer carrying a secret (BREACH)', async () => {
    const session = await get('/api/auth/get-session', chromium);
    expect(session.headers.get('content-encoding')).toBeNull();
    expect((await session.json()).session.token).toBe('secret-token');
    const feed = await get('/api/v1/calendar/feed', chromium, 'POST');
    expect(feed.headers.get('content-encoding')).toBeNull();
    expect((await feed.json()).url).toBe('https://memento.test/feed/secret');
  });

  it('leaves streams, encoded answers and no-transform answers alone', async () => {
    const events = await get('/api/v1/events', chromium);
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain(entriesJson);
    const encoded = await get('/file.json', chromium);
    expect(encoded.headers.get('content-encoding')).toBe('gzip');
    expect([...(await bytesOf(encoded))]).toEqual([1, 2, 3]);
    const kept = await get('/api/v1/no-transform', chromium);
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.json()).toEqual(entries);
  });
});
