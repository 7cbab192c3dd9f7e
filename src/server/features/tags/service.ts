import type { CatalogQuery, MergeInto } from '../../../shared/schemas/catalog.ts';
import { emotionNames, type Tag, type TagCreate, type TagUpdate } from '../../../shared/schemas/tags.ts';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { firstBy } from '../../lib/first-by.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../lib/sql-state.ts';
import { repointGroupItems } from '../groups/items-service.ts';
import { presentTag } from './present.ts';
import {
  copyEntryTags,
  deleteTagRow,
  insertTag,
  insertTags,
  nameContains,
  tagIdIs,
  tagIdsByLowerName,
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
export async function listTags(
  { tx, actor }: ServiceContext,
  query: CatalogQuery,
): Promise<{ items: Tag[] }> {
  const rows = await tagsWithCounts(tx, actor.userId, query.q ? nameContains(query.q) : undefined);
  return { items: rows.map(presentTag) };
}

/** Creates a tag; 409 when the actor already has one of that name in any case. */
export async function createTag({ tx, actor }: ServiceContext, input: TagCreate): Promise<Tag> {
  const id = crypto.randomUUID();
  await refuseDuplicateName(input.name, () =>
    insertTag(tx, { id, userId: actor.userId, name: input.name, type: input.type }),
  );
  return readTag(tx, actor.userId, id);
}

/** Renames or retypes a tag; 404 when not the actor's, 409 on a name clash. */
export async function updateTag({ tx, actor }: ServiceContext, id: string, input: TagUpdate): Promise<Tag> {
  const updated = await refuseDuplicateName(input.name, () => updateTagRow(tx, actor.userId, id, input));
  if (!updated) throw tagNotFound();
  return readTag(tx, actor.userId, id);
}

/** Deletes a tag and unlinks it from entries and groups; the entries stay. */
export async function deleteTag({ tx, actor }: ServiceContext, id: string): Promise<void> {
  if (!(await deleteTagRow(tx, actor.userId, id))) throw tagNotFound();
}

/** Gives an account the nine emotion tags; safe to run again (names already there are kept). */
export async function seedEmotionTags({ tx, actor }: ServiceContext): Promise<void> {
  const { userId } = actor;
  await insertTags(
    tx,
    emotionNames.map((name) => ({ id: crypto.randomUUID(), userId, name, type: 'emotion' as const })),
  );
}

/**
 * Merges tag `id` into `into_id`: its entries and groups carry the other tag instead, and `id` is
 * deleted. 404 when either is not the actor's; 400 when both are the same tag.
 */
export async function mergeTag(
  { tx, actor }: ServiceContext,
  id: string,
  { into_id }: MergeInto,
): Promise<Tag> {
  if (id === into_id)
    throw badRequest('A tag cannot be merged into itself', {
      fields: [{ field: 'into_id', message: 'must be another tag' }],
    });
  await readTag(tx, actor.userId, id);
  await readTag(tx, actor.userId, into_id);
  await copyEntryTags(tx, actor.userId, id, into_id);
  await repointGroupItems(tx, actor.userId, 'tag', id, into_id);
  await deleteTagRow(tx, actor.userId, id);
  return readTag(tx, actor.userId, into_id);
}

/**
 * The ids of the actor's tags with these names (any case), creating the missing ones as topics:
 * one insert and one select for a whole import batch. Keys are the names in lower case.
 */
export async function ensureTagsNamed({ tx, actor }: ServiceContext, names: readonly string[]) {
  const wanted = firstBy(names, (n) => n.toLowerCase());
  if (wanted.length === 0) return new Map<string, string>();
  await insertTags(
    tx,
    wanted.map((name) => ({ id: crypto.randomUUID(), userId: actor.userId, name, type: 'topic' as const })),
  );
  return tagIdsByLowerName(tx, actor.userId, wanted);
}
