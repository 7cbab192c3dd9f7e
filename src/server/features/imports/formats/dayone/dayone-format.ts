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

/** An entry read, checked and turned into Memento's fields before its batch's transaction. */
interface Ready {
  journal: string;
  entry: DayOneEntry | null;
  invalid: string | null;
  /** What the report calls it: its title, or the date it was written. */
  label: string;
  /** The entry's fields, or the first refusal in words (then `fields` is null). */
  fields: EntryFields | null;
  problem: string | null;
  tagNames: string[];
  place: Place | null;
  media: MediaFile[];
}

type EntryFields = Omit<ImportedEntry, 'id' | 'locationId' | 'tagIds'>;
type Place = { label: string; lat: number | null; lng: number | null };

const isJournalName = (name: string) =>
  !name.includes('/') && name.toLowerCase().endsWith('.json') && name.toLowerCase() !== 'memento.json';

const MEDIA_KINDS = Object.keys(MEDIA_FOLDERS) as (keyof typeof MEDIA_FOLDERS)[];

const mediaOf = (entry: DayOneEntry) =>
  MEDIA_KINDS.flatMap((kind) => (entry[kind] ?? []).map((m) => ({ kind, media: m })));

/** Where a place is, as one label: Day One's place name, else its town, region or country. */
function placeOf(entry: DayOneEntry): Place | null {
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

/** Every entry of every journal file, in order, parsed as the files stream in (in runs). */
async function* journalItems(source: ImportSource, files: readonly string[]): AsyncGenerator<Item[]> {
  for (const name of files) {
    const journal = name.replace(/\.json$/i, '');
    for await (const run of streamJsonArray(source, source.kind === 'zip' ? name : null, 'entries'))
      yield run.map((raw) => ({ journal, raw }));
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
function checkedFields(
  entry: DayOneEntry,
  title: string,
  content: string,
): { fields: EntryFields; problem: null } | { fields: null; problem: string } {
  const occurredAt = new Date(entry.creationDate);
  const fields = {
    title,
    type: 'memory' as const,
    content,
    occurred_at: occurredAt.toISOString(),
    is_favorite: entry.starred === true,
    context_text: contextLine(entry),
  };
  const nul = Object.values(fields).some((v) => typeof v === 'string' && v.includes('\0'));
  if (nul) return { fields: null, problem: 'it holds a NUL character, which Memento does not store' };
  const parsed = entryCreateSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { fields: null, problem: `${issue?.path.join('.') || 'entry'} ${issue?.message ?? 'is invalid'}` };
  }
  return {
    problem: null,
    fields: {
      title: fields.title.trim(),
      type: fields.type,
      content,
      occurredAt,
      isFavorite: fields.is_favorite,
      contextText: fields.context_text,
    },
  };
}

const tagNamesOf = (entry: DayOneEntry) => [
  ...new Set((entry.tags ?? []).map((t) => t.trim().slice(0, 60)).filter((t) => t && !t.includes('\0'))),
];

/** Everything about an entry that needs no database: done while the previous batch is written. */
async function readyEntry(
  item: Item,
  source: ImportSource,
  index: Map<string, string>,
  env: PrepareEnv,
): Promise<Ready> {
  const parsed = dayOneEntrySchema.safeParse(item.raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      journal: item.journal,
      entry: null,
      invalid: `it is not a Day One entry (${issue?.path.join('.') || 'entry'}: ${issue?.message})`,
      label: `An entry of ${item.journal}`,
      fields: null,
      problem: null,
      tagNames: [],
      place: null,
      media: [],
    } satisfies Ready;
  }
  const entry = parsed.data;
  const text = titleAndContent(entry.text ?? '');
  const label = text.title ?? dateTitle(new Date(entry.creationDate), entry.timeZone);
  return {
    journal: item.journal,
    entry,
    invalid: null,
    label,
    ...checkedFields(entry, label, text.content),
    tagNames: tagNamesOf(entry),
    place: placeOf(entry),
    media: await prepareMedia(entry, source, index, env),
  } satisfies Ready;
}

async function apply(ctx: ImportContext, batch: readonly Ready[], report: ReportWriter) {
  const valid = batch.filter((r): r is Ready & { entry: DayOneEntry } => r.entry !== null);
  for (const r of batch) if (!r.entry) report.failed({ kind: 'entry', label: r.label, reason: r.invalid });
  const known = await ctx.records.find(valid.map((r) => r.entry.uuid));
  const fresh: (Ready & { entry: DayOneEntry; fields: EntryFields })[] = [];
  for (const r of valid) {
    const before = known.get(r.entry.uuid);
    if (before)
      report.skipped({
        kind: 'entry',
        label: r.label,
        recordId: before.entryId ?? null,
        reason: 'imported before: left as it is',
      });
    else if (!r.entry.text?.trim() && r.media.length === 0)
      report.skipped({
        kind: 'entry',
        label: r.label,
        reason: 'it has no text and no photos or other media',
      });
    else if (!r.fields) report.failed({ kind: 'entry', label: r.label, reason: r.problem });
    else fresh.push(r as Ready & { entry: DayOneEntry; fields: EntryFields });
  }
  const tagIds = await ctx.lookups.resolve(
    'tag',
    fresh.flatMap((r) => r.tagNames),
    (name) => name.toLowerCase(),
    (missing) => ensureTagsNamed(ctx, missing),
  );
  const locationIds = await ctx.lookups.resolve(
    'location',
    fresh.flatMap((r) => r.place ?? []),
    (place) => place.label.toLowerCase(),
    (missing) => ensureLocationsLabelled(ctx, missing),
  );
  const rows = fresh.map((ready) => ({
    ready,
    row: {
      ...ready.fields,
      id: crypto.randomUUID(),
      locationId: ready.place ? (locationIds.get(ready.place.label.toLowerCase()) ?? null) : null,
      tagIds: ready.tagNames.flatMap((n) => tagIds.get(n.toLowerCase()) ?? []),
    } satisfies ImportedEntry,
  }));
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
  for await (const run of journalItems(source, files))
    for (const item of run) {
      total += 1;
      mediaCount += mediaCountOf(item.raw);
    }
  // The zip's media files by name, made once for the whole import (not once per entry).
  let index: Map<string, string> | undefined;
  return {
    total,
    async *items(from) {
      let at = 0;
      for await (const run of journalItems(source, files)) {
        if (at + run.length > from) yield at >= from ? run : run.slice(from - at);
        at += run.length;
      }
    },
    adds: { entries: total },
    // Files are held in memory from reading to storing, for two batches (one written while the
    // next is prepared): about 20 per batch, so about 40 at once; 500 entries at most.
    batchSize: Math.max(10, Math.min(500, Math.floor(20 / Math.max(mediaCount / Math.max(total, 1), 0.04)))),
    async prepare(batch, env) {
      index ??= mediaIndex(source.kind === 'zip' ? source.zip.names() : []);
      const out: Ready[] = [];
      for (const item of batch) out.push(await readyEntry(item, source, index, env));
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
