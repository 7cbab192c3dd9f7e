import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/**
 * Below this, the headers of a compressed answer cost about what they save. Not higher: the lazy
 * chunks of the signed-in shell are many small files (icons, hooks of 300 to 1,000 bytes), and
 * sending those whole cost about 6 KiB on every first load.
 */
const MIN_BYTES = 256;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build, once, at the
 * highest levels: the server then answers by `Accept-Encoding` without compressing per request
 * (see src/server/http/web-app.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'memento:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last and in sequence: the service worker is written by vite-plugin-pwa's own closeBundle, and
    // a compressed copy made before it would be served in place of the real file.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressAll(outDir);
      },
    },
  };
}

function compressAll(outDir: string) {
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const gzip = gzipSync(bytes, { level: 9 });
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    // A copy that is not smaller is not worth a Content-Encoding.
    if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
    if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
  }
}
