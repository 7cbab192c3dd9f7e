import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHostResolves, checkUrlShape, isDisallowedAddress, safePost } from './safe-http.ts';

const strict = { allowPrivate: false, timeoutMs: 2000 };
let server: Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  // A local endpoint: answers 200 on /hook, redirects /to-metadata to the cloud metadata address.
  server = createServer((req, res) => {
    received.push(req.url ?? '');
    if (req.url === '/to-metadata') {
      res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('webhook URLs are SSRF-safe', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[::ffff:10.0.0.1]/hook',
    'http://[fd00:ec2::254]/',
  ])('refuses %s before connecting', async (url) => {
    await expect(safePost(url, '{}', {}, strict)).rejects.toThrow(/private or local address/);
  });

  it('refuses a host name that resolves to a private address, when saved and when sent', async () => {
    const url = `http://localhost:${port}/hook`;
    await expect(checkHostResolves(new URL(url), false)).rejects.toThrow(/resolves to a private or local/);
    await expect(safePost(url, '{}', {}, strict)).rejects.toThrow(/resolves to a private or local/);
    expect(received).toEqual([]);
  });

  it('refuses other schemes and credentials in the URL', () => {
    expect(() => checkUrlShape('ftp://example.com/x', false)).toThrow(/http:\/\/ or https:\/\//);
    expect(() => checkUrlShape('file:///etc/passwd', false)).toThrow(/http:\/\/ or https:\/\//);
    expect(() => checkUrlShape('http://user:pw@example.com/', false)).toThrow(/user name or password/);
    expect(() => checkUrlShape('not a url', false)).toThrow(/full http/);
  });

  it('does not follow a redirect to a disallowed address', async () => {
    // Only this test server's own address is allowed, as an operator's exception would be.
    const allowOne = { allowPrivate: ['127.0.0.1'], timeoutMs: 2000 };
    const ok = await safePost(`http://127.0.0.1:${port}/hook`, '{}', {}, allowOne);
    expect(ok.status).toBe(200);
    await expect(safePost(`http://127.0.0.1:${port}/to-metadata`, '{}', {}, allowOne)).rejects.toThrow(
      /169\.254\.169\.254 is a private or local address/,
    );
    expect(received).toEqual(['/hook', '/to-metadata']);
  });

  it('allows every address when the operator says so (WEBHOOK_ALLOW_PRIVATE=true)', async () => {
    const res = await safePost(
      `http://localhost:${port}/hook`,
      '{}',
      {},
      { allowPrivate: true, timeoutMs: 2000 },
    );
    expect(res.status).toBe(200);
  });

  it('classifies public and private addresses', () => {
    expect(isDisallowedAddress('93.184.216.34')).toBe(false);
    expect(isDisallowedAddress('2606:4700:4700::1111')).toBe(false);
    for (const a of ['192.168.1.10', '172.20.0.1', '100.64.0.1', '0.0.0.0', 'fe80::1', '::'])
      expect(isDisallowedAddress(a)).toBe(true);
  });
});
