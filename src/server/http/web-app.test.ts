import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/vite-precompress.ts';
import type { AppEnv } from './env.ts';
import { mountWebApp } from './web-app.ts';

// A build directory as Vite leaves it, compressed by the real plugin.
let webDir: string;
const script = `console.log(${JSON.stringify('memento '.repeat(400))});\n`;

beforeAll(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'memento-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Memento</title>');
  writeFileSync(path.join(webDir, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(webDir, 'assets/tiny-abc123.js'), 'export{}');
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle(): void;
  };
  plugin.configResolved({ root: webDir, build: { outDir: '.' } });
  plugin.closeBundle();
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

function app() {
  const hono = new Hono<AppEnv>();
  mountWebApp(hono, webDir);
  return hono;
}

describe('the web app is served compressed', () => {
  it('writes Brotli and gzip copies that decompress to the original, and skips tiny files', () => {
    const dir = path.join(webDir, 'assets');
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

describe('assets of another build', () => {
  it('answer 404, not the page, and are not cached', async () => {
    const res = await app().request('/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).not.toContain('<title>');
  });
});
