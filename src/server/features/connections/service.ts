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
import { assertCanCreate } from '../../billing/limits.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withUser } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { inTimeZone } from '../calendar/local-day.ts';
import { listEntries } from '../entries/service.ts';
import { checkImage, removeUploadedImage, saveImage, uploadedImageUrl } from './image-service.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';
import { presentConnection, presentRelated } from './present.ts';
import {
  type ConnectionRow,
  deleteConnectionRow,
  findConnection,
  insertConnection,
  monthlyActivity,
  pageOfConnections,
  recentlyLinkedConnections,
  sortKeyOf,
  statsFor,
  updateConnectionRow,
  withStats,
} from './queries.ts';
import { relatedConnections, relatedIdsOf, setRelations } from './relations.ts';
import { assertRelatable, checkWritable, columnsOf, lastTwelveMonths } from './rules.ts';

export const connectionNotFound = () => notFound('Connection');

async function present(tx: Tx, userId: string, row: ConnectionRow): Promise<Connection> {
  const [listed] = withStats([row], await statsFor(tx, userId, [row.id]));
  const related = await relatedIdsOf(tx, userId, [row.id]);
  return presentConnection(listed as NonNullable<typeof listed>, related.get(row.id) ?? []);
}

/** One page of the actor's connections with activity counts, filtered by type and name. */
export async function listConnections(
  db: Db,
  actor: Actor,
  query: ConnectionListQuery,
): Promise<ConnectionPage> {
  const after = decodeListCursor(query.cursor, query.sort);
  const { limit, sort } = query;
  return withUser(db, actor.userId, async (tx) => {
    const rows = await pageOfConnections(
      tx,
      actor.userId,
      sort,
      { q: query.q, type: query.type },
      limit + 1,
      after,
    );
    const items = rows.slice(0, limit);
    const related = await relatedIdsOf(
      tx,
      actor.userId,
      items.map((r) => r.id),
    );
    const last = items[items.length - 1];
    return {
      items: items.map((r) => presentConnection(r, related.get(r.id) ?? [])),
      next_cursor:
        rows.length > limit && last ? encodeListCursor({ key: sortKeyOf(sort, last), id: last.id }) : null,
    };
  });
}

/** The actor's connection with related connections, newest entries and a year of activity; 404 when not theirs. */
export async function getConnection(
  db: Db,
  actor: Actor,
  id: string,
  query: ConnectionDetailQuery,
): Promise<ConnectionDetail> {
  const detail = await inTimeZone(query.tz, () =>
    withUser(db, actor.userId, async (tx) => {
      const row = await findConnection(tx, actor.userId, id);
      if (!row) throw connectionNotFound();
      const months = await monthlyActivity(tx, actor.userId, id, query.tz);
      return {
        ...(await present(tx, actor.userId, row)),
        related: (await relatedConnections(tx, actor.userId, id)).map(presentRelated),
        activity_by_month: lastTwelveMonths(query.tz, months),
      };
    }),
  );
  const entries = await listEntries(db, actor, {
    connection_id: id,
    limit: query.entries_limit,
    tz: query.tz,
  });
  return { ...detail, entries };
}

/** Creates a connection owned by the actor; related ids must be the actor's own (400 otherwise). */
export async function createConnection(db: Db, actor: Actor, input: ConnectionCreate): Promise<Connection> {
  return withUser(db, actor.userId, async (tx) => {
    await assertCanCreate(tx, actor, 'connections');
    const id = crypto.randomUUID();
    checkWritable(input, { id, type: input.type, imageUrl: null });
    await assertRelatable(tx, actor.userId, id, input.related_connection_ids);
    const { name, type, ...rest } = columnsOf(input);
    const row = await insertConnection(tx, {
      ...rest,
      id,
      userId: actor.userId,
      name: name as string,
      type: type as NonNullable<typeof type>,
    });
    if (input.related_connection_ids) await setRelations(tx, actor.userId, id, input.related_connection_ids);
    return present(tx, actor.userId, row);
  });
}

/** Changes only the fields sent; `related_connection_ids` replaces the relations on both sides. */
export async function updateConnection(
  db: Db,
  actor: Actor,
  id: string,
  input: ConnectionUpdate,
): Promise<Connection> {
  return withUser(db, actor.userId, async (tx) => {
    const current = await findConnection(tx, actor.userId, id);
    if (!current) throw connectionNotFound();
    const type = input.type ?? current.type;
    checkWritable(input, { id, type, imageUrl: current.imageUrl });
    await assertRelatable(tx, actor.userId, id, input.related_connection_ids);
    const columns = columnsOf(input);
    // A connection that stops being a person drops its contact details: they are for people only.
    if (type !== 'person') columns.contactInfo = {};
    if (input.image_url !== undefined && input.image_url !== current.imageUrl)
      await removeUploadedImage(tx, actor.userId, id);
    const row = await updateConnectionRow(tx, actor.userId, id, columns);
    if (!row) throw connectionNotFound();
    if (input.related_connection_ids) await setRelations(tx, actor.userId, id, input.related_connection_ids);
    return present(tx, actor.userId, row);
  });
}

/** Makes the uploaded bytes the connection's image (JPEG, PNG or WebP by content); 404 when not theirs. */
export async function setConnectionImage(
  db: Db,
  actor: Actor,
  id: string,
  bytes: Uint8Array,
): Promise<Connection> {
  const image = checkImage(bytes);
  return withUser(db, actor.userId, async (tx) => {
    const row = await updateConnectionRow(tx, actor.userId, id, {
      imageUrl: uploadedImageUrl(id, image.etag),
    });
    if (!row) throw connectionNotFound();
    await saveImage(tx, actor.userId, id, image);
    return present(tx, actor.userId, row);
  });
}

/** Deletes the actor's connection; its entries stay and lose only the link. */
export async function deleteConnection(db: Db, actor: Actor, id: string): Promise<void> {
  const deleted = await withUser(db, actor.userId, (tx) => deleteConnectionRow(tx, actor.userId, id));
  if (!deleted) throw connectionNotFound();
}

/** The four connections most recently linked to an entry (the sidebar's Recent Connections). */
export async function recentConnections(db: Db, actor: Actor): Promise<RecentConnection[]> {
  const rows = await withUser(db, actor.userId, (tx) => recentlyLinkedConnections(tx, actor.userId, 4));
  return rows.map((r) => ({ id: r.id, name: r.name, type: r.type, image_url: r.imageUrl }));
}
