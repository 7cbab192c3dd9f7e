import { mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { buildZip, uploadHeaders, uploadImport } from '../../test/import-fixtures.ts';
import { errorOf } from '../../test/raw-answers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

let app: TestApp;
let user: TestUser;
const dataDir = mkdtempSync(path.join(tmpdir(), 'memento-imports-'));
const uploadsLeft = () => readdirSync(path.join(dataDir, 'imports')).length;

beforeAll(async () => {
  app = await createTestApp({ DATA_DIR: dataDir, IMPORT_MAX_MB: '2' }, { jobs: true });
  user = await buildUser(app);
});
afterAll(() => app.close());

const journal = JSON.stringify({ metadata: { version: '1.0' }, entries: [] });

/** The import history and the journal are as empty as before: nothing was written. */
async function expectNothingWritten() {
  expect((await expectStatus(user.api.GET('/api/v1/imports'), 200)).items).toEqual([]);
  expect((await expectStatus(user.api.GET('/api/v1/entries'), 200)).items).toEqual([]);
  expect(uploadsLeft()).toBe(0);
}

describe('files an import refuses, with a clear message and nothing written', () => {
  it('refuses a zip bomb: one file that unpacks to far more than its packed size', async () => {
    const zip = await buildZip([
      { name: 'Journal.json', data: journal },
      { name: 'photos/zeros.jpeg', data: new Uint8Array(64 * 1024 * 1024) },
    ]);
    const res = await uploadImport(app, user, zip, 'bomb.zip');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toMatch(/zip bomb/);
    await expectNothingWritten();
  });

  it('refuses a zip whose paths leave the archive', async () => {
    const zip = await buildZip([{ name: 'Journal.json', data: journal }]);
    // yazl refuses to write ../ itself: rename the entry in the archive's bytes (same length).
    const evil = Buffer.from(zip.toString('latin1').replaceAll('Journal.json', '../../a.json'), 'latin1');
    const res = await uploadImport(app, user, evil, 'evil.zip');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toMatch(/path leaves the archive/);
    await expectNothingWritten();
  });

  it('refuses a zip holding a symbolic link', async () => {
    const zip = await buildZip([
      { name: 'Journal.json', data: journal },
      { name: 'photos/link', data: '/etc/passwd', mode: 0o120777 },
    ]);
    const res = await uploadImport(app, user, zip, 'link.zip');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toMatch(/symbolic link/);
    await expectNothingWritten();
  });

  it('refuses a truncated zip', async () => {
    const zip = await buildZip([
      { name: 'Journal.json', data: journal },
      { name: 'notes.txt', data: 'x'.repeat(5000) },
    ]);
    const res = await uploadImport(app, user, zip.subarray(0, Math.floor(zip.length * 0.6)), 'cut.zip');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toMatch(/damaged or incomplete/);
    await expectNothingWritten();
  });

  it('refuses JSON that is no format it knows', async () => {
    const res = await uploadImport(app, user, JSON.stringify({ notes: [{ body: 'hello' }] }), 'notes.json');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toMatch(/not one Memento can import/);
    await expectNothingWritten();
  });

  it('refuses an upload over IMPORT_MAX_MB while it streams', async () => {
    const res = await uploadImport(app, user, new Uint8Array(3 * 1024 * 1024), 'big.zip');
    expect(res.status).toBe(413);
    expect(errorOf(res.body).message).toMatch(/larger than 2 MB/);
    await expectNothingWritten();
  });

  it('answers a refused upload on a connection that stays open for the next request', async () => {
    // A client that sends its body slowly (a phone on a poor network): the server must not close
    // the connection it has answered as kept alive, or the next request on it fails (EPIPE in CI).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await new Promise<{ status: number; socket: import('node:net').Socket }>(
        (resolve, reject) => {
          const req = http.request(new URL('/api/v1/imports?name=slow.zip', app.baseUrl), {
            method: 'POST',
            agent,
            headers: { ...uploadHeaders(app, user), 'content-length': String(3 * 1024 * 1024) },
          });
          req.on('response', (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket as never }));
          });
          req.on('error', reject);
          req.write(Buffer.alloc(1024 * 1024));
          setTimeout(() => req.end(Buffer.alloc(2 * 1024 * 1024)), 800);
        },
      );
      expect(answer.status).toBe(413);
      let closed = false;
      answer.socket.once('close', () => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(closed).toBe(false);
    } finally {
      agent.destroy();
    }
    await expectNothingWritten();
  });

  it('refuses a declared 2 GB upload before reading any of it', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL('/api/v1/imports?name=huge.zip', app.baseUrl);
      const req = http.request(url, {
        method: 'POST',
        headers: { ...uploadHeaders(app, user), 'content-length': String(2 * 1024 ** 3) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
    await expectNothingWritten();
  });
});
