import type {
  Connection,
  ConnectionCreate,
  ConnectionDetail,
  ConnectionDetailQuery,
  ConnectionListQuery,
  ConnectionPage,
  ConnectionUpdate,
} from '../../../shared/schemas/connections.ts';
import type { RecentConnection } from '../../../shared/schemas/meta.ts';
import type { ConnectionSummary } from '../../../shared/schemas/summaries.ts';
import type { Tx } from '../../db/client.ts';
import { inTimeZone } from '../../db/local-day.ts';
import type { connections } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { assertCanCreate } from '../billing/limits.ts';
import { entryPageFromJson } from '../entries/service.ts';
import { findConnectionDetail } from './detail-queries.ts';
import { checkImage, removeUploadedImage, saveImage, uploadedImageUrl } from './image-service.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';
import { presentConnection } from './present.ts';
import {
  allConnectionNames,
  type ConnectionRow,
  deleteConnectionRow,
  findConnection,
  findPersonByEmailOrName,
  insertConnection,
  pageOfConnections,
  recentlyLinkedConnections,
  sortKeyOf,
  statsFor,
  updateConnectionRow,
  withStats,
} from './queries.ts';
import { relatedIdsOf, setRelations } from './relation-queries.ts';
import { assertRelatable, checkWritable, columnsOf, lastTwelveMonths } from './rules.ts';
import { connectionNotFound, presentConnectionSummary, presentDescribedConnection } from './summaries.ts';

export { connectionNotFound };

async function present(tx: Tx, userId: string, row: ConnectionRow): Promise<Connection> {
  const [listed] = withStats([row], await statsFor(tx, userId, [row.id]));
  const related = await relatedIdsOf(tx, userId, [row.id]);
  return presentConnection(listed as NonNullable<typeof listed>, related.get(row.id) ?? []);
}

/** Replaces the connection's relations (on both sides) when the input names them, then presents it. */
async function presentRelated(tx: Tx, userId: string, row: ConnectionRow, relatedIds: string[] | undefined) {
  if (relatedIds) await setRelations(tx, userId, row.id, relatedIds);
  return present(tx, userId, row);
}

/** One page of the actor's connections with activity counts, filtered by type and name. */
export async function listConnections(
  { tx, actor }: ServiceContext,
  query: ConnectionListQuery,
): Promise<ConnectionPage> {
  const after = decodeListCursor(query.cursor, query.sort);
  const { limit, sort } = query;
  const rows = await pageOfConnections(
    tx,
    actor.userId,
    sort,
    { q: query.q, type: query.type },
    limit + 1,
    after,
  );
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map((r) => presentConnection(r, r.relatedIds)),
    next_cursor:
      rows.length > limit && last ? encodeListCursor({ key: sortKeyOf(sort, last), id: last.id }) : null,
  };
}

/** The actor's connection with related connections, newest entries and a year of activity; 404 when not theirs. */
export async function getConnection(
  { tx, actor }: ServiceContext,
  id: string,
  query: ConnectionDetailQuery,
): Promise<ConnectionDetail> {
  // The row carries its activity columns (kept by triggers) and its relations: nothing to add.
  const view = { tz: query.tz, entriesLimit: query.entries_limit };
  const row = await inTimeZone(query.tz, () => findConnectionDetail(tx, actor.userId, id, view));
  if (!row) throw connectionNotFound();
  return {
    ...presentConnection(row, row.relatedIds),
    related: row.related.map(presentDescribedConnection),
    activity_by_month: lastTwelveMonths(query.tz, row.months),
    // Entries' own presenter over the page the same statement read: one consistent snapshot.
    entries: entryPageFromJson(row.entries, query.entries_limit),
  };
}

/** Creates a connection owned by the actor; related ids must be the actor's own (400 otherwise). */
export async function createConnection(
  { tx, actor }: ServiceContext,
  input: ConnectionCreate,
): Promise<Connection> {
  await assertCanCreate(tx, actor, 'connections');
  const id = crypto.randomUUID();
  checkWritable(input, { id, type: input.type, imageUrl: null });
  await assertRelatable({ tx, actor }, id, input.related_connection_ids);
  const { name, type, ...rest } = columnsOf(input);
  const row = await insertConnection(tx, {
    ...rest,
    keepInTouchSince: input.keep_in_touch === 'none' ? null : new Date(),
    id,
    userId: actor.userId,
    name: name as string,
    type: type as NonNullable<typeof type>,
  });
  return presentRelated(tx, actor.userId, row, input.related_connection_ids);
}

/** Changes only the fields sent; `related_connection_ids` replaces the relations on both sides. */
export async function updateConnection(
  { tx, actor }: ServiceContext,
  id: string,
  input: ConnectionUpdate,
): Promise<Connection> {
  const current = await findConnection(tx, actor.userId, id);
  if (!current) throw connectionNotFound();
  const type = input.type ?? current.type;
  checkWritable(input, { id, type, imageUrl: current.imageUrl });
  await assertRelatable({ tx, actor }, id, input.related_connection_ids);
  const columns: Partial<typeof connections.$inferInsert> = columnsOf(input);
  // A new cadence starts its clock now (it counts from the last contact when there is one).
  if (input.keep_in_touch !== undefined && input.keep_in_touch !== current.keepInTouch)
    columns.keepInTouchSince = input.keep_in_touch === 'none' ? null : new Date();
  // A connection that stops being a person drops its contact details: they are for people only.
  if (type !== 'person') columns.contactInfo = {};
  if (input.image_url !== undefined && input.image_url !== current.imageUrl)
    await removeUploadedImage(tx, actor.userId, id);
  const row = await updateConnectionRow(tx, actor.userId, id, columns);
  if (!row) throw connectionNotFound();
  return presentRelated(tx, actor.userId, row, input.related_connection_ids);
}

/** Makes the uploaded bytes the connection's image (JPEG, PNG or WebP by content); 404 when not theirs. */
export async function setConnectionImage(
  { tx, actor }: ServiceContext,
  id: string,
  bytes: Uint8Array,
): Promise<Connection> {
  const image = checkImage(bytes);
  const row = await updateConnectionRow(tx, actor.userId, id, { imageUrl: uploadedImageUrl(id, image.etag) });
  if (!row) throw connectionNotFound();
  await saveImage(tx, actor.userId, id, image);
  return present(tx, actor.userId, row);
}

/** Deletes the actor's connection; its entries stay and lose only the link. */
export async function deleteConnection({ tx, actor }: ServiceContext, id: string): Promise<void> {
  if (!(await deleteConnectionRow(tx, actor.userId, id))) throw connectionNotFound();
}

/** The four connections most recently linked to an entry (the sidebar's Recent Connections). */
export async function recentConnections({ tx, actor }: ServiceContext): Promise<RecentConnection[]> {
  const rows = await recentlyLinkedConnections(tx, actor.userId, 4);
  return rows.map(presentConnectionSummary);
}

/**
 * The actor's person an imported card is, when no earlier import remembers it: the one with one
 * of these emails, else the one with this name (any case); null when none.
 */
export async function findPersonToMerge(
  { tx, actor }: ServiceContext,
  emails: readonly string[],
  name: string | null,
) {
  return findPersonByEmailOrName(tx, actor.userId, emails, name);
}

/** The actor's connection as the API shows it, or null (an import merging a card into it). */
export async function findOwnConnection(
  { tx, actor }: ServiceContext,
  id: string,
): Promise<Connection | null> {
  const row = await findConnection(tx, actor.userId, id);
  return row ? present(tx, actor.userId, row) : null;
}

/** Every connection's id, name and type, by name: the editor spots these names in the text (mentions). */
export async function connectionNames({ tx, actor }: ServiceContext): Promise<ConnectionSummary[]> {
  return (await allConnectionNames(tx, actor.userId)).map(presentConnectionSummary);
}
