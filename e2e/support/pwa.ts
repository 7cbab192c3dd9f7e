import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/** Waits until the page is controlled by an activated service worker (the precache is complete then). */
export async function waitForServiceWorker(page: Page) {
  // Installing fetches the whole precache (about 120 files) first: longer than one page load.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return `${registration?.active?.state} ${navigator.serviceWorker.controller !== null}`;
        }),
      { timeout: 30_000 },
    )
    .toBe('activated true');
}

/**
 * A new deployment, as a browser meets it: the server's /sw.js changes. The worker file and its
 * precompressed copies are rewritten in the served build (a byte added, so the browser sees a new
 * version), then put back as they were.
 */
const served = ['dist/web/sw.js', 'dist/web/sw.js.br', 'dist/web/sw.js.gz'];

export function deployNewWorker(): () => void {
  const before = served.map((file) => readFileSync(file));
  const next = Buffer.concat([before[0] as Buffer, Buffer.from(`\n// deployed ${Date.now()}\n`)]);
  writeFileSync(served[0] as string, next);
  writeFileSync(served[1] as string, brotliCompressSync(next));
  writeFileSync(served[2] as string, gzipSync(next));
  return () => {
    for (const [i, file] of served.entries()) writeFileSync(file, before[i] as Buffer);
  };
}
