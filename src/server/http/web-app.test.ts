import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/vite-precompress.ts';
import { brotliText, expectHeaders } from '../test/served.ts';
import { suiteWebDir } from '../test/web-dir.ts';
import type { AppEnv } from './env.ts';
import { mountWebApp } from './web-app.ts';

// A build directory as Vite leaves it, compressed by the real plugin.
const script = `console.log(${JSON.stringify('memento '.repeat(400))});\n`;
const web = suiteWebDir('web', {
  'index.html': '<!doctype html><title>Memento</title>',
  'assets/app-abc123.js': script,
  'assets/tiny-abc123.js': 'export{}',
  'sw.js': script,
  'manifest.webmanifest': JSON.stringify({ name: 'Memento' }),
  'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

beforeAll(() => {
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle: { handler(): void };
  };
  plugin.configResolved({ root: web.path, build: { outDir: '.' } });
  plugin.closeBundle.handler();
});

function app() {
  const hono = new Hono<AppEnv>();
  mountWebApp(hono, web.path, {
    billing: false,
    contactEmail: 'team@memento.test',
    resolveSession: async () => null,
  });
  return hono;
}

describe('the web app is served compressed', () => {
  it('writes Brotli and gzip copies that decompress to the original, and skips tiny files', () => {
    const dir = path.join(web.path, 'assets');
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'app-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'app-abc123.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(path.join(dir, 'tiny-abc123.js.br'))).toThrow();
  });

  it('answers Brotli to a browser that accepts it, with Vary and a year of caching', async () => {
    const res = await app().request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('answers gzip when Brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await app().request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app().request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('never caches the page itself', async () => {
    const res = await app().request('/dashboard');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>Memento</title>');
  });
});

describe('the installable app', () => {
  it('serves the service worker as a script that is revalidated every time, compressed', async () => {
    const res = await app().request('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expectHeaders(res, { 'cache-control': 'no-cache', 'content-encoding': 'br' });
    expect(await brotliText(res)).toBe(script);
  });

  it('serves the manifest with its own type, revalidated, and the icons and favicon cached for a day', async () => {
    const manifest = await app().request('/manifest.webmanifest');
    expectHeaders(manifest, { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' });
    expect(await manifest.json()).toEqual({ name: 'Memento' });
    const icon = await app().request('/icons/icon-192.png');
    expectHeaders(icon, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    const favicon = await app().request('/favicon.svg');
    expectHeaders(favicon, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
});

describe('assets of another build', () => {
  it('answer 404, not the page, and are not cached', async () => {
    const res = await app().request('/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).not.toContain('<title>');
  });
});

describe("a signed-in page's HTML starts its first reads", () => {
  const pages = suiteWebDir('web-reads', {
    'index.html': '<html><head></head><body><div id="root"></div></body></html>',
  });

  const page = async (url: string, session: string | null) => {
    const hono = new Hono<AppEnv>();
    mountWebApp(hono, pages.path, {
      billing: false,
      contactEmail: 'team@memento.test',
      resolveSession: async () => session,
    });
    const res = await hono.request(url);
    return { vary: res.headers.get('vary'), html: await res.text() };
  };
  const reads = (html: string) =>
    JSON.parse(
      html.match(/<script id="first-reads" type="application\/json">(.*?)<\/script>/)?.[1] ?? 'null',
    );

  it("starts the dashboard's reads for a live session only, varying by cookie", async () => {
    const signedIn = await page('/dashboard', 'user-1');
    expect(reads(signedIn.html)).toEqual([
      '/api/auth/get-session',
      '/api/v1/today',
      '/api/v1/entries',
      '/api/v1/profile',
      '/api/v1/connections/recent',
    ]);
    expect(signedIn.vary).toContain('Cookie');
    const visitor = await page('/dashboard', null);
    expect(reads(visitor.html)).toEqual(['/api/auth/get-session']);
    expect(visitor.vary).toContain('Cookie');
    expect(reads((await page('/dashboard?type=idea', 'user-1')).html)).toEqual(['/api/auth/get-session']);
    expect(reads((await page('/calendar', 'user-1')).html)).toEqual(['/api/auth/get-session']);
  });

  it('starts them in the head, before the page is drawn', async () => {
    const { html } = await page('/calendar', 'user-1');
    expect(html.indexOf('id="first-reads"')).toBeLessThan(html.indexOf('</head>'));
  });
});
