import { afterPaintLoaderScript } from '../../shared/after-paint-loader.ts';
import { jsonInHtml } from './json-in-html.ts';

// As Vite writes them into index.html's head.
const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The first paint waits until the parser reaches the app's scripts, that is until the page drawn in
 * `#root` before them is parsed whole. Chromium otherwise painted a half-parsed sign-in card at
 * times (the heading and the email field), which then grew and, centred, moved up: a layout shift
 * of 0.075 in half of the loads of /auth at 4x CPU slowdown. Chromium unblocks on the element's
 * insertion, hence the element after `#root` rather than `#root` itself; browsers without
 * `rel=expect` ignore it.
 */
const waitForDrawnPage = '<link rel="expect" href="#app-scripts" blocking="render">';

const sources = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');

/**
 * The page with its module script and module preloads taken out of the head and asked for after the
 * first paint instead (src/shared/after-paint-loader.ts): the page's first paint is in its HTML
 * (web-app-first-paint.ts), so it needs only the stylesheet. A page without a module script is
 * returned as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const entries = sources(html, moduleScript);
  if (entries.length === 0 || !html.includes('</body>')) return html;
  // File names only, but escaped as any JSON put into HTML must be.
  const list = jsonInHtml({ entries, preloads: sources(html, modulePreload) });
  const tail = `<script id="app-scripts" type="application/json">${list}</script><script>${afterPaintLoaderScript}</script>`;
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace('</head>', () => `${waitForDrawnPage}</head>`)
    .replace('</body>', () => `${tail}</body>`);
}
