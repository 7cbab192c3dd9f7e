import path from 'node:path';
import { entryCreateSchema } from '../../../../../shared/schemas/entries.ts';
import { badRequest } from '../../../../lib/errors.ts';
import { attachmentUrl } from '../../../attachments/present.ts';
import { type PreparedUpload, prepareUpload, storeUpload } from '../../../attachments/service.ts';
import { addImportedEntries, type ImportedEntry, setImportedContent } from '../../../entries/service.ts';
import { ensureLocationsLabelled } from '../../../locations/service.ts';
import { ensureTagsNamed } from '../../../tags/service.ts';
import type { ReportWriter } from '../../report.ts';
import type { ImportContext, ImportFormatModule, ImportPlan, ImportSource, PrepareEnv } from '../format.ts';
import { streamJsonArray } from '../read-json.ts';
import { type DayOneEntry, type DayOneMedia, dayOneEntrySchema, MEDIA_FOLDERS } from './entry-schema.ts';
import { contextLine, dateTitle, titleAndContent } from './entry-text.ts';

interface Item {
  journal: string;
  raw: unknown;
}

interface MediaFile {
  identifier: string;
  /** The file inside the zip, or why there is none. */
  upload: PreparedUpload | null;
  problem: string | null;
}

interface Ready {
  journal: string;
  entry: DayOneEntry | null;
  invalid: string | null;
  media: MediaFile[];
}

const isJournalName = (name: string) =>
  !name.includes('/') && name.toLowerCase().endsWith('.json') && name.toLowerCase() !== 'memento.json';

const MEDIA_KINDS = Object.keys(MEDIA_FOLDERS) as (keyof typeof MEDIA_FOLDERS)[];

const mediaOf = (entry: DayOneEntry) =>
  MEDIA_KINDS.flatMap((kind) => (entry[kind] ?? []).map((m) => ({ kind, media: m })));

const labelOf = (entry: DayOneEntry | null, item: Item) =>
  entry
    ? (titleAndContent(entry.text ?? '').title ?? dateTitle(new Date(entry.creationDate), entry.timeZone))
    : `An entry of ${item.journal}`;

/** Where a place is, as one label: Day One's place name, else its town, region or country. */
function placeOf(entry: DayOneEntry) {
  const l = entry.location;
  const label = [l?.placeName, l?.localityName, l?.administrativeArea, l?.country]
    .find((s) => s?.trim())
    ?.trim();
  if (!l || !label) return null;
  return { label: label.slice(0, 200), lat: l.latitude ?? null, lng: l.longitude ?? null };
}

/** The zip's media files by MD5 (the name without its extension), in the folder of their kind. */
function mediaIndex(names: readonly string[]) {
  const index = new Map<string, string>();
  for (const name of names) {
    const folder = name.split('/')[0] ?? '';
    if (!Object.values(MEDIA_FOLDERS).includes(folder as never)) continue;
    const base = path.posix.basename(name);
    const md5 = base.replace(/\.[^.]*$/, '').toLowerCase();
    index.set(`${folder}/${md5}`, name);
    index.set(`${folder}/${base.toLowerCase()}`, name);
  }
  return index;
}

/** The journal files of the source: a zip's JSON files at its top, or the uploaded file itself. */
const journalFiles = (source: ImportSource) =>
  source.kind === 'zip'
    ? source.zip.names().filter(isJournalName).sort()
    : [source.fileName?.replace(/\.json$/i, '') || 'Journal'];

/** Every entry of every journal file, in order, parsed as the files stream in. */
async function* journalItems(source: ImportSource, files: readonly string[]): AsyncGenerator<Item> {
  for (const name of files) {
    const journal = name.replace(/\.json$/i, '');
    for await (const raw of streamJsonArray(source, source.kind === 'zip' ? name : null, 'entries'))
      yield { journal, raw };
  }
}

async function prepareMedia(
  entry: DayOneEntry,
  source: ImportSource,
  index: Map<string, string>,
  env: PrepareEnv,
): Promise<MediaFile[]> {
  if (source.kind !== 'zip')
    return mediaOf(entry).map(({ media }) =>
      missing(media, 'the export holds no media files (only its JSON was uploaded)'),
    );
  const out: MediaFile[] = [];
  for (const { kind, media } of mediaOf(entry)) {
    const folder = MEDIA_FOLDERS[kind];
    const ext = media.type ?? media.format;
    const name =
      (media.md5 && ext && index.get(`${folder}/${media.md5.toLowerCase()}.${ext.toLowerCase()}`)) ||
      (media.md5 && index.get(`${folder}/${media.md5.toLowerCase()}`));
    if (kind === 'videos') {
      out.push(missing(media, 'videos are not supported: it was left out'));
      continue;
    }
    if (!name) {
      out.push(missing(media, `its file (${folder}/${media.md5 ?? '?'}) is not in the export`));
      continue;
    }
    try {
      const bytes = await source.zip.readBytes(name, env.attachments.limits.maxBytes);
      out.push({
        identifier: media.identifier,
        upload: await prepareUpload(bytes, path.posix.basename(name)),
        problem: null,
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : 'it could not be read';
      out.push(missing(media, `${why} (${ext ?? 'unknown type'})`));
    }
  }
  return out;
}

const missing = (media: DayOneMedia, problem: string): MediaFile => ({
  identifier: media.identifier,
  upload: null,
  problem,
});

/** The entry's fields as the API would take them; the first refusal, in words, otherwise. */
function checkedEntry(entry: DayOneEntry, ids: { tagIds: string[]; locationId: string | null }) {
  const { title, content } = titleAndContent(entry.text ?? '');
  const occurredAt = new Date(entry.creationDate);
  const fields = {
    title: title ?? dateTitle(occurredAt, entry.timeZone),
    type: 'memory' as const,
    content,
    occurred_at: occurredAt.toISOString(),
    is_favorite: entry.starred === true,
    context_text: contextLine(entry),
  };
  const parsed = entryCreateSchema.safeParse(fields);
  const nul = Object.values(fields).some((v) => typeof v === 'string' && v.includes('\0'));
  if (nul) return { problem: 'it holds a NUL character, which Memento does not store' } as const;
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || 'entry'} ${issue?.message ?? 'is invalid'}` } as const;
  }
  return {
    entry: {
      id: crypto.randomUUID(),
      title: fields.title.trim(),
      type: fields.type,
      content,
      occurredAt,
      isFavorite: fields.is_favorite,
      locationId: ids.locationId,
      contextText: fields.context_text,
      tagIds: ids.tagIds,
    } satisfies ImportedEntry,
  } as const;
}

const tagNamesOf = (entry: DayOneEntry) => [
  ...new Set((entry.tags ?? []).map((t) => t.trim().slice(0, 60)).filter((t) => t && !t.includes('\0'))),
];

async function apply(ctx: ImportContext, batch: readonly Ready[], report: ReportWriter) {
  const valid = batch.filter((r): r is Ready & { entry: DayOneEntry } => r.entry !== null);
  for (const r of batch)
    if (!r.entry) report.failed({ kind: 'entry', label: `An entry of ${r.journal}`, reason: r.invalid });
  const known = await ctx.records.find(valid.map((r) => r.entry.uuid));
  const fresh: typeof valid = [];
  for (const r of valid) {
    const label = labelOf(r.entry, { journal: r.journal, raw: null });
    const before = known.get(r.entry.uuid);
    if (before)
      report.skipped({
        kind: 'entry',
        label,
        recordId: before.entryId ?? null,
        reason: 'imported before: left as it is',
      });
    else if (!r.entry.text?.trim() && r.media.length === 0)
      report.skipped({ kind: 'entry', label, reason: 'it has no text and no photos or other media' });
    else fresh.push(r);
  }
  const tagIds = await ctx.lookups.resolve(
    'tag',
    fresh.flatMap((r) => tagNamesOf(r.entry)),
    (name) => name.toLowerCase(),
    (missing) => ensureTagsNamed(ctx, missing),
  );
  const places = fresh.flatMap((r) => placeOf(r.entry) ?? []);
  const locationIds = await ctx.lookups.resolve(
    'location',
    places,
    (place) => place.label.toLowerCase(),
    (missing) => ensureLocationsLabelled(ctx, missing),
  );
  const rows: { ready: Ready & { entry: DayOneEntry }; row: ImportedEntry }[] = [];
  for (const r of fresh) {
    const place = placeOf(r.entry);
    const checked = checkedEntry(r.entry, {
      tagIds: tagNamesOf(r.entry).flatMap((n) => tagIds.get(n.toLowerCase()) ?? []),
      locationId: place ? (locationIds.get(place.label.toLowerCase()) ?? null) : null,
    });
    if ('problem' in checked)
      report.failed({
        kind: 'entry',
        label: labelOf(r.entry, { journal: r.journal, raw: null }),
        reason: checked.problem ?? null,
      });
    else rows.push({ ready: r, row: checked.entry });
  }
  await addImportedEntries(
    ctx,
    rows.map((r) => r.row),
  );
  for (const { ready, row } of rows) await attachMedia(ctx, ready, row, report);
  await ctx.records.remember(rows.map(({ ready, row }) => ({ key: ready.entry.uuid, entryId: row.id })));
}

/** Stores the entry's files and points its `dayone-moment://` references at them. */
async function attachMedia(ctx: ImportContext, ready: Ready, row: ImportedEntry, report: ReportWriter) {
  let content = row.content;
  const notes: string[] = [];
  for (const media of ready.media) {
    if (!media.upload) {
      notes.push(`a file was left out: ${media.problem}`);
      continue;
    }
    try {
      const stored = await storeUpload(ctx, ctx.attachments, row.id, media.upload);
      const url = attachmentUrl(
        { id: stored.id, etag: media.upload.file.etag },
        stored.kind === 'image' ? 'display' : 'original',
      );
      content = content.replaceAll(`dayone-moment://${media.identifier}`, url);
    } catch (error) {
      notes.push(`a file was left out: ${error instanceof Error ? error.message : 'it could not be stored'}`);
    }
  }
  if (content !== row.content) await setImportedContent(ctx, row.id, content);
  const reason = notes.length ? notes.join('; ') : null;
  report.created({ kind: 'entry', label: row.title, recordId: row.id, reason });
}

/** How many files an entry (not yet checked) lists. */
function mediaCountOf(raw: unknown): number {
  if (typeof raw !== 'object' || raw === null) return 0;
  return MEDIA_KINDS.reduce(
    (n, k) =>
      n +
      (Array.isArray((raw as Record<string, unknown>)[k])
        ? ((raw as Record<string, unknown[]>)[k]?.length ?? 0)
        : 0),
    0,
  );
}

async function plan(source: ImportSource): Promise<ImportPlan<Item, Ready>> {
  const files = journalFiles(source);
  if (files.length === 0) throw badRequest('The Day One export holds no journal file');
  // Read once to count: the entries are parsed as they stream in and let go (docs/decisions/031).
  let total = 0;
  let mediaCount = 0;
  for await (const item of journalItems(source, files)) {
    total += 1;
    mediaCount += mediaCountOf(item.raw);
  }
  // The zip's media files by name, made once for the whole import (not once per entry).
  let index: Map<string, string> | undefined;
  return {
    total,
    async *items(from) {
      let at = 0;
      for await (const item of journalItems(source, files)) if (at++ >= from) yield item;
    },
    adds: { entries: total },
    // Files are held in memory from reading to storing: about 40 per transaction, 500 entries at most.
    batchSize: Math.max(10, Math.min(500, Math.floor(40 / Math.max(mediaCount / Math.max(total, 1), 0.08)))),
    async prepare(batch, env) {
      index ??= mediaIndex(source.kind === 'zip' ? source.zip.names() : []);
      const out: Ready[] = [];
      for (const item of batch) {
        const parsed = dayOneEntrySchema.safeParse(item.raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          out.push({
            journal: item.journal,
            entry: null,
            invalid: `it is not a Day One entry (${issue?.path.join('.') || 'entry'}: ${issue?.message})`,
            media: [],
          });
          continue;
        }
        out.push({
          journal: item.journal,
          entry: parsed.data,
          invalid: null,
          media: await prepareMedia(parsed.data, source, index, env),
        });
      }
      return out;
    },
    apply,
  };
}

/** Day One's JSON export: a zip with one JSON file per journal and its media, or one Journal.json. */
export const dayOneFormat: ImportFormatModule = {
  id: 'dayone',
  detect(source) {
    if (source.kind === 'zip') return source.zip.names().some(isJournalName);
    return (
      /^\s*\{/.test(source.head) &&
      /"entries"\s*:/.test(source.head) &&
      /"(creationDate|uuid)"\s*:/.test(source.head)
    );
  },
  plan,
};
