import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  attachments,
  connectionImages,
  connectionRelations,
  connections,
  digests,
  entries,
  entryConnections,
  entryTags,
  groupItems,
  groups,
  locations,
  profiles,
  sources,
  tags,
} from '../../db/schema/index.ts';

/*
 * The whole-account reads of the export. The export reads every feature's tables in pages in
 * their own order (docs/decisions/023-export-snapshot-and-reads.md says why it does not go
 * through each feature's list service). Every read filters by the owner; row-level security holds too.
 */

export const profileOf = async (tx: Tx, userId: string) =>
  (
    await tx
      .select({ name: profiles.name, aiEnabled: profiles.aiEnabled, timeZone: profiles.timeZone })
      .from(profiles)
      .where(eq(profiles.id, userId))
  )[0];

export const allTags = (tx: Tx, userId: string) =>
  tx.select().from(tags).where(eq(tags.userId, userId)).orderBy(sql`lower(${tags.name})`, asc(tags.id));

export const allLocations = (tx: Tx, userId: string) =>
  tx
    .select()
    .from(locations)
    .where(eq(locations.userId, userId))
    .orderBy(asc(locations.createdAt), asc(locations.label), asc(locations.id));

export const allSources = (tx: Tx, userId: string) =>
  tx
    .select()
    .from(sources)
    .where(eq(sources.userId, userId))
    .orderBy(asc(sources.createdAt), asc(sources.referenceText), asc(sources.id));

export const allConnections = (tx: Tx, userId: string) =>
  tx
    .select({
      id: connections.id,
      name: connections.name,
      type: connections.type,
      summaryText: connections.summaryText,
      imageUrl: connections.imageUrl,
      contactInfo: connections.contactInfo,
      importantDates: connections.importantDates,
      isFavorite: connections.isFavorite,
      keepInTouch: connections.keepInTouch,
      keepInTouchSince: connections.keepInTouchSince,
      createdAt: connections.createdAt,
      updatedAt: connections.updatedAt,
      imageType: connectionImages.contentType,
    })
    .from(connections)
    .leftJoin(connectionImages, eq(connectionImages.connectionId, connections.id))
    .where(eq(connections.userId, userId))
    .orderBy(asc(connections.createdAt), asc(connections.name), asc(connections.id));

export const allRelations = (tx: Tx, userId: string) =>
  tx
    .select({ connectionId: connectionRelations.connectionId, relatedId: connectionRelations.relatedId })
    .from(connectionRelations)
    .where(eq(connectionRelations.userId, userId));

export const imageBytes = async (tx: Tx, userId: string, connectionId: string) =>
  (
    await tx
      .select({ bytes: connectionImages.bytes })
      .from(connectionImages)
      .where(and(eq(connectionImages.userId, userId), eq(connectionImages.connectionId, connectionId)))
  )[0]?.bytes ?? null;

export const allGroups = (tx: Tx, userId: string) =>
  tx
    .select()
    .from(groups)
    .where(eq(groups.userId, userId))
    .orderBy(asc(groups.createdAt), asc(groups.name), asc(groups.id));

export const allGroupItems = (tx: Tx, userId: string) =>
  tx
    .select({
      groupId: groupItems.groupId,
      itemType: groupItems.itemType,
      itemId: groupItems.itemId,
      createdAt: groupItems.createdAt,
    })
    .from(groupItems)
    .where(eq(groupItems.userId, userId))
    .orderBy(asc(groupItems.createdAt), asc(groupItems.itemType), asc(groupItems.itemId));

export const allDigests = (tx: Tx, userId: string) =>
  tx
    .select()
    .from(digests)
    .where(eq(digests.userId, userId))
    .orderBy(asc(digests.createdAt), asc(digests.title), asc(digests.id));

export interface EntryCursor {
  occurredAt: Date;
  createdAt: Date;
  id: string;
}

/** One page of entries, oldest first, after the cursor: the order a journal reads in. */
export const entryPage = (tx: Tx, userId: string, after: EntryCursor | null, limit: number) =>
  tx
    .select({
      id: entries.id,
      title: entries.title,
      type: entries.type,
      content: entries.content,
      starRating: entries.starRating,
      summary: entries.summary,
      isPrivate: entries.isPrivate,
      isFavorite: entries.isFavorite,
      promptUsed: entries.promptUsed,
      contextText: entries.contextText,
      occurredAt: entries.occurredAt,
      createdAt: entries.createdAt,
      updatedAt: entries.updatedAt,
      locationId: entries.locationId,
      sourceId: entries.sourceId,
    })
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        after
          ? or(
              gt(entries.occurredAt, after.occurredAt),
              and(eq(entries.occurredAt, after.occurredAt), gt(entries.createdAt, after.createdAt)),
              and(
                eq(entries.occurredAt, after.occurredAt),
                eq(entries.createdAt, after.createdAt),
                gt(entries.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(entries.occurredAt), asc(entries.createdAt), asc(entries.id))
    .limit(limit);

export type EntryRow = Awaited<ReturnType<typeof entryPage>>[number];

/** The tags of a page of entries, each entry's by tag name. */
export const tagLinks = (tx: Tx, userId: string, entryIds: string[]) =>
  tx
    .select({ entryId: entryTags.entryId, tagId: entryTags.tagId })
    .from(entryTags)
    .innerJoin(tags, eq(tags.id, entryTags.tagId))
    .where(and(eq(entryTags.userId, userId), inArray(entryTags.entryId, entryIds)))
    .orderBy(sql`lower(${tags.name})`);

/** The connections of a page of entries, each entry's in the connections' export order. */
export const connectionLinks = (tx: Tx, userId: string, entryIds: string[]) =>
  tx
    .select({ entryId: entryConnections.entryId, connectionId: entryConnections.connectionId })
    .from(entryConnections)
    .innerJoin(connections, eq(connections.id, entryConnections.connectionId))
    .where(and(eq(entryConnections.userId, userId), inArray(entryConnections.entryId, entryIds)))
    .orderBy(asc(connections.createdAt), asc(connections.name), asc(connections.id));

export type AttachmentRow = typeof attachments.$inferSelect;

export const attachmentsOf = (tx: Tx, userId: string, entryIds: string[]) =>
  tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.userId, userId), inArray(attachments.entryId, entryIds)))
    .orderBy(asc(attachments.entryId), asc(attachments.position), asc(attachments.id));

/** Counts and byte totals for the download's progress estimate. */
export async function accountSize(tx: Tx, userId: string) {
  const result = await tx.execute(
    sql`select
      (select count(*)::int from entries where user_id = ${userId}) as entries,
      (select count(*)::int from attachments where user_id = ${userId}) as attachments,
      (select coalesce(sum(byte_size), 0)::float8 from attachments where user_id = ${userId}) as attachment_bytes,
      (select coalesce(sum(octet_length(content) + octet_length(title) + coalesce(octet_length(summary), 0)), 0)::float8
         from entries where user_id = ${userId}) as text_bytes`,
  );
  return rowsOf<{ entries: number; attachments: number; attachment_bytes: number; text_bytes: number }>(
    result,
  )[0];
}
