import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** Milliseconds from spawn until the server said it was listening. */
  startupMs: number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// Absolute, so the server can run from another working directory (one with its own dist/web).
const tsxLoader = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;

/** How the server is run by default: from source, compiled as it loads. */
const fromSource = ['--import', tsxLoader, path.resolve('src/server/main.ts')];

/**
 * Starts the real server as its own process and waits until it answers. `nodeArgs` picks how:
 * from source (the default), or e.g. `['scripts/start.mjs']` for exactly what `npm start` runs.
 * `cwd` is where it looks for the built web app (dist/web).
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = fromSource,
  {
    cwd,
    startTimeoutMs = 60_000,
  }: {
    cwd?: string;
    /** How long it may take to answer: a first start on a loaded machine (the bench) may need more. */
    startTimeoutMs?: number;
  } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Ready means answering: poll the health route rather than reading logs (whose level may be quiet).
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before listening:\n${out}`);
    if (Date.now() > deadline) throw new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${out}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    baseUrl,
    child,
    output: () => out,
    startupMs,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}
