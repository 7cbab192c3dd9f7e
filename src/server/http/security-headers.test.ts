import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { themeInitScript } from '../../shared/theme-init.ts';
import { securityHeaders } from './security-headers.ts';

const app = new Hono().use(securityHeaders(false)).get('/', (c) => c.html('<p>page</p>'));
const scriptSources = async () => {
  const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
  return policy.match(/script-src ([^;]+)/)?.[1]?.split(' ');
};

describe('the pages’ script policy', () => {
  it('allows our own files and the theme script by its hash, and no other inline script', async () => {
    const hash = createHash('sha256').update(themeInitScript).digest('base64');
    expect(await scriptSources()).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('is not widened to any inline script', async () => {
    expect(await scriptSources()).not.toContain("'unsafe-inline'");
    expect(await scriptSources()).not.toContain("'unsafe-eval'");
  });
});
