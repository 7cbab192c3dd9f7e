import type { CatalogQuery } from '../../../shared/schemas/catalog.ts';
import { emotionNames, type Tag, type TagCreate, type TagUpdate } from '../../../shared/schemas/tags.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withUser } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../lib/sql-state.ts';
import { presentTag } from './present.ts';
import {
  deleteTagRow,
  insertTag,
  insertTags,
  nameContains,
  tagIdIs,
  tagsWithCounts,
  updateTagRow,
} from './queries.ts';

const tagNotFound = () => notFound('Tag');

async function readTag(tx: Tx, userId: string, id: string): Promise<Tag> {
  const [row] = await tagsWithCounts(tx, userId, tagIdIs(id));
  if (!row) throw tagNotFound();
  return presentTag(row);
}

/** Names are unique per user whatever their case; a clash is a 409 the client can show. */
async function refuseDuplicateName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlStateOf(err) !== UNIQUE_VIOLATION) throw err;
    throw new AppError(409, 'conflict', `You already have a tag named ${name}`, {
      fields: [{ field: 'name', message: 'is already one of your tags' }],
    });
  }
}

/** The actor's tags with usage counts, emotions first, optionally narrowed by `q`. */
export async function listTags(db: Db, actor: Actor, query: CatalogQuery): Promise<{ items: Tag[] }> {
  const rows = await withUser(db, actor.userId, (tx) =>
    tagsWithCounts(tx, actor.userId, query.q ? nameContains(query.q) : undefined),
  );
  return { items: rows.map(presentTag) };
}

/** Creates a tag; 409 when the actor already has one of that name in any case. */
export async function createTag(db: Db, actor: Actor, input: TagCreate): Promise<Tag> {
  return refuseDuplicateName(input.name, () =>
    withUser(db, actor.userId, async (tx) => {
      const id = crypto.randomUUID();
      await insertTag(tx, { id, userId: actor.userId, name: input.name, type: input.type });
      return readTag(tx, actor.userId, id);
    }),
  );
}

/** Renames or retypes a tag; 404 when not the actor's, 409 on a name clash. */
export async function updateTag(db: Db, actor: Actor, id: string, input: TagUpdate): Promise<Tag> {
  return refuseDuplicateName(input.name, () =>
    withUser(db, actor.userId, async (tx) => {
      if (!(await updateTagRow(tx, actor.userId, id, input))) throw tagNotFound();
      return readTag(tx, actor.userId, id);
    }),
  );
}

/** Deletes a tag and unlinks it from entries and groups; the entries stay. */
export async function deleteTag(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await withUser(db, actor.userId, (tx) => deleteTagRow(tx, actor.userId, id)))) throw tagNotFound();
}

/** Gives an account the nine emotion tags; safe to run again (names already there are kept). */
export async function seedEmotionTags(db: Db, userId: string): Promise<void> {
  await withUser(db, userId, (tx) =>
    insertTags(
      tx,
      emotionNames.map((name) => ({ id: crypto.randomUUID(), userId, name, type: 'emotion' as const })),
    ),
  );
}
