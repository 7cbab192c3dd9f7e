/**
 * What `npm start` loads before the server bundle: on the embedded database, PGlite's WebAssembly
 * starts compiling on V8's background threads while the main thread compiles and runs the bundle
 * (about a tenth of a start on a slow machine that was otherwise spent waiting).
 */
import { pgliteWasmModule } from './db/pglite-wasm.ts';

if (!process.env.DATABASE_URL) void pgliteWasmModule();
