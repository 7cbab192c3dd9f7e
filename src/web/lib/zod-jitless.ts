// The page's CSP has no 'unsafe-eval', and zod's compiled parsers probe `new Function`, which the
// browser reports as a CSP violation (zod then parses without it anyway). This is
// `z.config({ jitless: true })` without loading zod into the first chunk: zod keeps its settings
// on `globalThis.__zod_globalConfig` so that every copy of it shares them (zod/v4/core/core.js),
// and takes an object already there. Runs before any schema parses.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
