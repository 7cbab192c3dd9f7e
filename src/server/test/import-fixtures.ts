import yazl from 'yazl';
import { z } from 'zod';
import type { components } from '../../web/api/contract.gen.ts';
import type { TestUser } from './factories.ts';
import { readAs } from './raw-answers.ts';
import type { TestApp } from './test-app.ts';
import { expectStatus } from './typed-api.ts';

/** One file of a zip built for a test: text or bytes, optionally stored (not deflated). */
export interface ZipMember {
  name: string;
  data: string | Uint8Array;
  store?: boolean;
  /** Unix mode bits (e.g. 0o120777 for a symbolic link). */
  mode?: number;
}

/** A real zip archive, written by yazl, as bytes. */
export function buildZip(members: readonly ZipMember[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const m of members)
    zip.addBuffer(Buffer.from(m.data), m.name, { compress: !m.store, ...(m.mode ? { mode: m.mode } : {}) });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** The headers of the user's raw-body upload, as the browser sends them. */
export const uploadHeaders = (app: TestApp, user: TestUser) => ({
  cookie: user.client.cookieHeader(),
  origin: app.baseUrl,
  'x-forwarded-for': user.client.ip,
  'content-type': 'application/octet-stream',
});

/**
 * Uploads a file to POST /api/v1/imports as the user, as the browser does (raw body, whatever the
 * bytes); the body of the answer is for the caller to narrow (raw-answers.ts).
 */
export async function uploadImport(
  app: TestApp,
  user: TestUser,
  bytes: Uint8Array | string,
  name = 'upload',
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${app.baseUrl}/api/v1/imports?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...uploadHeaders(app, user), ...headers },
    body: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** An import as GET /api/v1/imports/{id} answers it. */
export type ImportRun = components['schemas']['Import'];

/** The id of the import an accepted upload (202) queued. */
export const queuedImportId = (body: unknown) => readAs(body, z.object({ id: z.string() })).id;

/** The import as GET /api/v1/imports/{id} shows it to its owner. */
export const showImport = (user: TestUser, id: string): Promise<ImportRun> =>
  expectStatus(user.api.GET('/api/v1/imports/{id}', { params: { path: { id } } }), 200);

/** Uploads and waits until the import has ended; returns it as GET /imports/{id} shows it. */
export async function importAndWait(
  app: TestApp,
  user: TestUser,
  bytes: Uint8Array | string,
  name?: string,
): Promise<ImportRun> {
  const queued = await uploadImport(app, user, bytes, name);
  if (queued.status !== 202)
    throw new Error(`import refused: ${queued.status} ${JSON.stringify(queued.body)}`);
  const id = queuedImportId(queued.body);
  for (let i = 0; i < 1200; i++) {
    const run = await showImport(user, id);
    if (['done', 'failed', 'stopped'].includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import did not end');
}
