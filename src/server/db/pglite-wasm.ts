import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

let compiling: Promise<WebAssembly.Module | undefined> | undefined;

/** Where PGlite keeps its PostgreSQL build (next to its entry file in the package's dist). */
function pgliteWasmPath(): string | undefined {
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    'pglite.wasm',
  );
  return existsSync(file) ? file : undefined;
}

/**
 * PGlite's PostgreSQL (9 MB of WebAssembly), compiled once per process. `WebAssembly.compile`
 * runs on V8's background threads, so a start that calls this before loading the server bundle
 * (`server/preload.ts`) has the module ready by the time the database opens, instead of waiting for
 * it then. Undefined when the file is not where this PGlite version keeps it: PGlite then loads it
 * itself, as it would without this.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module | undefined> {
  // Read synchronously (15 ms): an asynchronous read would only hand its bytes to the compiler
  // after the bundle had finished loading, as its callback waits for the main thread.
  compiling ??= (async () => {
    const file = pgliteWasmPath();
    return file ? WebAssembly.compile(readFileSync(file)) : undefined;
  })().catch(() => undefined);
  return compiling;
}
