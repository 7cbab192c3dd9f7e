import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/web/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Every JavaScript file a set of chunks pulls in through static imports. */
export function chunkClosure(manifest: BuildManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The pages a first visit usually opens, with the modules router.tsx loads lazily for them. Their
 * chunks are preloaded from the HTML, so the browser fetches them alongside the entry instead of
 * after it has run (one round trip less before the page paints).
 */
export const firstVisitRoutes: { path: RegExp; modules: string[] }[] = [
  // A visitor's /landing is the prerendered page (landing-page.ts); a signed-in user's is the app's.
  { path: /^\/landing\/?$/, modules: ['src/web/features/landing/landing-page.tsx'] },
  { path: /^\/auth(\/|$)/, modules: ['src/web/features/auth/auth-page.tsx'] },
  {
    path: /^\/dashboard\/?$/,
    modules: ['src/web/layout/app-layout.tsx', 'src/web/features/entries/entries-page.tsx'],
  },
];

/**
 * index.html for a path: with `<link rel="modulepreload">` for the route's chunks that the entry
 * does not already preload. Without a manifest (an old build) the page is served as it is.
 * `finish` runs once on each page as it is built here, at start-up, never per request.
 */
export function routeHtml(
  webDir: string,
  builtHtml: string,
  finish: (html: string) => string = (html) => html,
): (pathname: string) => string {
  const indexHtml = finish(builtHtml);
  const manifestFile = path.join(webDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => indexHtml;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = chunkClosure(manifest, entry ? [entry] : []);
  const pages = firstVisitRoutes.map(({ path: route, modules }) => {
    const links = [...chunkClosure(manifest, modules)]
      .filter((file) => !loaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    return { route, html: finish(builtHtml.replace('</head>', `${links}</head>`)) };
  });
  return (pathname) => pages.find((p) => p.route.test(pathname))?.html ?? indexHtml;
}
