import type { CatalogQuery } from '../../../shared/schemas/catalog.ts';
import {
  isWebUrl,
  type Source,
  type SourceCreate,
  type SourceUpdate,
  WEB_URL_MESSAGE,
} from '../../../shared/schemas/sources.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withUser } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
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
export async function listSources(db: Db, actor: Actor, query: CatalogQuery): Promise<{ items: Source[] }> {
  const rows = await withUser(db, actor.userId, (tx) =>
    sourcesWithCounts(tx, actor.userId, query.q ? textContains(query.q) : undefined),
  );
  return { items: rows.map(presentSource) };
}

/** Creates a note or url source (the schema has refused non-web urls). */
export async function createSource(db: Db, actor: Actor, input: SourceCreate): Promise<Source> {
  return withUser(db, actor.userId, async (tx) => {
    const id = crypto.randomUUID();
    await insertSource(tx, {
      id,
      userId: actor.userId,
      sourceType: input.source_type,
      referenceText: input.reference_text,
    });
    return readSource(tx, actor.userId, id);
  });
}

/**
 * Changes the type or text; the result must still be a valid source, so a note turned into a url
 * (or a url's new text) must be a web address. 404 when not the actor's.
 */
export async function updateSource(db: Db, actor: Actor, id: string, input: SourceUpdate): Promise<Source> {
  return withUser(db, actor.userId, async (tx) => {
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
  });
}

/** Deletes a source; entries that cited it stay. */
export async function deleteSource(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await withUser(db, actor.userId, (tx) => deleteSourceRow(tx, actor.userId, id))))
    throw sourceNotFound();
}
