import { describe, expect, it } from 'vitest';
import { afterPaintLoaderScript } from '../../shared/after-paint-loader.ts';
import { scriptsAfterFirstPaint } from './scripts-after-paint.ts';

// The head as Vite writes it, with a route's preloads added (route-preload.ts).
const built = [
  '<!doctype html><html><head><title>Memento</title>',
  '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/common-c1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-s1.css">',
  '<link rel="modulepreload" crossorigin href="/assets/auth-page-a1.js">',
  '</head><body><div id="root"><form>sign in</form></div></body></html>',
].join('');

const appScripts = (html: string) =>
  JSON.parse(html.match(/<script id="app-scripts" type="application\/json">(.*?)<\/script>/)?.[1] ?? 'null');

describe('the app’s scripts come after the first paint', () => {
  const html = scriptsAfterFirstPaint(built);
  const head = html.slice(0, html.indexOf('</head>'));

  it('leaves the head with the stylesheet and no script or module preload', () => {
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-s1.css">');
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
  });

  it('lists the entry and every preload for the loader, which runs after the painted markup', () => {
    expect(appScripts(html)).toEqual({
      entries: ['/assets/index-e1.js'],
      preloads: ['/assets/common-c1.js', '/assets/auth-page-a1.js'],
    });
    expect(html.indexOf(`<script>${afterPaintLoaderScript}</script>`)).toBeGreaterThan(
      html.indexOf('sign in'),
    );
  });

  it('holds the first paint until the parser has passed the drawn page, up to the app scripts', () => {
    expect(head).toContain('<link rel="expect" href="#app-scripts" blocking="render">');
    expect(html.indexOf('<script id="app-scripts"')).toBeGreaterThan(html.indexOf('sign in</form></div>'));
  });

  it('leaves a page without a module script as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
