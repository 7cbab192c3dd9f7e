import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Real protocol peers for reminder tests: an SMTP server, an HTTP endpoint (webhooks, ntfy) and a
 * push service that keeps what it receives. Each listens on a free loopback port.
 */

export interface LocalSmtp {
  url: string;
  mails: ParsedMail[];
  close(): Promise<void>;
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalEndpoint {
  baseUrl: string;
  received: ReceivedRequest[];
  /** The status to answer for a path (200 otherwise). */
  answer: Map<string, number>;
  close(): Promise<void>;
}

export async function startLocalEndpoint(): Promise<LocalEndpoint> {
  const received: ReceivedRequest[] = [];
  const answer = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a push subscription: the keys it would give PushManager.subscribe's caller. */
export function browserPushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const ece = createRequire(import.meta.url)('http_ece') as {
    decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
  };
  return {
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm (RFC 8291) push message body as the browser would. */
    decrypt: (body: Buffer) =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }),
  };
}
