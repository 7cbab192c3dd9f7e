import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureWritableDir } from '../lib/data-dir.ts';
import { StartupError } from '../lib/startup-error.ts';

// PGlite initialises a new, empty database in any directory without PG_VERSION, so a damaged data
// directory would silently start as an empty journal. Only an empty or missing directory may be
// initialised; anything else must hold the files of a complete cluster.
const REQUIRED = ['PG_VERSION', 'global/pg_control', 'base'];

/** Refuses, with one line naming the path and the problem, a data directory that is not a whole database. */
export function checkPgliteDataDir(dir: string): void {
  ensureWritableDir(dir, 'DATA_DIR');
  if (readdirSync(dir).length === 0) return;
  const missing = REQUIRED.filter((entry) => !existsSync(path.join(dir, entry)));
  if (missing.length > 0)
    throw new StartupError(
      `${dir} is not a complete database (${missing.join(', ')} missing); not starting, so nothing is written over it. Restore it from a backup, or move it away to start a new journal`,
    );
}

/** One line for a data directory PGlite could not open (corrupted files end in a WASM abort). */
export const cannotOpenPglite = (dir: string, reason: string) =>
  new StartupError(`${dir}: the embedded database could not be opened (${reason})`);
