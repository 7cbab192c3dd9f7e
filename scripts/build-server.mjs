// Bundles the server into dist/server/main.mjs, so `npm start` runs plain JavaScript instead of
// compiling ~200 TypeScript files on every start. The packages go into the bundle too: loading
// some 2,000 files from node_modules (resolving, reading, the CommonJS lexer) was half a second of
// every start (docs/decisions/041). The few that load files of their own stay in node_modules:
// PGlite's WASM and data, sharp's native code, the NLP model (46 MiB, loaded on first use), S3's
// client (only for an S3 store) and pg's optional native binding. The SQL migrations are copied
// beside the bundle, where the database client looks for them.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const serverBundle = 'dist/server/main.mjs';
/** Loaded before the bundle: starts compiling PGlite's WebAssembly while the bundle loads. */
export const serverPreload = 'dist/server/preload.mjs';

/**
 * Writes through a temporary name and a rename, so a server starting from an older bundle at the
 * same moment (two `npm start`s, parallel tests) never reads a half-written file.
 */
function writeAtomically(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

function copyTree(from, to) {
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    if (statSync(source).isDirectory()) copyTree(source, path.join(to, name));
    else writeAtomically(path.join(to, name), readFileSync(source));
  }
}

/**
 * Zod's error messages in English only. Its `z` namespace re-exports every locale
 * (`z.locales.fr()`, ...), which esbuild cannot leave out, and English is the only one Zod sets up
 * or Memento uses: the others were 366 KB of the 751 KB of Zod compiled at every start.
 */
const zodInEnglishOnly = {
  name: 'zod-in-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: path.dirname(args.path),
    }));
  },
};

export async function buildServer() {
  // Loaded here, not at the top: `npm start` imports this file for `serverBundle` on every start,
  // and builds only when the bundle is stale.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { main: 'src/server/main.ts', preload: 'src/server/preload.ts' },
    outdir: path.dirname(serverBundle),
    outExtension: { '.js': '.mjs' },
    // What only some requests need (Stripe, OpenAI, nodemailer, the vCard and iCalendar readers,
    // chrono-node, yaml, exifr) is loaded with import() and goes into chunks of its own: a seventh
    // of every start on a slow machine was spent compiling and running them (decision 041).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [
      '@electric-sql/pglite',
      'sharp',
      'wink-nlp',
      'wink-eng-lite-web-model',
      '@aws-sdk/client-s3',
      'pg-native',
    ],
    // Bundled CommonJS packages call require() for Node's own modules, which ESM does not define.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    // Stack traces go through the source map (`--enable-source-maps`), which Node reads and parses
    // whole as the bundle loads: without the sources' text in it (their files are in the repo), it
    // is 4.7 MiB instead of 16, and every start about 0.25 s shorter on a slow machine.
    sourcemap: true,
    sourcesContent: false,
    plugins: [zodInEnglishOnly],
    write: false,
    logLevel: 'warning',
  });
  copyTree('src/server/db/migrations', 'dist/server/migrations');
  // Maps and chunks first: the bundle's mtime is what says the build is current. Chunks of older
  // builds stay (their names hold a hash of their contents): a server started from an older bundle
  // may still load one of them.
  const last = path.resolve(serverBundle);
  const rank = (file) => (file.path.endsWith('.map') ? 0 : file.path === last ? 2 : 1);
  for (const file of [...result.outputFiles].sort((a, b) => rank(a) - rank(b)))
    writeAtomically(file.path, file.contents);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
