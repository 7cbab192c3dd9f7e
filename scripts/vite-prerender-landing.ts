import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import { firstReadsScriptTag } from '../src/shared/first-reads-script.ts';
import type { FirstPaints } from '../src/shared/prerendered-first-paint.ts';
import { prerenderedFirstPaint } from '../src/shared/prerendered-first-paint.ts';
import { type LandingVersion, prerenderedLanding } from '../src/shared/prerendered-landing.ts';

/** The one script the static landing page runs, besides the theme's (public/landing.js). */
export const landingScript = '/landing.js';

/**
 * The built index.html made into the static landing page: the app's scripts and their preloads go
 * (a visitor reading the page needs none of React), and so does the first reads' script; its head
 * stays (styles, theme script, manifest, icons), the rendered markup fills #root, and the landing
 * script starts the service worker.
 */
export function landingHtml(indexHtml: string, markup: string): string {
  const withoutApp = indexHtml
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    // A visitor's page reads no session: the server sends a signed-in person the app's page instead.
    .replace(firstReadsScriptTag, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  if (!withoutApp.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return withoutApp
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace('</head>', `<script src="${landingScript}" defer></script></head>`);
}

/**
 * Renders `/landing` at build time into `dist/web/.prerendered/` (docs/decisions/034), so a visitor's
 * first page downloads almost no JavaScript; and the app's first paints (the sign-in form, the loading
 * frames: docs/decisions/039), which the server puts into the HTML of the app's pages. After the
 * bundle is written: the landing page needs the final index.html, with the hashed stylesheet.
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'memento:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        // Vite's own module runner loads the page's TSX as the app's build would, without this config.
        const { module } = await runnerImport<{ renderLanding(): Record<LandingVersion, string> }>(
          path.join(root, 'src/web/features/landing/prerender.tsx'),
          { root, configFile: false, logLevel: 'error' },
        );
        const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const dir = path.join(outDir, prerenderedLanding.dir);
        mkdirSync(dir, { recursive: true });
        for (const [version, markup] of Object.entries(module.renderLanding()))
          writeFileSync(
            path.join(dir, prerenderedLanding.files[version as LandingVersion]),
            landingHtml(indexHtml, markup),
          );
        const firstPaint = await runnerImport<{ renderFirstPaints(): FirstPaints }>(
          path.join(root, 'src/web/layout/prerender-first-paint.tsx'),
          { root, configFile: false, logLevel: 'error' },
        );
        writeFileSync(
          path.join(dir, prerenderedFirstPaint.file),
          JSON.stringify(firstPaint.module.renderFirstPaints()),
        );
      },
    },
  };
}
