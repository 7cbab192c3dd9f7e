import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import type { AppEnv } from './env.ts';
import { requestContext } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';

// The request id and the security headers go on the answer's own headers; an answer whose headers
// are immutable (Response.redirect, a fetch() answer passed through) still gets them.

const app = new Hono<AppEnv>();
app.use('*', requestContext(createLogger({ level: 'silent' })), securityHeaders(false));
app.get('/away', () => Response.redirect('http://localhost/there', 302));
app.get('/made', (c) => c.text('ok'));

describe('headers on every answer', () => {
  it('redirects with Response.redirect, with the request id and the security headers', async () => {
    const res = await app.request('/away', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/there');
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('keeps an answer the route made as it is, with the same headers', async () => {
    const res = await app.request('/made');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
