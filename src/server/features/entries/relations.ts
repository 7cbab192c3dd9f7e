import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Attachment } from '../../../shared/schemas/attachments.ts';
import type { Tx } from '../../db/client.ts';
import { connections, entryConnections, entryTags, locations, sources, tags } from '../../db/schema/index.ts';
import { attachmentsByEntry } from '../attachments/entry-attachments.ts';
import type { EntryRow } from './queries.ts';

export interface EntryRelations {
  tags: { id: string; name: string; type: 'theme' | 'topic' | 'emotion' }[];
  connections: {
    id: string;
    name: string;
    type: 'person' | 'idea' | 'institution';
    imageUrl: string | null;
  }[];
  location: { id: string; label: string; lat: number | null; lng: number | null } | null;
  source: { id: string; sourceType: 'note' | 'url'; referenceText: string } | null;
  attachments: Attachment[];
}

interface Link {
  entryId: string;
  id: string;
}

/** Runs `load` for the distinct ids the links point at; nothing to load, no query. */
async function byIds<T>(links: Link[], load: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  const ids = [...new Set(links.map((l) => l.id))];
  return ids.length ? load(ids) : [];
}

/** Each entry's linked rows, in the order the rows came (by name). */
function linkedTo<T extends { id: string }>(links: Link[], rows: T[]) {
  const wanted = new Set(links.map((l) => `${l.entryId}|${l.id}`));
  const entryIds = [...new Set(links.map((l) => l.entryId))];
  return new Map(entryIds.map((entryId) => [entryId, rows.filter((r) => wanted.has(`${entryId}|${r.id}`))]));
}

/** The tags, connections, location, source and files of a page of entries, in indexed lookups. */
export async function loadRelations(tx: Tx, userId: string, rows: EntryRow[]) {
  const ids = rows.map((r) => r.id);
  const locationIds = [...new Set(rows.flatMap((r) => (r.locationId ? [r.locationId] : [])))];
  const sourceIds = [...new Set(rows.flatMap((r) => (r.sourceId ? [r.sourceId] : [])))];
  if (ids.length === 0)
    return () => ({ tags: [], connections: [], location: null, source: null, attachments: [] });

  // Links first, then the linked rows by primary key: a join lets the planner hash every tag and
  // connection of the user to decorate twenty entries.
  const tagLinks = await tx
    .select({ entryId: entryTags.entryId, id: entryTags.tagId })
    .from(entryTags)
    .where(and(eq(entryTags.userId, userId), inArray(entryTags.entryId, ids)));
  const connectionLinks = await tx
    .select({ entryId: entryConnections.entryId, id: entryConnections.connectionId })
    .from(entryConnections)
    .where(and(eq(entryConnections.userId, userId), inArray(entryConnections.entryId, ids)));
  const tagRows = await byIds(tagLinks, (tagIds) =>
    tx
      .select({ id: tags.id, name: tags.name, type: tags.type })
      .from(tags)
      .where(and(eq(tags.userId, userId), inArray(tags.id, tagIds)))
      .orderBy(tags.name),
  );
  const connectionRows = await byIds(connectionLinks, (connectionIds) =>
    tx
      .select({
        id: connections.id,
        name: connections.name,
        type: connections.type,
        imageUrl: connections.imageUrl,
      })
      .from(connections)
      .where(and(eq(connections.userId, userId), inArray(connections.id, connectionIds)))
      .orderBy(connections.name),
  );
  const locationRows = locationIds.length
    ? await tx
        .select({ id: locations.id, label: locations.label, lat: locations.lat, lng: locations.lng })
        .from(locations)
        .where(and(eq(locations.userId, userId), inArray(locations.id, locationIds)))
    : [];
  const sourceRows = sourceIds.length
    ? await tx
        .select({ id: sources.id, sourceType: sources.sourceType, referenceText: sources.referenceText })
        .from(sources)
        .where(and(eq(sources.userId, userId), inArray(sources.id, sourceIds)))
    : [];

  const attachmentsOf = await attachmentsByEntry(tx, userId, ids);

  const tagsBy = linkedTo(tagLinks, tagRows);
  const connectionsBy = linkedTo(connectionLinks, connectionRows);
  const locationById = new Map(locationRows.map((l) => [l.id, l]));
  const sourceById = new Map(sourceRows.map((s) => [s.id, s]));
  return (row: EntryRow): EntryRelations => ({
    tags: tagsBy.get(row.id) ?? [],
    connections: connectionsBy.get(row.id) ?? [],
    location: (row.locationId && locationById.get(row.locationId)) || null,
    source: (row.sourceId && sourceById.get(row.sourceId)) || null,
    attachments: attachmentsOf(row.id),
  });
}

/** Makes the entry's tags exactly `tagIds`, keeping the links that stay. */
export async function setEntryTags(tx: Tx, userId: string, entryId: string, tagIds: string[]) {
  await tx
    .delete(entryTags)
    .where(
      and(eq(entryTags.entryId, entryId), tagIds.length ? notInArray(entryTags.tagId, tagIds) : undefined),
    );
  if (tagIds.length === 0) return;
  await tx
    .insert(entryTags)
    .values(tagIds.map((tagId) => ({ entryId, tagId, userId })))
    .onConflictDoNothing();
}

/**
 * Makes the entry's connections exactly `connectionIds`. Links that stay keep their created_at:
 * the sidebar's Recent Connections orders by when a link was made.
 */
export async function setEntryConnections(tx: Tx, userId: string, entryId: string, connectionIds: string[]) {
  await tx
    .delete(entryConnections)
    .where(
      and(
        eq(entryConnections.entryId, entryId),
        connectionIds.length ? notInArray(entryConnections.connectionId, connectionIds) : undefined,
      ),
    );
  if (connectionIds.length === 0) return;
  await tx
    .insert(entryConnections)
    .values(connectionIds.map((connectionId) => ({ entryId, connectionId, userId })))
    .onConflictDoNothing();
}
