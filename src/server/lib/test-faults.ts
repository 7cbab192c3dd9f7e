import { AppError } from './errors.ts';

const alreadyFailed = new Set<string>();

/**
 * Makes a test server fail on purpose, so browser tests can show real error states. Faults are
 * only ever configured when NODE_ENV=test (see config.ts); `*-once` faults fail once per key.
 */
export function maybeInjectFault(faults: string[], name: string, key: string): void {
  if (!faults.includes(name)) return;
  const id = `${name}:${key}`;
  if (name.endsWith('-once') && alreadyFailed.has(id)) return;
  alreadyFailed.add(id);
  throw new AppError(
    500,
    'internal',
    'Profile sync failed: the database refused the write (injected test fault)',
  );
}
