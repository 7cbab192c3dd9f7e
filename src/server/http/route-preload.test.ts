import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { suiteWebDir } from '../test/web-dir.ts';
import { routeHtml } from './route-preload.ts';

// A build manifest shaped as Vite writes it: an entry, a shared chunk, and lazy pages.
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_button-b1.js'] },
  '_button-b1.js': { file: 'assets/button-b1.js' },
  '_format-f1.js': { file: 'assets/format-f1.js' },
  'src/web/features/landing/landing-page.tsx': {
    file: 'assets/landing-page-l1.js',
    imports: ['_button-b1.js'],
  },
  'src/web/layout/app-layout.tsx': { file: 'assets/app-layout-a1.js', imports: ['_button-b1.js'] },
  'src/web/features/entries/entries-page.tsx': {
    file: 'assets/entries-page-p1.js',
    imports: ['_format-f1.js'],
  },
};
const indexHtml = '<!doctype html><html><head><title>Memento</title></head><body></body></html>';
const web = suiteWebDir('preload', { '.vite/manifest.json': JSON.stringify(manifest) });

const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe("the page preloads its route's chunks", () => {
  it('the dashboard preloads the layout, the page and what they import, not what the entry loads', () => {
    const html = routeHtml(web.path, indexHtml)('/dashboard');
    expect(preloads(html).sort()).toEqual([
      '/assets/app-layout-a1.js',
      '/assets/entries-page-p1.js',
      '/assets/format-f1.js',
    ]);
    expect(html).toContain('<title>Memento</title>');
  });

  it('the landing page preloads only its own chunk; other paths get the page unchanged', () => {
    const html = routeHtml(web.path, indexHtml);
    expect(preloads(html('/landing'))).toEqual(['/assets/landing-page-l1.js']);
    expect(html('/settings')).toBe(indexHtml);
  });

  it('serves the page as it is when the build has no manifest', () => {
    expect(routeHtml(path.join(web.path, 'missing'), indexHtml)('/dashboard')).toBe(indexHtml);
  });
});
