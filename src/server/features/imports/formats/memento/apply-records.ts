import {
  connections,
  digests,
  entries,
  groups,
  locations,
  sources,
  tags,
} from '../../../../db/schema/index.ts';
import { saveImage, uploadedImageUrl } from '../../../connections/image-service.ts';
import { tagIdsByLowerName } from '../../../tags/queries.ts';
import type { ReportWriter } from '../../report.ts';
import type { ImportContext } from '../format.ts';
import { derivedId, resolveIds } from './derived-ids.ts';
import {
  accountIsEmpty,
  insertGroupItems,
  insertNew,
  insertRelations,
  restoreSettings,
  restoreTag,
} from './queries.ts';
import type { Ready, RecordOf } from './ready.ts';

/* Writing the records of memento.json other than entries: each kind in one or two statements. */

export const ALREADY_THERE = 'Already in your account (imported before, or this file came from it)';
const at = (iso: string) => new Date(iso);

/** Ready items of one kind with their records (the invalid ones are reported by the caller). */
export type Valid<K extends Ready['kind']> = Extract<Ready, { kind: K }> & { record: RecordOf<K> };

/** The file's tag ids → this account's tag ids, by name (tag names are unique in an account). */
export async function tagTargets(
  ctx: ImportContext,
  fileTagNames: Map<string, string>,
  fileIds: Iterable<string>,
) {
  const names = [...new Set([...fileIds].map((id) => fileTagNames.get(id)).filter((n) => n !== undefined))];
  const byName = names.length
    ? await tagIdsByLowerName(ctx.tx, ctx.actor.userId, names)
    : new Map<string, string>();
  const targets = new Map<string, string>();
  for (const id of fileIds) {
    const target = byName.get(fileTagNames.get(id)?.toLowerCase() ?? '');
    if (target) targets.set(id, target);
  }
  return targets;
}

export async function applyProfile(ctx: ImportContext, item: Valid<'profile'>, report: ReportWriter) {
  if (await accountIsEmpty(ctx.tx, ctx.actor.userId)) {
    await restoreSettings(ctx.tx, ctx.actor.userId, item.record.ai_enabled, item.record.time_zone);
    report.updated({
      kind: 'record',
      label: 'Settings',
      reason: `AI features ${item.record.ai_enabled ? 'on' : 'off'}, as in the file`,
    });
  } else
    report.skipped({
      kind: 'record',
      label: 'Settings',
      reason: 'Your account keeps its own settings: it already held records',
    });
}

export async function applyTags(ctx: ImportContext, items: Valid<'tag'>[], report: ReportWriter) {
  const userId = ctx.actor.userId;
  const made = await insertNew(
    ctx.tx,
    tags,
    items.map(({ record: t }) => ({
      id: derivedId(userId, 'tag', t.id),
      userId,
      name: t.name,
      type: t.type,
      createdAt: at(t.created_at),
      updatedAt: at(t.updated_at),
    })),
  );
  // A restore into a new account takes the file's version of the tags every account starts with.
  const restoring = await accountIsEmpty(ctx.tx, userId);
  const matched = items.filter(({ record: t }) => !made.has(derivedId(userId, 'tag', t.id)));
  const own =
    restoring && matched.length
      ? await tagIdsByLowerName(
          ctx.tx,
          userId,
          matched.map((m) => m.record.name),
        )
      : new Map<string, string>();
  for (const { record: t } of items) {
    const id = derivedId(userId, 'tag', t.id);
    const existing = own.get(t.name.toLowerCase());
    if (made.has(id)) report.created({ kind: 'tag', label: t.name, recordId: id });
    else if (existing) {
      await restoreTag(ctx.tx, userId, existing, {
        type: t.type,
        createdAt: at(t.created_at),
        updatedAt: at(t.updated_at),
      });
      report.updated({
        kind: 'tag',
        label: t.name,
        recordId: existing,
        reason: 'Restored as the file has it',
      });
    } else
      report.skipped({
        kind: 'tag',
        label: t.name,
        reason: 'A tag of this name is in your account: entries link to it',
      });
  }
}

/** Records with an id of their own, written when not already in the account. */
async function newOnes<T extends { id: string }>(
  ctx: ImportContext,
  kind: string,
  table: Parameters<typeof resolveIds>[3],
  records: T[],
) {
  const known = await resolveIds(
    ctx.tx,
    ctx.actor.userId,
    kind,
    table,
    records.map((r) => r.id),
  );
  return records.map((record) => ({
    record,
    id: derivedId(ctx.actor.userId, kind, record.id),
    known: known.has(record.id),
  }));
}

export async function applyLocations(ctx: ImportContext, items: Valid<'location'>[], report: ReportWriter) {
  const userId = ctx.actor.userId;
  const list = await newOnes(
    ctx,
    'location',
    locations,
    items.map((i) => i.record),
  );
  const made = await insertNew(
    ctx.tx,
    locations,
    list
      .filter((l) => !l.known)
      .map(({ record: l, id }) => ({
        id,
        userId,
        label: l.label,
        lat: l.lat,
        lng: l.lng,
        createdAt: at(l.created_at),
        updatedAt: at(l.updated_at),
      })),
  );
  for (const { record, id } of list)
    if (made.has(id)) report.created({ kind: 'location', label: record.label, recordId: id });
    else report.skipped({ kind: 'location', label: record.label, reason: ALREADY_THERE });
}

export async function applySources(ctx: ImportContext, items: Valid<'source'>[], report: ReportWriter) {
  const userId = ctx.actor.userId;
  const list = await newOnes(
    ctx,
    'source',
    sources,
    items.map((i) => i.record),
  );
  const made = await insertNew(
    ctx.tx,
    sources,
    list
      .filter((s) => !s.known)
      .map(({ record: s, id }) => ({
        id,
        userId,
        sourceType: s.source_type,
        referenceText: s.reference_text,
        createdAt: at(s.created_at),
        updatedAt: at(s.updated_at),
      })),
  );
  for (const { record, id } of list)
    if (made.has(id))
      report.created({ kind: 'record', label: `Source: ${record.reference_text}`, recordId: id });
    else report.skipped({ kind: 'record', label: `Source: ${record.reference_text}`, reason: ALREADY_THERE });
}

export async function applyConnections(
  ctx: ImportContext,
  items: Valid<'connection'>[],
  report: ReportWriter,
) {
  const userId = ctx.actor.userId;
  const list = await newOnes(
    ctx,
    'connection',
    connections,
    items.map((i) => i.record),
  );
  const image = new Map(items.map((i) => [i.record.id, i]));
  const fresh = list.filter((c) => !c.known);
  const made = await insertNew(
    ctx.tx,
    connections,
    fresh.map(({ record: c, id }) => {
      const file = image.get(c.id)?.image;
      return {
        id,
        userId,
        name: c.name,
        type: c.type,
        summaryText: c.summary_text,
        imageUrl: file ? uploadedImageUrl(id, file.etag) : c.image_url,
        contactInfo: c.contact_info,
        importantDates: c.important_dates,
        isFavorite: c.is_favorite,
        keepInTouch: c.keep_in_touch,
        keepInTouchSince: c.keep_in_touch_since ? at(c.keep_in_touch_since) : null,
        createdAt: at(c.created_at),
        updatedAt: at(c.updated_at),
      };
    }),
  );
  for (const { record, id } of list) {
    if (!made.has(id)) {
      report.skipped({ kind: 'connection', label: record.name, recordId: null, reason: ALREADY_THERE });
      continue;
    }
    const ready = image.get(record.id);
    if (ready?.image) await saveImage(ctx.tx, userId, id, ready.image);
    report.created({
      kind: 'connection',
      label: record.name,
      recordId: id,
      reason: ready?.imageProblem ?? null,
    });
  }
}

/** Relations both ways (the file lists each side; a hand-made file may list one). */
export async function applyRelations(ctx: ImportContext, items: Valid<'relations'>[]) {
  const userId = ctx.actor.userId;
  const ids = items.flatMap((i) => [i.record.id, ...i.record.related_connection_ids]);
  const target = await resolveIds(ctx.tx, userId, 'connection', connections, ids);
  const pairs = items.flatMap(({ record }) =>
    record.related_connection_ids.flatMap((related) => {
      const a = target.get(record.id);
      const b = target.get(related);
      return a && b && a !== b
        ? [
            { connectionId: a, relatedId: b, userId },
            { connectionId: b, relatedId: a, userId },
          ]
        : [];
    }),
  );
  await insertRelations(ctx.tx, pairs);
}

export async function applyGroups(
  ctx: ImportContext,
  items: Valid<'group'>[],
  fileTagNames: Map<string, string>,
  report: ReportWriter,
) {
  const userId = ctx.actor.userId;
  const list = await newOnes(
    ctx,
    'group',
    groups,
    items.map((i) => i.record),
  );
  const made = await insertNew(
    ctx.tx,
    groups,
    list
      .filter((g) => !g.known)
      .map(({ record: g, id }) => ({
        id,
        userId,
        name: g.name,
        description: g.description,
        createdAt: at(g.created_at),
        updatedAt: at(g.updated_at),
      })),
  );
  const groupTarget = await resolveIds(
    ctx.tx,
    userId,
    'group',
    groups,
    list.map((g) => g.record.id),
  );
  const all = items.flatMap((i) => i.record.items);
  const idsOf = (type: string) => all.filter((x) => x.item_type === type).map((x) => x.item_id);
  const targets = {
    entry: await resolveIds(ctx.tx, userId, 'entry', entries, idsOf('entry')),
    connection: await resolveIds(ctx.tx, userId, 'connection', connections, idsOf('connection')),
    location: await resolveIds(ctx.tx, userId, 'location', locations, idsOf('location')),
    tag: await tagTargets(ctx, fileTagNames, idsOf('tag')),
  };
  const column = {
    entry: 'entryId',
    connection: 'connectionId',
    tag: 'tagId',
    location: 'locationId',
  } as const;
  const rows = [];
  for (const { record: g } of list) {
    const groupId = groupTarget.get(g.id);
    let dropped = 0;
    for (const item of g.items) {
      const itemId = targets[item.item_type].get(item.item_id);
      if (!groupId || !itemId) {
        dropped += 1;
        continue;
      }
      rows.push({
        id: derivedId(userId, 'group-item', `${g.id}/${item.item_type}/${item.item_id}`),
        groupId,
        userId,
        [column[item.item_type]]: itemId,
        createdAt: at(item.created_at),
      });
    }
    const reason = dropped ? `${dropped} item(s) left out: not in the file or not imported` : null;
    const id = derivedId(userId, 'group', g.id);
    if (made.has(id)) report.created({ kind: 'group', label: g.name, recordId: id, reason });
    else
      report.skipped({
        kind: 'group',
        label: g.name,
        reason: `${ALREADY_THERE}; missing items were added back`,
      });
  }
  await insertGroupItems(ctx.tx, rows);
}

export async function applyDigests(ctx: ImportContext, items: Valid<'digest'>[], report: ReportWriter) {
  const userId = ctx.actor.userId;
  const list = await newOnes(
    ctx,
    'digest',
    digests,
    items.map((i) => i.record),
  );
  const cited = list.flatMap(({ record: d }) => [
    ...d.cited_entries.map((c) => c.id),
    ...d.claims.flatMap((c) => c.entry_ids),
  ]);
  const entryTarget = await resolveIds(ctx.tx, userId, 'entry', entries, cited);
  const scoped = (type: string) =>
    list.flatMap(({ record: d }) => (d.scope?.type === type ? [d.scope.id] : []));
  const scopeTarget = {
    connection: await resolveIds(ctx.tx, userId, 'connection', connections, scoped('connection')),
    group: await resolveIds(ctx.tx, userId, 'group', groups, scoped('group')),
  };
  // A scope may name a record deleted since (it keeps its name, no foreign key): it gets the id
  // the record would have had, so it still names nothing else.
  const scopeId = (s: { type: 'connection' | 'group'; id: string }) =>
    scopeTarget[s.type].get(s.id) ?? derivedId(userId, s.type, s.id);
  const mapIds = (ids: string[]) =>
    ids.flatMap((id) => (entryTarget.has(id) ? [entryTarget.get(id) as string] : []));
  const made = await insertNew(
    ctx.tx,
    digests,
    list
      .filter((d) => !d.known)
      .map(({ record: d, id }) => ({
        id,
        userId,
        title: d.title,
        content: d.content,
        dateRange: d.date_range,
        emotionTrends: d.emotion_trends,
        quoteHighlights: d.quote_highlights,
        generatedOffline: d.generated_offline,
        claims: d.claims.map((c) => ({ text: c.text, entry_ids: mapIds(c.entry_ids) })),
        citedEntries: d.cited_entries.flatMap((c) =>
          entryTarget.has(c.id) ? [{ ...c, id: entryTarget.get(c.id) as string }] : [],
        ),
        engine: d.engine,
        scopeType: d.scope?.type ?? null,
        scopeId: d.scope ? scopeId(d.scope) : null,
        scopeName: d.scope?.name ?? null,
        createdAt: at(d.created_at),
      })),
  );
  for (const { record, id } of list)
    if (made.has(id)) report.created({ kind: 'digest', label: record.title, recordId: id });
    else report.skipped({ kind: 'digest', label: record.title, reason: ALREADY_THERE });
}
