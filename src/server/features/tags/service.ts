import { emotionNames, type Tag, type TagCreate, type TagUpdate } from '../../../shared/schemas/tags.ts';
import type { tags } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { AppError } from '../../lib/errors.ts';
import { firstBy } from '../../lib/first-by.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../lib/sql-state.ts';
import { catalogService } from '../catalog/catalog-service.ts';
import { presentTag } from './present.ts';
import { copyEntryTags, insertTags, type TagRow, tagCatalog, tagIdsByLowerName } from './queries.ts';

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

/**
 * Tags: listed with usage counts, emotions first, narrowed by `q`; 409 on a name the actor already
 * has in any case; deleting one unlinks it from entries and groups (the entries stay); merging
 * gives its entries and groups the other tag.
 */
export const tagService = catalogService<typeof tags, TagRow, Tag, TagCreate, TagUpdate>({
  noun: 'Tag',
  queries: tagCatalog,
  present: presentTag,
  toInsert: (input, owner) => ({ ...owner, name: input.name, type: input.type }),
  toUpdate: (input) => input,
  guardWrite: (input, work) => refuseDuplicateName(input.name, work),
  merge: {
    noun: 'tag',
    groupItemType: 'tag',
    moveEntries: copyEntryTags,
  },
});

/** Gives an account the nine emotion tags; safe to run again (names already there are kept). */
export async function seedEmotionTags({ tx, actor }: ServiceContext): Promise<void> {
  const { userId } = actor;
  await insertTags(
    tx,
    emotionNames.map((name) => ({ id: crypto.randomUUID(), userId, name, type: 'emotion' as const })),
  );
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
