import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { exceptPaths } from './except-paths.ts';

describe('exceptPaths', () => {
  const app = new Hono();
  app.use(
    '*',
    exceptPaths(['/api/v1/connections/:id/image', '/api/v1/imports'], async (c, next) => {
      c.header('x-ran', 'yes');
      await next();
    }),
  );
  app.all('*', (c) => c.text('ok'));
  const ran = async (path: string) => (await app.request(path, { method: 'POST' })).headers.get('x-ran');

  it('skips the listed paths, a parameter matching one segment', async () => {
    expect(await ran('/api/v1/imports')).toBeNull();
    expect(await ran('/api/v1/connections/3f2a/image')).toBeNull();
  });

  it('runs the middleware on every other path', async () => {
    expect(await ran('/api/v1/imports/abc')).toBe('yes');
    expect(await ran('/api/v1/connections/a/b/image')).toBe('yes');
    expect(await ran('/api/v1/connections/3f2a')).toBe('yes');
    expect(await ran('/api/v1/importsx')).toBe('yes');
    expect(await ran('/api/v1/imports/')).toBe('yes');
  });
});
