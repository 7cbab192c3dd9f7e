import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuildManifest, chunkClosure as closure } from '../src/server/http/route-preload.ts';
import { prerenderedLanding } from '../src/shared/prerendered-landing.ts';
import type { Figures } from './platform.ts';

const webDir = path.resolve('dist/web');
const manifestFile = path.join(webDir, '.vite/manifest.json');

const gzipKb = (files: Set<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(webDir, f))).length, 0) / 1024;

/** What the server sends a browser that accepts Brotli: the build's precompressed `.br` copies. */
const brotliKb = (files: Set<string>) =>
  [...files].reduce((sum, f) => {
    const br = path.join(webDir, `${f}.br`);
    return sum + (existsSync(br) ? readFileSync(br) : readFileSync(path.join(webDir, f))).length;
  }, 0) / 1024;

const weigh = (files: Set<string>) =>
  `${brotliKb(files).toFixed(1)} KiB Brotli (${gzipKb(files).toFixed(1)} gzip) in ${files.size} files`;

/**
 * What a browser downloads to run `/landing`, the prerendered page a visitor gets (docs/decisions/034):
 * the scripts its HTML names and, for a module, the chunks that module imports.
 */
function landingScripts(manifest: BuildManifest): Set<string> {
  const file = path.join(webDir, prerenderedLanding.dir, prerenderedLanding.files.included);
  if (!existsSync(file)) throw new Error(`${file} is missing: the build renders it (decision 034)`);
  const html = readFileSync(file, 'utf8');
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) {
    const key = keyOf.get(src as string);
    for (const f of key ? closure(manifest, [key]) : [src as string]) files.add(f);
  }
  return files;
}

/**
 * The JavaScript a first visit downloads: the landing page's, and the signed-in shell's
 * (app entry, layout with top bar and sidebar, and the Activities list).
 */
export function benchWebBundle(): Figures {
  if (!existsSync(manifestFile))
    throw new Error('dist/web/.vite/manifest.json is missing: run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const landing = landingScripts(manifest);
  const shell = closure(manifest, [
    entry,
    'src/web/layout/app-layout.tsx',
    'src/web/features/entries/entries-page.tsx',
  ]);
  const all = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  );
  return {
    'landing page JS on the wire': weigh(landing),
    'signed-in shell JS on the wire': weigh(shell),
    'whole app JS': weigh(all),
  };
}
