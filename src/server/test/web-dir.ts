import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A build directory for one suite file, written before its tests (each file at its path below the
 * directory, folders made as needed) and removed after them. Read `.path` inside a test or hook.
 */
export function suiteWebDir(
  name: string,
  files: Record<string, string | Uint8Array>,
): { readonly path: string } {
  let dir: string | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), `memento-${name}-`));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!dir) throw new Error('The build directory is made in beforeAll: use it inside a test or hook');
      return dir;
    },
  };
}
