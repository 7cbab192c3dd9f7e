import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { afterPaintLoaderScript } from '../../shared/after-paint-loader.ts';
import { firstReadsScript } from '../../shared/first-reads-script.ts';
import { themeInitScript } from '../../shared/theme-init.ts';
import { securityHeaders } from './security-headers.ts';

const app = new Hono().use(securityHeaders(false)).get('/', (c) => c.html('<p>page</p>'));
const scriptSources = async () => {
  const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
  return policy.match(/script-src ([^;]+)/)?.[1]?.split(' ');
};

describe('the pages’ script policy', () => {
  it('allows our own files, the theme script, the first reads and the app loader by their hashes, and no other inline script', async () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(await scriptSources()).toEqual([
      "'self'",
      hash(themeInitScript),
      hash(firstReadsScript),
      hash(afterPaintLoaderScript),
    ]);
  });

  it('is not widened to any inline script', async () => {
    expect(await scriptSources()).not.toContain("'unsafe-inline'");
    expect(await scriptSources()).not.toContain("'unsafe-eval'");
  });
});
