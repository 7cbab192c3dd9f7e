import type {
  Entry,
  EntryCreate,
  EntryDetail,
  EntryListQuery,
  EntryPage,
  EntryType,
  EntryUpdate,
} from '../../../shared/schemas/entries.ts';
import type { Tx } from '../../db/client.ts';
import { inTimeZone } from '../../db/local-day.ts';
import { type OwnershipCheck, requireOwned } from '../../db/require-owned.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertCanCreate } from '../billing/limits.ts';
import { lockConnectionActivity } from '../connections/activity.ts';
import {
  deleteEntryLinksBesides,
  type EntryLinks,
  insertEntryLinks,
  insertEntryWithLinks,
} from './link-queries.ts';
import { type EntryJson, entryRowFromJson } from './page-json-queries.ts';
import { presentEntry } from './present.ts';
import {
  deleteEntryRow,
  type EntryFilter,
  type EntryWithRelations,
  entriesWithRelations,
  entryExists,
  findEntryWithNeighbours,
  insertEntriesWithTags,
  pageOfEntries,
  setEntryContent,
  updateEntryRow,
} from './queries.ts';
import { relationsOf } from './relations.ts';

const entryNotFound = () => notFound('Entry');

const presentRows = (rows: EntryWithRelations[]): Entry[] =>
  rows.map((row) => presentEntry(row, relationsOf(row)));

/** The entry as the API shows it after a write: read back by the entry page's prepared statement. */
async function presentWritten(tx: Tx, userId: string, id: string): Promise<Entry> {
  const row = await findEntryWithNeighbours(tx, userId, id);
  if (!row) throw entryNotFound();
  return presentEntry(row, relationsOf(row));
}

function toFilter(q: EntryListQuery): EntryFilter {
  return {
    type: q.type,
    tagId: q.tag_id,
    connectionId: q.connection_id,
    locationId: q.location_id,
    favorite: q.favorite,
    private: q.private,
    photos: q.photos,
    fromDate: q.date ?? q.from,
    toDate: q.date ?? q.to,
    tz: q.tz,
  };
}

/** One page of the actor's entries, newest occurred_at first, with their relations resolved. */
export async function listEntries({ tx, actor }: ServiceContext, query: EntryListQuery): Promise<EntryPage> {
  const after = decodeCursor(query.cursor);
  const { limit } = query;
  const rows = await inTimeZone(query.tz, () =>
    pageOfEntries(tx, actor.userId, toFilter(query), limit + 1, after),
  );
  return presentPage(rows, limit);
}

/** The page of `limit` entries from the rows read, which hold one more when another page follows. */
function presentPage(rows: EntryWithRelations[], limit: number): EntryPage {
  const items = presentRows(rows.slice(0, limit));
  const page = toPage(
    rows,
    limit,
    (r) => r.id,
    (r) => ({ at: r.occurredAt, id: r.id }),
  );
  return { items, next_cursor: page.next_cursor };
}

/** The page another feature's statement read as a JSON column (page-json-queries.ts: entryPageJson). */
export const entryPageFromJson = (json: EntryJson[], limit: number): EntryPage =>
  presentPage(json.map(entryRowFromJson), limit);

/** The actor's entry with its relations and its neighbours for previous/next; 404 when not theirs. */
export async function getEntry({ tx, actor }: ServiceContext, id: string): Promise<EntryDetail> {
  const row = await findEntryWithNeighbours(tx, actor.userId, id);
  if (!row) throw entryNotFound();
  const [entry] = presentRows([row]);
  return { ...(entry as Entry), newer_id: row.newerId, older_id: row.olderId };
}

/** The records an entry links to, by field: every one must be the actor's own (400 otherwise). */
const linksOf = (input: EntryUpdate, { lockConnections = false } = {}): OwnershipCheck[] => [
  { field: 'tag_ids', kind: 'tag', ids: input.tag_ids ?? [] },
  { field: 'connection_ids', kind: 'connection', ids: input.connection_ids ?? [], lock: lockConnections },
  { field: 'location_id', kind: 'location', ids: input.location_id ? [input.location_id] : [] },
  { field: 'source_id', kind: 'source', ids: input.source_id ? [input.source_id] : [] },
];

/** Maps the API's writable fields onto columns; absent fields stay absent (partial update). */
function columnsOf(input: EntryUpdate) {
  return {
    title: input.title,
    type: input.type,
    content: input.content,
    starRating: input.star_rating,
    locationId: input.location_id,
    sourceId: input.source_id,
    summary: input.summary,
    isPrivate: input.is_private,
    isFavorite: input.is_favorite,
    promptUsed: input.prompt_used,
    contextText: input.context_text,
    occurredAt: input.occurred_at === undefined ? undefined : new Date(input.occurred_at),
  };
}

/**
 * Before an edit changes links or the entry's date, locks every connection whose activity the
 * triggers will recount: the ones linked before and after, sorted, in one statement
 * (connections/activity.ts). A create locks the ones it links with its ownership check.
 */
async function lockActivity(ctx: ServiceContext, input: EntryUpdate, entryId: string) {
  if (input.connection_ids === undefined && input.occurred_at === undefined) return;
  await lockConnectionActivity(ctx, input.connection_ids ?? [], entryId);
}

const linksSent = (input: EntryUpdate): EntryLinks => ({
  tagIds: input.tag_ids,
  connectionIds: input.connection_ids,
});

/** Creates an entry owned by the actor; every linked record must be the actor's own (400 otherwise). */
export async function createEntry(ctx: ServiceContext, input: EntryCreate): Promise<Entry> {
  const { tx, actor } = ctx;
  await assertCanCreate(tx, actor, 'entries');
  // The connections it links are the only rows its triggers change: taken by the same statement
  // that checks they are the actor's (lockConnectionActivity's order and lock).
  await requireOwned(ctx, linksOf(input, { lockConnections: true }));
  const { title, type, ...rest } = columnsOf(input);
  const id = crypto.randomUUID();
  // A new entry has no links to keep or remove: it and its links are one insert.
  await insertEntryWithLinks(
    tx,
    { ...rest, id, userId: actor.userId, title: title as string, type: type as NonNullable<typeof type> },
    linksSent(input),
  );
  return presentWritten(tx, actor.userId, id);
}

/** Changes only the fields sent; `tag_ids` and `connection_ids` replace the entry's links. */
export async function updateEntry(ctx: ServiceContext, id: string, input: EntryUpdate): Promise<Entry> {
  const { tx, actor } = ctx;
  if (!(await entryExists(tx, actor.userId, id))) throw entryNotFound();
  await requireOwned(ctx, linksOf(input));
  await lockActivity(ctx, input, id);
  const row = await updateEntryRow(tx, actor.userId, id, columnsOf(input));
  if (!row) throw entryNotFound();
  // Links sent replace the entry's: the ones left out go, then the new ones come (kept ones stay).
  await deleteEntryLinksBesides(tx, actor.userId, id, linksSent(input));
  await insertEntryLinks(tx, actor.userId, id, linksSent(input));
  return presentWritten(tx, actor.userId, id);
}

/** Deletes the actor's entry and its links; 404 when it is not theirs. */
export async function deleteEntry({ tx, actor }: ServiceContext, id: string): Promise<void> {
  if (!(await deleteEntryRow(tx, actor.userId, id))) throw entryNotFound();
}

/** A digest reads at most this many entries of a period (the newest): a bound on one request's work. */
const PERIOD_ENTRY_CAP = 20_000;

/**
 * The actor's entries that occurred in [start, end], oldest first, with their relations, leaving
 * out private ones: what a digest may read.
 */
export async function listEntriesForDigest(
  { tx, actor }: ServiceContext,
  period: { start: Date; end: Date },
  scope: { connectionId?: string; groupId?: string } = {},
): Promise<Entry[]> {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  // Whole UTC days narrow the scan through the (user, occurred_at) index; the exact instants cut after.
  const filter = {
    ...scope,
    private: false,
    fromDate: day(period.start),
    toDate: day(period.end),
    tz: 'UTC',
  };
  const rows = (await pageOfEntries(tx, actor.userId, filter, PERIOD_ENTRY_CAP))
    .filter((r) => r.occurredAt >= period.start && r.occurredAt <= period.end)
    .reverse();
  return presentRows(rows);
}

/** An entry an import brings in, already checked against entryCreateSchema by the importer. */
export interface ImportedEntry {
  id: string;
  title: string;
  type: EntryType;
  content: string;
  occurredAt: Date;
  isFavorite: boolean;
  locationId: string | null;
  contextText: string | null;
  tagIds: string[];
}

/**
 * Adds a batch of imported entries with their tags in two statements: the per-entry create path
 * costs a dozen round trips an entry. Plan limits were checked for the whole import before it
 * started (billing/limits.ts assertCanImport); tags and locations are the actor's own (made by
 * the importer in this transaction).
 */
export async function addImportedEntries({ tx, actor }: ServiceContext, batch: readonly ImportedEntry[]) {
  const userId = actor.userId;
  await insertEntriesWithTags(
    tx,
    batch.map((e) => ({
      id: e.id,
      userId,
      title: e.title,
      type: e.type,
      content: e.content,
      occurredAt: e.occurredAt,
      isFavorite: e.isFavorite,
      locationId: e.locationId,
      contextText: e.contextText,
    })),
    batch.flatMap((e) => e.tagIds.map((tagId) => ({ entryId: e.id, tagId, userId }))),
  );
}

/** Replaces an imported entry's content (its media references, once the files are stored). */
export async function setImportedContent({ tx, actor }: ServiceContext, id: string, content: string) {
  await setEntryContent(tx, actor.userId, id, content);
}

/** The actor's entries among `ids` as the entries API presents them, by id (a group's items). */
export async function entriesByIds(
  { tx, actor }: ServiceContext,
  ids: string[],
): Promise<Map<string, Entry>> {
  if (ids.length === 0) return new Map();
  const shown = presentRows(await entriesWithRelations(tx, actor.userId, ids));
  return new Map(shown.map((e) => [e.id, e]));
}
