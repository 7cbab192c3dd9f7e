import { connections, entries, locations, sources } from '../../../../db/schema/index.ts';
import { AppError } from '../../../../lib/errors.ts';
import { storeUpload } from '../../../attachments/service.ts';
import type { ReportWriter } from '../../report.ts';
import type { ImportContext } from '../format.ts';
import { ALREADY_THERE, tagTargets, type Valid } from './apply-records.ts';
import { derivedId, resolveIds } from './derived-ids.ts';
import { existingAttachmentIds, insertEntryLinks, insertNew, restoreAttachmentFields } from './queries.ts';

const at = (iso: string) => new Date(iso);
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * A batch of entries: the rows in one statement, their tag and connection links in two more, then
 * each new entry's files through the attachments service (stored and resized as an upload is),
 * with the fields the upload decides (position, caption, times) put back as the file had them.
 */
export async function applyEntries(
  ctx: ImportContext,
  items: Valid<'entry'>[],
  fileTagNames: Map<string, string>,
  report: ReportWriter,
) {
  const { tx } = ctx;
  const userId = ctx.actor.userId;
  const records = items.map((i) => i.record);
  const known = await resolveIds(
    tx,
    userId,
    'entry',
    entries,
    records.map((e) => e.id),
  );
  const fresh = items.filter((i) => !known.has(i.record.id));
  const links = (pick: (e: (typeof records)[number]) => string[]) => fresh.flatMap((i) => pick(i.record));
  const place = await resolveIds(
    tx,
    userId,
    'location',
    locations,
    links((e) => (e.location_id ? [e.location_id] : [])),
  );
  const source = await resolveIds(
    tx,
    userId,
    'source',
    sources,
    links((e) => (e.source_id ? [e.source_id] : [])),
  );
  const people = await resolveIds(
    tx,
    userId,
    'connection',
    connections,
    links((e) => e.connection_ids),
  );
  const tagged = await tagTargets(
    ctx,
    fileTagNames,
    links((e) => e.tag_ids),
  );

  const idOf = (fileId: string) => derivedId(userId, 'entry', fileId);
  const made = await insertNew(
    tx,
    entries,
    fresh.map(({ record: e }) => ({
      id: idOf(e.id),
      userId,
      title: e.title,
      type: e.type,
      content: e.content,
      starRating: e.star_rating,
      locationId: e.location_id ? (place.get(e.location_id) ?? null) : null,
      sourceId: e.source_id ? (source.get(e.source_id) ?? null) : null,
      summary: e.summary,
      isPrivate: e.is_private,
      isFavorite: e.is_favorite,
      promptUsed: e.prompt_used,
      contextText: e.context_text,
      occurredAt: at(e.occurred_at),
      createdAt: at(e.created_at),
      updatedAt: at(e.updated_at),
    })),
  );
  const created = fresh.filter((i) => made.has(idOf(i.record.id)));
  await insertEntryLinks(
    tx,
    created.flatMap(({ record: e }) =>
      e.tag_ids.flatMap((t) =>
        tagged.has(t) ? [{ entryId: idOf(e.id), tagId: tagged.get(t) as string, userId }] : [],
      ),
    ),
    created.flatMap(({ record: e }) =>
      e.connection_ids.flatMap((c) =>
        people.has(c) ? [{ entryId: idOf(e.id), connectionId: people.get(c) as string, userId }] : [],
      ),
    ),
  );

  for (const item of items) {
    const e = item.record;
    if (!made.has(idOf(e.id))) {
      report.skipped({ kind: 'entry', label: e.title, reason: ALREADY_THERE });
      continue;
    }
    const notes: string[] = [];
    const lost =
      e.tag_ids.filter((t) => !tagged.has(t)).length +
      e.connection_ids.filter((c) => !people.has(c)).length +
      (e.location_id && !place.has(e.location_id) ? 1 : 0) +
      (e.source_id && !source.has(e.source_id) ? 1 : 0);
    if (lost) notes.push(`${plural(lost, 'link')} to records not in the file left out`);
    notes.push(...(await storeFiles(ctx, idOf(e.id), item)));
    report.created({ kind: 'entry', label: e.title, recordId: idOf(e.id), reason: notes.join('; ') || null });
  }
}

/** Stores an entry's files; returns what could not be stored, for the entry's report line. */
async function storeFiles(ctx: ImportContext, entryId: string, item: Valid<'entry'>): Promise<string[]> {
  const userId = ctx.actor.userId;
  const byId = new Map(item.record.attachments.map((a) => [a.id, a]));
  const targets = item.files.map((f) => ({ file: f, id: derivedId(userId, 'attachment', f.fileId) }));
  const existing = await existingAttachmentIds(
    ctx.tx,
    userId,
    targets.map((t) => t.id),
  );
  const problems: string[] = [];
  for (const { file, id } of targets) {
    const meta = byId.get(file.fileId);
    if (!meta || existing.has(id)) continue;
    if (!file.upload) {
      problems.push(`${meta.file_name ?? meta.path}: ${file.problem}`);
      continue;
    }
    try {
      await storeUpload(ctx, ctx.attachments, entryId, { ...file.upload, id });
    } catch (error) {
      // The service's refusals (too many files) come before it writes: the transaction goes on.
      if (!(error instanceof AppError)) throw error;
      problems.push(`${meta.file_name ?? meta.path}: ${error.message}`);
      continue;
    }
    await restoreAttachmentFields(ctx.tx, userId, id, {
      position: meta.position,
      caption: meta.caption,
      fileName: meta.file_name,
      createdAt: at(meta.created_at),
      takenAt: meta.taken_at ? at(meta.taken_at) : null,
      takenLat: meta.taken_lat,
      takenLng: meta.taken_lng,
    });
  }
  return problems;
}
