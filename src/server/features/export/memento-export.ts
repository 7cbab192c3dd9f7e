import { MEMENTO_FORMAT, MEMENTO_VERSION } from '../../../shared/formats/memento.ts';
import type { Transact } from '../../db/with-user.ts';
import type { AttachmentStore } from '../attachments/store.ts';
import { entryPages } from './entry-pages.ts';
import {
  attachmentPath,
  presentConnection,
  presentDigest,
  presentEntry,
  presentGroup,
  presentLocation,
  presentSource,
  presentTag,
} from './present-memento.ts';
import {
  allConnections,
  allDigests,
  allGroupItems,
  allGroups,
  allLocations,
  allRelations,
  allSources,
  allTags,
  imageBytes,
  profileOf,
} from './queries.ts';
import type { ZipWriter } from './zip-stream.ts';

export interface ExportSource {
  /** Runs one short unit of work as the account's owner. */
  read: Transact;
  store: AttachmentStore;
  userId: string;
}

const json = (value: unknown) => JSON.stringify(value);

/** A JSON array written one record a line, so the file streams and still reads well. */
function* array(key: string, records: unknown[], last = false): Generator<string> {
  yield `${json(key)}: [`;
  for (let i = 0; i < records.length; i++) yield `${i ? ',' : ''}\n${json(records[i])}`;
  yield records.length ? '\n]' : ']';
  if (!last) yield ',\n';
}

/**
 * The `memento` export: memento.json (docs/formats/memento.md) and each file it names. The small
 * collections are read in one unit at the start, the entries page by page; each entry's files
 * join the zip as its page is written, so the zip holds exactly the files the JSON names.
 */
export function writeMementoZip(zip: ZipWriter, source: ExportSource, exportedAt: Date) {
  const { read, store, userId } = source;
  zip.addText('memento.json', async function* () {
    const head = await read(async ({ tx }) => ({
      profile: await profileOf(tx, userId),
      tags: await allTags(tx, userId),
      locations: await allLocations(tx, userId),
      sources: await allSources(tx, userId),
      connections: await allConnections(tx, userId),
      relations: await allRelations(tx, userId),
    }));
    yield `{"format": ${json(MEMENTO_FORMAT)}, "version": ${MEMENTO_VERSION}, "exported_at": ${json(exportedAt.toISOString())},\n`;
    const profile = {
      name: head.profile?.name ?? null,
      ai_enabled: head.profile?.aiEnabled ?? true,
      time_zone: head.profile?.timeZone ?? 'UTC',
    };
    yield `"profile": ${json(profile)},\n`;
    yield* array('tags', head.tags.map(presentTag));
    yield* array('locations', head.locations.map(presentLocation));
    yield* array('sources', head.sources.map(presentSource));
    const order = new Map(head.connections.map((c, i) => [c.id, i]));
    const related = new Map<string, string[]>();
    for (const r of head.relations)
      related.set(r.connectionId, [...(related.get(r.connectionId) ?? []), r.relatedId]);
    const byOrder = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
    yield* array(
      'connections',
      head.connections.map((c) => presentConnection(c, (related.get(c.id) ?? []).sort(byOrder))),
    );
    for (const c of head.connections)
      if (c.imageType) {
        const { id } = c;
        zip.addFile(presentConnection(c, []).image?.path as string, () =>
          read(({ tx }) => imageBytes(tx, userId, id)),
        );
      }

    yield '"entries": [';
    let first = true;
    for await (const page of entryPages(read, userId)) {
      for (const { entry, links } of page) {
        yield `${first ? '' : ','}\n${json(presentEntry(entry, links))}`;
        first = false;
        for (const a of links.attachments)
          zip.addFile(attachmentPath(a), () =>
            read(({ tx }) => store.get(tx, { userId, attachmentId: a.id, variant: 'original' })),
          );
      }
    }
    yield first ? '],\n' : '\n],\n';

    const tail = await read(async ({ tx }) => ({
      groups: await allGroups(tx, userId),
      items: await allGroupItems(tx, userId),
      digests: await allDigests(tx, userId),
    }));
    const itemsOf = new Map<string, typeof tail.items>();
    for (const item of tail.items) itemsOf.set(item.groupId, [...(itemsOf.get(item.groupId) ?? []), item]);
    yield* array(
      'groups',
      tail.groups.map((g) => presentGroup(g, itemsOf.get(g.id) ?? [])),
    );
    yield* array('digests', tail.digests.map(presentDigest), true);
    yield '\n}\n';
    zip.end();
  });
}
