import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const MiB = 1024 * 1024;
/** A journal being imported into grows within a run, so even a new one gets room to. */
export const MIN_SHARED_BUFFERS_MB = 32;
/**
 * Half of PostgreSQL's default (128 MB, what PGlite runs with when told nothing). The start writes
 * over every buffer, and reads of a large journal did not gain from more (docs/decisions/041,
 * "The buffers' cap").
 */
export const MAX_SHARED_BUFFERS_MB = 64;
const STEP_MB = 16;

/** The size in bytes of the largest database in a PostgreSQL data directory (0 when there is none). */
function largestDatabaseBytes(dataDir: string): number {
  const base = path.join(dataDir, 'base');
  let largest = 0;
  let databases: string[];
  try {
    databases = readdirSync(base);
  } catch {
    return 0; // A new data directory: initdb has not run yet.
  }
  for (const database of databases) {
    const dir = path.join(base, database);
    let bytes = 0;
    for (const file of readdirSync(dir)) bytes += statSync(path.join(dir, file)).size;
    largest = Math.max(largest, bytes);
  }
  return largest;
}

/**
 * The embedded database's shared buffers, in MB, sized to the journal it holds. PGlite's
 * PostgreSQL writes over all of its shared buffers as it starts: at the default 128 MB that was
 * 0.4 to 0.6 s of a start on a slow machine, for a journal of a few MB. So it gets a quarter more
 * than its largest database (room to grow while it runs), in steps of 16 MB, from 32 MB up to the
 * cap, which a journal of some 20,000 entries reaches. Measured in
 * docs/decisions/041-server-bundle-with-its-packages.md.
 */
export function sharedBuffersMb(dataDir: string | undefined): number {
  const bytes = dataDir ? largestDatabaseBytes(dataDir) : 0;
  const wanted = Math.ceil((bytes * 1.25) / MiB / STEP_MB) * STEP_MB;
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, wanted));
}
