// Bundles the server into dist/server/main.mjs, so `npm start` runs plain JavaScript instead of
// compiling ~200 TypeScript files on every start. Packages stay in node_modules (PGlite's WASM,
// native image code and the NLP model are loaded from there); the SQL migrations are copied
// beside the bundle, where the database client looks for them.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const serverBundle = 'dist/server/main.mjs';

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

export async function buildServer() {
  const result = await build({
    entryPoints: ['src/server/main.ts'],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
  copyTree('src/server/db/migrations', 'dist/server/migrations');
  // The map first: the bundle's mtime is what says the build is current.
  for (const file of [...result.outputFiles].sort((a) => (a.path.endsWith('.map') ? -1 : 1)))
    writeAtomically(file.path, file.contents);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
