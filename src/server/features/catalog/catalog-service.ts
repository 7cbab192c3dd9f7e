import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CatalogQuery, MergeInto } from '../../../shared/schemas/catalog.ts';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { repointGroupItems } from '../groups/items-service.ts';
import type { catalogQueries } from './catalog-queries.ts';

type CatalogTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; updatedAt: AnyPgColumn };

export interface CatalogServiceConfig<Table extends CatalogTable, Row, Item, Create, Update> {
  /** The record's name in a 404: 'Tag not found'. */
  noun: string;
  queries: ReturnType<typeof catalogQueries<Table, Row>>;
  present: (row: Row) => Item;
  /** The row a create writes, from the request's fields. */
  toInsert: (input: Create, owner: { id: string; userId: string }) => Table['$inferInsert'];
  /** The columns an update changes, from the request's fields (absent ones stay). */
  toUpdate: (input: Update) => Partial<Table['$inferInsert']>;
  /** Refuses an update whose result would be invalid (a 400), given the record as it is now. */
  checkUpdate?: (current: Item, input: Update) => void;
  /** Runs each create and update, to turn a constraint's refusal into the API's answer (a 409). */
  guardWrite?: <T>(input: Create | Update, work: () => Promise<T>) => Promise<T>;
  /** For catalogs that merge: what moves when one record is merged into another. */
  merge?: {
    /** The noun the 400 for merging a record into itself uses: 'A tag cannot be merged into itself'. */
    noun: string;
    /** The group item type the record is in groups as; its memberships move too. */
    groupItemType: 'tag' | 'location';
    /** Moves the entries' links from one record to the other. */
    moveEntries: (tx: Tx, userId: string, fromId: string, toId: string) => Promise<void>;
  };
}

/**
 * The service of a catalog (tags, locations, sources): list with usage counts, create, update,
 * delete and merge, each in the caller's unit of work and 404 for another user's record.
 */
export function catalogService<Table extends CatalogTable, Row, Item, Create, Update>(
  c: CatalogServiceConfig<Table, Row, Item, Create, Update>,
) {
  const { queries: q } = c;
  const missing = () => notFound(c.noun);
  const guarded = c.guardWrite ?? (<T>(_input: Create | Update, work: () => Promise<T>) => work());

  /** The user's record, presented; 404 when it is not theirs. */
  async function read(tx: Tx, userId: string, id: string): Promise<Item> {
    const [row] = await q.withCounts(tx, userId, q.idIs(id));
    if (!row) throw missing();
    return c.present(row);
  }

  return {
    read,

    /** The actor's records with usage counts, in the catalog's order; `q` narrows them. */
    async list({ tx, actor }: ServiceContext, query: CatalogQuery): Promise<{ items: Item[] }> {
      const rows = await q.withCounts(tx, actor.userId, query.q ? q.textContains(query.q) : undefined);
      return { items: rows.map(c.present) };
    },

    async create({ tx, actor }: ServiceContext, input: Create): Promise<Item> {
      const id = crypto.randomUUID();
      await guarded(input, () => q.insert(tx, c.toInsert(input, { id, userId: actor.userId })));
      return read(tx, actor.userId, id);
    },

    async update({ tx, actor }: ServiceContext, id: string, input: Update): Promise<Item> {
      if (c.checkUpdate) c.checkUpdate(await read(tx, actor.userId, id), input);
      const updated = await guarded(input, () => q.update(tx, actor.userId, id, c.toUpdate(input)));
      if (!updated) throw missing();
      return read(tx, actor.userId, id);
    },

    async remove({ tx, actor }: ServiceContext, id: string): Promise<void> {
      if (!(await q.remove(tx, actor.userId, id))) throw missing();
    },

    /**
     * Merges record `id` into `into_id`: its entries and groups move to the other record, and `id` is deleted.
     * 404 when either is not the actor's; 400 when both are the same.
     */
    async merge({ tx, actor }: ServiceContext, id: string, { into_id }: MergeInto): Promise<Item> {
      if (!c.merge) throw new Error(`${c.noun} records do not merge`);
      if (id === into_id)
        throw badRequest(`A ${c.merge.noun} cannot be merged into itself`, {
          fields: [{ field: 'into_id', message: `must be another ${c.merge.noun}` }],
        });
      await read(tx, actor.userId, id);
      await read(tx, actor.userId, into_id);
      await c.merge.moveEntries(tx, actor.userId, id, into_id);
      await repointGroupItems(tx, actor.userId, c.merge.groupItemType, id, into_id);
      await q.remove(tx, actor.userId, id);
      return read(tx, actor.userId, into_id);
    },
  };
}
