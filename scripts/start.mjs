// `npm start`: builds what is older than its sources (the web app into dist/web, the server
// bundle into dist/server), then runs the bundled server in this process, which applies
// migrations before it listens and stops cleanly on SIGINT or SIGTERM.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundle, serverPreload } from './build-server.mjs';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** True when `built` is missing or older than any of `sources`. */
function stale(built, sources) {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt;
}

if (stale('dist/web/index.html', ['index.html', 'vite.config.ts', 'src/web', 'src/shared', 'public'])) {
  console.info('Building the web app...');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (stale(serverBundle, ['src/server', 'src/shared', 'package-lock.json'])) {
  console.info('Building the server...');
  await buildServer();
}

// The server runs in this process: a second Node process was a tenth of a start on a slow machine.
// Its stack traces go through the bundle's source maps, as `node --enable-source-maps` would.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(serverPreload)).href);
await import(pathToFileURL(path.resolve(serverBundle)).href);
