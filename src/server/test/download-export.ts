import { mementoFileSchema } from '../../shared/formats/memento.ts';
import type { TestUser } from './factories.ts';
import { readZip } from './read-zip.ts';
import type { TestApp } from './test-app.ts';

/** Downloads the user's export and opens the zip. */
export async function downloadExport(app: TestApp, user: TestUser, query = 'format=memento') {
  const res = await fetch(`${app.baseUrl}/api/v1/export?${query}`, {
    headers: { cookie: user.client.cookieHeader() },
  });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, files: await readZip(bytes) };
}

/**
 * memento.json of a memento export, read through the format's own schema: a document the format
 * does not allow fails the test here (the importer reads it through the same schema).
 */
export const mementoJsonOf = (files: Map<string, Buffer>) =>
  mementoFileSchema.parse(JSON.parse((files.get('memento.json') as Buffer).toString('utf8')));
