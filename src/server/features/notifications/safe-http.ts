import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Outbound requests to URLs people type (webhooks, ntfy): http(s) only, and never to this server's
 * own network unless the operator allows it (WEBHOOK_ALLOW_PRIVATE). The address check runs in the
 * socket's own DNS lookup, so the address checked is the address connected to (no second lookup
 * an attacker's DNS could answer differently), and again for every redirect hop.
 */

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique-local (AWS metadata fd00:ec2::254 too)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64: can reach any IPv4 address, private ones included
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

type Allowance = boolean | readonly string[];

/** Whether `address` may be reached under the operator's allowance. */
const refused = (address: string, allow: Allowance) =>
  allow !== true && isDisallowedAddress(address) && !(Array.isArray(allow) && allow.includes(address));

/** True for an address a webhook may not reach (loopback, private, link-local, unique-local, metadata...). */
export function isDisallowedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, 'ipv6');
}

export class UnsafeUrlError extends Error {
  constructor(
    /** Safe to show the person who set the URL (names the host, never a body). */
    message: string,
  ) {
    super(message);
    this.name = 'UnsafeUrlError';
  }
}

export interface SafeRequestOptions {
  /** true allows every address (WEBHOOK_ALLOW_PRIVATE); a list allows just those addresses. */
  allowPrivate: boolean | readonly string[];
  timeoutMs: number;
  /** Redirects followed at most (each hop is checked like the first). */
  maxRedirects?: number;
}

/** Checks a URL's form: http(s), no credentials, and (when literal) an allowed address. */
export function checkUrlShape(raw: string, allowPrivate: Allowance): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('must be a full http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UnsafeUrlError('must be an http:// or https:// URL');
  if (url.username || url.password) throw new UnsafeUrlError('must not contain a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && refused(host, allowPrivate))
    throw new UnsafeUrlError(
      `${url.hostname} is a private or local address, which this server does not call`,
    );
  return url;
}

/** Resolves a host name and refuses it if any of its addresses is disallowed. */
export async function checkHostResolves(url: URL, allowPrivate: Allowance): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return;
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, list) => (err ? reject(err) : resolve(list))),
  ).catch(() => {
    throw new UnsafeUrlError(`${url.hostname} could not be found`);
  });
  if (addresses.some((a) => refused(a.address, allowPrivate)))
    throw new UnsafeUrlError(
      `${url.hostname} resolves to a private or local address, which this server does not call`,
    );
}

/** The socket's lookup: every address the name resolves to must be allowed, and the one used is checked. */
function guardedLookup(allowPrivate: Allowance) {
  return ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const list = addresses as LookupAddress[];
      if (list.some((a) => refused(a.address, allowPrivate)))
        return callback(
          new UnsafeUrlError(
            `${hostname} resolves to a private or local address, which this server does not call`,
          ),
        );
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new UnsafeUrlError(`${hostname} could not be found`));
      callback(null, first.address, first.family);
    });
  }) as unknown as typeof dnsLookup;
}

export interface SafeResponse {
  status: number;
  /** The first 2 KB of the body, for a failure reason. */
  bodyStart: string;
}

/** POSTs `body` to `raw` with the checks above; follows up to `maxRedirects` redirects, each checked. */
export async function safePost(
  raw: string,
  body: string | Buffer,
  headers: Record<string, string>,
  options: SafeRequestOptions,
): Promise<SafeResponse> {
  let url = checkUrlShape(raw, options.allowPrivate);
  for (let hop = 0; ; hop++) {
    const response = await postOnce(url, body, headers, options);
    if (response.status < 300 || response.status >= 400 || !response.location) return response;
    if (hop >= (options.maxRedirects ?? 2)) throw new UnsafeUrlError('redirected too many times');
    url = checkUrlShape(new URL(response.location, url).toString(), options.allowPrivate);
  }
}

function postOnce(
  url: URL,
  body: string | Buffer,
  headers: Record<string, string>,
  { allowPrivate, timeoutMs }: SafeRequestOptions,
): Promise<SafeResponse & { location?: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        lookup: guardedLookup(allowPrivate),
        timeout: timeoutMs,
      },
      (response) => {
        let start = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (start.length < 2048) start += chunk.slice(0, 2048 - start.length);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bodyStart: start,
            location: response.headers.location,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}
