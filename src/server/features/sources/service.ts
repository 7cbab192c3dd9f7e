import type { CatalogQuery } from '../../../shared/schemas/catalog.ts';
import {
  isWebUrl,
  type Source,
  type SourceCreate,
  type SourceUpdate,
  WEB_URL_MESSAGE,
} from '../../../shared/schemas/sources.ts';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { presentSource } from './present.ts';
import {
  deleteSourceRow,
  insertSource,
  sourceIdIs,
  sourcesWithCounts,
  textContains,
  updateSourceRow,
} from './queries.ts';

const sourceNotFound = () => notFound('Source');

async function readSource(tx: Tx, userId: string, id: string): Promise<Source> {
  const [row] = await sourcesWithCounts(tx, userId, sourceIdIs(id));
  if (!row) throw sourceNotFound();
  return presentSource(row);
}

/** The actor's sources with usage counts, newest first; `q` narrows them. */
export async function listSources(
  { tx, actor }: ServiceContext,
  query: CatalogQuery,
): Promise<{ items: Source[] }> {
  const rows = await sourcesWithCounts(tx, actor.userId, query.q ? textContains(query.q) : undefined);
  return { items: rows.map(presentSource) };
}

/** Creates a note or url source (the schema has refused non-web urls). */
export async function createSource({ tx, actor }: ServiceContext, input: SourceCreate): Promise<Source> {
  const id = crypto.randomUUID();
  await insertSource(tx, {
    id,
    userId: actor.userId,
    sourceType: input.source_type,
    referenceText: input.reference_text,
  });
  return readSource(tx, actor.userId, id);
}

/**
 * Changes the type or text; the result must still be a valid source, so a note turned into a url
 * (or a url's new text) must be a web address. 404 when not the actor's.
 */
export async function updateSource(
  { tx, actor }: ServiceContext,
  id: string,
  input: SourceUpdate,
): Promise<Source> {
  const current = await readSource(tx, actor.userId, id);
  const merged = { ...current, ...input };
  if (merged.source_type === 'url' && !isWebUrl(merged.reference_text)) {
    throw badRequest(`Invalid request body: reference_text: ${WEB_URL_MESSAGE}`, {
      fields: [{ field: 'reference_text', message: WEB_URL_MESSAGE }],
    });
  }
  const fields = { sourceType: input.source_type, referenceText: input.reference_text };
  if (!(await updateSourceRow(tx, actor.userId, id, fields))) throw sourceNotFound();
  return readSource(tx, actor.userId, id);
}

/** Deletes a source; entries that cited it stay. */
export async function deleteSource({ tx, actor }: ServiceContext, id: string): Promise<void> {
  if (!(await deleteSourceRow(tx, actor.userId, id))) throw sourceNotFound();
}
