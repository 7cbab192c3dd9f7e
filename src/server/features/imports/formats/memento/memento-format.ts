import { MEMENTO_FORMAT, MEMENTO_VERSION } from '../../../../../shared/formats/memento.ts';
import { CONNECTION_LIMITS } from '../../../../../shared/schemas/connections.ts';
import { contentEtag } from '../../../../lib/content-etag.ts';
import { badRequest } from '../../../../lib/errors.ts';
import { prepareUpload } from '../../../attachments/service.ts';
import { checkImage } from '../../../connections/image-service.ts';
import type { ReportWriter } from '../../report.ts';
import {
  heldItems,
  type ImportContext,
  type ImportFormatModule,
  type ImportSource,
  type PrepareEnv,
} from '../format.ts';
import { readJson } from '../read-json.ts';
import { applyEntries } from './apply-entries.ts';
import {
  applyConnections,
  applyDigests,
  applyGroups,
  applyLocations,
  applyProfile,
  applyRelations,
  applySources,
  applyTags,
  type Valid,
} from './apply-records.ts';
import { type Item, type ItemKind, type PreparedFile, type Ready, schemaOf } from './ready.ts';

const FILE = 'memento.json';
const COLLECTIONS = ['tags', 'locations', 'sources', 'connections', 'entries', 'groups', 'digests'] as const;

const kindLabel: Record<ItemKind, string> = {
  profile: 'Settings',
  tag: 'A tag',
  location: 'A place',
  source: 'A source',
  connection: 'A connection',
  relations: 'Related connections',
  entry: 'An entry',
  group: 'A group',
  digest: 'A digest',
};
const reportKind = (kind: ItemKind) =>
  kind === 'profile' || kind === 'source' || kind === 'relations' ? 'record' : kind;

const labelOf = (raw: unknown, kind: ItemKind): string => {
  const r = (raw ?? {}) as Record<string, unknown>;
  // A record refused for a NUL character still needs a label the report (jsonb) can hold.
  const name = (
    [r.title, r.name, r.label, r.reference_text].find((v) => typeof v === 'string') as string | undefined
  )?.replaceAll('\u0000', '');
  return kind === 'relations'
    ? `Related to ${name ?? 'a connection'}`
    : ((name as string) ?? kindLabel[kind]);
};

/** The file's records as items, checked only for shape here: each record is read in prepare. */
function itemsOf(doc: unknown): Item[] {
  if (!doc || typeof doc !== 'object')
    throw badRequest(`${FILE} is not a Memento export: nothing was imported`);
  const d = doc as Record<string, unknown>;
  if (d.format !== MEMENTO_FORMAT) throw badRequest(`${FILE} is not a Memento export: nothing was imported`);
  if (typeof d.version !== 'number' || d.version > MEMENTO_VERSION)
    throw badRequest(
      `This export was made by a newer Memento (format version ${String(d.version)}); this server reads version ${MEMENTO_VERSION}. Update Memento, then import it. Nothing was imported`,
    );
  for (const key of COLLECTIONS)
    if (!Array.isArray(d[key]))
      throw badRequest(`${FILE} has no "${key}" list (is it complete?): nothing was imported`);
  const list = (key: (typeof COLLECTIONS)[number]) => d[key] as unknown[];
  return [
    ...(d.profile ? [{ kind: 'profile' as const, raw: d.profile }] : []),
    ...list('tags').map((raw) => ({ kind: 'tag' as const, raw })),
    ...list('locations').map((raw) => ({ kind: 'location' as const, raw })),
    ...list('sources').map((raw) => ({ kind: 'source' as const, raw })),
    ...list('connections').map((raw) => ({ kind: 'connection' as const, raw })),
    // After every connection, so both sides of each relation exist.
    ...list('connections').map((raw) => ({ kind: 'relations' as const, raw })),
    ...list('entries').map((raw) => ({ kind: 'entry' as const, raw })),
    ...list('groups').map((raw) => ({ kind: 'group' as const, raw })),
    ...list('digests').map((raw) => ({ kind: 'digest' as const, raw })),
  ];
}

const problemOf = (error: unknown) => (error instanceof Error ? error.message : 'could not be read');

async function readFiles(source: ImportSource, record: Valid<'entry'>['record'], env: PrepareEnv) {
  const files: PreparedFile[] = [];
  for (const a of record.attachments) {
    if (source.kind !== 'zip') {
      files.push({
        fileId: a.id,
        upload: null,
        problem: 'not imported: only the zip of an export holds files',
      });
      continue;
    }
    try {
      const bytes = await source.zip.readBytes(a.path, env.attachments.limits.maxBytes);
      if (contentEtag(bytes) !== a.etag)
        throw new Error('its bytes do not match the checksum in memento.json');
      files.push({
        fileId: a.id,
        upload: await prepareUpload(new Uint8Array(bytes), a.file_name ?? undefined),
        problem: null,
      });
    } catch (error) {
      files.push({ fileId: a.id, upload: null, problem: problemOf(error) });
    }
  }
  return files;
}

async function prepareItem(item: Item, source: ImportSource, env: PrepareEnv): Promise<Ready> {
  const parsed = schemaOf[item.kind].safeParse(item.raw);
  const base = {
    kind: item.kind,
    label: labelOf(item.raw, item.kind),
    files: [],
    image: null,
    imageProblem: null,
  };
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ...base, record: null, invalid: `${where}${issue?.message ?? 'not readable'}` } as Ready;
  }
  const ready = { ...base, record: parsed.data, invalid: null } as Ready;
  if (ready.kind === 'entry' && ready.record)
    ready.files = await readFiles(source, ready.record as Valid<'entry'>['record'], env);
  if (ready.kind === 'connection' && ready.record?.image) {
    try {
      if (source.kind !== 'zip') throw new Error('only the zip of an export holds images');
      ready.image = checkImage(
        new Uint8Array(await source.zip.readBytes(ready.record.image.path, CONNECTION_LIMITS.imageBytes)),
      );
    } catch (error) {
      ready.imageProblem = `Image not imported: ${problemOf(error)}`;
    }
  }
  return ready;
}

/** Writes a batch: runs of one kind together, in the file's order. */
async function apply(
  ctx: ImportContext,
  batch: readonly Ready[],
  report: ReportWriter,
  tagNames: Map<string, string>,
) {
  for (let start = 0; start < batch.length; ) {
    const kind = batch[start]?.kind as ItemKind;
    let end = start;
    while (end < batch.length && batch[end]?.kind === kind) end++;
    const run = batch.slice(start, end);
    start = end;
    for (const bad of run.filter((r) => r.invalid))
      report.failed({ kind: reportKind(kind), label: bad.label, reason: bad.invalid });
    const valid = run.filter((r) => r.record !== null) as never[];
    if (valid.length === 0) continue;
    if (kind === 'profile')
      await applyProfile(ctx, (valid as Valid<'profile'>[])[0] as Valid<'profile'>, report);
    if (kind === 'tag') await applyTags(ctx, valid, report);
    if (kind === 'location') await applyLocations(ctx, valid, report);
    if (kind === 'source') await applySources(ctx, valid, report);
    if (kind === 'connection') await applyConnections(ctx, valid, report);
    if (kind === 'relations') await applyRelations(ctx, valid);
    if (kind === 'entry') await applyEntries(ctx, valid, tagNames, report);
    if (kind === 'group') await applyGroups(ctx, valid, tagNames, report);
    if (kind === 'digest') await applyDigests(ctx, valid, report);
  }
}

/**
 * A Memento export (docs/formats/memento.md): the zip with memento.json and its files, or the bare
 * memento.json. Lossless: every record comes back with its fields, links and timestamps.
 */
export const mementoFormat: ImportFormatModule = {
  id: 'memento',
  detect(source) {
    if (source.kind === 'zip') return source.zip.has(FILE);
    return /^\s*\{\s*"format"\s*:\s*"memento"/.test(source.head);
  },
  async plan(source) {
    const doc = await readJson(source, source.kind === 'zip' ? FILE : null);
    const items = itemsOf(doc);
    // Tags are matched by name; the file's ids → names, for entries and groups in later batches.
    const tagNames = new Map<string, string>();
    for (const t of (doc as { tags: unknown[] }).tags) {
      const parsed = schemaOf.tag.safeParse(t);
      if (parsed.success) tagNames.set(parsed.data.id, parsed.data.name);
    }
    const count = (kind: ItemKind) => items.filter((i) => i.kind === kind).length;
    const heavy = items.some(
      (i) =>
        (i.kind === 'entry' && ((i.raw as { attachments?: unknown[] }).attachments?.length ?? 0) > 0) ||
        (i.kind === 'connection' && (i.raw as { image?: unknown }).image),
    );
    return {
      ...heldItems(items),
      adds: { entries: count('entry'), connections: count('connection') },
      batchSize: heavy ? 25 : 500,
      prepare: (batch: readonly Item[], env: PrepareEnv) =>
        Promise.all(batch.map((i) => prepareItem(i, source, env))),
      apply: (ctx: ImportContext, batch: readonly Ready[], report: ReportWriter) =>
        apply(ctx, batch, report, tagNames),
    };
  },
};
