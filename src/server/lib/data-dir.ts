import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { errnoOf, StartupError } from './startup-error.ts';

/**
 * Makes sure `dir` is a directory the server can write, creating it (and its parents) if needed;
 * otherwise a StartupError naming the variable, the path and the reason, at once rather than
 * when the first write fails.
 */
export function ensureWritableDir(dir: string, variable: string): void {
  try {
    makeDirs(path.resolve(dir));
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    accessSync(dir, constants.W_OK);
  } catch (err) {
    const code = errnoOf(err);
    const reason =
      code === 'ENOTDIR' || code === 'EEXIST'
        ? 'it (or a folder above it) is a file, not a directory'
        : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
          ? `it is not writable (${code})`
          : `it cannot be created (${code ?? 'unknown error'})`;
    throw new StartupError(`Invalid ${variable} ${dir}: ${reason}`);
  }
}

/**
 * `mkdir -p`, one level at a time: Node's recursive mkdirSync never returns for some paths that
 * cannot be created (under /proc it loops forever), which hung the start.
 */
function makeDirs(dir: string): void {
  if (existsSync(dir)) return;
  const parent = path.dirname(dir);
  if (parent !== dir) makeDirs(parent);
  mkdirSync(dir);
}
