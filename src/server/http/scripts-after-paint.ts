import { afterPaintLoaderScript } from '../../shared/after-paint-loader.ts';
import { jsonInHtml } from './json-in-html.ts';

// As Vite writes them into index.html's head.
const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

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
    .replace('</body>', () => `${tail}</body>`);
}
